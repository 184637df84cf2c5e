/// Every visual property of a layer, as plain values: one copy is the layer's **model** (what
/// the app last set), another its **presentation** (what is on screen at the current time).
///
/// It holds no references, so copying it costs a memory copy; the title, which is a string,
/// lives on ``Layer`` instead.
public struct LayerState: Hashable, Sendable {
    /// The layer's own coordinate rectangle, points. Its size is the layer's size.
    public var bounds: Rect
    /// Where the anchor point sits in the superlayer's coordinates, points (UIKit's `center`
    /// when the anchor point is the middle).
    public var position: Point
    /// The point of the bounds, in unit coordinates ((0, 0) top-left, (1, 1) bottom-right),
    /// that sits at ``position`` and that the transform turns and scales about.
    public var anchorPoint: Point
    /// Depth of the layer among its siblings, points: larger draws later (in front), and it
    /// adds to the z translation under perspective.
    public var zPosition: Double
    /// The anchor's depth, points (Core Animation's `anchorPointZ`, default 0): the transform
    /// turns and scales about (anchor point, anchorPointZ), so a cube face rotates about an axis
    /// half its width behind it, and `transform` with a translation of anchorPointZ along z
    /// shows the layer at rest in the plane (not animatable).
    public var anchorPointZ: Double
    /// The 3D transform, applied about the anchor point.
    public var transform: Transform3D
    /// Opacity, 0…1 (UIKit's `alpha`); multiplies down the tree.
    public var opacity: Double
    /// Fill colour of the bounds.
    public var backgroundColor: Color
    /// Radius of the bounds' rounded corners, points.
    public var cornerRadius: Double
    /// Hides the layer and its sublayers (not animatable).
    public var isHidden: Bool
    /// Clips the sublayers to the bounds (UIKit's `clipsToBounds`; not animatable).
    public var masksToBounds: Bool
    /// False: the layer is not drawn while it faces away from the viewer (its back shows, as
    /// in a card flip); its sublayers follow their own setting (not animatable).
    public var isDoubleSided: Bool
    /// Opacity of the shadow, 0…1 (Core Animation's `shadowOpacity`; 0, the default, draws
    /// none; the shadow's other properties are in ``LayerExtras``).
    public var shadowOpacity: Double
    /// A shape layer's stroke start and end, fractions of the path's length (0 and 1 by
    /// default: the whole path).
    public var strokeStart: Double
    public var strokeEnd: Double
    /// A shape layer's stroke width, points (default 1).
    public var lineWidth: Double
    /// A shape layer's fill colour (default opaque black, as Core Animation's; clear: no fill).
    public var fillColor: Color
    /// A shape layer's stroke colour (default clear: no stroke, as Core Animation's nil).
    public var strokeColor: Color

    /// A layer at the origin with the given bounds size and default everything else.
    public init(frame: Rect = .zero) {
        let f = frame.standardized
        bounds = Rect(origin: .zero, size: f.size)
        anchorPoint = Point(x: 0.5, y: 0.5)
        position = Point(x: f.origin.x + f.size.width / 2, y: f.origin.y + f.size.height / 2)
        zPosition = 0
        anchorPointZ = 0
        transform = .identity
        opacity = 1
        backgroundColor = .clear
        cornerRadius = 0
        isHidden = false
        masksToBounds = false
        isDoubleSided = true
        shadowOpacity = 0
        strokeStart = 0
        strokeEnd = 1
        lineWidth = 1
        fillColor = .black
        strokeColor = .clear
    }

