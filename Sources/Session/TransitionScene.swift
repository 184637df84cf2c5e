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
        self.host = host; self.delegate = delegate; self.start = start
    }

    /// Starts the configured transition (not used when a pan starts it).
    func begin() { start() }

    /// The scene for `config`: its container with children A, B, C…, showing child `from`,
    /// its delegate vending `animator`, and `interaction` for the transition `begin` starts.
    static func make(_ config: SessionConfiguration, engine: AnimationEngine, log: EventLog, animator: AnimatedTransitioning,
                     interaction: InteractiveTransitioning?) -> TransitionScene {
        let children = TransitionScene.children(config, engine, log)
        let delegate = SceneDelegate(animator: animator)
        let scene: TransitionScene
        switch config.container {
        case .custom:
            let c = ContainerViewController(viewControllers: children, size: config.size, defaultAnimator: animator, engine: engine, log: log, initial: config.from)
            c.delegate = delegate
            c.watchdogMargin = config.watchdogMargin
            scene = TransitionScene(host: c, delegate: delegate) { c.select(index: config.to, interaction: interaction) }
        case .tab:
            let t = TabBarController(viewControllers: children, size: config.size, defaultAnimator: animator, engine: engine, log: log, initial: config.from)
            t.delegate = delegate
            t.watchdogMargin = config.watchdogMargin
            scene = TransitionScene(host: t, delegate: delegate) { t.select(index: config.to, interaction: interaction) }
        case .navigation:
            scene = navigation(config, children, engine: engine, log: log, delegate: delegate, interaction: interaction)
        case .modal:
            scene = modal(config, children, engine: engine, log: log, delegate: delegate, interaction: interaction)
        }
        return scene
    }

    /// A navigation stack holding children 0…from; a higher `to` pushes that child, a lower
    /// one pops to it. The pan is the left-edge pop.
    private static func navigation(_ config: SessionConfiguration, _ children: [ViewController], engine: AnimationEngine, log: EventLog,
                                   delegate: SceneDelegate, interaction: InteractiveTransitioning?) -> TransitionScene {
        let n = NavigationController(root: children[0], size: config.size, defaultAnimator: delegate.animator, engine: engine, log: log)
        n.watchdogMargin = config.watchdogMargin
        for i in 1..<max(1, config.from + 1) { n.push(children[i], animated: false) }
        n.delegate = delegate
        let target = children[config.to]
        return TransitionScene(host: n, delegate: delegate) {
            if config.to > config.from { n.push(target, interaction: interaction) } else { n.pop(to: target, interaction: interaction) }
        }
    }

    /// A presents B (with `dismiss`, B starts presented and is dismissed). The pan is
    /// vertical: up presents, down dismisses.
    private static func modal(_ config: SessionConfiguration, _ children: [ViewController], engine: AnimationEngine, log: EventLog,
                              delegate: SceneDelegate, interaction: InteractiveTransitioning?) -> TransitionScene {
        let m = ModalController(root: children[0], size: config.size, defaultAnimator: delegate.animator, engine: engine, log: log)
        m.watchdogMargin = config.watchdogMargin
        m.transitioningDelegate = delegate
        let presented = children[1], style = config.modalStyle
        if config.dismiss {
            m.present(presented, style: style, animated: false)
            // A non-animated transition still completes through its animator on the next frame.
            var frames = 0
            while m.currentTransition != nil && frames < 10 { engine.advance(to: 0); frames += 1 }
            return TransitionScene(host: m, delegate: delegate) { m.dismiss(interaction: interaction) }
        }
        m.presentOnPan(presented, style: style)
        return TransitionScene(host: m, delegate: delegate) { m.present(presented, style: style, interaction: interaction) }
    }

    /// The children, titled A, B, C… in a cycle of system colours.
    static func children(_ config: SessionConfiguration, _ engine: AnimationEngine, _ log: EventLog) -> [ViewController] {
        let colors: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF9500, 0xAF52DE, 0x5AC8FA]
        return config.childTitles.enumerated().map {
            ViewController(title: $1, color: Color(rgb: colors[$0 % colors.count]), engine: engine, log: log)
        }
    }
}

/// The delegate of every container kind, vending the session's animator for every transition.
final class SceneDelegate: ContainerViewControllerDelegate, TabBarControllerDelegate, NavigationControllerDelegate, TransitioningDelegate {
    let animator: AnimatedTransitioning

    init(animator: AnimatedTransitioning) { self.animator = animator }

    func containerViewController(_ c: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
                                 to: ViewController) -> AnimatedTransitioning? { animator }
    func tabBarController(_ t: TabBarController, animationControllerForTransitionFrom from: ViewController, to: ViewController) -> AnimatedTransitioning? { animator }
    func navigationController(_ n: NavigationController, animationControllerFor operation: TransitionOperation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning? { animator }
    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { animator }
}
