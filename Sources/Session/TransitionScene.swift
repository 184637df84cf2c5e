import AnimationCore
import HostContainer

/// A container set up for one transition, as a session drives it: the container (through
/// ``TransitionHosting``), how to start the configured transition, and the delegate that
/// vends the session's animator to it (containers hold their delegates weakly; the scene
/// keeps it alive).
final class TransitionScene {
    /// The container.
    let host: TransitionHosting
    private let start: () -> Void
    private let delegate: SceneDelegate

    private init(host: TransitionHosting, delegate: SceneDelegate, start: @escaping () -> Void) {
        self.host = host
        self.delegate = delegate
        self.start = start
    }

    private var begun = false

    /// Starts the configured transition (not used when a pan starts it), once: a second call
    /// (a second pinch after the first ended) does nothing.
    func begin() {
        guard !begun else { return }
        begun = true
        start()
    }

    /// The scene for `config`: its container with children A, B, C…, showing child `from`,
    /// its delegate vending `animator`, and `interaction` for the transition `begin` starts. A
    /// collection's two controllers show `layouts` (the host's grid and list when nil).
    static func make(
        _ config: SessionConfiguration, engine: AnimationEngine, log: EventLog, animator: AnimatedTransitioning,
        interaction: InteractiveTransitioning?, layouts: (from: CollectionLayout, to: CollectionLayout)? = nil
    ) -> TransitionScene {
        let children = TransitionScene.children(config, engine, log)
        let delegate = SceneDelegate(animator: animator)
        let scene: TransitionScene
        switch config.container {
        case .custom:
            let c = ContainerViewController(
                viewControllers: children, size: config.size, defaultAnimator: animator, engine: engine, log: log,
                initial: config.from)
            c.delegate = delegate
            scene = selecting(c, config, delegate: delegate, interaction: interaction)
        case .tab:
            let t = TabBarController(
                viewControllers: children, size: config.size, defaultAnimator: animator, engine: engine, log: log,
                initial: config.from)
            t.delegate = delegate
            scene = selecting(t, config, delegate: delegate, interaction: interaction)
        case .navigation:
            scene = navigation(config, children, engine: engine, log: log, delegate: delegate, interaction: interaction)
        case .modal:
            scene = modal(config, children, engine: engine, log: log, delegate: delegate, interaction: interaction)
        case .collection:
            let pair = layouts ?? (FlowLayout(), ListLayout())
            let controllers = collectionControllers(config, [pair.from, pair.to], engine: engine, log: log)
            scene = navigation(
                config, controllers, engine: engine, log: log, delegate: delegate, interaction: interaction)
        }
        return scene
    }

    /// A custom or tab container (its delegate already set) as the scene: `config`'s
    /// watchdog margin, and a start that selects child `to`.
    private static func selecting(
        _ container: SelectionContainer, _ config: SessionConfiguration, delegate: SceneDelegate,
        interaction: InteractiveTransitioning?
    ) -> TransitionScene {
        container.watchdogMargin = config.watchdogMargin
        return TransitionScene(host: container, delegate: delegate) {
            container.select(index: config.to, interaction: interaction)
        }
    }

    /// A navigation stack holding children 0…from; a higher `to` pushes that child, a lower
    /// one pops to it. With the pan as the interaction, a drag starts that operation (see
    /// ``armNavigationPan(_:shown:target:push:)``).
    private static func navigation(
        _ config: SessionConfiguration, _ children: [ViewController], engine: AnimationEngine, log: EventLog,
        delegate: SceneDelegate, interaction: InteractiveTransitioning?
    ) -> TransitionScene {
        let n = NavigationController(
            root: children[0], size: config.size, defaultAnimator: delegate.animator, engine: engine, log: log)
        n.watchdogMargin = config.watchdogMargin
        for i in 1..<max(1, config.from + 1) { n.push(children[i], animated: false) }
        n.delegate = delegate
        let target = children[config.to], push = config.to > config.from
        if config.interaction == .pan { armNavigationPan(n, shown: children[config.from], target: target, push: push) }
        return TransitionScene(host: n, delegate: delegate) {
            if push { n.push(target, interaction: interaction) } else { n.pop(to: target, interaction: interaction) }
        }
    }

    /// Makes the navigation controller's pan drive the configured operation while `shown` is
    /// on top: a leftward drag pushes `target`; a rightward drag that starts within the left
    /// edge (``NavigationController/edgeWidth``) pops down to `target` — all the way, where the
    /// controller's own edge pan pops one level. Either tracks the finger one-to-one (progress
    /// is the distance over the width) and, like the edge pop, finishes past half the width or
    /// on a flick in its direction. The observer runs before the controller's own handling,
    /// which then leaves the transition alone (it only drives its own pop interaction).
    private static func armNavigationPan(
        _ n: NavigationController, shown: ViewController, target: ViewController, push: Bool
    ) {
        let pan = PanGestureInteraction()
        pan.factor = n.popInteraction.factor
        pan.threshold = n.popInteraction.threshold
        pan.leftToRight = !push
        n.panObserver = { [unowned n] event in
            guard case let .pointer(phase, _, translation, _) = event.kind else { return }
            if phase == .began {
                guard n.currentTransition == nil, n.topViewController === shown else { return }
                if push, translation.x < 0 {
                    n.push(target, interaction: pan)
                } else if !push, translation.x > 0, n.interactivePopGestureRecognizer.startLocation.x <= n.edgeWidth {
                    n.pop(to: target, interaction: pan)
                }
                return
            }
            guard let running = n.currentTransition, running.interactionController === pan else { return }
            pan.handle(event, context: running)
        }
    }

