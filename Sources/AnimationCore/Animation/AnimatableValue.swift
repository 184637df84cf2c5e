/// The layer properties that animate (UIKit's animatable view properties; `frame` animates as
/// `position` plus `bounds`, and `center` is `position`).
public enum AnimatableProperty: String, Codable, Sendable, CaseIterable {
    /// `position`: the anchor point's location in the superlayer, points (UIKit's `center`).
    case position
    /// `bounds`: the layer's own coordinate rectangle, points.
    case bounds
    /// `transform`: the layer's 3D transform (UIKit's affine `transform` lives here too).
    case transform
    /// `opacity`: UIKit's `alpha`, 0…1.
    case opacity
    /// `backgroundColor`.
    case backgroundColor
    /// `cornerRadius`, points.
    case cornerRadius
    /// `shadowOpacity`, 0…1.
    case shadowOpacity
    /// A shape layer's `strokeStart`, 0…1 of the path's length.
    case strokeStart
    /// A shape layer's `strokeEnd`, 0…1 of the path's length.
    case strokeEnd
    /// A shape layer's `lineWidth`, points.
    case lineWidth
    /// A shape layer's `fillColor`.
    case fillColor
    /// A shape layer's `strokeColor`.
    case strokeColor
    /// A shape layer's `path`. Its animations carry their paths themselves (``Animation/paths``)
    /// and animate a phase, which the render model turns into the path shown; the state holds
    /// no path (paths are arrays, and ``LayerState`` stays a plain value).
    case path
    /// A `CATransition` on the layer (``LayerTransition``): its animation animates a progress
    /// that the render model turns into the two pictures' places and opacities; the state holds
    /// nothing for it. One per layer, as Core Animation keys transitions by `kCATransition`.
    case transition
    /// A gradient layer's gradient (``GradientStyle``): explicit animations of `colors`,
    /// `locations`, `startPoint` and `endPoint` carry gradients and animate a phase, as path
    /// animations do; the state holds nothing for it (``Layer/presentationGradient``).
    case gradient
    /// `anchorPoint`, unit coordinates of the bounds: explicit animations only (UIKit's blocks
    /// do not animate it, as on iOS).
    case anchorPoint
    /// `zPosition`, points: explicit animations only.
    case zPosition
    /// The properties Core Animation animates that live in ``LayerExtras`` rather than in
    /// ``LayerState`` (so that the per-frame state stays small): `borderWidth`, `borderColor`,
    /// `shadowColor`, `shadowRadius`, `shadowOffset` (a size: a rect at the origin, as
    /// `bounds.size`), `sublayerTransform`, a shape layer's `lineDashPhase`, and `shadowPath`
    /// (named by index, as `path`). Only explicit animations move them; the render model reads
    /// them through ``Layer/presentationExtras``. See ``isExtra``.
    case borderWidth, borderColor, shadowColor, shadowRadius, shadowOffset, sublayerTransform, lineDashPhase, shadowPath

    /// True for the properties held in ``LayerExtras`` (their animations write nothing into
    /// ``LayerState``; ``Layer/presentationExtras`` applies them).
    @inlinable public var isExtra: Bool { bit >= 17 }

    /// The property's bit in per-layer masks and its slot in the engine's store; the most
    /// often animated properties come first, so their slots are adjacent in memory.
    @inlinable var bit: Int {
        switch self {
        case .position: return 0
        case .transform: return 1
        case .opacity: return 2
        case .bounds: return 3
        case .backgroundColor: return 4
        case .cornerRadius: return 5
        case .shadowOpacity: return 6
        case .strokeStart: return 7
        case .strokeEnd: return 8
        case .lineWidth: return 9
        case .fillColor: return 10
        case .strokeColor: return 11
        case .path: return 12
        case .transition: return 13
        case .gradient: return 14
        case .anchorPoint: return 15
        case .zPosition: return 16
        case .borderWidth: return 17
        case .borderColor: return 18
        case .shadowColor: return 19
        case .shadowRadius: return 20
        case .shadowOffset: return 21
        case .sublayerTransform: return 22
        case .lineDashPhase: return 23
        case .shadowPath: return 24
        }
    }
}

/// A value of one of the ``AnimatableProperty`` types.
public enum AnimatableValue: Hashable, Sendable {
    /// A number (opacity, corner radius).
    case scalar(Double)
    /// A point (position).
    case point(Point)
    /// A rectangle (bounds).
    case rect(Rect)
    /// A 3D transform.
    case transform(Transform3D)
    /// A colour.
    case color(Color)

    /// True when every number in the value is finite.
    public var isFinite: Bool {
        switch self {
        case .scalar(let v): return v.isFinite
        case .point(let p): return p.isFinite
        case .rect(let r): return r.isFinite
        case .transform(let t): return t.isFinite
        case .color(let c): return c.isFinite
        }
    }

    /// The components as a flat list, used for paced keyframe distances and cubic splines.
    public var components: [Double] {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [p.x, p.y]
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .transform(let t): return t.rows
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        }
    }

    /// A value of the same kind as `self` built from `components` (the inverse of ``components``).
    public func with(components c: [Double]) -> AnimatableValue {
        switch self {
        case .scalar: return .scalar(c[0])
        case .point: return .point(Point(x: c[0], y: c[1]))
        case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: return .transform(Transform3D(rows: c))
        case .color: return .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        }
    }
}

/// Interpolates between two values of one property, with everything that can be computed
/// once (transform decompositions) computed at creation.
public enum ValueInterpolator: Sendable {
    /// Two numbers.
    case scalar(Double, Double)
    /// Two points.
    case point(Point, Point)
    /// Two rectangles (componentwise).
    case rect(Rect, Rect)
    /// Two colours (componentwise RGBA).
    case color(Color, Color)
    /// Two transforms (decomposed, see ``TransformInterpolator``).
    case transform(TransformInterpolator)

    /// Prepares the interpolation from `a` to `b`; `nil` when the kinds differ.
    public init?(from a: AnimatableValue, to b: AnimatableValue) {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): self = .scalar(x, y)
        case let (.point(x), .point(y)): self = .point(x, y)
        case let (.rect(x), .rect(y)): self = .rect(x, y)
        case let (.color(x), .color(y)): self = .color(x, y)
        case let (.transform(x), .transform(y)): self = .transform(TransformInterpolator(from: x, to: y))
        default: return nil
        }
    }

    /// The value at progress `t` (0 the start, 1 the end; outside extrapolates).
    @inlinable public func at(_ t: Double) -> AnimatableValue {
        switch self {
        case let .scalar(a, b): return .scalar(a + (b - a) * t)
        case let .point(a, b): return .point(a.interpolated(to: b, t))
        case let .rect(a, b): return .rect(a.interpolated(to: b, t))
        case let .color(a, b): return .color(a.interpolated(to: b, t))
        case let .transform(i): return .transform(i.at(t))
        }
    }
}
