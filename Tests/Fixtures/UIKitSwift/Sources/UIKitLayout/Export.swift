import AnimatorABI

// The one file an iOS layout needs added to become a plugin: its descriptor and entry point.

enum WaterfallPlugin: LayoutPlugin {
    static let id = "com.example.uikit-waterfall"
    static let name = "Waterfall (ported from iOS)"
    static let version = "1.0.0"
    static let summary = "A two-column waterfall layout compiled unchanged through the UIKit shim"
    static let author = "Example"
    static let parameters: [PluginParameter] = []
    static func makeLayout(parameters p: PluginParameters) -> WaterfallLayout { WaterfallLayout() }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.layout(WaterfallPlugin.self) }
