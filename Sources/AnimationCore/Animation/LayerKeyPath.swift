import Foundation

/// The key path of an explicit animation, as Core Animation spells it: a whole animatable
/// property, or one component of one.
///
/// A component animation writes only its component, over whatever the layer shows otherwise.
/// Transform components follow Core Animation's value functions (`CAValueFunction`): the
/// animated number *sets* its component (`transform.rotation.z` 0 → 2π is one full turn,
/// which no interpolation between two matrices can express) and keeps the others of a
/// transform in the plane (see ``setting(_:in:)``). Explicit animations of one property run
/// together (say `position.x` and `position.y`, or `transform.scale` and
/// `transform.rotation.z`), each applied over the ones added before it.
public enum LayerKeyPath: Hashable, Sendable {
    /// A whole property: `position`, `bounds`, `transform`, `opacity`, `backgroundColor`,
    /// `cornerRadius`, `shadowOpacity`, and a shape layer's `strokeStart`, `strokeEnd`,
    /// `lineWidth`, `fillColor`, `strokeColor`, `path` (whose values name paths by index, see
    /// ``ExplicitAnimation/paths``).
    case property(AnimatableProperty)
    /// `position.x`, `position.y`: a number.
    case positionX, positionY
    /// `bounds.size`: a size (as a rect's size; the origin stays); `bounds.size.width`,
    /// `bounds.size.height`: a number.
    case boundsSize, boundsWidth, boundsHeight
    /// `transform.rotation.x`/`.y`/`.z` (`transform.rotation` is `.z`): radians.
    case rotation(axis: Int)
    /// `transform.scale` (uniform in x and y), `transform.scale.x`/`.y`/`.z`.
    case scale(axis: Int?)
    /// `transform.translation.x`/`.y`/`.z`, points.
    case translation(axis: Int)

    /// Parses Core Animation's spelling; nil for a key path this engine does not animate.
    public init?(_ text: String) {
        switch text {
        case "position": self = .property(.position)
        case "bounds": self = .property(.bounds)
        case "transform": self = .property(.transform)
        case "opacity": self = .property(.opacity)
        case "backgroundColor": self = .property(.backgroundColor)
        case "cornerRadius": self = .property(.cornerRadius)
        case "shadowOpacity": self = .property(.shadowOpacity)
        case "strokeStart": self = .property(.strokeStart)
        case "strokeEnd": self = .property(.strokeEnd)
        case "lineWidth": self = .property(.lineWidth)
        case "fillColor": self = .property(.fillColor)
        case "strokeColor": self = .property(.strokeColor)
        case "path": self = .property(.path)
        case "position.x": self = .positionX
        case "position.y": self = .positionY
        case "bounds.size": self = .boundsSize
        case "bounds.size.width": self = .boundsWidth
        case "bounds.size.height": self = .boundsHeight
        case "transform.rotation", "transform.rotation.z": self = .rotation(axis: 2)
        case "transform.rotation.x": self = .rotation(axis: 0)
        case "transform.rotation.y": self = .rotation(axis: 1)
        case "transform.scale": self = .scale(axis: nil)
        case "transform.scale.x": self = .scale(axis: 0)
        case "transform.scale.y": self = .scale(axis: 1)
        case "transform.scale.z": self = .scale(axis: 2)
        case "transform.translation.x": self = .translation(axis: 0)
        case "transform.translation.y": self = .translation(axis: 1)
        case "transform.translation.z": self = .translation(axis: 2)
        default: return nil
        }
    }

    /// Every key path the engine animates, as Core Animation spells them (for messages).
    public static let supported = ["position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width",
                                   "bounds.size.height", "transform", "transform.rotation", "transform.rotation.x",
                                   "transform.rotation.y", "transform.rotation.z", "transform.scale", "transform.scale.x",
                                   "transform.scale.y", "transform.scale.z", "transform.translation.x", "transform.translation.y",
                                   "transform.translation.z", "opacity", "backgroundColor", "cornerRadius", "shadowOpacity",
                                   "strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor", "path"]

    /// The layer property the animation occupies.
    public var property: AnimatableProperty {
        switch self {
        case .property(let p): return p
        case .positionX, .positionY: return .position
        case .boundsSize, .boundsWidth, .boundsHeight: return .bounds
        case .rotation, .scale, .translation: return .transform
        }
    }

    /// True when the values are numbers (every component but `bounds.size`).
    public var takesNumbers: Bool {
        switch self {
        case .property(let p):
            switch p {
            case .opacity, .cornerRadius, .shadowOpacity, .strokeStart, .strokeEnd, .lineWidth, .path: return true
            default: return false
            }
        case .boundsSize: return false
        default: return true
        }
    }

