import AnimatorABI
import SlideAnimatorKit

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.animator(SlidePlugin.self) }