    /// The anchor point in the layer's own (bounds) coordinates.
    @inlinable public var anchorInBounds: Point {
        Point(
            x: bounds.origin.x + anchorPoint.x * bounds.size.width,
            y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }

    /// Maps the layer's bounds coordinates to its superlayer's:
    /// `translate(−anchor, −anchorPointZ) × transform × translate(position, zPosition)`, as Core
    /// Animation composes a layer.
    @inlinable public var toParent: Transform3D {
        let a = anchorInBounds
        if transform.isIdentity {
            return Transform3D.translation(position.x - a.x, position.y - a.y, zPosition - anchorPointZ)
        }
        return Transform3D.translation(-a.x, -a.y, -anchorPointZ).concatenating(transform)
            .concatenating(Transform3D.translation(position.x, position.y, zPosition))
    }

    /// UIKit's `frame`: the rectangle the layer covers in its superlayer.
    ///
    /// With an identity transform it is exact: origin `position − anchorPoint × size`, size the
    /// bounds size. Under any other transform it is the smallest axis-aligned rectangle holding
    /// the four transformed corners (after perspective), which is what Core Animation returns;
    /// UIKit documents the value as undefined there, so animators should use `center`,
    /// `bounds` and `transform` instead.
    public var frame: Rect {
        if transform.isIdentity {
            let a = anchorPoint
            return Rect(
                x: position.x - a.x * bounds.size.width, y: position.y - a.y * bounds.size.height,
                width: bounds.size.width, height: bounds.size.height)
        }
        let m = toParent
        return Rect.bounding(bounds.corners.map { m.apply($0) })
    }

    /// The bounds size and position that make a layer with `anchorPoint` and `transform` cover
    /// `frame` (standardized), as Core Animation's frame setter does: with an identity
    /// transform, the frame's size and the anchor's point of it; under a transform acting in
    /// the plane (scale, rotation, translation, shear: no perspective) and invertible, the
    /// size is the frame's taken back through the inverse transform (its bounding box) and the
    /// position puts the transformed bounds' middle at the frame's middle — so a scaled view's
    /// `frame = frame` changes nothing and its bounds stay unscaled, and for scales,
    /// translations and quarter turns the getter reads the frame back. Under a perspective or
    /// a transform that flattens the plane (a zero scale) there is no inverse: the size is the
    /// frame's and the position the anchor's point of it, as with an identity transform.
    public static func placing(frame f: Rect, anchorPoint a: Point, transform t: Transform3D) -> (
        size: Size, position: Point
    ) {
        let plain = (
            size: f.size, position: Point(x: f.origin.x + a.x * f.size.width, y: f.origin.y + a.y * f.size.height)
        )
        // Row vectors: x' = x·m11 + y·m21 + m41, y' = x·m12 + y·m22 + m42 for a point in the plane.
        guard !t.isIdentity, t.m14 == 0, t.m24 == 0, t.m44 == 1 else { return plain }
        let det = t.m11 * t.m22 - t.m21 * t.m12
        guard abs(det) > 1e-12, det.isFinite else { return plain }
        // The inverse of the linear part, as column-vector matrix [[n11, n12], [n21, n22]].
        let n11 = t.m22 / det, n12 = -t.m21 / det, n21 = -t.m12 / det, n22 = t.m11 / det
        let size = Size(
            width: abs(n11) * f.size.width + abs(n12) * f.size.height,
            height: abs(n21) * f.size.width + abs(n22) * f.size.height)
        // The bounds' middle relative to the anchor, through the transform, plus its translation.
        let dx = (0.5 - a.x) * size.width, dy = (0.5 - a.y) * size.height
        let moved = Point(x: dx * t.m11 + dy * t.m21 + t.m41, y: dx * t.m12 + dy * t.m22 + t.m42)
        guard size.width.isFinite, size.height.isFinite, moved.x.isFinite, moved.y.isFinite else { return plain }
        return (size, Point(x: f.midX - moved.x, y: f.midY - moved.y))
    }

    /// The value of an animatable property.
    @inlinable public func value(of p: AnimatableProperty) -> AnimatableValue {
        switch p {
        case .position: return .point(position)
        case .bounds: return .rect(bounds)
        case .transform: return .transform(transform)
        case .opacity: return .scalar(opacity)
        case .backgroundColor: return .color(backgroundColor)
        case .cornerRadius: return .scalar(cornerRadius)
        case .shadowOpacity: return .scalar(shadowOpacity)
        case .strokeStart: return .scalar(strokeStart)
        case .strokeEnd: return .scalar(strokeEnd)
        case .lineWidth: return .scalar(lineWidth)
        case .fillColor: return .color(fillColor)
        case .strokeColor: return .color(strokeColor)
        case .anchorPoint: return .point(anchorPoint)
        case .zPosition: return .scalar(zPosition)
        case .path, .transition, .gradient: return .scalar(0)
        case .borderWidth, .borderColor, .shadowColor, .shadowRadius, .shadowOffset, .sublayerTransform, .lineDashPhase,
            .shadowPath:
            return .scalar(0)
        }
    }

    /// Copies one animatable property from another state.
    @inlinable public mutating func copy(_ p: AnimatableProperty, from o: LayerState) {
        switch p {
        case .position: position = o.position
        case .bounds: bounds = o.bounds
        case .transform: transform = o.transform
        case .opacity: opacity = o.opacity
        case .backgroundColor: backgroundColor = o.backgroundColor
        case .cornerRadius: cornerRadius = o.cornerRadius
        case .shadowOpacity: shadowOpacity = o.shadowOpacity
        case .strokeStart: strokeStart = o.strokeStart
        case .strokeEnd: strokeEnd = o.strokeEnd
        case .lineWidth: lineWidth = o.lineWidth
        case .fillColor: fillColor = o.fillColor
        case .strokeColor: strokeColor = o.strokeColor
        case .anchorPoint: anchorPoint = o.anchorPoint
        case .zPosition: zPosition = o.zPosition
        case .path, .transition, .gradient: break
        case .borderWidth, .borderColor, .shadowColor, .shadowRadius, .shadowOffset, .sublayerTransform, .lineDashPhase,
            .shadowPath:
            break
        }
    }

    /// Sets an animatable property; a value of the wrong kind is ignored.
    @inlinable public mutating func set(_ p: AnimatableProperty, _ v: AnimatableValue) {
        switch (p, v) {
        case (.position, .point(let x)): position = x
        case (.bounds, .rect(let x)): bounds = x
        case (.transform, .transform(let x)): transform = x
        case (.opacity, .scalar(let x)): opacity = x
        case (.backgroundColor, .color(let x)): backgroundColor = x
        case (.cornerRadius, .scalar(let x)): cornerRadius = x
        case (.shadowOpacity, .scalar(let x)): shadowOpacity = x
        case (.strokeStart, .scalar(let x)): strokeStart = x
        case (.strokeEnd, .scalar(let x)): strokeEnd = x
        case (.lineWidth, .scalar(let x)): lineWidth = x
        case (.fillColor, .color(let x)): fillColor = x
        case (.strokeColor, .color(let x)): strokeColor = x
        case (.anchorPoint, .point(let x)): anchorPoint = x
        case (.zPosition, .scalar(let x)): zPosition = x
        default: break
        }
    }
}

/// A layer's drawing properties that no animation moves: kept beside ``LayerState`` (which
/// every frame copies) rather than in it.
public struct LayerExtras: Hashable, Sendable {
    /// Applied to the sublayers about the anchor point (see ``Layer/sublayerTransform``).
    public var sublayerTransform: Transform3D = .identity
    /// Border width, points (see ``Layer/borderWidth``).
    public var borderWidth: Double = 0
    /// Border colour (see ``Layer/borderColor``).
    public var borderColor: Color = .black
    /// Shadow colour (Core Animation's `shadowColor`, opaque black by default).
    public var shadowColor: Color = .black
    /// Blur radius, points (`shadowRadius`, default 3): the shadow is the rounded bounds blurred
    /// by a Gaussian of standard deviation radius ÷ 2.
    public var shadowRadius: Double = 3
    /// Offset of the shadow in the layer's own coordinates, points (`shadowOffset`, default
    /// (0, −3) as in Core Animation).
    public var shadowOffset: Point = Point(x: 0, y: -3)
    /// Core Animation's `shadowPath`: the shape that casts the shadow instead of the bounds;
    /// nil: the bounds. Drawn as its bounding box (rounded by the corner radius) blurred — exact
    /// for the rectangles and rounded rectangles it almost always is (set for speed on iOS).
    public var shadowPath: Path? = nil
    /// A shape layer's path (Core Animation's `CAShapeLayer.path`); nil: the layer draws no
    /// shape (every plain layer, and a shape layer whose path was not set).
    public var path: Path? = nil
    /// How the path's fill decides inside (`fillRule`).
    public var fillRule: FillRule = .nonZero
    /// The stroke's caps (`lineCap`).
    public var lineCap: StrokeStyle.Cap = .butt
    /// The stroke's joins (`lineJoin`).
    public var lineJoin: StrokeStyle.Join = .miter
    /// The longest miter, in half line widths (`miterLimit`).
    public var miterLimit: Double = 10
    /// The stroke's dash pattern and phase (`lineDashPattern`, `lineDashPhase`; see
    /// ``StrokeStyle/dashes``); empty: solid.
    public var lineDashPattern: [Double] = []
    public var lineDashPhase: Double = 0
    /// The layer whose alpha masks this one and its sublayers (Core Animation's `mask`), in
    /// this layer's coordinates; nil: none. See ``View/mask``.
    public var mask: MaskReference? = nil
    /// A gradient layer's gradient (Core Animation's `CAGradientLayer`), drawn over the
    /// background inside the rounded bounds; nil: none.
    public var gradient: GradientStyle? = nil
    /// The layer's `contents`: a picture drawn over the background and gradient, stretched to
    /// fill the bounds (Core Animation's default `contentsGravity`, resize); nil: none.
    public var contents: Picture? = nil

