import AnimatorABI

/// The bundled layout plugins' descriptors. The host loads one plugin per library (a library
/// exports one `animator_plugin_entry`), so the four layouts share this target and each is
/// built into a library of its own whose entry point returns one of these
/// (Plugins/CollectionLayouts/Entry).
public enum CollectionLayoutExports {
    /// `grid`: a flow layout.
    public static func grid() -> UnsafeRawPointer { PluginExport.layout(GridLayoutPlugin.self) }
    /// `list`: full-width rows.
    public static func list() -> UnsafeRawPointer { PluginExport.layout(ListLayoutPlugin.self) }
    /// `stack`: fanned cards.
    public static func stack() -> UnsafeRawPointer { PluginExport.layout(StackLayoutPlugin.self) }
    /// `circle`: a carousel ring.
    public static func circle() -> UnsafeRawPointer { PluginExport.layout(CircleLayoutPlugin.self) }
}
