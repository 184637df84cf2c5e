/// A custom container view controller with animated and interactive transitions between its
/// children (the system of "Custom Container View Controller Transitions" and its interactive
/// sequel, stages 1 to 7), working with any animator and interaction controller.
///
/// **Layout.** The children's views live in a private container view that fills the root
/// view; a strip of buttons (one 64×44 slot per child, centred, at 0.4 of the height, as in
/// the reference) sits above it with a selection indicator that moves alongside each
/// transition (scrubbed with it and reversed on cancel).
///
/// **A transition** from child A to child B: A is told `willMove(toParent: nil)`, B is added as
/// a child (`willMove(toParent:)`), B's view gets the container's bounds, and the animator
/// (the delegate's, else the default) runs with frames computed from the children's order
/// (going right, A leaves by the width to the left and B enters from the right; going left,
/// the reverse). When it completes, A's view is removed, A is removed from the container
/// (`didMove(toParent: nil)`), B gets `didMove(toParent:)` and becomes the selection. When it is
/// cancelled, B's view is removed and the containment is undone completely — B gets
/// `willMove(toParent: nil)` and is removed, A is told it stays (`didMove(toParent:)`) — which
/// the reference did not do.
///
/// **Queueing.** A selection requested while a transition runs is not lost and does not
/// overlap: the latest request waits and runs when the current transition has ended (if it
/// still names another child than the selection then).
public final class ContainerViewController: ViewController {
    /// The children, in order.
    public let viewControllers: [ViewController]
    /// The selected child.
    public private(set) var selectedViewController: ViewController?
    /// Index of the selected child.
    public var selectedIndex: Int? { selectedViewController.flatMap { vc in viewControllers.firstIndex { $0 === vc } } }
    /// The delegate.
    public weak var delegate: ContainerViewControllerDelegate?
    /// The animator used when the delegate gives none.
    public let defaultAnimator: AnimatedTransitioning
    /// The pan on the container (disable it to turn the default interaction off).
    public let interactiveTransitionGestureRecognizer = PanGestureRecognizer()
    /// The default interaction controller, driven by the pan.
    public let panInteraction = PanGestureInteraction()
    /// The transition running now.
    public private(set) var currentTransition: TransitionContext?
    /// The selection waiting for the current transition to end.
    public private(set) var pendingSelection: ViewController?
    /// The view the children's views live in.
    public private(set) var containerView: View!
    /// The button strip and its buttons.
    public private(set) var buttonStrip: View!
    public private(set) var buttons: [View] = []
    /// The selection indicator in the strip.
    public private(set) var selectionIndicator: View!
    /// Extra seconds the watchdog allows past a transition's expected end.
    public var watchdogMargin = 2.0
    /// Called when a transition ends (after its completion), for runners and tests.
    public var onTransitionEnded: ((TransitionContext) -> Void)?
    /// Called when a transition starts.
    public var onTransitionStarted: ((TransitionContext) -> Void)?
    /// Receives every recognized pan event (e.g. to forward it to an interaction plugin).
    public var panObserver: ((InputEvent) -> Void)?

    private let size: Size

    /// Creates a container of `size` points with `viewControllers` (at least two), selecting
    /// `initial`.
    public init(viewControllers: [ViewController], size: Size, defaultAnimator: AnimatedTransitioning,
                engine: AnimationEngine, log: EventLog, initial: Int = 0, title: String = "Container") {
        precondition(viewControllers.count >= 2, "a container needs at least two children")
        self.viewControllers = viewControllers
        self.defaultAnimator = defaultAnimator
        self.size = size
        super.init(title: title, color: Color(rgb: 0x1C1C1E), engine: engine, log: log)
        let root = view
        root.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.center = Point(x: size.width / 2, y: size.height / 2)
        buildViews(root)
        interactiveTransitionGestureRecognizer.onEvent = { [unowned self] in self.handlePan($0) }
        let first = viewControllers[min(max(0, initial), viewControllers.count - 1)]
        // The first child: added and shown without a transition (stage 1).
        addChild(first)
        first.view.frame = containerView.bounds
        try? containerView.addSubview(first.view)
        first.didMove(toParent: self)
        first.beginAppearanceTransition(true, animated: false)
        first.endAppearanceTransition()
        selectedViewController = first
        moveIndicator(to: first)
    }

    private func buildViews(_ root: View) {
        containerView = View(engine: engine, frame: root.bounds, title: nil, backgroundColor: Color(rgb: 0x1C1C1E))
        try? root.addSubview(containerView)
        let slot = Size(width: 64, height: 44)
        let stripWidth = slot.width * Double(viewControllers.count)
        buttonStrip = View(engine: engine, frame: Rect(x: (size.width - stripWidth) / 2, y: size.height * 0.4 - slot.height / 2,
                                                       width: stripWidth, height: slot.height),
                           title: nil, backgroundColor: Color(red: 1, green: 1, blue: 1, alpha: 0.85))
        buttonStrip.cornerRadius = 8
        try? root.addSubview(buttonStrip)
        for (i, vc) in viewControllers.enumerated() {
            let b = View(engine: engine, frame: Rect(x: Double(i) * slot.width, y: 0, width: slot.width, height: slot.height),
                         title: vc.title, backgroundColor: .clear)
            try? buttonStrip.addSubview(b)
            buttons.append(b)
        }
        selectionIndicator = View(engine: engine, frame: Rect(x: 8, y: slot.height - 5, width: slot.width - 16, height: 3),
                                  title: nil, backgroundColor: Color(rgb: 0x0A84FF))
        try? buttonStrip.addSubview(selectionIndicator)
    }

