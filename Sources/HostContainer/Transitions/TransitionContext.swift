import AnimationCore
import TextFormat

/// Everything a container decides about one transition before it starts.
public struct TransitionSetup {
    /// The view in which the transition happens.
    public var containerView: View
    /// The controller visible at the start.
    public var from: ViewController
    /// The controller visible at the end of a completed transition.
    public var to: ViewController
    /// The from view, or nil when the animator must leave it alone.
    public var fromView: View?
    /// The to view, or nil when the animator must leave it alone.
    public var toView: View?
    /// Frames: where each view starts and must end (`.zero` when unknown or removed).
    public var fromInitialFrame: Rect, fromFinalFrame: Rect, toInitialFrame: Rect, toFinalFrame: Rect
    /// False: not animated; the context runs no animator or interaction controller and puts
    /// the to view at its final frame itself (see ``TransitionContext``).
    public var isAnimated = true
    /// The presentation style reported to the animator.
    public var presentationStyle: PresentationStyle = .custom
    /// The operation reported to the animator.
    public var operation: TransitionOperation = .selectionChange
    /// Which controllers get appearance callbacks (nil: none, as for the presenting controller
    /// of a custom presentation).
    public var appearanceFrom: ViewController?, appearanceTo: ViewController?
    /// Extra seconds the watchdog allows past the expected end before ending a transition
    /// whose animator never completes it.
    public var watchdogMargin: Double = 2
    /// Creates a setup.
    public init(
        containerView: View, from: ViewController, to: ViewController, fromView: View?, toView: View?,
        fromInitialFrame: Rect, fromFinalFrame: Rect, toInitialFrame: Rect, toFinalFrame: Rect
    ) {
        self.containerView = containerView
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        self.fromInitialFrame = fromInitialFrame
        self.fromFinalFrame = fromFinalFrame
        self.toInitialFrame = toInitialFrame
        self.toFinalFrame = toFinalFrame
        appearanceFrom = from
        appearanceTo = to
    }

    /// A side-by-side transition in `containerView`: both views fill its bounds when in place,
    /// and the from view leaves by one width towards the left (`forward`, the to view coming
    /// in from the right) or the right (the to view coming in from the left). The frames the
    /// custom container, the navigation stack and the validator report.
    public static func sliding(in containerView: View, from: ViewController, to: ViewController, forward: Bool)
        -> TransitionSetup
    {
        let bounds = containerView.bounds
        let travel = forward ? -bounds.width : bounds.width
        return TransitionSetup(
            containerView: containerView, from: from, to: to, fromView: from.view, toView: to.view,
            fromInitialFrame: bounds, fromFinalFrame: bounds.offsetBy(dx: travel, dy: 0),
            toInitialFrame: bounds.offsetBy(dx: -travel, dy: 0), toFinalFrame: bounds)
    }
}

