import AnimatorABI

// Scripts for OverridesAndDequeueSDKTests: the UIKit members real files override (a
// controller's memory warning, safe-area and trait hooks; a view's; a flow layout's
// invalidation context), the dequeue calls, and a collection's bounds change asking its layout,
// exercised from a real transition, reporting through `check`.

/// A cell as real cells are written: a constant of its own set in `init(frame:)`, and
/// `init?(coder:)` that traps. It counts its reuses and the index paths of its attributes.
final class CountingCell: UICollectionViewCell {
    let madeByFrame: Bool
    var reuses = 0
    var applied: [IndexPath] = []
    override init(frame: CGRect) {
        madeByFrame = true
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        applied.append(layoutAttributes.indexPath)
    }
}

/// A section header with no initializer of its own.
final class TitleHeader: UICollectionReusableView {}

/// Five items in one section, each a dequeued counting cell.
final class FiveCountingItems: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "count", for: indexPath)
    }
}

/// A controller overriding UIKit's memory, safe-area and trait hooks, calling `super` as real
/// controllers do, and recording the calls.
final class HookedController: UIViewController {
    var calls: [String] = []
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        calls.append("memory")
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        calls.append("safe area")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        calls.append("traits \(previousTraitCollection == nil ? "nil" : "some")")
    }
}

/// A view overriding UIKit's safe-area and trait hooks.
final class HookedView: UIView {
    var calls: [String] = []
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        calls.append("safe area")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        calls.append("traits")
    }
}

/// A context class of its own, as layouts that invalidate in parts declare one.
final class OffsetContext: UICollectionViewLayoutInvalidationContext {}

/// A flow layout that invalidates on every bounds change (as sticky-header and paging layouts
/// do) with a context of its own class, recording what the collection asked.
final class BoundsWatchingLayout: UICollectionViewFlowLayout {
    var invalidates = true
    var asked: [CGRect] = []
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    override class var invalidationContextClass: AnyClass { OffsetContext.self }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        asked.append(newBounds)
        return invalidates
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        contexts.append(context)
    }
}

/// A paging layout snapping the offset to whole 100-point pages down, counting its prepares.
final class SnappingLayout: UICollectionViewFlowLayout {
    var prepared = 0
    override func prepare() {
        super.prepare()
        prepared += 1
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
}

enum OverridesAndDequeueScripts {
    /// A new layout is prepared and its target offset taken, as UIKit does on a layout change;
    /// UIKit's default target keeps the offset.
    static func layoutChange(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        let c = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        c.contentOffset = CGPoint(x: 0, y: 130)
        let snapping = SnappingLayout()
        c.setCollectionViewLayout(snapping, animated: false)
        check(
            "snapped",
            c.contentOffset == CGPoint(x: 0, y: 100) && snapping.prepared == 1 && c.collectionViewLayout === snapping,
            "\(c.contentOffset) \(snapping.prepared)")
        c.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: true)
        check("the default keeps it", c.contentOffset == CGPoint(x: 0, y: 100), "\(c.contentOffset)")
    }

    /// The hooks are open members of the classes (overrides run through the base type and
    /// through `UITraitEnvironment`); the host never calls them (its safe area and traits never
    /// change), and a flow layout's contexts are flow contexts with UIKit's defaults.
    static func overrides(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let c = HookedController()
        let base: UIViewController = c
        let view = HookedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.containerView.addSubview(view)
        check("not called by the host", c.calls.isEmpty && view.calls.isEmpty, "\(c.calls) \(view.calls)")
        base.didReceiveMemoryWarning()
        base.viewSafeAreaInsetsDidChange()
        base.traitCollectionDidChange(nil)
        check("controller overrides", c.calls == ["memory", "safe area", "traits nil"], "\(c.calls)")
        let environments: [UITraitEnvironment] = [view, c]
        for e in environments { e.traitCollectionDidChange(e.traitCollection) }
        (view as UIView).safeAreaInsetsDidChange()
        check("view overrides", view.calls == ["traits", "safe area"], "\(view.calls)")
        check("through the protocol", c.calls.last == "traits some", "\(c.calls)")
        check("zero safe area", view.safeAreaInsets == .zero)
        let flow = UICollectionViewFlowLayout()
        let context = flow.invalidationContext(forBoundsChange: CGRect(x: 0, y: 5, width: 10, height: 10))
        let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext
        check(
            "flow context",
            UICollectionViewFlowLayout.invalidationContextClass == UICollectionViewFlowLayoutInvalidationContext.self
                && flowContext?.invalidateFlowLayoutDelegateMetrics == true
                && flowContext?.invalidateFlowLayoutAttributes == true && !context.invalidateEverything)
        check(
            "plain layout context",
            type(of: UICollectionViewLayout().invalidationContext(forBoundsChange: .zero))
                == UICollectionViewLayoutInvalidationContext.self)
    }