    /// The defaults: no sublayer transform, no border, no shadow, no shape, no mask, no gradient.
    public init() {}

    /// The value of an animatable property held here (``AnimatableProperty/isExtra``); a
    /// shadow offset is a rect at the origin whose size is the offset (as `bounds.size`), the
    /// shadow path a placeholder (its animations name paths by index).
    public func value(of p: AnimatableProperty) -> AnimatableValue {
        switch p {
        case .borderWidth: return .scalar(borderWidth)
        case .borderColor: return .color(borderColor)
        case .shadowColor: return .color(shadowColor)
        case .shadowRadius: return .scalar(shadowRadius)
        case .shadowOffset: return .rect(Rect(x: 0, y: 0, width: shadowOffset.x, height: shadowOffset.y))
        case .sublayerTransform: return .transform(sublayerTransform)
        case .lineDashPhase: return .scalar(lineDashPhase)
        default: return .scalar(0)
        }
    }

    /// Sets an animatable property held here; a value of the wrong kind is ignored.
    public mutating func set(_ p: AnimatableProperty, _ v: AnimatableValue) {
        switch (p, v) {
        case (.borderWidth, .scalar(let x)): borderWidth = x
        case (.borderColor, .color(let x)): borderColor = x
        case (.shadowColor, .color(let x)): shadowColor = x
        case (.shadowRadius, .scalar(let x)): shadowRadius = x
        case (.shadowOffset, .rect(let r)): shadowOffset = Point(x: r.size.width, y: r.size.height)
        case (.shadowOffset, .point(let o)): shadowOffset = o
        case (.sublayerTransform, .transform(let t)): sublayerTransform = t
        case (.lineDashPhase, .scalar(let x)): lineDashPhase = x
        default: break
        }
    }
}

/// A mask view held by ``LayerExtras/mask``, compared by identity (two extras are equal when
/// they name the same mask view).
// Sendable so that layer state (a value) is: other threads only compare the reference by identity;
// the mask view itself is used on the thread that owns its layer tree.
public struct MaskReference: Hashable, @unchecked Sendable {
    /// The mask view (it has no superview; its layer's superlayer is the masked layer, so that
    /// it shares that layer's time).
    public let view: View
    /// Holds `view`.
    public init(_ view: View) { self.view = view }
    public static func == (a: MaskReference, b: MaskReference) -> Bool { a.view === b.view }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(view)) }
}