/// One running transition: the context handed to animators and interaction controllers
/// (UIKit's `UIViewControllerContextTransitioning`, which custom containers must implement
/// themselves), and the machinery that runs it.
///
/// **Lifecycle.** ``start()`` asks the animator for its duration, begins the appearance
/// transitions (from: will disappear, then to: will appear), starts recording changes, then
/// either pauses time and runs the animator under the interaction controller (interactive
/// start) or lets it run freely, then runs the coordinator's alongside animations.
/// ``completeTransition(_:)`` must then be called exactly once. It runs, in order: the
/// container's completion (hierarchy and containment), the appearance *did* callbacks, the
/// animator's `animationEnded`, the coordinator's completions, and finally the container's
/// end hook (which starts a queued transition).
///
/// **Not animated.** When ``TransitionSetup/isAnimated`` is false the animator and the
/// interaction controller given are not used (UIKit calls neither for a non-animated
/// presentation): the to view goes into the container at its final frame, the duration is 0,
/// and the transition completes on the next frame with the same callbacks (`animated: false`).
///
/// **Cancel.** At the moment an interaction cancels, interaction-changed handlers run; the
/// appearance callbacks wait for the end. When the transition completes cancelled, every
/// property changed since it started is restored (a ``ChangeJournal``), whatever the
/// animator's completion did or forgot, and then, in every container (UIKit's order for a
/// cancelled interactive pop): to `viewWillDisappear`, to `viewDidDisappear`, from
/// `viewWillAppear`, from `viewDidAppear`.
///
/// **Zero duration.** A duration of 0 is legal, as on iOS (a "none" animator): the
/// percent-driven driver has nothing to scrub (every percent shows the same time), and a
/// finish or cancel ends its completion phase at once.
///
/// **Misbehaviour.** A second `completeTransition`, a flag that contradicts the cancellation
/// state, a bad duration (negative, not finite, over 600 s), and a transition that never completes are recorded as diagnostics
/// naming the animator; the last one is ended by a watchdog after the expected end plus
/// ``TransitionSetup/watchdogMargin`` (time spent interactive does not count). A completed
/// transition whose to view the animator never put in the container gets it added at its
/// final frame, with a diagnostic, instead of UIKit's blank screen.
public final class TransitionContext {
    /// The view in which the transition happens.
    public let containerView: View
    /// The from and to controllers.
    public let fromViewController: ViewController, toViewController: ViewController
    /// The from and to views (nil: leave alone).
    public let fromView: View?, toView: View?
    /// Frames for each controller.
    let frames: (fromInitial: Rect, fromFinal: Rect, toInitial: Rect, toFinal: Rect)
    /// False: no animation.
    public let isAnimated: Bool
    /// The presentation style.
    public let presentationStyle: PresentationStyle
    /// The operation.
    public let operation: TransitionOperation
    /// Rotation to apply (identity: this host does not rotate).
    public let targetTransform = Transform2D.identity
    /// The animator.
    public let animator: AnimatedTransitioning
    /// The interaction controller, if any (a pan that grabs the transition takes over).
    public private(set) var interactionController: InteractiveTransitioning?
    /// The engine the views live in.
    public let engine: AnimationEngine
    /// Where callbacks and diagnostics are recorded.
    public let log: EventLog
    let setup: TransitionSetup

    /// An interaction drives the transition right now.
    public internal(set) var isInteractive = false
    /// It started interactively.
    public internal(set) var initiallyInteractive = false
    /// It is being (or was) cancelled.
    public internal(set) var transitionWasCancelled = false
    /// `completeTransition` has been called.
    public internal(set) var isCompleted = false
    /// The animator's duration, validated (seconds).
    public internal(set) var duration: Double = 0
    /// The coordinator.
    public private(set) lazy var coordinator = TransitionCoordinator(context: self)
    /// The percent-driven driver (set once started).
    public internal(set) var driver: PercentDrivenDriver?
    /// Records what changes, for a cancel.
    public let journal: ChangeJournal

    /// The container's completion: hierarchy and containment (called with the final result).
    package var onComplete: ((Bool) -> Void)?
    /// Called after the appearance *did* callbacks and before `animationEnded` (UIKit runs a
    /// present or dismiss completion handler there).
    var afterAppearance: ((Bool) -> Void)?
    /// Called last, once the transition is over.
    var onEnded: (() -> Void)?
    private var watchdogRemaining = 0.0
    private var ended = false

    /// Creates a context; nothing happens until ``start()``.
    public init(
        setup: TransitionSetup, animator: AnimatedTransitioning, interactionController: InteractiveTransitioning?,
        log: EventLog
    ) {
        self.setup = setup
        containerView = setup.containerView
        fromViewController = setup.from
        toViewController = setup.to
        fromView = setup.fromView
        toView = setup.toView
        frames = (setup.fromInitialFrame, setup.fromFinalFrame, setup.toInitialFrame, setup.toFinalFrame)
        isAnimated = setup.isAnimated
        presentationStyle = setup.presentationStyle
        operation = setup.operation
        // A transition that is not animated runs no animator and no interaction (UIKit asks
        // neither): the host places the views itself.
        self.animator = setup.isAnimated ? animator : NonAnimatedTransition()
        self.interactionController = setup.isAnimated ? interactionController : nil
        engine = setup.containerView.engine
        self.log = log
        journal = ChangeJournal(engine: engine)
    }

