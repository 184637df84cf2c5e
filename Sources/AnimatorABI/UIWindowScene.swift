/// UIKit's `UIScene`: a scene of the app. The host runs one, a ``UIWindowScene`` holding its
/// one window; plugin code meets it through ``UIApplication/connectedScenes`` and
/// ``UIWindow/windowScene``.
open class UIScene: UIResponder {
    /// UIKit's activation states.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// The scene's state: in the foreground and active, as the app is while a transition runs.
    open var activationState: ActivationState { .foregroundActive }
    /// A title (kept).
    open var title: String?
}

/// UIKit's `UIWindowScene` (iOS 13): the host's window and how it is turned. `windows` is the
/// host's root view as a ``UIWindow`` while a transition shows it (empty before), and the
/// interface orientation is the app's, as ``UIApplication/statusBarOrientation`` reads it.
open class UIWindowScene: UIScene {
    /// The host's one scene.
    // Plugin code runs only inside host calls, on one thread.
    nonisolated(unsafe) static let host = UIWindowScene()

    /// The scene's windows: the key window alone.
    open var windows: [UIWindow] { UIApplication.shared.windows }
    /// The key window (iOS 15).
    open var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
    /// The screen it is shown on.
    open var screen: UIScreen { .main }
    /// The interface's orientation: portrait when the host's screen is at least as high as wide.
    open var interfaceOrientation: UIInterfaceOrientation { UIApplication.shared.statusBarOrientation }
    /// The trait collection of its windows.
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

extension UIApplication {
    /// The app's connected scenes: the host's one window scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.host] }
}

extension UIWindow {
    /// The scene the window belongs to: the host's one window scene.
    public var windowScene: UIWindowScene? { UIWindowScene.host }
}

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: the nib's top-level objects — none here, as
    /// ``UINib/instantiate(withOwner:options:)`` gives none, since no nib can be decoded on
    /// Linux; make the views in code.
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? { [] }
}
