import AnimationCore

/// A host-side interaction controller that drives the transition through the context's
/// percent-driven driver (UIKit's `UIPercentDrivenInteractiveTransition`). Calls made when no
/// transition is running are ignored safely (the reference pan controller calls `finish` and
/// `cancel` at the ends of the list, which only Objective-C's nil messaging made harmless).
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// Name for diagnostics.
    open var displayName: String
    /// Speed of the non-interactive completion.
    open var completionSpeed = 1.0
    /// Curve of the non-interactive completion.
    open var completionCurve = AnimationCurve.easeInOut
    /// False: start non-interactively.
    open var wantsInteractiveStart = true
    /// The running transition, if any.
    public private(set) weak var context: TransitionContext?

    /// Creates a controller.
    public init(displayName: String) { self.displayName = displayName }

    /// Remembers the transition; call super when overriding.
    open func startInteractiveTransition(_ context: TransitionContext) { self.context = context }

    /// True when a transition is running under this controller.
    public var isActive: Bool { context.map { !$0.isCompleted } ?? false }
    /// Progress, 0…1.
    public var percentComplete: Double { context?.percentComplete ?? 0 }

    /// Scrubs.
    public func update(_ percent: Double) { if isActive { context?.updateInteractiveTransition(percent) } }
    /// Finishes.
    public func finish() { if isActive { context?.finishInteractiveTransition() } }
    /// Cancels.
    public func cancel() { if isActive { context?.cancelInteractiveTransition() } }
    /// Grabs the running transition.
    public func pause() { if isActive { context?.pauseInteractiveTransition() } }

    /// Input; does nothing by default.
    open func handle(_ event: InputEvent, context: TransitionContext?) {}
}
