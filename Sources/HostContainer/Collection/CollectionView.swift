import AnimationCore

/// A headless `UICollectionView`: a view whose bounds origin is the content offset (so its
/// subviews live in content coordinates), showing one cell view per *visible* item — titled
/// "section.item" and coloured from a palette — and one view per visible supplementary view
/// (a section header "header N", a footer "footer N", another kind "KIND N.I", grey, below
/// the cells), placed by a ``CollectionLayout``.
///
/// Only items whose laid-out box meets the visible rectangle get a cell (10,000 items cost
/// what the screenful costs). Changing the layout (``setLayout(_:animated:duration:completion:)``)
/// animates every item visible before or after from its old attributes to its new ones through
/// the engine, so it scrubs, pauses and cancels like every animation; an interactive change
/// (``startInteractiveTransition(to:)``) places the items at a progress the caller sets and
/// finishes or cancels — a cancel puts every cell and the content offset back exactly.
public final class CollectionView {
    /// The collection's view (its bounds origin is the content offset).
    public let view: View
    /// The item count of each section.
    public private(set) var sections: [Int]
    /// The layout in use.
    public private(set) var layout: CollectionLayout
    /// What it laid out (the content size and every item's attributes).
    public private(set) var prepared: PreparedLayout
    /// The cells shown, by item.
    public private(set) var cells: [ItemPath: View] = [:]
    /// The supplementary views shown, by kind and path.
    public private(set) var supplementaryViews: [SupplementaryKey: View] = [:]
    /// The running layout transition, if any.
    public private(set) var transition: CollectionLayoutTransition?

    private let palette: [Color]

    /// A collection of `sections` item counts laid out by `layout` in `frame`.
    public init(
        engine: AnimationEngine, frame: Rect, sections: [Int], layout: CollectionLayout,
        palette: [Color] = [
            Color(rgb: 0xFF3B30), Color(rgb: 0x34C759), Color(rgb: 0x007AFF), Color(rgb: 0xFF9500), Color(rgb: 0xAF52DE)
        ]
    ) {
        view = View(engine: engine, frame: frame, title: nil, backgroundColor: Color(rgb: 0xF2F2F7))
        view.clipsToBounds = true
        self.sections = sections.map { max(0, $0) }
        self.layout = layout
        self.palette = palette.isEmpty ? [.black] : palette
        prepared = layout.prepare(CollectionLayoutContext(size: frame.size, sections: self.sections))
        updateCells()
    }

    /// The context the layouts see.
    public var context: CollectionLayoutContext { CollectionLayoutContext(size: view.bounds.size, sections: sections) }

    /// The scrolled-to point: the visible rectangle's origin in content coordinates, kept
    /// within the content (UIKit's `contentOffset`). Setting it shows the cells then visible.
    public var contentOffset: Point {
        get { view.bounds.origin }
        set {
            var b = view.bounds
            b.origin = clampedOffset(newValue, for: prepared)
            view.bounds = b
            if transition == nil { updateCells() }
        }
    }

    /// `offset` kept within `p`'s content (0 when the content is smaller than the bounds).
    func clampedOffset(_ offset: Point, for p: PreparedLayout) -> Point {
        let s = view.bounds.size
        return Point(
            x: min(max(0, offset.x), max(0, p.contentSize.width - s.width)),
            y: min(max(0, offset.y), max(0, p.contentSize.height - s.height)))
    }

    /// The visible rectangle at `offset`, content coordinates.
    func visibleRect(at offset: Point) -> Rect { Rect(origin: offset, size: view.bounds.size) }

    /// The items `p` shows in the visible rectangle at `offset`.
    func visibleItems(_ p: PreparedLayout, at offset: Point) -> [LayoutAttributes] {
        p.attributes(in: visibleRect(at: offset))
    }

    /// Shows exactly the cells of the items and the supplementary views visible now, each at
    /// its attributes.
    func updateCells() {
        let offset = contentOffset
        let shown = visibleItems(prepared, at: offset)
        let keep = Set(shown.map(\.path))
        for (path, cell) in cells where !keep.contains(path) {
            cell.removeFromSuperview()
            cells[path] = nil
        }
        for a in shown { apply(a, to: cell(for: a.path)) }
        let views = prepared.supplementaryAttributes(in: visibleRect(at: offset))
        let keepViews = Set(views.map(SupplementaryKey.init))
        for (key, v) in supplementaryViews where !keepViews.contains(key) {
            v.removeFromSuperview()
            supplementaryViews[key] = nil
        }
        for a in views { apply(a, to: supplementaryView(for: SupplementaryKey(a))) }
    }

