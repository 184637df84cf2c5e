import CollectionLayouts

/// The entry point of libCircleLayout.so: the bundled `circle` layout plugin.
@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { CollectionLayoutExports.circle() }
