/// UIKit's `UIApplication`, as far as transition code reads it: the app's windows. Here the
/// host's root view is the one window (see ``UIWindow``), so `keyWindow` and `windows` give
/// it while a transition runs (nil and empty before the host has shown one).
public final class UIApplication: UIResponder {
    /// The application object.
    // Main-actor state on iOS; here plugin code runs only inside host calls, all made from one
    // thread; the host's tables refuse calls from any other.
    nonisolated(unsafe) public static let shared = UIApplication()

    private override init() {}

    /// The app's delegate: one that answers ``UIApplicationDelegate/window`` with the key
    /// window, so `UIApplication.shared.delegate?.window??.rootViewController` reads as on iOS.
    /// Set another to have code that reads it see yours.
    public weak var delegate: UIApplicationDelegate? = HostApplicationDelegate.shared

    /// The key window: the host's root view as a ``UIWindow``.
    public var keyWindow: UIWindow? {
        guard let c = HostConnection.current, let root = c.rootView else { return nil }
        return UIWindow.object(ap_view(bits: root), c)
    }

    /// The app's windows: the key window alone.
    public var windows: [UIWindow] { keyWindow.map { [$0] } ?? [] }
    /// The status bar's frame (deprecated in UIKit since iOS 13): empty, since the host's
    /// screen has no status bar, as UIKit answers while the status bar is hidden.
    public var statusBarFrame: CGRect { .zero }
    /// The interface's orientation (deprecated in UIKit since iOS 13, still read by layouts
    /// written for iOS 8–12): the host's one orientation for the run — portrait when its
    /// screen is at least as high as wide, else landscape right, as ``UIDevice/orientation``
    /// (whose landscape left is the interface's landscape right).
    public var statusBarOrientation: UIInterfaceOrientation {
        let size = UIScreen.main.bounds.size
        return size.height >= size.width ? .portrait : .landscapeRight
    }

    /// Whether the app ignores touches: the host plays gestures itself, so this is kept and
    /// read back only (UIKit's old `beginIgnoringInteractionEvents` pair sets it).
    public private(set) var isIgnoringInteractionEvents = false
    /// Sets ``isIgnoringInteractionEvents``.
    public func beginIgnoringInteractionEvents() { isIgnoringInteractionEvents = true }
    /// Clears ``isIgnoringInteractionEvents``.
    public func endIgnoringInteractionEvents() { isIgnoringInteractionEvents = false }
}

/// UIKit's `UIApplicationDelegate`, as far as transition code reads it: its `window`.
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
    /// UIKit's optional `window` requirement, read through `delegate?.window` as a `UIWindow??`
    /// (the outer level says whether the delegate implements it): the key window. Setting it
    /// changes nothing: the host's root view is the one window.
    public var window: UIWindow?? {
        get { .some(UIApplication.shared.keyWindow) }
        set {}
    }
}

/// The delegate ``UIApplication/delegate`` starts with (plugins have no app delegate of their own).
final class HostApplicationDelegate: UIApplicationDelegate {
    // Plugin code runs only inside host calls, made from one thread (the host's tables refuse
    // calls from any other); the object has no state.
    nonisolated(unsafe) static let shared = HostApplicationDelegate()
}
