/// Core Animation's geometry queries on layers: converting points and rectangles between
/// layers, containment and hit testing, the affine form of the transform and the model layer.
/// A layer here is a host view's layer, so the conversions are the views' (through every
/// transform, anchor point and bounds origin between the two).
extension CALayer {
    /// `p` in this layer's coordinates, in `layer`'s (nil: the root layer's).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        connection.convert(p, from: handle, to: layer?.handle ?? ap_view(), source: source, "CALayer.convert(_:to:)")
    }

    /// `p` in `layer`'s coordinates (nil: the root layer's), in this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        connection.convert(
            p, from: layer?.handle ?? ap_view(), to: handle, source: source, "CALayer.convert(_:from:)")
    }

    /// `r` in this layer's coordinates, in `layer`'s: the smallest rectangle holding its four
    /// converted corners.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        CGRect.bounding(r.cornerPoints.map { convert($0, to: layer) })
    }

    /// `r` in `layer`'s coordinates, in this layer's.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        CGRect.bounding(r.cornerPoints.map { convert($0, from: layer) })
    }

    /// Whether `p`, in this layer's coordinates, is inside its bounds (Core Animation's
    /// default; a ``CAShapeLayer`` answers the same, as Core Animation's does).
    public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant of the layer (or the layer itself) containing `p`, which is in
    /// the superlayer's coordinates (the layer's own for a layer with no superlayer), front
    /// sublayers first; nil when `p` is outside the layer.
    public func hitTest(_ p: CGPoint) -> CALayer? {
        let local = superlayer == nil ? p : convert(p, from: superlayer)
        guard contains(local) else { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return self
    }

    /// The transform as an affine transform (its 2D part, Core Animation's `affineTransform()`).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to `m` (Core Animation's `setAffineTransform(_:)`).
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The model layer: the layer itself for a model layer, the layer a presentation layer
    /// shows for one.
    public func model() -> CALayer {
        source == AP_SOURCE_MODEL ? self : CALayer.object(for: handle, connection)
    }

    /// The anchor point's z coordinate, points (0, Core Animation's default): the transform
    /// applies about (anchorPoint, anchorPointZ), so a cube face with `anchorPointZ = -width / 2`
    /// turns about an axis behind it, as on iOS. The host's (`AP_PROP_ANCHOR_POINT_Z`) on hosts
    /// of ABI 1.4 and later; an older host pivots layers in their plane, and the value is only
    /// kept here. Not animated.
    public var anchorPointZ: CGFloat {
        get {
            guard connection.abiMinor >= 4 else { return connection.hint(handle, "anchorPointZ", 0) }
            return connection.number(handle, AP_PROP_ANCHOR_POINT_Z, source)
        }
        set {
            guard connection.abiMinor >= 4, newValue.isFinite else {
                return connection.setHint(handle, "anchorPointZ", newValue)
            }
            connection.setNumber(handle, AP_PROP_ANCHOR_POINT_Z, newValue)
        }
    }

    /// Whether the layer's geometry is flipped vertically for its sublayers (false, Core
    /// Animation's default on iOS): kept; the host's layers are never flipped.
    public var isGeometryFlipped: Bool {
        get { connection.hint(handle, "geometryFlipped", false) }
        set { connection.setHint(handle, "geometryFlipped", newValue) }
    }

    /// Whether the contents are drawn flipped (false: no layer is flipped here).
    public func contentsAreFlipped() -> Bool { false }
}
