import CollectionLayouts

/// The entry point of libGridLayout.so: the bundled `grid` layout plugin.
@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { CollectionLayoutExports.grid() }