    // MARK: The context API

    /// The from or to controller.
    public func viewController(forKey key: TransitionKey) -> ViewController {
        key == .from ? fromViewController : toViewController
    }
    /// The from or to view (nil: leave it alone).
    public func view(forKey key: TransitionKey) -> View? { key == .from ? fromView : toView }
    /// Where a controller's view starts (`.zero` when unknown).
    public func initialFrame(for vc: ViewController) -> Rect {
        vc === fromViewController ? frames.fromInitial : (vc === toViewController ? frames.toInitial : .zero)
    }
    /// Where a controller's view must end (`.zero` when it will be removed).
    public func finalFrame(for vc: ViewController) -> Rect {
        vc === fromViewController ? frames.fromFinal : (vc === toViewController ? frames.toFinal : .zero)
    }

    /// Progress, 0…1.
    public var percentComplete: Double { driver?.percent ?? 0 }

    /// The state the coordinator reports.
    public var state: TransitionState {
        TransitionState(
            isAnimated: isAnimated, isInteractive: isInteractive, initiallyInteractive: initiallyInteractive,
            isInterruptible: true, isCancelled: transitionWasCancelled, presentationStyle: presentationStyle,
            transitionDuration: duration, percentComplete: percentComplete,
            completionSpeed: driver?.completionSpeed ?? 1, completionCurve: driver?.completionCurve ?? .easeInOut)
    }

    /// Interaction controllers: scrub to `percent`.
    public func updateInteractiveTransition(_ percent: Double) {
        guard !isCompleted, let d = driver else {
            return ignored("updateInteractiveTransition(\(Rounding.format(percent)))")
        }
        d.update(percent)
    }

    /// Interaction controllers: run the rest of the way to the end (idempotent).
    public func finishInteractiveTransition() { release(forward: true) }

    /// Interaction controllers: run back to the start and cancel (idempotent).
    public func cancelInteractiveTransition() { release(forward: false) }

    /// Interaction controllers: grab the running transition again.
    public func pauseInteractiveTransition() {
        guard !isCompleted, let d = driver else { return ignored("pauseInteractiveTransition()") }
        let wasInteractive = isInteractive
        guard d.pause() else { return }
        isInteractive = true
        transitionWasCancelled = false
        if !wasInteractive { coordinator.interactionChanged() }
    }

    /// Hands the transition to `interaction` (e.g. a pan grabbing a running transition): it
    /// becomes interactive at its current percent and `interaction` is started on it.
    public func adopt(_ interaction: InteractiveTransitioning) {
        guard !isCompleted else { return }
        interactionController = interaction
        pauseInteractiveTransition()
        interaction.startInteractiveTransition(self)
    }

    private func release(forward: Bool) {
        let name = forward ? "finishInteractiveTransition()" : "cancelInteractiveTransition()"
        guard !isCompleted, let d = driver else { return ignored(name) }
        let speed = interactionController?.completionSpeed ?? 1
        let curve = interactionController?.completionCurve ?? .easeInOut
        guard d.release(forward: forward, speed: speed, curve: curve) else { return }
        isInteractive = false
        transitionWasCancelled = !forward
        watchdogRemaining = (forward ? 1 - d.percent : d.percent) * duration / d.completionSpeed + setup.watchdogMargin
        coordinator.interactionChanged()
    }

    private func ignored(_ call: String) {
        log.record(
            .diagnostic,
            "\(call) ignored: \(isCompleted ? "the transition has already completed" : "no interactive transition is running")"
        )
    }

