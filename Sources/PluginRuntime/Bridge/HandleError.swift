/// Why a handle from a plugin does not resolve (``HandleTable/object(_:)``). The sentence
/// needs the handle's kind and bits, which the caller has: `PluginBridge.describe` makes it.
enum HandleError: Error, Equatable, Sendable {
    /// The handle is 0.
    case null
    /// The handle is of another kind (a layer handle where a view was expected...).
    case wrongKind
    /// The handle was issued by another bridge, or by no one.
    case foreign
    /// The object the handle named is gone, or its slot was reused.
    case stale
}
