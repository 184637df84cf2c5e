import CollectionLayouts

/// The entry point of libListLayout.so: the bundled `list` layout plugin.
@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { CollectionLayoutExports.list() }