    /// The current value at this key path in `s` (a number for the scalar components; for
    /// transform components the value a value function starts from on an identity transform:
    /// 0 for rotations and translations, 1 for scales).
    public func value(in s: LayerState) -> AnimatableValue {
        switch self {
        case .property(let p): return s.value(of: p)
        case .positionX: return .scalar(s.position.x)
        case .positionY: return .scalar(s.position.y)
        case .boundsSize: return .rect(Rect(origin: .zero, size: s.bounds.size))
        case .boundsWidth: return .scalar(s.bounds.size.width)
        case .boundsHeight: return .scalar(s.bounds.size.height)
        case .rotation, .translation: return .scalar(0)
        case .scale: return .scalar(1)
        }
    }

    /// `t` with this transform component set to `v`, as Core Animation's value functions set
    /// one component and keep the others: a transform in the plane (the usual case) is split
    /// into scale, rotation about z and translation (no skew), the component replaced, and the
    /// parts put back together — so `transform.scale` and `transform.rotation.z` animations run
    /// together, and on a scaled layer a rotation keeps the scale. Rotations about x or y, a z
    /// scale, or any transform out of the plane: the component's own transform replaces `t`.
    func setting(_ v: Double, in t: Transform3D) -> Transform3D {
        let planar = t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m44 == 1
        guard planar else { return transform(v) }
        var sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        var angle = sx > 0 ? atan2(t.m12, t.m11) : 0
        var sy = sx > 0 ? (t.m11 * t.m22 - t.m12 * t.m21) / sx : (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
        var tx = t.m41, ty = t.m42, tz = t.m43
        switch self {
        case .rotation(axis: 2): angle = v
        case .scale(axis: nil): sx = v; sy = v
        case .scale(axis: 0): sx = v
        case .scale(axis: 1): sy = v
        case .translation(axis: 0): tx = v
        case .translation(axis: 1): ty = v
        case .translation(axis: 2): tz = v
        default: return transform(v)
        }
        let c = cos(angle), s = sin(angle)
        var out = Transform3D.identity
        out.m11 = sx * c; out.m12 = sx * s; out.m21 = -sy * s; out.m22 = sy * c
        out.m41 = tx; out.m42 = ty; out.m43 = tz
        return out
    }

    /// The transform a transform component's value makes.
    func transform(_ v: Double) -> Transform3D {
        switch self {
        case .rotation(let axis): return .rotation(v, x: axis == 0 ? 1 : 0, y: axis == 1 ? 1 : 0, z: axis == 2 ? 1 : 0)
        case .scale(let axis):
            guard let axis else { return .scale(v, v, 1) }
            return .scale(axis == 0 ? v : 1, axis == 1 ? v : 1, axis == 2 ? v : 1)
        case .translation(let axis): return .translation(axis == 0 ? v : 0, axis == 1 ? v : 0, axis == 2 ? v : 0)
        default: return .identity
        }
    }
}

/// Writes one component of a property (see ``LayerKeyPath``): a number interpolated, then
/// put in its place.
final class ComponentTrack: AnimationTrack {
    let keyPath: LayerKeyPath
    let from: Double, delta: Double
    init(_ k: LayerKeyPath, _ a: Double, _ b: Double) { keyPath = k; from = a; delta = b - a }
    override func apply(_ p: Double, to s: inout LayerState) { ComponentTrack.write(keyPath, from + delta * p, to: &s) }

    /// Puts the number `v` in `keyPath`'s place in `s`.
    @inline(__always) static func write(_ keyPath: LayerKeyPath, _ v: Double, to s: inout LayerState) {
        switch keyPath {
        case .positionX: s.position.x = v
        case .positionY: s.position.y = v
        case .boundsWidth: s.bounds.size.width = v
        case .boundsHeight: s.bounds.size.height = v
        case .rotation, .scale, .translation: s.transform = keyPath.setting(v, in: s.transform)
        default: break
        }
    }
}

/// Keyframes of a component: the track's number at each progress, put in its place (for
/// `bounds.size`, the track's rects' sizes).
final class ComponentKeyframeTrack: AnimationTrack {
    let keyPath: LayerKeyPath
    let track: KeyframeTrack
    init(_ k: LayerKeyPath, _ t: KeyframeTrack) { keyPath = k; track = t }
    override func apply(_ p: Double, to s: inout LayerState) {
        switch track.value(at: p) {
        case .scalar(let v): ComponentTrack.write(keyPath, v, to: &s)
        case .rect(let r) where keyPath == .boundsSize: s.bounds.size = r.size
        default: break
        }
    }
}

/// `bounds.size`: the size interpolated, the origin left as shown.
final class BoundsSizeTrack: AnimationTrack {
    let from: Size, to: Size
    init(_ a: Size, _ b: Size) { from = a; to = b }
    override func apply(_ p: Double, to s: inout LayerState) {
        s.bounds.size = Size(width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p)
    }
}
