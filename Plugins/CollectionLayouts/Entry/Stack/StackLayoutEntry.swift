import CollectionLayouts

/// The entry point of libStackLayout.so: the bundled `stack` layout plugin.
@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { CollectionLayoutExports.stack() }
