import AnimationCore

/// Modal presentation from a root controller (UIKit's `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`), through the same transition context, animators and
/// interaction controllers as the containers.
///
/// **Full screen.** Presenting: a container view is added to the window, the presenting view is
/// moved into it (`view(forKey: .from)` is that view), and when the presentation completes the
/// presenting view leaves the window. Dismissing: the presenting view is put back into the
/// container below the presented one (`view(forKey: .to)`), and returns to the window when the
/// dismissal completes. The presenting controller gets appearance callbacks both ways.
///
/// **Custom.** The presenting view never moves and is not part of the transition:
/// `view(forKey: .from)` is nil when presenting and `view(forKey: .to)` is nil when dismissing
/// ("leave it alone"), its final frame is non-zero because it stays, and the presenting
/// controller gets no appearance callbacks (UIKit's documented behaviour, which users trip over:
/// here it is at least stated). The presented view gets the presentation controller's frame,
/// and a dimming view fades in behind it alongside the transition.
///
/// **Completion handlers** run after the presented controller's `viewDidAppear` (present) or
/// `viewDidDisappear` (dismiss) and before the animator's `animationEnded`, as in UIKit; they do
/// not run for a cancelled transition. A cancelled presentation leaves everything as before; a
/// cancelled dismissal leaves the controller presented. A vertical pan drives a presentation
/// (upwards) or a dismissal (downwards) when chosen as the interaction.
public final class ModalController {
    /// The window's root view.
    public let window: View
    /// The presenting controller.
    public let rootViewController: ViewController
    /// The presented controller, once a presentation has completed.
    public private(set) var presentedViewController: ViewController?
    /// The presentation controller of the current presentation.
    public private(set) var presentationController: PresentationController?
    /// The delegate that vends animators and interaction controllers.
    public weak var transitioningDelegate: TransitioningDelegate?
    /// The animator used when the delegate gives none.
    public let defaultAnimator: AnimatedTransitioning
    /// The transition running now, and the last one started.
    public private(set) var currentTransition: TransitionContext?
    public private(set) var lastTransition: TransitionContext?
    /// The vertical pan, and the interaction it drives.
    public let panGestureRecognizer = PanGestureRecognizer()
    public let panInteraction = PanGestureInteraction()
    /// Seconds past a transition's expected end before the watchdog ends it.
    public var watchdogMargin = 2.0
    /// Receives every recognized pan event.
    public var panObserver: ((InputEvent) -> Void)?
    /// Full screen: true (the default, `host-cli run`'s) puts the presenting view back into the
    /// container, below the presented one, before a dismissal's animator runs, so an animator
    /// that forgets it still shows it. False does what UIKit does: the presenting view is
    /// handed out (`view(forKey: .to)`, filling the container) but left out of the window, and
    /// the animator must add it — the validator's `modal-dismiss-full-screen` tests that.
    /// Either way a cancelled dismissal takes it out of the window again.
    public var insertsPresentingViewOnDismiss = true
    private var container: View?
    private let engine: AnimationEngine
    private let log: EventLog
    private var pendingPan: (present: ViewController, style: PresentationStyle)?