    /// Dequeued cells and headers are of the registered classes, made through `init(frame:)`,
    /// placed at the flow layout's frames, shown in the collection, reused after a reload or a
    /// second dequeue of their element (with `prepareForReuse()`), and a nib gives a plain cell.
    static func dequeue(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 30)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let c = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        let source = FiveCountingItems()
        c.dataSource = source
        c.register(CountingCell.self, forCellWithReuseIdentifier: "count")
        c.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        c.register(UINib(nibName: "Cell", bundle: nil), forCellWithReuseIdentifier: "nib")
        layout.prepare()
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 1, section: 0)
        let a = source.collectionView(c, cellForItemAt: first) as? CountingCell
        check("class and init(frame:)", a?.madeByFrame == true && a?.reuseIdentifier == "count")
        check("placed", a?.frame == CGRect(x: 0, y: 20, width: 40, height: 30), "\(String(describing: a?.frame))")
        check("applied", a?.applied == [first] && a?.contentView.bounds.size == CGSize(width: 40, height: 30))
        let b = source.collectionView(c, cellForItemAt: second) as? CountingCell
        check(
            "second cell", b !== a && b?.frame == layout.layoutAttributesForItem(at: second)?.frame,
            "\(String(describing: b?.frame))")
        check(
            "shown",
            a?.superview === c && c.cellForItem(at: first) === a
                && c.visibleCells.count == 2
                && c.visibleCells.first === a && c.visibleCells.last === b)
        let again = source.collectionView(c, cellForItemAt: first) as? CountingCell
        check("same element reuses its cell", again === a && a?.reuses == 1 && a?.applied == [first, first])
        c.reloadData()
        check("reload recycles", c.visibleCells.isEmpty && a?.superview == nil && b?.superview == nil)
        let third = source.collectionView(c, cellForItemAt: IndexPath(item: 2, section: 0)) as? CountingCell
        check("reused after reload", third === b && b?.reuses == 1, "\(String(describing: third))")
        let header = c.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title", for: first)
        check(
            "header",
            header is TitleHeader && header.frame == CGRect(x: 0, y: 0, width: 200, height: 20)
                && header.reuseIdentifier == "title", "\(header.frame)")
        let nib = c.dequeueReusableCell(withReuseIdentifier: "nib", for: IndexPath(item: 3, section: 0))
        check("nib gives a plain cell", type(of: nib) == UICollectionViewCell.self && nib.reuseIdentifier == "nib")
        check("made directly: no identifier", UICollectionViewCell(frame: .zero).reuseIdentifier == nil)
    }

    /// Scrolling a collection (its bounds' origin) asks its layout whether to invalidate, and
    /// invalidates with the layout's own context for that change, as UIKit does; an unchanged
    /// offset asks nothing, and a layout answering no is not invalidated.
    static func boundsChange(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let layout = BoundsWatchingLayout()
        let c = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        c.contentOffset = CGPoint(x: 0, y: 50)
        check("asked", layout.asked == [CGRect(x: 0, y: 50, width: 200, height: 300)], "\(layout.asked)")
        check("own context", layout.contexts.count == 1 && layout.contexts.first is OffsetContext)
        c.contentOffset = CGPoint(x: 0, y: 50)
        check("unchanged asks nothing", layout.asked.count == 1)
        layout.invalidates = false
        c.frame = CGRect(x: 0, y: 0, width: 200, height: 250)
        check(
            "a resize asks too",
            layout.asked.last == CGRect(x: 0, y: 50, width: 200, height: 250) && layout.contexts.count == 1,
            "\(layout.asked)")
    }
}