/// A `CAGradientLayer`'s gradient: `colors` at `locations` along the axis from `startPoint` to
/// `endPoint`, both in unit coordinates of the bounds ((0, 0) top-left, (1, 1) bottom-right).
/// Axial only: Core Animation's radial and conic types are drawn as axial (documented).
public struct GradientStyle: Hashable, Sendable {
    /// The colours, at least one.
    public var colors: [Color]
    /// Where each colour sits on the axis (0 the start point, 1 the end point; any finite
    /// numbers, see ``rendered(size:)``), one per colour; nil: evenly spaced (Core Animation's
    /// default).
    public var locations: [Double]?
    /// The axis, in unit coordinates (Core Animation's defaults: top middle to bottom middle).
    public var startPoint: Point = Point(x: 0.5, y: 0)
    public var endPoint: Point = Point(x: 0.5, y: 1)

    /// A gradient of `colors`.
    public init(
        colors: [Color], locations: [Double]? = nil, startPoint: Point = Point(x: 0.5, y: 0),
        endPoint: Point = Point(x: 0.5, y: 1)
    ) {
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// The parts of a gradient an animation moves (Core Animation's `colors`, `locations`,
    /// `startPoint`, `endPoint` key paths).
    public struct Components: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The colours.
        public static let colors = Components(rawValue: 1)
        /// The stops' locations.
        public static let locations = Components(rawValue: 2)
        /// The axis start.
        public static let startPoint = Components(rawValue: 4)
        /// The axis end.
        public static let endPoint = Components(rawValue: 8)
        /// Every part.
        public static let all: Components = [.colors, .locations, .startPoint, .endPoint]
    }

