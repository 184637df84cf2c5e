import AnimationCore

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one item — its frame
/// (center and size), a 3D transform about its centre, opacity, stacking order and hidden flag.
public struct LayoutAttributes: Hashable, Sendable {
    /// The item.
    public var path: ItemPath
    /// The centre, in the collection's content coordinates, points.
    public var center: Point
    /// The size, points.
    public var size: Size
    /// The transform about the centre (UIKit's `transform3D`; `transform` is its affine part).
    public var transform: Transform3D = .identity
    /// Opacity, 0…1.
    public var alpha: Double = 1
    /// Stacking order: higher draws above (equal: in item order).
    public var zIndex: Int = 0
    /// Hidden items are not drawn.
    public var isHidden = false
    /// Nil for a cell; for a supplementary view (a section header, a badge), its kind, e.g.
    /// ``LayoutAttributes/sectionHeader`` (UIKit's `representedElementKind`). The path is then
    /// the section and the view's index among that section's views of the kind.
    public var elementKind: String?

    /// UIKit's `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// UIKit's `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"

    /// Attributes of `path` at `frame`.
    public init(path: ItemPath, frame: Rect) {
        self.path = path
        center = Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        size = frame.size
    }

    /// Attributes of `path` centred at `center`.
    public init(path: ItemPath, center: Point, size: Size) {
        self.path = path
        self.center = center
        self.size = size
    }

    /// The frame (untransformed), in content coordinates.
    public var frame: Rect {
        get {
            Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            center = Point(
                x: newValue.origin.x + newValue.size.width / 2, y: newValue.origin.y + newValue.size.height / 2)
            size = newValue.size
        }
    }

    /// Attributes of a supplementary view of `kind`, the `index`th of its kind in `section`, at `frame`.
    public init(supplementary kind: String, section: Int, index: Int = 0, frame: Rect) {
        self.init(path: ItemPath(item: index, section: section), frame: frame)
        elementKind = kind
    }

    /// The same attributes, fully transparent and shown: where a view that only one of two
    /// layouts has comes from or goes to, so that it fades in place.
    public var faded: LayoutAttributes {
        var a = self
        a.isHidden = false
        a.alpha = 0
        return a
    }

    /// A hidden item as a shown but fully transparent one (others as they are): what a
    /// transition moves an item from or to, so that an item hidden at one end fades instead of
    /// vanishing at once.
    public var shownTransparent: LayoutAttributes {
        guard isHidden else { return self }
        var a = self
        a.isHidden = false
        a.alpha = 0
        return a
    }

    /// The attributes `t` of the way to `other` (UIKit's transition layout): centre, size and
    /// opacity linearly, the transform by decomposition (rotations the short way), the stacking
    /// order switching half way. An item hidden at one end fades from or to transparent
    /// (``shownTransparent``); one hidden at both ends stays hidden. At 0 and 1 it is exactly
    /// one end (so a cancelled transition restores bit for bit).
    public func interpolated(to other: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        if t == 0 { return self }
        if t == 1 { return other }
        let a = shownTransparent, b = other.shownTransparent
        var out = a
        out.center = a.center.interpolated(to: b.center, t)
        out.size = Size(
            width: a.size.width + (b.size.width - a.size.width) * t,
            height: a.size.height + (b.size.height - a.size.height) * t)
        out.alpha = a.alpha + (b.alpha - a.alpha) * t
        out.transform =
            a.transform == b.transform ? a.transform : TransformInterpolator(from: a.transform, to: b.transform).at(t)
        out.zIndex = t < 0.5 ? a.zIndex : b.zIndex
        out.isHidden = isHidden && other.isHidden
        return out
    }
}