    /// Creates the window with `root` shown in it.
    public init(
        root: ViewController, size: Size, defaultAnimator: AnimatedTransitioning, engine: AnimationEngine, log: EventLog
    ) {
        self.engine = engine
        self.log = log
        rootViewController = root
        self.defaultAnimator = defaultAnimator
        window = View(
            engine: engine, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), title: nil,
            backgroundColor: .black)
        root.view.frame = window.bounds
        try? window.addSubview(root.view)
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        panInteraction.vertical = true
        panInteraction.factor = 1
        panInteraction.threshold = 0.5
        panGestureRecognizer.onEvent = { [unowned self] in self.handlePan($0) }
    }

    /// Presents `vc` with `style`.
    public func present(
        _ vc: ViewController, style: PresentationStyle = .fullScreen, animated: Bool = true,
        interaction: InteractiveTransitioning? = nil, completion: (() -> Void)? = nil
    ) {
        guard currentTransition == nil, presentedViewController == nil, style != .none else {
            log.record(
                .diagnostic,
                "present(\(vc.title)) ignored: \(currentTransition != nil ? "a transition is running" : "a controller is already presented")"
            )
            return
        }
        let presenting = rootViewController
        let pc =
            transitioningDelegate?.presentationController(forPresented: vc, presenting: presenting, style: style)
            ?? PresentationController(presented: vc, presenting: presenting, style: style)
        let c = View(engine: engine, frame: window.bounds, title: nil, backgroundColor: .clear)
        try? window.addSubview(c)
        container = c
        pc.containerView = c
        // As in UIKit, the relation holds from the start of the presentation.
        vc.presenter = presenting
        presenting.presentee = vc
        presentationController = pc
        let removesPresenter = pc.shouldRemovePresentersView
        if removesPresenter { try? c.addSubview(presenting.view) }
        let final = pc.frameOfPresentedViewInContainerView
        vc.view.frame = final
        // Not animated: UIKit asks the delegate for no animator or interaction (the context
        // places the views itself).
        let animator =
            animated ? transitioningDelegate?.animationController(forPresented: vc, presenting: presenting) : nil
        var chosen = animated ? interaction : nil
        if animated, chosen == nil, let a = animator {
            chosen = transitioningDelegate?.interactionControllerForPresentation(using: a)
        }
        var setup = TransitionSetup(
            containerView: c, from: presenting, to: vc, fromView: removesPresenter ? presenting.view : nil,
            toView: vc.view,
            fromInitialFrame: window.bounds, fromFinalFrame: removesPresenter ? .zero : window.bounds,
            toInitialFrame: final.offsetBy(dx: 0, dy: c.bounds.height - final.minY), toFinalFrame: final)
        setup.appearanceFrom = removesPresenter ? presenting : nil
        run(
            setup, .present, style: style, animated: animated, animator: animator, interaction: chosen,
            completion: completion,
            willBegin: pc.presentationTransitionWillBegin
        ) { [unowned self] completed in
            if completed {
                self.presentedViewController = vc
                if removesPresenter { presenting.view.removeFromSuperview() }
            } else {
                vc.view.removeFromSuperview()
                if removesPresenter { self.returnToWindow(presenting) }
                self.removeContainer()
                vc.presenter = nil
                presenting.presentee = nil
            }
            pc.presentationTransitionDidEnd(completed)
            if !completed { self.presentationController = nil }
        }
    }

    /// Dismisses the presented controller.
    public func dismiss(
        animated: Bool = true, interaction: InteractiveTransitioning? = nil, completion: (() -> Void)? = nil
    ) {
        guard currentTransition == nil, let vc = presentedViewController, let pc = presentationController,
            let c = container
        else {
            log.record(
                .diagnostic,
                "dismiss ignored: \(currentTransition != nil ? "a transition is running" : "nothing is presented")")
            return
        }
        let presenting = rootViewController
        let restoresPresenter = pc.shouldRemovePresentersView
        if restoresPresenter {
            presenting.view.frame = c.bounds
            if insertsPresentingViewOnDismiss { try? c.insertSubview(presenting.view, at: 0) }
        }
        let animator = animated ? transitioningDelegate?.animationController(forDismissed: vc) : nil
        var chosen = animated ? interaction : nil
        if animated, chosen == nil, let a = animator {
            chosen = transitioningDelegate?.interactionControllerForDismissal(using: a)
        }
        let frame = vc.view.frame
        var setup = TransitionSetup(
            containerView: c, from: vc, to: presenting, fromView: vc.view,
            toView: restoresPresenter ? presenting.view : nil,
            fromInitialFrame: frame, fromFinalFrame: frame.offsetBy(dx: 0, dy: c.bounds.height - frame.minY),
            toInitialFrame: window.bounds, toFinalFrame: window.bounds)
        setup.appearanceTo = restoresPresenter ? presenting : nil
        run(
            setup, .dismiss, style: pc.style, animated: animated, animator: animator, interaction: chosen,
            completion: completion,
            willBegin: pc.dismissalTransitionWillBegin
        ) { [unowned self] completed in
            if completed {
                vc.view.removeFromSuperview()
                if restoresPresenter { self.returnToWindow(presenting) }
                self.removeContainer()
                self.presentedViewController = nil
                vc.presenter = nil
                presenting.presentee = nil
            } else if restoresPresenter {
                presenting.view.removeFromSuperview()
            }
            pc.dismissalTransitionDidEnd(completed)
            if completed { self.presentationController = nil }
        }
    }

    /// Starts a present or dismiss transition: `completion` runs after the appearance
    /// callbacks of a completed one, `finish` does the hierarchy work at the end.
    private func run(
        _ setup: TransitionSetup, _ operation: TransitionOperation, style: PresentationStyle, animated: Bool,
        animator: AnimatedTransitioning?, interaction: InteractiveTransitioning?, completion: (() -> Void)?,
        willBegin: (TransitionContext) -> Void, finish: @escaping (Bool) -> Void
    ) {
        var setup = setup
        setup.presentationStyle = style
        setup.operation = operation
        setup.isAnimated = animated
        setup.watchdogMargin = watchdogMargin
        let context = TransitionContext(
            setup: setup, animator: animator ?? defaultAnimator, interactionController: interaction, log: log)
        context.onComplete = finish
        context.afterAppearance = { completed in if completed { completion?() } }
        context.onEnded = { [unowned self] in self.currentTransition = nil }
        currentTransition = context
        lastTransition = context
        willBegin(context)
        context.start()
    }

    /// Puts the presenting view back into the window, behind everything, filling it.
    private func returnToWindow(_ presenting: ViewController) {
        try? window.insertSubview(presenting.view, at: 0)
        presenting.view.frame = window.bounds
    }

    /// Takes the presentation's container view out of the window.
    private func removeContainer() {
        container?.removeFromSuperview()
        container = nil
    }

    // MARK: The vertical pan

    /// Arms the pan to present `vc` (upwards) instead of dismissing.
    public func presentOnPan(_ vc: ViewController, style: PresentationStyle) { pendingPan = (vc, style) }

    /// Feeds a raw pointer input to the pan.
    public func handlePointer(_ input: ScriptedInput) { panGestureRecognizer.handle(input) }

    private func handlePan(_ event: InputEvent) {
        panObserver?(event)
        guard case let .pointer(phase, _, translation, _) = event.kind else { return }
        if phase == .began, currentTransition == nil {
            if presentedViewController != nil, translation.y > 0 {
                panInteraction.track(from: 0, leftToRight: true)
                dismiss(interaction: panInteraction)
            } else if presentedViewController == nil, let (vc, style) = pendingPan, translation.y < 0 {
                panInteraction.track(from: 0, leftToRight: false)
                present(vc, style: style, interaction: panInteraction)
            }
            return
        }
        guard let running = currentTransition, running.interactionController === panInteraction else { return }
        panInteraction.handle(event, context: running)
    }
}
