import Foundation

/// UIKit's `UICollectionViewTransitionLayout`: the layout a collection shows between two
/// layouts during an interactive layout change, each element at ``transitionProgress`` of the
/// way from where ``currentLayout`` puts it to where ``nextLayout`` does (its center, size,
/// alpha and 3-D transform interpolated linearly; its z-index and visibility the nearer
/// layout's). Subclasses override ``layoutAttributesForElements(in:)``, call `super` and adjust
/// what it gives from values they keep with ``updateValue(_:forAnimatedKey:)`` — pinch-driven
/// layout transitions do this — as in UIKit.
///
/// Both layouts lay out the same collection: ``prepare()`` prepares each with it. An element
/// only one layout places keeps that layout's attributes, fading with the progress (in when
/// only the next one has it, out when only the current one has).
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    open private(set) var currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    open private(set) var nextLayout: UICollectionViewLayout
    /// How far the transition has come, 0 (``currentLayout``) to 1 (``nextLayout``); setting it
    /// invalidates the layout, as in UIKit. Values outside 0…1 extrapolate (UIKit does not
    /// clamp either).
    open var transitionProgress: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    /// The values kept with ``updateValue(_:forAnimatedKey:)``.
    private var animatedValues: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
    }

    /// A transition between two plain layouts (there are no archives here: the coder is
    /// ignored). Required, as in UIKit.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewLayout()
        nextLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }

    /// Keeps `value` under `key`, for a subclass to read back in its layout calls (UIKit
    /// animates such values when the transition finishes or cancels; here they are kept as set).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// The value kept under `key` (0 when none was).
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    /// Prepares both layouts for this layout's collection.
    open override func prepare() {
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.prepare()
        }
    }

    /// The two layouts' content sizes, interpolated.
    open override var collectionViewContentSize: CGSize {
        let (a, b) = (currentLayout.collectionViewContentSize, nextLayout.collectionViewContentSize)
        return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
    }

    /// Every element either layout places in `rect` (or, for a moving element, places where it
    /// comes from or goes to), interpolated.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let whole = CGRect(origin: .zero, size: collectionViewContentSize).union(rect)
        let from = currentLayout.layoutAttributesForElements(in: whole) ?? []
        let to = nextLayout.layoutAttributesForElements(in: whole) ?? []
        var next: [Key: UICollectionViewLayoutAttributes] = [:]
        for b in to { next[Key(b)] = b }
        var out: [UICollectionViewLayoutAttributes] = []
        var seen: Set<Key> = []
        for a in from {
            let key = Key(a)
            seen.insert(key)
            out.append(interpolated(a, next[key]))
        }
        for b in to where !seen.contains(Key(b)) { out.append(interpolated(nil, b)) }
        return out.filter { $0.frame.intersects(rect) }
    }

    /// The item at `indexPath`, interpolated between the two layouts' attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = currentLayout.layoutAttributesForItem(at: indexPath)
        let b = nextLayout.layoutAttributesForItem(at: indexPath)
        guard a != nil || b != nil else { return nil }
        return interpolated(a, b)
    }

    /// The same content offset the collection has: the transition does not scroll.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// An element's identity across the two layouts.
    private struct Key: Hashable {
        var category: UICollectionView.ElementCategory
        var kind: String?
        var indexPath: IndexPath
        init(_ a: UICollectionViewLayoutAttributes) {
            category = a.representedElementCategory
            kind = a.representedElementKind
            indexPath = a.indexPath
        }
    }

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * transitionProgress }

    /// `a` at the progress toward `b` (a copy of `a`'s class); an element only one layout has
    /// fades with the progress.
    private func interpolated(_ a: UICollectionViewLayoutAttributes?, _ b: UICollectionViewLayoutAttributes?)
        -> UICollectionViewLayoutAttributes
    {
        guard let a, let b else {
            let only = (a ?? b)!
            let copy = only.copy() as? UICollectionViewLayoutAttributes ?? only
            copy.alpha = only.alpha * (a != nil ? 1 - transitionProgress : transitionProgress)
            return copy
        }
        let out = a.copy() as? UICollectionViewLayoutAttributes ?? a
        out.center = CGPoint(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y))
        out.size = CGSize(width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
        out.alpha = mix(a.alpha, b.alpha)
        let (s, t) = (a.transform3D, b.transform3D)
        out.transform3D = CATransform3D(
            m11: mix(s.m11, t.m11), m12: mix(s.m12, t.m12), m13: mix(s.m13, t.m13), m14: mix(s.m14, t.m14),
            m21: mix(s.m21, t.m21), m22: mix(s.m22, t.m22), m23: mix(s.m23, t.m23), m24: mix(s.m24, t.m24),
            m31: mix(s.m31, t.m31), m32: mix(s.m32, t.m32), m33: mix(s.m33, t.m33), m34: mix(s.m34, t.m34),
            m41: mix(s.m41, t.m41), m42: mix(s.m42, t.m42), m43: mix(s.m43, t.m43), m44: mix(s.m44, t.m44))
        let nearer = transitionProgress < 0.5 ? a : b
        out.zIndex = nearer.zIndex
        out.isHidden = nearer.isHidden
        return out
    }
}

extension UICollectionView {
    /// What an interactive layout transition's completion gets: whether it completed (went to
    /// the new layout) and whether it finished (UIKit's `finished`: always true here).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void
}

/// The interactive layout change of a collection (UIKit's `startInteractiveTransition(to:
/// completion:)`): the collection shows a ``UICollectionViewTransitionLayout`` (the delegate's,
/// from `collectionView(_:transitionLayoutForOldLayout:newLayout:)`, else a plain one) whose
/// progress the app's gesture sets; finishing shows the new layout, cancelling the old one,
/// and the completion is called then (at once: no animation carries the rest of the way here).
final class InteractiveLayoutChange {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
    init(
        _ layout: UICollectionViewTransitionLayout,
        _ completion: UICollectionView.LayoutInteractiveTransitionCompletion?
    ) {
        self.layout = layout
        self.completion = completion
    }
}

extension UICollectionView {
    /// Starts an interactive change to `layout` and returns the transition layout shown now.
    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        let old = collectionViewLayout
        let transition =
            (delegate as? UICollectionViewDelegate)?.collectionView(
                self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        interactiveLayoutChange = InteractiveLayoutChange(transition, completion)
        setCollectionViewLayout(transition, animated: false)
        return transition
    }

    /// Ends the interactive change at the new layout.
    public func finishInteractiveTransition() { endInteractiveTransition(completed: true) }

    /// Ends the interactive change back at the old layout.
    public func cancelInteractiveTransition() { endInteractiveTransition(completed: false) }

    private func endInteractiveTransition(completed: Bool) {
        guard let change = interactiveLayoutChange else { return }
        interactiveLayoutChange = nil
        let layout = change.layout
        setCollectionViewLayout(completed ? layout.nextLayout : layout.currentLayout, animated: false)
        change.completion?(completed, true)
    }
}
