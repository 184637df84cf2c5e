import AnimationCore

/// What every container that runs transitions offers whoever drives it frame by frame (a run
/// session, the live player, a test rig): its root view, the running and the last transition,
/// its pan, and pointer input. ``SelectionContainer`` (the custom container and the tab bar),
/// ``NavigationController`` and ``ModalController`` conform.
public protocol TransitionHosting: AnyObject {
    /// The view everything is drawn under (the viewport).
    var rootView: View { get }
    /// The transition running now.
    var currentTransition: TransitionContext? { get }
    /// The last transition started (running or ended).
    var lastTransition: TransitionContext? { get }
    /// Receives every recognized pan event (e.g. to forward it to an interaction plugin).
    var panObserver: ((InputEvent) -> Void)? { get set }
    /// The interaction the container's own pan drives.
    var panInteraction: PanGestureInteraction { get }
    /// Seconds past a transition's expected end before the watchdog ends it.
    var watchdogMargin: Double { get set }
    /// Raw pointer input for the container's pan.
    func handlePointer(_ input: ScriptedInput)
}

extension SelectionContainer: TransitionHosting {
    public var rootView: View { view }
}

extension NavigationController: TransitionHosting {
    public var rootView: View { view }
    public var panInteraction: PanGestureInteraction { popInteraction }
}

extension ModalController: TransitionHosting {
    public var rootView: View { window }
}
