import AnimatorABI

/// A grid of 40-point items and a list of full-width 60-point rows, for a layout change.
final class SquaresLayout: UICollectionViewLayout {
    let side: CGFloat
    init(side: CGFloat) {
        self.side = side
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let n = collectionView?.numberOfItems(inSection: 0) ?? 0
        return (0..<n).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * side, width: side, height: side)
        return a
    }
}

/// A transition layout that dims every element by a value it keeps (a pinch's scale).
final class DimmingTransitionLayout: UICollectionViewTransitionLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let out = super.layoutAttributesForElements(in: rect)
        for a in out ?? [] { a.alpha *= value(forAnimatedKey: "dim") }
        return out
    }
}

/// Three items; the delegate vends the dimming transition layout.
final class ThreeItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        UICollectionViewCell()
    }
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        DimmingTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

enum TransitionLayoutScripts {
    /// An interactive layout change driven to half way, then finished; another cancelled.
    static func interactiveChange(_ ctx: UIViewControllerContextTransitioning) {
        defer { ControlsAndCellsScripts.finish(ctx) }
        let items = ThreeItems()
        let small = SquaresLayout(side: 40), big = SquaresLayout(side: 100)
        let c = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: small)
        c.dataSource = items
        c.delegate = items
        var ended: [(Bool, Bool)] = []
        let t = c.startInteractiveTransition(to: big) { ended.append(($0, $1)) }
        check("the delegate's layout", t is DimmingTransitionLayout && c.collectionViewLayout === t)
        t.transitionProgress = 0.5
        t.updateValue(0.5, forAnimatedKey: "dim")
        t.prepare()
        let second = t.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        check(
            "half way",
            second?.frame == CGRect(x: 0, y: 70, width: 70, height: 70) && t.value(forAnimatedKey: "dim") == 0.5,
            "\(String(describing: second?.frame))")
        let all = t.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 600)) ?? []
        check("dimmed by the subclass", all.count == 3 && all.allSatisfy { $0.alpha == 0.5 }, "\(all.map(\.alpha))")
        check("content", t.collectionViewContentSize == CGSize(width: 300, height: 600))
        c.finishInteractiveTransition()
        check("finished", c.collectionViewLayout === big && ended.count == 1 && ended[0] == (true, true))
        let back = c.startInteractiveTransition(to: small, completion: nil)
        back.transitionProgress = 0.25
        c.cancelInteractiveTransition()
        check("cancelled", c.collectionViewLayout === big)
    }
}

/// A reordering flow layout that lifts the dragged item (Pocket Casts' ReorderableFlowLayout).
final class LiftingLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    )
        -> UICollectionViewLayoutAttributes
    {
        let a = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        a.alpha = 0.7
        return a
    }
}

/// A controller with 3D Touch peek actions (Puzzil's game controller).
final class PeekedController: UIViewController {
    var reset = false
    override var previewActionItems: [UIPreviewActionItem] {
        [
            UIPreviewActionGroup(
                title: "Reset", style: .destructive,
                actions: [
                    UIPreviewAction(title: "Reset", style: .destructive) { [weak self] _, _ in self?.reset = true }
                ])
        ]
    }
}

extension TransitionLayoutScripts {
    /// The moving item's attributes and the peek actions, as the app's code calls them.
    static func movingAndPeeking(_ ctx: UIViewControllerContextTransitioning) {
        defer { ControlsAndCellsScripts.finish(ctx) }
        let items = ThreeItems()
        let layout = LiftingLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let c = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        c.dataSource = items
        layout.prepare()
        let moving = layout.layoutAttributesForInteractivelyMovingItem(
            at: IndexPath(item: 1, section: 0), withTargetPosition: CGPoint(x: 120, y: 200))
        check(
            "moving item",
            moving.center == CGPoint(x: 120, y: 200) && moving.size == CGSize(width: 50, height: 50)
                && moving.alpha == 0.7 && moving.zIndex > 0, "\(moving.frame)")
        let peeked = PeekedController()
        let group = peeked.previewActionItems.first as? UIPreviewActionGroup
        group?.actions.first?.handler(group!.actions[0], peeked)
        check("peek actions", group?.title == "Reset" && peeked.reset && UIViewController().previewActionItems.isEmpty)
    }
}