    /// The gradient `t` of the way to `other`, in `parts` (the others are this one's):
    /// colours mixed stop by stop and locations moved when both have as many (nil locations
    /// counting as evenly spaced), the axis moved; nil when colours or locations are to move
    /// and the colour counts differ (Core Animation's result is undefined there; the caller
    /// switches half way).
    public func interpolated(to other: GradientStyle, _ t: Double, parts: Components = .all) -> GradientStyle? {
        if !parts.isDisjoint(with: [.colors, .locations]) {
            guard let all = interpolated(to: other, t) else { return nil }
            return merging(all, parts)
        }
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        var g = self
        if parts.contains(.startPoint) { g.startPoint = mix(startPoint, other.startPoint) }
        if parts.contains(.endPoint) { g.endPoint = mix(endPoint, other.endPoint) }
        return g
    }

    /// The whole gradient `t` of the way to `other` (nil when the colour counts differ).
    private func interpolated(to other: GradientStyle, _ t: Double) -> GradientStyle? {
        guard colors.count == other.colors.count else { return nil }
        let n = colors.count
        func places(_ g: GradientStyle) -> [Double] {
            g.locations.flatMap { $0.count == n ? $0 : nil } ?? (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        }
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let a = places(self), b = places(other)
        let locations: [Double]? =
            (self.locations == nil && other.locations == nil) ? nil : zip(a, b).map { $0 + ($1 - $0) * t }
        return GradientStyle(
            colors: zip(colors, other.colors).map { $0.interpolated(to: $1, t) }, locations: locations,
            startPoint: mix(startPoint, other.startPoint), endPoint: mix(endPoint, other.endPoint))
    }

    /// This gradient with `parts` taken from `other`.
    public func merging(_ other: GradientStyle, _ parts: Components) -> GradientStyle {
        var g = self
        if parts.contains(.colors) { g.colors = other.colors }
        if parts.contains(.locations) { g.locations = other.locations }
        if parts.contains(.startPoint) { g.startPoint = other.startPoint }
        if parts.contains(.endPoint) { g.endPoint = other.endPoint }
        return g
    }

    /// The render model's form for a layer whose bounds have `size`: stops at the locations
    /// (or evenly spaced), the axis in the bounds' own points.
    ///
    /// Locations may be any finite numbers, as Core Animation draws them: a stop outside 0…1
    /// lies beyond the axis's end, so the colour at the end is interpolated between the stops
    /// around it (the gradient-wipe trick slides stops from below 0 to above 1 and the band
    /// moves smoothly across); past the first and last stop the end colours extend. Out of
    /// order (which Apple documents as giving a wrong gradient), a stop sits at the largest
    /// location before it: a hard edge where the list goes back.
    public func rendered(size: Size) -> RenderGradient {
        let n = colors.count
        let places =
            locations.flatMap { $0.count == n ? $0 : nil } ?? (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        var last = -Double.infinity
        let all = zip(places, colors).map { place, color -> RenderGradient.Stop in
            last = max(last, place)
            return RenderGradient.Stop(location: last, color: color)
        }
        return RenderGradient(
            stops: GradientStyle.clipped(all),
            start: Point(x: startPoint.x * size.width, y: startPoint.y * size.height),
            end: Point(x: endPoint.x * size.width, y: endPoint.y * size.height))
    }

    /// `stops` (ascending, any finite locations) as stops within 0…1 that draw the same
    /// colours along the axis: those inside kept, and where stops lie beyond an end, a stop at
    /// that end with the colour interpolated there.
    static func clipped(_ stops: [RenderGradient.Stop]) -> [RenderGradient.Stop] {
        guard let first = stops.first, let final = stops.last else { return stops }
        if first.location >= 0 && final.location <= 1 { return stops }
        func color(at u: Double) -> Color {
            if u <= first.location { return first.color }
            if u >= final.location { return final.color }
            for (a, b) in zip(stops, stops.dropFirst()) where u <= b.location {
                let span = b.location - a.location
                return span > 0 ? a.color.interpolated(to: b.color, (u - a.location) / span) : b.color
            }
            return final.color
        }
        var out = [RenderGradient.Stop(location: 0, color: color(at: 0))]
        out += stops.filter { $0.location > 0 && $0.location < 1 }
        out.append(RenderGradient.Stop(location: 1, color: color(at: 1)))
        return out
    }
}
