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

    /// Attributes of `path` at `frame`.
    public init(path: ItemPath, frame: Rect) {
        self.path = path
        center = Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        size = frame.size
    }

    /// Attributes of `path` centred at `center`.
    public init(path: ItemPath, center: Point, size: Size) { self.path = path; self.center = center; self.size = size }

    /// The frame (untransformed), in content coordinates.
    public var frame: Rect {
        get { Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set { self = LayoutAttributes(path: path, frame: newValue).with(transform: transform, alpha: alpha, zIndex: zIndex, isHidden: isHidden) }
    }

    private func with(transform t: Transform3D, alpha a: Double, zIndex z: Int, isHidden h: Bool) -> LayoutAttributes {
        var c = self
        c.transform = t; c.alpha = a; c.zIndex = z; c.isHidden = h
        return c
    }

    /// The attributes `t` of the way to `other` (UIKit's transition layout): centre, size and
    /// opacity linearly, the transform by decomposition (rotations the short way), the stacking
    /// order and hidden flag switching half way (an item hidden at both ends stays hidden).
    /// At 0 and 1 it is exactly one end (so a cancelled transition restores bit for bit).
    public func interpolated(to other: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        if t == 0 { return self }
        if t == 1 { return other }
        var out = self
        out.center = center.interpolated(to: other.center, t)
        out.size = Size(width: size.width + (other.size.width - size.width) * t, height: size.height + (other.size.height - size.height) * t)
        out.alpha = alpha + (other.alpha - alpha) * t
        out.transform = transform == other.transform ? transform : TransformInterpolator(from: transform, to: other.transform).at(t)
        out.zIndex = t < 0.5 ? zIndex : other.zIndex
        out.isHidden = t < 0.5 ? isHidden : other.isHidden
        return out
    }
}
