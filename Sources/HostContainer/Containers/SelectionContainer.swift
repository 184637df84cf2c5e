import AnimationCore

/// What the custom container and the tab bar controller share: children shown one at a time,
/// transitions between them with frames from their order, queued selections, a pan that drives
/// transitions between neighbours, and a selection indicator that moves alongside.
///
/// **Frames.** Going right (to a later child), the from view leaves by the container's width
/// to the left and the to view enters from the right; going left, the reverse.
///
/// **Queueing.** A selection requested while a transition runs is not lost and does not
/// overlap: the latest request waits and runs when the current transition has ended (if it
/// still names another child than the selection then).
///
/// Subclasses decide the containment around a transition, the layout, and where animators
/// and interaction controllers come from.
open class SelectionContainer: ViewController {
    /// The children, in order.
    public let viewControllers: [ViewController]
    /// The selected child.
    public private(set) var selectedViewController: ViewController?
    /// Index of the selected child.
    public var selectedIndex: Int? { selectedViewController.flatMap { vc in viewControllers.firstIndex { $0 === vc } } }
    /// The animator used when the delegate gives none.
    public let defaultAnimator: AnimatedTransitioning
    /// The pan on the container (disable it to turn the default interaction off).
    public let interactiveTransitionGestureRecognizer = PanGestureRecognizer()
    /// The default interaction controller, driven by the pan.
    public let panInteraction = PanGestureInteraction()
    /// The transition running now.
    public private(set) var currentTransition: TransitionContext?
    /// The last transition started (running or ended).
    public private(set) var lastTransition: TransitionContext?
    /// The selection waiting for the current transition to end.
    public private(set) var pendingSelection: ViewController?
    /// The view the children's views live in.
    public private(set) var containerView: View!
    /// The selection indicator.
    public private(set) var selectionIndicator: View!
    /// Extra seconds the watchdog allows past a transition's expected end.
    public var watchdogMargin = 2.0
    /// Called when a transition ends (after its completion), for runners and tests.
    public var onTransitionEnded: ((TransitionContext) -> Void)?
    /// Called when a transition starts.
    public var onTransitionStarted: ((TransitionContext) -> Void)?
    /// Receives every recognized pan event (e.g. to forward it to an interaction plugin).
    public var panObserver: ((InputEvent) -> Void)?

    /// The viewport.
    public let size: Size
    private let indicatorPosition: (ViewController) -> Point

    /// Creates the container; the subclass has laid out `containerView`, the indicator and
    /// the rest of its view by the time `layout` returns.
    init(
        viewControllers: [ViewController], size: Size, defaultAnimator: AnimatedTransitioning, engine: AnimationEngine,
        log: EventLog, initial: Int, title: String,
        layout: (SelectionContainer, View) -> (
            container: View, indicator: View, indicatorPosition: (ViewController) -> Point
        )
    ) {
        precondition(viewControllers.count >= 2, "a container needs at least two children")
        self.viewControllers = viewControllers
        self.defaultAnimator = defaultAnimator
        self.size = size
        var position: ((ViewController) -> Point)?
        indicatorPosition = { position?($0) ?? .zero }
        super.init(title: title, color: Color(rgb: 0x1C1C1E), engine: engine, log: log)
        let root = view
        root.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.center = Point(x: size.width / 2, y: size.height / 2)
        let l = layout(self, root)
        containerView = l.container
        selectionIndicator = l.indicator
        position = l.indicatorPosition
        interactiveTransitionGestureRecognizer.onEvent = { [unowned self] in self.handlePan($0) }
        let first = viewControllers[min(max(0, initial), viewControllers.count - 1)]
        showInitial(first)
        first.view.frame = containerView.bounds
        try? containerView.addSubview(first.view)
        first.beginAppearanceTransition(true, animated: false)
        first.endAppearanceTransition()
        selectedViewController = first
        selectionIndicator.center = indicatorPosition(first)
        selectionWillShow(first)
    }

    /// Brings the control of `vc` into view (a strip wider than the screen scrolls to it):
    /// called for the first child, and inside each transition's alongside animation, so the
    /// scrolling moves, scrubs and reverses with the indicator.
    func selectionWillShow(_ vc: ViewController) {}

    /// Adds the first child without a transition (stage 1).
    func showInitial(_ first: ViewController) {}

    /// Containment at the start of a transition.
    func willTransition(from: ViewController, to: ViewController) {}

    /// Containment at the end of a transition.
    func didTransition(from: ViewController, to: ViewController, completed: Bool) {}

    /// The animator for a transition and whether it is the default one.
    func animator(from: ViewController, to: ViewController) -> (AnimatedTransitioning, isDefault: Bool) {
        (defaultAnimator, true)
    }

    /// The interaction controller for a (non-pan) transition with `animator`.
    func interaction(for animator: AnimatedTransitioning, isDefault: Bool) -> InteractiveTransitioning? { nil }

    // MARK: Selection

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

    private func transition(
        from: ViewController, to: ViewController, interaction explicit: InteractiveTransitioning?,
        pannedLeftToRight: Bool?
    ) {
        let fromIndex = viewControllers.firstIndex { $0 === from }!, toIndex = viewControllers.firstIndex { $0 === to }!
        let bounds = containerView.bounds
        to.view.frame = bounds
        willTransition(from: from, to: to)
        let (animator, isDefault) = self.animator(from: from, to: to)
        var interaction: InteractiveTransitioning? = explicit
        if interaction == nil {
            if let ltr = pannedLeftToRight {
                panInteraction.track(from: 0, leftToRight: ltr)
                interaction = panInteraction
            } else {
                interaction = self.interaction(for: animator, isDefault: isDefault)
            }
        }
        var setup = TransitionSetup.sliding(in: containerView, from: from, to: to, forward: toIndex > fromIndex)
        setup.watchdogMargin = watchdogMargin
        let context = TransitionContext(setup: setup, animator: animator, interactionController: interaction, log: log)
        context.onComplete = { [unowned self] completed in
            if completed {
                from.view.removeFromSuperview()
                self.selectedViewController = to
            } else {
                to.view.removeFromSuperview()
            }
            self.didTransition(from: from, to: to, completed: completed)
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
        lastTransition = context
        context.coordinator.animateAlongsideTransition(
            in: selectionIndicator.superview,
            animation: { [unowned self] _ in
                self.selectionIndicator.center = self.indicatorPosition(to)
                self.selectionWillShow(to)
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
                guard running.interactionController === panInteraction || running.interactionController == nil else {
                    return
                }
                let goingRight =
                    (viewControllers.firstIndex { $0 === running.toViewController } ?? 0)
                    > (viewControllers.firstIndex { $0 === running.fromViewController } ?? 0)
                if running.interactionController == nil {
                    running.adopt(panInteraction)
                } else {
                    running.pauseInteractiveTransition()
                }
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
