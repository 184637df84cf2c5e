/// A container set up for one transition, as a session drives it.
protocol TransitionScene: AnyObject {
    /// The root view (the viewport).
    var rootView: View { get }
    /// The transition running now.
    var currentTransition: TransitionContext? { get }
    /// The last transition started (running or ended).
    var lastTransition: TransitionContext? { get }
    /// Starts the configured transition (not used when a pan starts it).
    func begin()
    /// Raw pointer input.
    func handlePointer(_ input: ScriptedInput)
    /// Recognized pan events go here too (e.g. to an interaction plugin).
    var panObserver: ((InputEvent) -> Void)? { get set }
    /// The interaction the scene's own pan drives.
    var panInteraction: PanGestureInteraction { get }
}

/// The custom container as a scene.
final class CustomContainerScene: TransitionScene, ContainerViewControllerDelegate {
    let container: ContainerViewController
    let animator: AnimatedTransitioning
    let interaction: InteractiveTransitioning?
    let target: Int
    private(set) var lastTransition: TransitionContext?

    init(config: SessionConfiguration, engine: AnimationEngine, log: EventLog, animator: AnimatedTransitioning,
         interaction: InteractiveTransitioning?) {
        let children = ContainerScenes.children(config, engine, log)
        self.animator = animator
        self.interaction = interaction
        target = config.to
        container = ContainerViewController(viewControllers: children, size: config.size, defaultAnimator: animator,
                                            engine: engine, log: log, initial: config.from)
        container.watchdogMargin = config.watchdogMargin
        container.delegate = self
        container.onTransitionStarted = { [unowned self] in self.lastTransition = $0 }
    }

    var rootView: View { container.view }
    var currentTransition: TransitionContext? { container.currentTransition }
    var panObserver: ((InputEvent) -> Void)? {
        get { container.panObserver }
        set { container.panObserver = newValue }
    }

    var panInteraction: PanGestureInteraction { container.panInteraction }
    func begin() { container.select(index: target, interaction: interaction) }
    func handlePointer(_ input: ScriptedInput) { container.handlePointer(input) }

    func containerViewController(_ c: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
                                 to: ViewController) -> AnimatedTransitioning? { animator }
}

/// A tab bar controller as a scene: tabs A, B, C…, from `from` to `to`.
final class TabScene: TransitionScene, TabBarControllerDelegate {
    let tabs: TabBarController
    let animator: AnimatedTransitioning
    let interaction: InteractiveTransitioning?
    let target: Int
    private(set) var lastTransition: TransitionContext?

    init(config: SessionConfiguration, engine: AnimationEngine, log: EventLog, animator: AnimatedTransitioning, interaction: InteractiveTransitioning?) {
        self.animator = animator
        self.interaction = interaction
        target = config.to
        tabs = TabBarController(viewControllers: ContainerScenes.children(config, engine, log), size: config.size, defaultAnimator: animator,
                                engine: engine, log: log, initial: config.from)
        tabs.watchdogMargin = config.watchdogMargin
        tabs.delegate = self
        tabs.onTransitionStarted = { [unowned self] in self.lastTransition = $0 }
    }

    var rootView: View { tabs.view }
    var currentTransition: TransitionContext? { tabs.currentTransition }
    var panObserver: ((InputEvent) -> Void)? {
        get { tabs.panObserver }
        set { tabs.panObserver = newValue }
    }
    var panInteraction: PanGestureInteraction { tabs.panInteraction }
    func begin() { tabs.select(index: target, interaction: interaction) }
    func handlePointer(_ input: ScriptedInput) { tabs.handlePointer(input) }

    func tabBarController(_ t: TabBarController, animationControllerForTransitionFrom from: ViewController, to: ViewController) -> AnimatedTransitioning? { animator }
}

/// A navigation stack as a scene: the stack holds children 0…from; a higher `to` pushes that
/// child, a lower one pops to it. The pan is the left-edge pop.
final class NavigationScene: TransitionScene, NavigationControllerDelegate {
    let navigation: NavigationController
    let animator: AnimatedTransitioning
    let interaction: InteractiveTransitioning?
    let children: [ViewController]
    let from: Int, to: Int

    init(config: SessionConfiguration, engine: AnimationEngine, log: EventLog, animator: AnimatedTransitioning, interaction: InteractiveTransitioning?) {
        self.animator = animator
        self.interaction = interaction
        children = ContainerScenes.children(config, engine, log)
        from = config.from; to = config.to
        navigation = NavigationController(root: children[0], size: config.size, defaultAnimator: animator, engine: engine, log: log)
        navigation.watchdogMargin = config.watchdogMargin
        for i in 1..<max(1, config.from + 1) { navigation.push(children[i], animated: false) }
        navigation.delegate = self
    }

    var rootView: View { navigation.view }
    var currentTransition: TransitionContext? { navigation.currentTransition }
    var lastTransition: TransitionContext? { navigation.lastTransition }
    var panObserver: ((InputEvent) -> Void)? {
        get { navigation.panObserver }
        set { navigation.panObserver = newValue }
    }
    var panInteraction: PanGestureInteraction { navigation.popInteraction }
    func begin() {
        if to > from { navigation.push(children[to], interaction: interaction) } else { navigation.pop(to: children[to], interaction: interaction) }
    }
    func handlePointer(_ input: ScriptedInput) { navigation.handlePointer(input) }

    func navigationController(_ n: NavigationController, animationControllerFor operation: TransitionOperation,
                              from: ViewController, to: ViewController) -> AnimatedTransitioning? { animator }
}

/// A modal presentation as a scene: A presents B (with `--dismiss`, B starts presented and is
/// dismissed). The pan is vertical: up presents, down dismisses.
final class ModalScene: TransitionScene, TransitioningDelegate {
    let modal: ModalController
    let animator: AnimatedTransitioning
    let interaction: InteractiveTransitioning?
    let presented: ViewController
    let style: PresentationStyle
    let dismissing: Bool

    init(config: SessionConfiguration, engine: AnimationEngine, log: EventLog, animator: AnimatedTransitioning, interaction: InteractiveTransitioning?) {
        self.animator = animator
        self.interaction = interaction
        let children = ContainerScenes.children(config, engine, log)
        presented = children[1]
        style = config.modalStyle
        dismissing = config.dismiss
        modal = ModalController(root: children[0], size: config.size, defaultAnimator: animator, engine: engine, log: log)
        modal.watchdogMargin = config.watchdogMargin
        modal.transitioningDelegate = self
        if dismissing {
            modal.present(presented, style: style, animated: false)
            // A non-animated transition still completes through its animator on the next frame.
            var frames = 0
            while modal.currentTransition != nil && frames < 10 { engine.advance(to: 0); frames += 1 }
        } else {
            modal.presentOnPan(presented, style: style)
        }
    }

    var rootView: View { modal.window }
    var currentTransition: TransitionContext? { modal.currentTransition }
    var lastTransition: TransitionContext? { modal.lastTransition }
    var panObserver: ((InputEvent) -> Void)? {
        get { modal.panObserver }
        set { modal.panObserver = newValue }
    }
    var panInteraction: PanGestureInteraction { modal.panInteraction }
    func begin() {
        if dismissing { modal.dismiss(interaction: interaction) } else { modal.present(presented, style: style, interaction: interaction) }
    }
    func handlePointer(_ input: ScriptedInput) { modal.handlePointer(input) }

    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { animator }
}
