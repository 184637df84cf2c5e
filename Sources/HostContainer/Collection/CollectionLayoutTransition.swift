import AnimationCore

/// UIKit's `UICollectionViewTransitionLayout`: between two layouts, each item at
/// ``transitionProgress`` of the way from its attributes in the current layout to those in
/// the next (``LayoutInterpolation``: a layout's own path, else linear), the content offset likewise; animated
/// values a caller keeps by key (``updateValue(_:forAnimatedKey:)``) are stored with it.
/// ``finish(duration:)`` and ``cancel(duration:)`` run the rest of the way (or back) through
/// the engine; a cancel puts every cell and the offset back exactly as they were.
public final class CollectionLayoutTransition {
    /// The layout transitioned from.
    public let currentLayout: CollectionLayout
    /// Its attributes.
    public let current: PreparedLayout
    /// The layout transitioned to.
    public let nextLayout: CollectionLayout
    /// Its attributes.
    public let next: PreparedLayout
    /// The items that move (visible at either end), in order.
    public var paths: [ItemPath] { moves.map(\.path) }
    /// Each moving item with its two ends (see ``ItemMove/moves(from:_:showing:to:_:showing:)``).
    public let moves: [ItemMove]
    private let moveIndex: [ItemPath: Int]
    /// The supplementary views that move, with their ends (one only one layout has fades).
    let views: [SupplementaryMove]
    private unowned let collection: CollectionView
    private let fromOffset: Point, toOffset: Point
    private let interpolation: LayoutInterpolation
    private var values: [String: Double] = [:]
    private var completion: ((Bool) -> Void)?
    /// True once finished or cancelled.
    public private(set) var isEnded = false

    init(collection: CollectionView, to newLayout: CollectionLayout, completion: ((Bool) -> Void)?) {
        self.collection = collection
        currentLayout = collection.layout
        current = collection.prepared
        nextLayout = newLayout
        next = newLayout.prepare(collection.context)
        interpolation = LayoutInterpolation(from: currentLayout, to: newLayout)
        fromOffset = collection.contentOffset
        toOffset = collection.clampedOffset(fromOffset, for: next)
        moves = ItemMove.moves(
            from: currentLayout, current, showing: collection.visibleItems(current, at: fromOffset),
            to: newLayout, next, showing: collection.visibleItems(next, at: toOffset))
        moveIndex = Dictionary(uniqueKeysWithValues: moves.enumerated().map { ($1.path, $0) })
        views = collection.supplementaryMoves(current, fromOffset, next, toOffset)
        self.completion = completion
        collection.view.engine.performWithoutAnimation { place(at: 0) }
    }

    /// How far along, 0…1 (clamped; NaN counts as 0); setting it places every moving item
    /// there at once. Ignored once ended.
    public var transitionProgress: Double {
        get { progress }
        set {
            guard !isEnded else { return }
            progress = newValue.isFinite ? min(1, max(0, newValue)) : 0
            collection.view.engine.performWithoutAnimation { place(at: progress) }
        }
    }
    private var progress = 0.0

    /// Keeps `value` under `key` (UIKit's `updateValue(_:forAnimatedKey:)`), for a layout's
    /// own interpolation.
    public func updateValue(_ value: Double, forAnimatedKey key: String) { values[key] = value }

    /// The value kept under `key` (0 when none).
    public func value(forAnimatedKey key: String) -> Double { values[key] ?? 0 }

    /// The attributes of `path` at progress `p` (a moving item between its move's ends, another
    /// between its attributes in the two layouts).
    public func attributes(of path: ItemPath, at p: Double) -> LayoutAttributes? {
        if let k = moveIndex[path] { return interpolation.attributes(moves[k].from, moves[k].to, p) }
        guard let a = current.attributes(of: path), let b = next.attributes(of: path) else { return nil }
        return interpolation.attributes(a, b, p)
    }

    /// Places every moving item (and the offset) at `p` (animated inside an animation block).
    private func place(at p: Double) {
        var b = collection.view.bounds
        b.origin = fromOffset.interpolated(to: toOffset, p)
        collection.view.bounds = b
        for path in paths {
            guard let a = attributes(of: path, at: p) else { continue }
            collection.apply(a, to: collection.cell(for: path))
        }
        for m in views {
            let a = p <= 0 ? m.from : (p >= 1 ? m.to : m.from.interpolated(to: m.to, p))
            collection.apply(a.shownTransparent, to: collection.supplementaryView(for: m.key))
        }
    }

    /// Runs the rest of the way to the next layout over `duration` seconds (ease in-out),
    /// which then is the collection's layout.
    public func finish(duration: Double = 0.25) { end(toNext: true, duration: duration) }

    /// Runs back to the current layout, which stays the collection's, every cell and the
    /// offset exactly as before the transition.
    public func cancel(duration: Double = 0.25) { end(toNext: false, duration: duration) }

    private func end(toNext: Bool, duration: Double) {
        guard !isEnded else { return }
        isEnded = true
        let engine = collection.view.engine
        let finish = { [weak self] (finished: Bool) in
            guard let self else { return }
            self.collection.transitionEnded(
                self, layout: toNext ? self.nextLayout : self.currentLayout, prepared: toNext ? self.next : self.current
            )
            self.completion?(toNext)
            self.completion = nil
        }
        let target: () -> Void = { [unowned self] in self.place(at: toNext ? 1 : 0) }
        guard duration > 0 else {
            engine.performWithoutAnimation(target)
            engine.scheduleCompletion(finished: true, finish)
            return
        }
        engine.animate(
            withDuration: duration, delay: 0, options: [.beginFromCurrentState], animations: target, completion: finish)
    }
}