    // MARK: Lifecycle

    /// Starts the transition (see the type's discussion).
    public func start() {
        log.record(
            .transition,
            "transition.start(\(fromViewController.title) -> \(toViewController.title), animator: \(animator.displayName)\(interactionController.map { ", interaction: \($0.displayName)" } ?? ""))"
        )
        let d = isAnimated ? animator.transitionDuration(using: self) : 0
        if !isAnimated {
            duration = 0
        } else if !d.isFinite || d < 0 || d > 600 {
            // 0 is legal, as on iOS: a transition without animation (the driver has nothing
            // to scrub and a finish or cancel ends at once).
            log.record(
                .diagnostic,
                "animator \(animator.displayName) returned transitionDuration \(Rounding.format(d)); it must be finite, 0 or more and at most 600 s — using \(d > 600 ? "600" : "0.25") s"
            )
            duration = d > 600 ? 600 : 0.25
        } else {
            duration = d
        }
        fromViewController.ownTransitionCoordinator = coordinator
        toViewController.ownTransitionCoordinator = coordinator
        setup.appearanceFrom?.beginAppearanceTransition(false, animated: isAnimated)
        setup.appearanceTo?.beginAppearanceTransition(true, animated: isAnimated)
        let interactiveStart = interactionController?.wantsInteractiveStart ?? false
        isInteractive = interactiveStart
        initiallyInteractive = interactiveStart
        let driver = PercentDrivenDriver(
            engine: engine, container: containerView.layer, duration: duration, interactive: interactiveStart)
        driver.onIgnored = { [unowned self] in
            self.log.record(.diagnostic, "\(self.interactionController?.displayName ?? "interaction"): \($0)")
        }
        driver.onNoted = { [unowned self] in
            self.log.record(.interaction, "\(self.interactionController?.displayName ?? "interaction"): \($0)")
        }
        driver.onReachedStart = { [unowned self] in self.rewindFinished() }
        self.driver = driver
        watchdogRemaining = duration + setup.watchdogMargin
        journal.start()
        // The set-up scene (the from view in the container) is the picture a CATransition
        // added by the animator starts from.
        engine.markTurnStart()
        animator.animateTransition(using: self)
        coordinator.start()
        if let ic = interactionController {
            ic.startInteractiveTransition(self)
        }
    }

    /// A cancel ran back to the start: put everything back and retire the transition's
    /// animations while the presentation still shows the start (no flash).
    private func rewindFinished() {
        journal.restore()
        let bases = driver?.bases ?? []
        for (root, base) in bases {
            var layers: [Layer] = []
            func collect(_ l: Layer) {
                layers.append(l)
                l.sublayers.forEach(collect)
            }
            collect(root)
            engine.removeAnimations(of: layers, finished: false) { $0.timing.beginTime >= base - 1e-9 }
        }
    }

    /// Advances the transition by one frame of `dt` measured seconds: the driver's completion
    /// phase and the watchdog.
    public func tick(_ dt: Double) {
        guard !isCompleted else { return }
        driver?.tick(dt)
        if !isInteractive {
            watchdogRemaining -= dt
            if watchdogRemaining < 0 && !isCompleted { watchdogFired() }
        }
    }

    private func watchdogFired() {
        end(
            because:
                "animator \(animator.displayName) did not call completeTransition within \(Rounding.format(duration)) s + \(Rounding.format(setup.watchdogMargin)) s; the watchdog ends the transition (\(transitionWasCancelled ? "cancelled" : "completed")); on iOS it would never end and the app would take no more touches — call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) once, in the completion of the animation that ends last (UIView.animate(withDuration:animations:completion:), UIViewPropertyAnimator.addCompletion), within transitionDuration"
        )
    }

