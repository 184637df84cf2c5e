import AnimationCore

/// A custom container view controller with animated and interactive transitions between its
/// children (the system of "Custom Container View Controller Transitions" and its interactive
/// sequel, stages 1 to 7), working with any animator and interaction controller.
///
/// **Layout.** The children's views live in a private container view that fills the root
/// view; a strip of buttons (one 64×44 slot per child, centred, at 0.4 of the height, as in
/// the reference) sits above it with a selection indicator that moves alongside each
/// transition (scrubbed with it and reversed on cancel). A strip wider than the root view
/// less 8-point margins scrolls, as a scrolling segmented control or tab bar does in UIKit:
/// it is shown through a clipping window of that width, and scrolled — alongside each
/// transition, like the indicator — so that the selected button is centred in it where the
/// strip's ends allow (``stripOffset(index:count:slotWidth:visibleWidth:)``).
///
/// **Containment.** From child A to child B: A is told `willMove(toParent: nil)`, B is added as
/// a child (`willMove(toParent:)`), and the animator (the delegate's, else the default) runs.
/// When it completes, A's view is removed, A is removed from the container
/// (`didMove(toParent: nil)`), B gets `didMove(toParent:)` and becomes the selection. When it is
/// cancelled, B's view is removed and the containment is undone completely — B gets
/// `willMove(toParent: nil)` and is removed, A is told it stays (`didMove(toParent:)`) — which
/// the reference did not do. See ``SelectionContainer`` for frames and queueing.
public final class ContainerViewController: SelectionContainer {
    /// The delegate.
    public weak var delegate: ContainerViewControllerDelegate?
    /// The button strip and its buttons.
    public private(set) var buttonStrip: View!
    public private(set) var buttons: [View] = []
    /// The clipping window the strip is seen through (as wide as the strip when it fits).
    public private(set) var stripWindow: View!

    /// The width of one button's slot, points.
    static let slotWidth = 64.0
    /// The margin kept on each side of a strip that does not fit, points.
    static let stripMargin = 8.0

    /// The strip's x in its window that shows the button `index` of `count`: its slot
    /// centred in a window `visibleWidth` wide, clamped so neither end of the strip leaves its
    /// edge of the window (0 when the strip fits).
    public static func stripOffset(index: Int, count: Int, slotWidth: Double, visibleWidth: Double) -> Double {
        let stripWidth = slotWidth * Double(count)
        guard stripWidth > visibleWidth else { return 0 }
        let centred = visibleWidth / 2 - (Double(index) + 0.5) * slotWidth
        return min(0, max(visibleWidth - stripWidth, centred))
    }

    /// Creates a container of `size` points with `viewControllers` (at least two), selecting
    /// `initial`.
    public init(
        viewControllers: [ViewController], size: Size, defaultAnimator: AnimatedTransitioning,
        engine: AnimationEngine, log: EventLog, initial: Int = 0, title: String = "Container"
    ) {
        var strip: View!, window: View!, buttons: [View] = []
        super.init(
            viewControllers: viewControllers, size: size, defaultAnimator: defaultAnimator, engine: engine, log: log,
            initial: initial, title: title
        ) { c, root in
            let container = View(engine: engine, frame: root.bounds, title: nil, backgroundColor: Color(rgb: 0x1C1C1E))
            try? root.addSubview(container)
            let slot = Size(width: ContainerViewController.slotWidth, height: 44)
            let stripWidth = slot.width * Double(viewControllers.count)
            let visible = min(stripWidth, max(slot.width, size.width - 2 * ContainerViewController.stripMargin))
            window = View(
                engine: engine,
                frame: Rect(
                    x: (size.width - visible) / 2, y: size.height * 0.4 - slot.height / 2,
                    width: visible, height: slot.height),
                title: nil, backgroundColor: .clear)
            window.clipsToBounds = stripWidth > visible
            window.cornerRadius = 8
            try? root.addSubview(window)
            strip = View(
                engine: engine, frame: Rect(x: 0, y: 0, width: stripWidth, height: slot.height),
                title: nil, backgroundColor: Color(red: 1, green: 1, blue: 1, alpha: 0.85))
            strip.cornerRadius = 8
            try? window.addSubview(strip)
            for (i, vc) in viewControllers.enumerated() {
                let b = View(
                    engine: engine,
                    frame: Rect(x: Double(i) * slot.width, y: 0, width: slot.width, height: slot.height),
                    title: vc.title, backgroundColor: .clear)
                try? strip.addSubview(b)
                buttons.append(b)
            }
            let indicator = View(
                engine: engine, frame: Rect(x: 8, y: slot.height - 5, width: slot.width - 16, height: 3),
                title: nil, backgroundColor: Color(rgb: 0x0A84FF))
            try? strip.addSubview(indicator)
            return (
                container, indicator,
                { vc in
                    let i = viewControllers.firstIndex { $0 === vc } ?? 0
                    return Point(x: (Double(i) + 0.5) * slot.width, y: slot.height - 3.5)
                }
            )
        }
        buttonStrip = strip
        stripWindow = window
        self.buttons = buttons
        if let first = selectedViewController { selectionWillShow(first) }
    }

    override func selectionWillShow(_ vc: ViewController) {
        // Called once from the base initializer, before the strip is stored: the initializer
        // above places it then.
        guard let strip = buttonStrip, let window = stripWindow else { return }
        let i = viewControllers.firstIndex { $0 === vc } ?? 0
        let x = ContainerViewController.stripOffset(
            index: i, count: viewControllers.count, slotWidth: ContainerViewController.slotWidth,
            visibleWidth: window.bounds.width)
        strip.center = Point(x: x + strip.bounds.width / 2, y: strip.center.y)
    }

    override func showInitial(_ first: ViewController) {
        addChild(first)
        first.didMove(toParent: self)
    }

    override func willTransition(from: ViewController, to: ViewController) {
        from.willMove(toParent: nil)
        addChild(to)
    }

    override func didTransition(from: ViewController, to: ViewController, completed: Bool) {
        if completed {
            from.removeFromParent()
            to.didMove(toParent: self)
        } else {
            to.willMove(toParent: nil)
            to.removeFromParent()
            from.didMove(toParent: self)
        }
    }

    override func animator(from: ViewController, to: ViewController) -> (AnimatedTransitioning, isDefault: Bool) {
        if let a = delegate?.containerViewController(self, animationControllerForTransitionFrom: from, to: to) {
            return (a, false)
        }
        return (defaultAnimator, true)
    }

    /// As in the reference, the delegate is asked only when the animator is not the default one.
    override func interaction(for animator: AnimatedTransitioning, isDefault: Bool) -> InteractiveTransitioning? {
        isDefault ? nil : delegate?.containerViewController(self, interactionControllerFor: animator)
    }

    /// A tap on the button of child `index`: selects it and tells the delegate.
    public func tapButton(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        let vc = viewControllers[index]
        delegate?.containerViewController(self, didSelect: vc)
        select(vc)
    }
}
