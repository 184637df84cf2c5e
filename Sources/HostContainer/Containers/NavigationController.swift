import AnimationCore

/// The navigation controller's delegate (UIKit's `UINavigationControllerDelegate`; all optional).
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for a push or pop; nil uses the default animator.
    func navigationController(
        _ n: NavigationController, animationControllerFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for the animator the delegate vended.
    func navigationController(_ n: NavigationController, interactionControllerFor animator: AnimatedTransitioning)
        -> InteractiveTransitioning?
    /// A controller is about to be shown.
    func navigationController(_ n: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// A controller was shown (after a completed transition).
    func navigationController(_ n: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ n: NavigationController, animationControllerFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { nil }
    public func navigationController(
        _ n: NavigationController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
    public func navigationController(_ n: NavigationController, willShow viewController: ViewController, animated: Bool)
    {}
    public func navigationController(_ n: NavigationController, didShow viewController: ViewController, animated: Bool)
    {}
}

/// A navigation stack (UIKit's `UINavigationController`) whose pushes and pops run through the
/// same transition context, animators and interaction controllers as every container here.
///
/// * **Push**: the new controller is added as a child (`willMove(toParent:)`); on completion the
///   old top's view leaves the window and the new one gets `didMove(toParent:)`.
/// * **Pop** (and pop-to-root, pop-to, a shorter `setViewControllers`): the top is told
///   `willMove(toParent: nil)`; on completion it is removed (`didMove(toParent: nil)`), as are
///   the controllers between it and the target.
/// * **Cancel** undoes the containment (a cancelled push removes the new child; a cancelled
///   pop tells the top it stays) and reports the appearance callbacks in the order UIKit uses
///   for a cancelled interactive pop (the shown controller's will/did disappear, then the top's
///   will/did appear), balanced for both.
/// * **Frames**: a push enters from the right (the old top leaves to the left), a pop the
///   reverse, and the operation reaches the animator through the context.
/// * **Interactive pop**: a pan that starts within ``edgeWidth`` of the left edge and moves
///   right pops, tracking the finger one-to-one; release finishes past half the width or on a
///   rightward flick, and cancels otherwise.
/// * **Layout to layout**: pushing a ``CollectionViewController`` with
///   `useLayoutToLayoutNavigationTransitions` onto another one (or popping it) changes the
///   layout of the collection on screen instead of sliding (``LayoutToLayoutAnimator``).
/// * Operations requested while a transition runs wait and run in order afterwards.
/// * Non-animated operations swap at once (no animator), with will and did callbacks.
public final class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The top controller.
    public var topViewController: ViewController? { viewControllers.last }
    /// The delegate.
    public weak var delegate: NavigationControllerDelegate?
    /// The animator used when the delegate gives none.
    public let defaultAnimator: AnimatedTransitioning
    /// The edge pan that pops.
    public let interactivePopGestureRecognizer = PanGestureRecognizer()
    /// The interaction the edge pan drives.
    public let popInteraction = PanGestureInteraction()
    /// How close to the left edge a pop pan must start, points.
    public var edgeWidth = 20.0
    /// The transition running now, and the last one started.
    public private(set) var currentTransition: TransitionContext?
    public private(set) var lastTransition: TransitionContext?
    /// The view the controllers' views live in (below the navigation bar).
    public private(set) var containerView: View!
    /// The navigation bar and its title view.
    public private(set) var navigationBar: View!
    public private(set) var titleView: View!
    /// Seconds past a transition's expected end before the watchdog ends it.
    public var watchdogMargin = 2.0
    /// Receives every recognized pan event.
    public var panObserver: ((InputEvent) -> Void)?
    private var queue: [() -> Void] = []

    /// Height of the navigation bar, points.
    public static let barHeight = 44.0

    /// Creates a navigation controller showing `root`.
    public init(
        root: ViewController, size: Size, defaultAnimator: AnimatedTransitioning, engine: AnimationEngine,
        log: EventLog, title: String = "Navigation"
    ) {
        self.defaultAnimator = defaultAnimator
        super.init(title: title, color: Color(rgb: 0x1C1C1E), engine: engine, log: log)
        let rootView = view
        rootView.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        rootView.center = Point(x: size.width / 2, y: size.height / 2)
        let h = NavigationController.barHeight
        containerView = View(
            engine: engine, frame: Rect(x: 0, y: h, width: size.width, height: size.height - h), title: nil,
            backgroundColor: Color(rgb: 0x1C1C1E))
        containerView.clipsToBounds = true
        try? rootView.addSubview(containerView)
        navigationBar = View(
            engine: engine, frame: Rect(x: 0, y: 0, width: size.width, height: h), title: nil,
            backgroundColor: Color(rgb: 0xF2F2F7))
        try? rootView.addSubview(navigationBar)
        titleView = View(
            engine: engine, frame: Rect(x: 0, y: 0, width: size.width, height: h), title: root.title,
            backgroundColor: .clear)
        try? navigationBar.addSubview(titleView)
        popInteraction.factor = 1
        popInteraction.threshold = 0.5
        interactivePopGestureRecognizer.onEvent = { [unowned self] in self.handlePan($0) }
        addChild(root)
        root.view.frame = containerView.bounds
        try? containerView.addSubview(root.view)
        root.didMove(toParent: self)
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        viewControllers = [root]
    }

    // MARK: Operations

    /// Pushes `vc`. During a transition the push waits and applies to the stack as it is then.
    public func push(_ vc: ViewController, animated: Bool = true, interaction: InteractiveTransitioning? = nil) {
        if enqueue("push(\(vc.title))", { $0.push(vc, animated: animated, interaction: interaction) }) { return }
        setViewControllers(viewControllers + [vc], animated: animated, interaction: interaction)
    }

    /// Pops the top controller (nothing at the root). During a transition the pop waits and
    /// pops whatever is on top then.
    public func pop(animated: Bool = true, interaction: InteractiveTransitioning? = nil) {
        if enqueue("pop()", { $0.pop(animated: animated, interaction: interaction) }) { return }
        guard viewControllers.count > 1 else { return }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated, interaction: interaction)
    }

    /// Pops down to `vc`, which must be in the stack (when the operation runs).
    public func pop(to vc: ViewController, animated: Bool = true, interaction: InteractiveTransitioning? = nil) {
        if enqueue("pop(to: \(vc.title))", { $0.pop(to: vc, animated: animated, interaction: interaction) }) { return }
        guard let i = viewControllers.firstIndex(where: { $0 === vc }) else { return }
        setViewControllers(Array(viewControllers[...i]), animated: animated, interaction: interaction)
    }

    /// Pops down to the root (its target never depends on queued operations).
    public func popToRoot(animated: Bool = true) {
        guard let root = viewControllers.first else { return }
        setViewControllers([root], animated: animated)
    }

    /// Queues `operation` behind the running transition, if any: relative operations (push,
    /// pop) compute their stack when they run, so a series of them made during a transition
    /// composes as if each had waited for the previous one. Returns false when nothing runs.
    private func enqueue(_ name: String, _ operation: @escaping (NavigationController) -> Void) -> Bool {
        guard currentTransition != nil else { return false }
        queue.append { [unowned self] in operation(self) }
        log.record(.transition, "navigation \(name) queued behind the running transition")
        return true
    }

    /// Replaces the stack. A new top that was in the old stack is a pop; otherwise a push.
    public func setViewControllers(
        _ stack: [ViewController], animated: Bool = true, interaction: InteractiveTransitioning? = nil
    ) {
        guard let newTop = stack.last else { return }
        if currentTransition != nil {
            queue.append { [unowned self] in
                self.setViewControllers(stack, animated: animated, interaction: interaction)
            }
            log.record(.transition, "navigation change to \(stack.map(\.title)) queued behind the running transition")
            return
        }
        guard let from = topViewController else { return }
        if from === newTop {
            viewControllers = stack
            return
        }
        let change = StackChange(from: from, to: newTop, old: viewControllers, new: stack)
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        // Containment at the start.
        for vc in change.removed { vc.willMove(toParent: nil) }
        for vc in change.added { addChild(vc) }
        newTop.view.frame = containerView.bounds
        let layoutChange = LayoutToLayoutAnimator.make(from: from, to: newTop, isPop: change.isPop)
        if layoutChange == nil, let c = newTop as? CollectionViewController { _ = c.collectionView }
        if animated {
            transition(change, layoutChange: layoutChange, interaction: interaction)
        } else {
            swap(change, layoutChange: layoutChange)
        }
    }

    /// A change of the stack: the top before and after, and who leaves and who arrives.
    private struct StackChange {
        let from: ViewController, to: ViewController
        let stack: [ViewController]
        let removed: [ViewController], added: [ViewController]
        /// The new top was already in the stack.
        let isPop: Bool

        init(from: ViewController, to: ViewController, old: [ViewController], new: [ViewController]) {
            self.from = from
            self.to = to
            stack = new
            removed = old.filter { o in !new.contains { $0 === o } }
            added = new.filter { n in !old.contains { $0 === n } }
            isPop = old.contains { $0 === to }
        }
    }

    /// Containment and hierarchy at the end of `change`: completed, the stack is the new one;
    /// cancelled, everything is as before.
    private func finish(_ change: StackChange, completed: Bool) {
        if completed {
            change.from.view.removeFromSuperview()
            for vc in change.removed { vc.removeFromParent() }
            for vc in change.added { vc.didMove(toParent: self) }
            viewControllers = change.stack
            titleView.title = change.to.title
        } else {
            change.to.view.removeFromSuperview()
            for vc in change.added {
                vc.willMove(toParent: nil)
                vc.removeFromParent()
            }
            for vc in change.removed { vc.didMove(toParent: self) }
        }
    }

    /// No animator: swaps at once, with will and did callbacks (a layout-to-layout change
    /// moves the collection and changes its layout at once).
    private func swap(_ change: StackChange, layoutChange: LayoutToLayoutAnimator?) {
        change.from.beginAppearanceTransition(false, animated: false)
        change.to.beginAppearanceTransition(true, animated: false)
        try? containerView.addSubview(change.to.view)
        layoutChange?.applyWithoutAnimation()
        finish(change, completed: true)
        change.from.endAppearanceTransition()
        change.to.endAppearanceTransition()
        delegate?.navigationController(self, didShow: change.to, animated: false)
    }

    /// Runs `change` as a push or pop transition with the delegate's animator and interaction
    /// controller (or `interaction`). A layout-to-layout change runs `layoutChange` without
    /// asking the delegate for an animator: the change of the shared collection's layout is
    /// the transition.
    private func transition(
        _ change: StackChange, layoutChange: LayoutToLayoutAnimator?, interaction: InteractiveTransitioning?
    ) {
        let operation: TransitionOperation = change.isPop ? .pop : .push
        let animator =
            layoutChange
            ?? delegate?.navigationController(self, animationControllerFor: operation, from: change.from, to: change.to)
        var chosen = interaction
        if chosen == nil, let a = animator {
            chosen = delegate?.navigationController(self, interactionControllerFor: a)
        }
        var setup = TransitionSetup.sliding(in: containerView, from: change.from, to: change.to, forward: !change.isPop)
        setup.operation = operation
        setup.watchdogMargin = watchdogMargin
        let context = TransitionContext(
            setup: setup, animator: animator ?? defaultAnimator, interactionController: chosen, log: log)
        context.onComplete = { [unowned self] in self.finish(change, completed: $0) }
        context.afterAppearance = { [unowned self] completed in
            if completed { self.delegate?.navigationController(self, didShow: change.to, animated: true) }
        }
        context.onEnded = { [unowned self] in
            self.currentTransition = nil
            // Run waiting operations until one starts a transition (a non-animated or no-op
            // one does not, and must not strand the rest of the queue).
            while self.currentTransition == nil && !self.queue.isEmpty { self.queue.removeFirst()() }
        }
        currentTransition = context
        lastTransition = context
        context.start()
    }

    // MARK: The edge pan

    /// Feeds a raw pointer input to the edge pan.
    public func handlePointer(_ input: ScriptedInput) { interactivePopGestureRecognizer.handle(input) }

    private func handlePan(_ event: InputEvent) {
        panObserver?(event)
        guard case let .pointer(phase, _, translation, _) = event.kind else { return }
        if phase == .began {
            guard currentTransition == nil, viewControllers.count > 1,
                interactivePopGestureRecognizer.startLocation.x <= edgeWidth, translation.x > 0
            else { return }
            popInteraction.track(from: 0, leftToRight: true)
            pop(interaction: popInteraction)
            return
        }
        guard let running = currentTransition, running.interactionController === popInteraction else { return }
        popInteraction.handle(event, context: running)
    }
}