    /// Ends the transition now, as the watchdog does (completed, or cancelled when it was
    /// cancelled), recording `why` as a diagnostic: for a host that cannot wait for the
    /// animator any longer (the validator's paired presentation that has not ended within its
    /// limit). Nothing when it has already ended.
    public func end(because why: String) {
        guard !isCompleted else { return }
        log.record(.diagnostic, why)
        driver?.releaseTime()
        if transitionWasCancelled { rewindFinished() }
        complete(!transitionWasCancelled, byWatchdog: true)
    }

    /// Ends the transition; call exactly once with `!transitionWasCancelled`.
    public func completeTransition(_ didComplete: Bool) { complete(didComplete, byWatchdog: false) }

    private func complete(_ didComplete: Bool, byWatchdog: Bool) {
        guard !isCompleted else {
            log.record(
                .diagnostic,
                "animator \(animator.displayName) called completeTransition(\(didComplete)) again; the transition had already completed — ignored"
            )
            return
        }
        var completed = didComplete
        if didComplete == transitionWasCancelled {
            log.record(
                .diagnostic,
                "animator \(animator.displayName) called completeTransition(\(didComplete)) but the transition was \(transitionWasCancelled ? "cancelled" : "not cancelled"); pass !transitionWasCancelled — treating it as \(transitionWasCancelled ? "cancelled" : "completed")"
            )
            completed = !transitionWasCancelled
        }
        isCompleted = true
        transitionWasCancelled = !completed
        if !byWatchdog { log.record(.animator, "completeTransition(\(completed))") }
        driver?.releaseTime()
        if !completed { journal.restore() }
        if completed, let to = toView, !to.isDescendant(of: containerView) {
            let name = to.title ?? "view \(to.id)"
            if setup.operation == .dismiss {
                // A dismissal hands out a to view only when its presentation took the
                // presenting view out of the window (full screen); UIKit returns that view to
                // the window itself as the dismissal ends (the modal controller's completion
                // does here), so this is no fault at completion. What the user saw meanwhile —
                // black, or a snapshot standing in for the view — is the validator's
                // invariants check's to say.
                log.record(
                    .transition,
                    "the presenting view (\(name)) was not in the container at completion; the dismissal's end returns it to the window, as UIKit does"
                )
            } else {
                // UIKit shows a blank screen here (the most reported custom-transition bug);
                // the host says what is wrong and puts the view where the contract wants it.
                log.record(
                    .diagnostic,
                    "animator \(animator.displayName) completed the transition without putting the to view (\(name)) in the container view; the host added it at its final frame — add it in animateTransition (containerView.addSubview(toView))"
                )
                try? containerView.addSubview(to)
                to.frame = setup.toFinalFrame
            }
        }
        onComplete?(completed)
        if !completed { journal.restore() }
        journal.stop()
        if completed {
            setup.appearanceFrom?.endAppearanceTransitionIfPending()
            setup.appearanceTo?.endAppearanceTransitionIfPending()
        } else {
            // UIKit's order for a cancel, in every container: the controller that was
            // appearing disappears (will, did), then the one that was disappearing appears.
            setup.appearanceTo?.beginAppearanceTransition(false, animated: isAnimated)
            setup.appearanceTo?.endAppearanceTransition()
            setup.appearanceFrom?.beginAppearanceTransition(true, animated: isAnimated)
            setup.appearanceFrom?.endAppearanceTransition()
        }
        afterAppearance?(completed)
        log.record(.animator, "\(animator.displayName).animationEnded(\(completed))")
        animator.animationEnded(completed)
        coordinator.finish()
        fromViewController.ownTransitionCoordinator = nil
        toViewController.ownTransitionCoordinator = nil
        ended = true
        log.record(.transition, "transition.end(\(completed ? "completed" : "cancelled"))")
        onEnded?()
    }

    /// True once everything after `completeTransition` has run.
    public var hasEnded: Bool { ended }
}

/// The from/to keys.
public enum TransitionKey: Sendable { case from, to }
