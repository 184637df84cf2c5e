import AnimationCore

/// The tab bar controller's delegate (UIKit's `UITabBarControllerDelegate`; all optional).
public protocol TabBarControllerDelegate: AnyObject {
    /// Asked before a tap selects a tab; false refuses it.
    func tabBarController(_ t: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// A tap selected a tab.
    func tabBarController(_ t: TabBarController, didSelect viewController: ViewController)
    /// The animator for a change of tab; nil uses the default animator.
    func tabBarController(
        _ t: TabBarController, animationControllerForTransitionFrom from: ViewController, to: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for the animator the delegate vended.
    func tabBarController(_ t: TabBarController, interactionControllerFor animator: AnimatedTransitioning)
        -> InteractiveTransitioning?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ t: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ t: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(
        _ t: TabBarController, animationControllerForTransitionFrom from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { nil }
    public func tabBarController(_ t: TabBarController, interactionControllerFor animator: AnimatedTransitioning)
        -> InteractiveTransitioning?
    { nil }
}

/// A tab bar controller (UIKit's `UITabBarController`): every tab is a child for its whole life,
/// so changing tabs makes no containment calls, only appearance callbacks; a 49-point tab bar
/// at the bottom shows one item per tab and an indicator that moves alongside the transition.
///
/// Selecting by index or by controller transitions like the custom container (see
/// ``SelectionContainer``: frames by tab order, the same queueing of a selection made during a
/// transition, the same pan between neighbours). A tap (``tapTab(_:)``) first asks the
/// delegate's `shouldSelect`, which can refuse; programmatic selection does not ask, as in UIKit.
public final class TabBarController: SelectionContainer {
    /// The delegate.
    public weak var delegate: TabBarControllerDelegate?
    /// The tab bar and its items.
    public private(set) var tabBar: View!
    public private(set) var items: [View] = []

    /// Height of the tab bar, points.
    public static let barHeight = 49.0

    /// Creates a tab bar controller of `size` points over `viewControllers`, selecting `initial`.
    public init(
        viewControllers: [ViewController], size: Size, defaultAnimator: AnimatedTransitioning,
        engine: AnimationEngine, log: EventLog, initial: Int = 0, title: String = "Tabs"
    ) {
        var bar: View!, items: [View] = []
        super.init(
            viewControllers: viewControllers, size: size, defaultAnimator: defaultAnimator, engine: engine, log: log,
            initial: initial, title: title
        ) { c, root in
            let h = TabBarController.barHeight
            let container = View(
                engine: engine, frame: Rect(x: 0, y: 0, width: size.width, height: size.height - h),
                title: nil, backgroundColor: Color(rgb: 0x1C1C1E))
            container.clipsToBounds = true
            try? root.addSubview(container)
            bar = View(
                engine: engine, frame: Rect(x: 0, y: size.height - h, width: size.width, height: h),
                title: nil, backgroundColor: Color(rgb: 0xF2F2F7))
            try? root.addSubview(bar)
            let w = size.width / Double(viewControllers.count)
            for (i, vc) in viewControllers.enumerated() {
                let item = View(
                    engine: engine, frame: Rect(x: Double(i) * w, y: 0, width: w, height: h), title: vc.title,
                    backgroundColor: .clear)
                try? bar.addSubview(item)
                items.append(item)
            }
            let indicator = View(
                engine: engine, frame: Rect(x: 0, y: 0, width: w * 0.6, height: 3), title: nil,
                backgroundColor: Color(rgb: 0x0A84FF))
            try? bar.addSubview(indicator)
            return (
                container, indicator,
                { vc in
                    let i = viewControllers.firstIndex { $0 === vc } ?? 0
                    return Point(x: (Double(i) + 0.5) * w, y: 1.5)
                }
            )
        }
        tabBar = bar
        self.items = items
        // Every tab is a child from the start.
        for vc in viewControllers {
            addChild(vc)
            vc.didMove(toParent: self)
        }
    }

    override func animator(from: ViewController, to: ViewController) -> (AnimatedTransitioning, isDefault: Bool) {
        if let a = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) {
            return (a, false)
        }
        return (defaultAnimator, true)
    }

    override func interaction(for animator: AnimatedTransitioning, isDefault: Bool) -> InteractiveTransitioning? {
        isDefault ? nil : delegate?.tabBarController(self, interactionControllerFor: animator)
    }

    /// A tap on tab `index`: the delegate may refuse it; otherwise the tab is selected and the
    /// delegate told. Returns false when refused or out of range.
    @discardableResult
    public func tapTab(_ index: Int) -> Bool {
        guard viewControllers.indices.contains(index) else { return false }
        let vc = viewControllers[index]
        if let d = delegate, !d.tabBarController(self, shouldSelect: vc) {
            log.record(.transition, "tab \(vc.title) refused by the delegate's shouldSelect")
            return false
        }
        select(vc)
        delegate?.tabBarController(self, didSelect: vc)
        return true
    }
}
