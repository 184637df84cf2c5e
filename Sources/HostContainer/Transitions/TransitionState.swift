import AnimationCore

/// The state of a transition as the coordinator reports it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
public struct TransitionState: Hashable, Sendable {
    /// The transition animates.
    public var isAnimated: Bool
    /// An interaction drives it right now.
    public var isInteractive: Bool
    /// It started interactively.
    public var initiallyInteractive: Bool
    /// It can be grabbed while running (always true here).
    public var isInterruptible: Bool
    /// It is being (or was) cancelled.
    public var isCancelled: Bool
    /// The presentation style.
    public var presentationStyle: PresentationStyle
    /// The animator's duration, seconds.
    public var transitionDuration: Double
    /// Progress at the last change of interactivity, 0…1.
    public var percentComplete: Double
    /// Speed of the non-interactive completion.
    public var completionSpeed: Double
    /// Curve of the non-interactive completion.
    public var completionCurve: AnimationCurve

    /// What a coordinator reports when it has no transition to describe (a call made after
    /// the transition ended).
    public static let ended = TransitionState(
        isAnimated: false, isInteractive: false, initiallyInteractive: false, isInterruptible: true,
        isCancelled: false, presentationStyle: .none, transitionDuration: 0, percentComplete: 0,
        completionSpeed: 1, completionCurve: .easeInOut)
}

/// UIKit's `UIModalPresentationStyle` values this host uses.
public enum PresentationStyle: Int32, Hashable, Sendable {
    /// Not a modal transition.
    case none = -1
    /// The presenting view is removed once the presentation completes.
    case fullScreen = 0
    /// The presenting view stays (custom containers report this too).
    case custom = 4
}

/// What kind of transition runs (mirrors `AP_OPERATION_*`).
public enum TransitionOperation: Int32, Hashable, Sendable {
    case none = 0, selectionChange = 1, push = 2, pop = 3, present = 4, dismiss = 5
}