    /// A presents B (with `dismiss`, B starts presented and is dismissed). The pan is
    /// vertical: up presents, down dismisses. The presentation that sets a dismissal up
    /// happens before frame 0 and is not the run's transition: the scene's host hides it
    /// (``DismissalHost``), so the result, the events and the frames are the dismissal's — or
    /// `none` if no dismissal starts.
    private static func modal(
        _ config: SessionConfiguration, _ children: [ViewController], engine: AnimationEngine, log: EventLog,
        delegate: SceneDelegate, interaction: InteractiveTransitioning?
    ) -> TransitionScene {
        let m = ModalController(
            root: children[0], size: config.size, defaultAnimator: delegate.animator, engine: engine, log: log)
        m.watchdogMargin = config.watchdogMargin
        m.transitioningDelegate = delegate
        let presented = children[1], style = config.modalStyle
        if config.dismiss {
            m.present(presented, style: style, animated: false)
            // A non-animated transition still completes through its animator on the next frame.
            var frames = 0
            while m.currentTransition != nil && frames < 10 {
                engine.advance(to: 0)
                frames += 1
            }
            let host = DismissalHost(m, setup: m.lastTransition)
            return TransitionScene(host: host, delegate: delegate) { m.dismiss(interaction: interaction) }
        }
        m.presentOnPan(presented, style: style)
        return TransitionScene(host: m, delegate: delegate) {
            m.present(presented, style: style, interaction: interaction)
        }
    }

    /// A collection's controllers, one per layout, titled with the layouts' names (the second
    /// marked `(to)` when both have the same name): the first shows `config.sections` in its
    /// own collection below the navigation bar; the others are set for layout-to-layout
    /// navigation, so pushing one changes the layout of that collection.
    static func collectionControllers(
        _ config: SessionConfiguration, _ layouts: [CollectionLayout], engine: AnimationEngine, log: EventLog
    ) -> [ViewController] {
        let area = Size(width: config.size.width, height: max(0, config.size.height - NavigationController.barHeight))
        var titles: [String] = []
        for l in layouts { titles.append(titles.contains(l.name) ? "\(l.name) (to)" : l.name) }
        return zip(layouts, titles).enumerated().map { i, pair in
            let c = CollectionViewController(
                title: pair.1, layout: pair.0, sections: config.sections, size: area, engine: engine, log: log)
            c.useLayoutToLayoutNavigationTransitions = i > 0
            return c
        }
    }

    /// The children, titled A, B, C… in a cycle of system colours.
    static func children(_ config: SessionConfiguration, _ engine: AnimationEngine, _ log: EventLog) -> [ViewController]
    {
        let colors: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF9500, 0xAF52DE, 0x5AC8FA]
        return config.childTitles.enumerated().map {
            ViewController(title: $1, color: Color(rgb: colors[$0 % colors.count]), engine: engine, log: log)
        }
    }
}

/// A modal controller whose presented controller was presented to set up a dismissal: the
/// same controller, except that the setup presentation is never reported as the last
/// transition, so a run reports the dismissal (or no transition) rather than the setup.
final class DismissalHost: TransitionHosting {
    /// The controller.
    let modal: ModalController
    /// The presentation that set the scene up.
    private let setup: TransitionContext?

    /// Wraps `modal`, hiding `setup` from ``lastTransition``.
    init(_ modal: ModalController, setup: TransitionContext?) {
        self.modal = modal
        self.setup = setup
    }

    /// The controller's window.
    var rootView: View { modal.window }
    /// The controller's running transition.
    var currentTransition: TransitionContext? { modal.currentTransition }
    /// The controller's last transition, unless that is the setup presentation.
    var lastTransition: TransitionContext? { modal.lastTransition.flatMap { $0 === setup ? nil : $0 } }
    /// The controller's pan observer.
    var panObserver: ((InputEvent) -> Void)? {
        get { modal.panObserver }
        set { modal.panObserver = newValue }
    }
    /// The controller's vertical pan interaction.
    var panInteraction: PanGestureInteraction { modal.panInteraction }
    /// The controller's watchdog margin.
    var watchdogMargin: Double {
        get { modal.watchdogMargin }
        set { modal.watchdogMargin = newValue }
    }
    /// Feeds the controller's pan.
    func handlePointer(_ input: ScriptedInput) { modal.handlePointer(input) }
}

/// The delegate of every container kind, vending the session's animator for every transition.
final class SceneDelegate: ContainerViewControllerDelegate, TabBarControllerDelegate, NavigationControllerDelegate,
    TransitioningDelegate
{
    let animator: AnimatedTransitioning

    init(animator: AnimatedTransitioning) { self.animator = animator }

    func containerViewController(
        _ c: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? { animator }
    func tabBarController(
        _ t: TabBarController, animationControllerForTransitionFrom from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { animator }
    func navigationController(
        _ n: NavigationController, animationControllerFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { animator }
    func animationController(forPresented presented: ViewController, presenting: ViewController)
        -> AnimatedTransitioning?
    { animator }
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { animator }
}