    /// The supplementary view of `key`, made (and added below the cells) the first time.
    func supplementaryView(for key: SupplementaryKey) -> View {
        if let v = supplementaryViews[key] { return v }
        let title: String
        switch key.kind {
        case LayoutAttributes.sectionHeader: title = "header \(key.path.section)"
        case LayoutAttributes.sectionFooter: title = "footer \(key.path.section)"
        default: title = "\(key.kind) \(key.path.section).\(key.path.item)"
        }
        let v = View(engine: view.engine, frame: .zero, title: title, backgroundColor: Color(rgb: 0xD1D1D6))
        try? view.insertSubview(v, at: 0)
        supplementaryViews[key] = v
        return v
    }

    /// The supplementary views that move in a change from `old` at `oldOffset` to `new` at
    /// `newOffset` (those visible at either end), each with its two ends: a view only one
    /// layout has fades in place.
    func supplementaryMoves(_ old: PreparedLayout, _ oldOffset: Point, _ new: PreparedLayout, _ newOffset: Point)
        -> [SupplementaryMove]
    {
        let keys = Set(old.supplementaryAttributes(in: visibleRect(at: oldOffset)).map(SupplementaryKey.init))
            .union(new.supplementaryAttributes(in: visibleRect(at: newOffset)).map(SupplementaryKey.init))
        return keys.sorted().compactMap { key in
            let a = old.supplementaryAttributes(key.kind, at: key.path),
                b = new.supplementaryAttributes(key.kind, at: key.path)
            guard let from = a ?? b?.faded, let to = b ?? a?.faded else { return nil }
            return SupplementaryMove(key: key, from: from, to: to)
        }
    }

    /// The cell of `path`, made (and added) the first time.
    func cell(for path: ItemPath) -> View {
        if let c = cells[path] { return c }
        let c = View(
            engine: view.engine, frame: .zero, title: "\(path.section).\(path.item)",
            backgroundColor: palette[(path.section * 7 + path.item) % palette.count])
        try? view.addSubview(c)
        cells[path] = c
        return c
    }

    /// Places `cell` as `a` says (inside an animation block, these changes animate).
    func apply(_ a: LayoutAttributes, to cell: View) {
        cell.bounds = Rect(origin: .zero, size: a.size)
        cell.center = a.center
        cell.layer.transform = a.transform
        cell.alpha = a.alpha
        cell.layer.zPosition = Double(a.zIndex)
        cell.isHidden = a.isHidden
    }

