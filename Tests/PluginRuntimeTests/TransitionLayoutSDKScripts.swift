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