    private func indicatorCenter(for vc: ViewController) -> Point {
        let i = viewControllers.firstIndex { $0 === vc } ?? 0
        return Point(x: (Double(i) + 0.5) * 64, y: 44 - 3.5)
    }

    private func moveIndicator(to vc: ViewController) { selectionIndicator.center = indicatorCenter(for: vc) }

    // MARK: Selection

    /// A tap on the button of child `index`: selects it and tells the delegate.
    public func tapButton(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        let vc = viewControllers[index]
        delegate?.containerViewController(self, didSelect: vc)
        select(vc)
    }

    /// Selects `vc` with a transition. `interaction` overrides the interaction controller the
    /// container would choose. While a transition runs, the request waits (latest wins).
    public func select(_ vc: ViewController, interaction: InteractiveTransitioning? = nil) {
        guard viewControllers.contains(where: { $0 === vc }) else { return }
        if currentTransition != nil {
            pendingSelection = vc
            log.record(.transition, "selection of \(vc.title) queued behind the running transition")
            return
        }
        guard let from = selectedViewController, from !== vc else { return }
        transition(from: from, to: vc, interaction: interaction, pannedLeftToRight: nil)
    }

    /// Selects child `index`.
    public func select(index: Int, interaction: InteractiveTransitioning? = nil) {
        guard viewControllers.indices.contains(index) else { return }
        select(viewControllers[index], interaction: interaction)
    }

    private func transition(from: ViewController, to: ViewController, interaction explicit: InteractiveTransitioning?, pannedLeftToRight: Bool?) {
        let fromIndex = viewControllers.firstIndex { $0 === from }!, toIndex = viewControllers.firstIndex { $0 === to }!
        let bounds = containerView.bounds
        to.view.frame = bounds
        from.willMove(toParent: nil)
        addChild(to)
        let delegated = delegate?.containerViewController(self, animationControllerForTransitionFrom: from, to: to)
        let animator = delegated ?? defaultAnimator
        let isDefault = delegated == nil
        var interaction: InteractiveTransitioning? = explicit
        if interaction == nil {
            if let ltr = pannedLeftToRight {
                panInteraction.track(from: 0, leftToRight: ltr)
                interaction = panInteraction
            } else if !isDefault {
                interaction = delegate?.containerViewController(self, interactionControllerFor: animator)
            }
        }
        let goingRight = toIndex > fromIndex
        let travel = goingRight ? -bounds.width : bounds.width
        var setup = TransitionSetup(containerView: containerView, from: from, to: to, fromView: from.view, toView: to.view,
                                    fromInitialFrame: bounds, fromFinalFrame: bounds.offsetBy(dx: travel, dy: 0),
                                    toInitialFrame: bounds.offsetBy(dx: -travel, dy: 0), toFinalFrame: bounds)
        setup.watchdogMargin = watchdogMargin
        let context = TransitionContext(setup: setup, animator: animator, interactionController: interaction, log: log)
        context.onComplete = { [unowned self] completed in
            if completed {
                from.view.removeFromSuperview()
                from.removeFromParent()
                to.didMove(toParent: self)
                self.selectedViewController = to
            } else {
                to.view.removeFromSuperview()
                to.willMove(toParent: nil)
                to.removeFromParent()
                from.didMove(toParent: self)
            }
        }
        context.onEnded = { [unowned self] in
            self.currentTransition = nil
            self.onTransitionEnded?(context)
            if let next = self.pendingSelection {
                self.pendingSelection = nil
                if next !== self.selectedViewController { self.select(next) }
            }
        }
        currentTransition = context
        context.coordinator.animateAlongsideTransition(in: buttonStrip, animation: { [unowned self] _ in
            self.moveIndicator(to: to)
        })
        onTransitionStarted?(context)
        context.start()
    }

    // MARK: The pan

    /// Feeds a raw pointer input to the container's pan.
    public func handlePointer(_ input: ScriptedInput) { interactiveTransitionGestureRecognizer.handle(input) }

    private func handlePan(_ event: InputEvent) {
        panObserver?(event)
        guard case let .pointer(phase, _, _, velocity) = event.kind else { return }
        if phase == .began {
            if let running = currentTransition {
                // Grab the running transition (non-interactive, or released by an earlier pan)
                // and continue from where it is. Transitions driven by another interaction
                // controller are left to it.
                guard running.interactionController === panInteraction || running.interactionController == nil else { return }
                let goingRight = (viewControllers.firstIndex { $0 === running.toViewController } ?? 0) > (viewControllers.firstIndex { $0 === running.fromViewController } ?? 0)
                if running.interactionController == nil { running.adopt(panInteraction) } else { running.pauseInteractiveTransition() }
                panInteraction.track(from: running.percentComplete, leftToRight: !goingRight)
                return
            }
            guard let from = selectedViewController, let i = selectedIndex else { return }
            let leftToRight = velocity.x > 0
            let target = leftToRight ? i - 1 : i + 1
            // Nothing happens at either end.
            guard viewControllers.indices.contains(target) else { return }
            transition(from: from, to: viewControllers[target], interaction: nil, pannedLeftToRight: leftToRight)
            return
        }
        guard let running = currentTransition, running.interactionController === panInteraction else { return }
        panInteraction.handle(event, context: running)
    }
}