    /// UIKit's `setCollectionViewLayout(_:animated:completion:)`: lays the items out by
    /// `newLayout`; animated, every item visible before or after moves from its old attributes
    /// to its new ones over `duration` seconds (ease in-out; along a layout's own path,
    /// ``LayoutInterpolation``, sampled as ``interpolationSamples`` keyframes), and
    /// `completion` runs when they arrive (`false` when the animations were taken away); cells
    /// of items no longer visible are removed after it (so a completion that changes the layout
    /// back keeps every cell it had). The content offset is kept where the new content allows.
    /// Refused (false) while an interactive transition runs.
    @discardableResult
    public func setLayout(
        _ newLayout: CollectionLayout, animated: Bool, duration: Double = 0.35, completion: ((Bool) -> Void)? = nil
    ) -> Bool {
        guard transition == nil else { return false }
        let old = prepared, oldOffset = contentOffset
        let interpolation = LayoutInterpolation(from: layout, to: newLayout)
        let new = newLayout.prepare(context)
        let newOffset = clampedOffset(oldOffset, for: new)
        let moves = ItemMove.moves(
            from: layout, old, showing: visibleItems(old, at: oldOffset), to: newLayout, new,
            showing: visibleItems(new, at: newOffset))
        let views = supplementaryMoves(old, oldOffset, new, newOffset)
        // Cells for items coming into view start where the move says (their old attributes,
        // or the new layout's initial ones); an item hidden at either end fades from or to
        // transparent instead of vanishing at once.
        view.engine.performWithoutAnimation {
            for m in moves where cells[m.path] == nil { apply(m.from.shownTransparent, to: cell(for: m.path)) }
            for m in views where supplementaryViews[m.key] == nil {
                apply(m.from.shownTransparent, to: supplementaryView(for: m.key))
            }
        }
        layout = newLayout
        prepared = new
        let place = {
            var b = self.view.bounds
            b.origin = newOffset
            self.view.bounds = b
            for m in moves { if let c = self.cells[m.path] { self.apply(m.to.shownTransparent, to: c) } }
            for m in views { if let v = self.supplementaryViews[m.key] { self.apply(m.to.shownTransparent, to: v) } }
        }
        guard animated, duration > 0 else {
            view.engine.performWithoutAnimation(place)
            updateCells()
            if let completion { view.engine.scheduleCompletion(finished: true, completion) }
            return true
        }
        let finish = { [weak self] (finished: Bool) in
            // The completion may put the old layout back (a cancelled layout-to-layout
            // transition): the cells of what then shows are kept, so they run first.
            completion?(finished)
            self?.updateCells()
        }
        guard interpolation.isCustom else {
            view.engine.animate(withDuration: duration, delay: 0, options: [], animations: place, completion: finish)
            return true
        }
        // A layout's own path, sampled: the items (and the offset) at eased progress k/n for
        // each of n keyframes, played linearly between samples; the last is exactly the new
        // layout.
        let n = CollectionView.interpolationSamples
        view.engine.animateKeyframes(
            withDuration: duration, delay: 0, options: [],
            animations: {
                for k in 1...n {
                    self.view.engine.addKeyframe(
                        withRelativeStartTime: Double(k - 1) / Double(n), relativeDuration: 1 / Double(n)
                    ) {
                        let e = CubicBezier.easeInEaseOut.progress(Double(k) / Double(n))
                        var b = self.view.bounds
                        b.origin = k == n ? newOffset : oldOffset.interpolated(to: newOffset, e)
                        self.view.bounds = b
                        for m in moves {
                            guard let c = self.cells[m.path] else { continue }
                            self.apply(
                                (k == n ? m.to : interpolation.attributes(m.from, m.to, e)).shownTransparent, to: c)
                        }
                        // Supplementary views go straight (a layout's own path is for its items).
                        for m in views {
                            guard let v = self.supplementaryViews[m.key] else { continue }
                            self.apply((k == n ? m.to : m.from.interpolated(to: m.to, e)).shownTransparent, to: v)
                        }
                    }
                }
            }, completion: finish)
        return true
    }

    /// How many samples of a layout's own path an animated change plays (as keyframes).
    public static let interpolationSamples = 16

    /// UIKit's `startInteractiveTransition(to:completion:)`: a transition to `newLayout` whose
    /// progress the caller drives (a pinch, a pan, an interaction plugin) and then finishes
    /// or cancels. Nil while another runs.
    public func startInteractiveTransition(
        to newLayout: CollectionLayout, completion: ((_ completed: Bool) -> Void)? = nil
    ) -> CollectionLayoutTransition? {
        guard transition == nil else { return nil }
        let t = CollectionLayoutTransition(collection: self, to: newLayout, completion: completion)
        transition = t
        return t
    }

    /// UIKit's `finishInteractiveTransition()`: the running interactive transition runs the
    /// rest of the way (``CollectionLayoutTransition/finish(duration:)``); nothing without one.
    public func finishInteractiveTransition() { transition?.finish() }

    /// UIKit's `cancelInteractiveTransition()`: the running interactive transition runs back
    /// and every cell and the offset are as before (``CollectionLayoutTransition/cancel(duration:)``).
    public func cancelInteractiveTransition() { transition?.cancel() }

    /// The interactive transition ended: the layout it ended in, and the cells of what shows.
    func transitionEnded(_ t: CollectionLayoutTransition, layout l: CollectionLayout, prepared p: PreparedLayout) {
        transition = nil
        layout = l
        prepared = p
        updateCells()
    }
}

/// A supplementary view's identity in a collection: its kind and its path.
public struct SupplementaryKey: Hashable, Comparable, Sendable {
    /// The kind (``LayoutAttributes/elementKind``).
    public var kind: String
    /// The section and the index among that section's views of the kind.
    public var path: ItemPath

    /// The key of `a` (a supplementary view's attributes).
    public init(_ a: LayoutAttributes) {
        kind = a.elementKind ?? ""
        path = a.path
    }

    /// By kind, then path.
    public static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool {
        a.kind != b.kind ? a.kind < b.kind : a.path < b.path
    }
}

/// A supplementary view moving in a layout change, with its two ends.
struct SupplementaryMove {
    let key: SupplementaryKey
    let from: LayoutAttributes, to: LayoutAttributes
}
