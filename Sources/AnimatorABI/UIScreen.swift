/// UIKit's `UIScreen`: the host's screen, whose size is the root view's (the viewport the
/// host renders, `--size`, 390 × 844 points by default). Points are the host's logical
/// pixels, so `scale` and `nativeScale` are 1 and `nativeBounds` equals `bounds` (the output
/// scale, `--scale`, is the renderer's business, not the plugin's).
public final class UIScreen: NSObject {
    /// The host's screen.
    // Main-actor state on iOS; here plugin code runs only inside host calls, all made from one
    // thread; the host's tables refuse calls from any other.
    nonisolated(unsafe) public static let main = UIScreen()

    private override init() {}

    /// The size used before any transition has shown the host's root view (the host's default
    /// viewport).
    public static let defaultSize = CGSize(width: 390, height: 844)

    /// The screen's rectangle, points: the host's root view's bounds (from the transition in
    /// progress; the last one seen, or ``defaultSize``, outside of one).
    public var bounds: CGRect {
        guard let c = HostConnection.current else { return CGRect(origin: .zero, size: UIScreen.defaultSize) }
        if let root = c.rootView {
            let b = c.rect(ap_view(bits: root), AP_PROP_BOUNDS, AP_SOURCE_MODEL)
            if b.width > 0, b.height > 0 { return CGRect(origin: .zero, size: b.size) }
        }
        return CGRect(origin: .zero, size: UIScreen.defaultSize)
    }

    /// Pixels per point: 1 (points are the host's logical pixels).
    public var scale: CGFloat { 1 }
    /// As ``scale``.
    public var nativeScale: CGFloat { 1 }
    /// The bounds in pixels: the same as ``bounds``.
    public var nativeBounds: CGRect { bounds }
}
