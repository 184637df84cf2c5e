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
    /// `cornerRadius`, `shadowOpacity`, `anchorPoint`, `zPosition`, `borderWidth`,
    /// `borderColor`, `shadowColor`, `shadowRadius`, `shadowOffset` (sizes), `shadowPath`,
    /// `sublayerTransform`, and a shape layer's `strokeStart`, `strokeEnd`, `lineWidth`,
    /// `fillColor`, `strokeColor`, `lineDashPhase`, `path` (`path` and `shadowPath` values name
    /// paths by index, see ``ExplicitAnimation/paths``).
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
    /// A gradient layer's `colors`, `locations`, `startPoint` or `endPoint`: the values name
    /// gradients by index (see ``ExplicitAnimation/gradients``), of which the animation moves
    /// this part.
    case gradient(GradientStyle.Components)

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
        case "anchorPoint": self = .property(.anchorPoint)
        case "zPosition": self = .property(.zPosition)
        case "borderWidth": self = .property(.borderWidth)
        case "borderColor": self = .property(.borderColor)
        case "shadowColor": self = .property(.shadowColor)
        case "shadowRadius": self = .property(.shadowRadius)
        case "shadowOffset": self = .property(.shadowOffset)
        case "shadowPath": self = .property(.shadowPath)
        case "sublayerTransform": self = .property(.sublayerTransform)
        case "lineDashPhase": self = .property(.lineDashPhase)
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
        case "colors": self = .gradient(.colors)
        case "locations": self = .gradient(.locations)
        case "startPoint": self = .gradient(.startPoint)
        case "endPoint": self = .gradient(.endPoint)
        default: return nil
        }
    }

    /// Every key path the engine animates, as Core Animation spells them (for messages).
    public static let supported = [
        "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width",
        "bounds.size.height", "transform", "transform.rotation", "transform.rotation.x",
        "transform.rotation.y", "transform.rotation.z", "transform.scale", "transform.scale.x",
        "transform.scale.y", "transform.scale.z", "transform.translation.x", "transform.translation.y",
        "transform.translation.z", "opacity", "backgroundColor", "cornerRadius", "shadowOpacity",
        "strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor", "path",
        "colors", "locations", "startPoint", "endPoint", "anchorPoint", "zPosition", "borderWidth", "borderColor",
        "shadowColor", "shadowRadius", "shadowOffset", "shadowPath", "sublayerTransform", "lineDashPhase"
    ]

    /// The layer property the animation occupies.
    public var property: AnimatableProperty {
        switch self {
        case .property(let p): return p
        case .positionX, .positionY: return .position
        case .boundsSize, .boundsWidth, .boundsHeight: return .bounds
        case .rotation, .scale, .translation: return .transform
        case .gradient: return .gradient
        }
    }

    /// True when the values are numbers (every component but `bounds.size`).
    public var takesNumbers: Bool {
        switch self {
        case .property(let p):
            switch p {
            case .opacity, .cornerRadius, .shadowOpacity, .strokeStart, .strokeEnd, .lineWidth, .path, .zPosition,
                .borderWidth, .shadowRadius,
                .lineDashPhase, .shadowPath:
                return true
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
        case .rotation, .translation, .gradient: return .scalar(0)
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
        guard LayerKeyPath.isPlanar(t) else { return transform(v) }
        var (sx, sy) = LayerKeyPath.planarScales(t)
        // The old angle only when it is kept: a rotation replaces it (no atan2 per frame).
        var angle = 0.0
        if sx > 0 { if case .rotation(axis: 2) = self {} else { angle = atan2(t.m12, t.m11) } }
        var tx = t.m41, ty = t.m42, tz = t.m43
        switch self {
        case .rotation(axis: 2): angle = v
        case .scale(axis: nil):
            sx = v
            sy = v
        case .scale(axis: 0): sx = v
        case .scale(axis: 1): sy = v
        case .translation(axis: 0): tx = v
        case .translation(axis: 1): ty = v
        case .translation(axis: 2): tz = v
        default: return transform(v)
        }
        let c = cos(angle), s = sin(angle)
        var out = Transform3D.identity
        out.m11 = sx * c
        out.m12 = sx * s
        out.m21 = -sy * s
        out.m22 = sy * c
        out.m41 = tx
        out.m42 = ty
        out.m43 = tz
        return out
    }

    /// The x and y scales of planar `t` (no skew: y's is the determinant over x's).
    @inline(__always) static func planarScales(_ t: Transform3D) -> (Double, Double) {
        if t.m11 == 1 && t.m12 == 0 {
            // Unturned with x scale 1 (the identity among them): the same values without the
            // square root and the division, which would give exactly 1 and divide by it.
            return (1, t.m11 * t.m22 - t.m12 * t.m21)
        }
        let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        return (sx, sx > 0 ? (t.m11 * t.m22 - t.m12 * t.m21) / sx : (t.m21 * t.m21 + t.m22 * t.m22).squareRoot())
    }

    /// `transform.rotation.z` set to `v` in `t`, in place, as ``setting(_:in:)`` sets it, with
    /// `parts` remembering the scales and translation it kept and the turn it wrote: when `t`
    /// still holds exactly that (the usual case: the last frame's presentation of the same
    /// animation), the scales are reused instead of split out of the matrix again (a square
    /// root and a division per frame, and the last bit of the scale no longer drifts from
    /// frame to frame). Anything else in `t` (a new model value, another animation's write)
    /// splits it afresh.
    @inline(__always) static func setRotationZ(_ v: Double, in t: inout Transform3D, parts k: inout RotationParts) {
        let sx: Double, sy: Double
        if t.m11 == k.sx * k.c && t.m12 == k.sx * k.s && t.m21 == -k.sy * k.s && t.m22 == k.sy * k.c
            && t.m41 == k.tx && t.m42 == k.ty && t.m43 == k.tz && isPlanar(t)
        {
            sx = k.sx
            sy = k.sy
        } else {
            guard isPlanar(t) else {
                t = LayerKeyPath.rotation(axis: 2).transform(v)
                k = .none
                return
            }
            (sx, sy) = planarScales(t)
        }
        let c = cos(v), s = sin(v)
        // The identity's entries out of the plane (as `setting` builds it), the translation kept.
        t.m11 = sx * c
        t.m12 = sx * s
        t.m13 = 0
        t.m14 = 0
        t.m21 = -sy * s
        t.m22 = sy * c
        t.m23 = 0
        t.m24 = 0
        t.m31 = 0
        t.m32 = 0
        t.m33 = 1
        t.m34 = 0
        t.m44 = 1
        k = RotationParts(sx: sx, sy: sy, tx: t.m41, ty: t.m42, tz: t.m43, c: c, s: s)
    }

    /// True for a transform in the plane (an affine map, plus any z translation): the ones
    /// whose scale, rotation about z and translation components are split out.
    static func isPlanar(_ t: Transform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
            && t.m44 == 1
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
    init(_ k: LayerKeyPath, _ a: Double, _ b: Double) {
        keyPath = k
        from = a
        delta = b - a
    }
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
    init(_ k: LayerKeyPath, _ t: KeyframeTrack) {
        keyPath = k
        track = t
    }
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
    init(_ a: Size, _ b: Size) {
        from = a
        to = b
    }
    override func apply(_ p: Double, to s: inout LayerState) {
        s.bounds.size = Size(
            width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p)
    }
}

/// Core Animation's additive animations (`isAdditive`): the animated value is *added* to what
/// the layer shows (the model, with the animations added before this one applied), which the
/// engine rebuilds each frame for layers that have one — the classic shake is an additive
/// `position.x` keyframe animation through 0, 10, −10, 10, 0 around wherever the view is.
/// Numbers, points, rects and colours add component by component; a whole transform is
/// concatenated before the shown one; a transform component adds to that component of a
/// transform in the plane (a rotation angle, a scale, a translation), else its transform is
/// concatenated.
final class AdditiveTrack: AnimationTrack {
    let keyPath: LayerKeyPath
    let basic: ValueInterpolator?
    let keyframes: KeyframeTrack?

    init(_ k: LayerKeyPath, _ content: Animation.Content) {
        keyPath = k
        switch content {
        case let .basic(from, to):
            basic = ValueInterpolator(from: from, to: to)
            keyframes = nil
        case let .keyframes(track):
            basic = nil
            keyframes = track
        }
    }

    override func apply(_ p: Double, to s: inout LayerState) {
        guard let v = basic?.at(p) ?? keyframes?.value(at: p) else { return }
        switch (keyPath, v) {
        case let (.property(prop), _): s.set(prop, AdditiveTrack.sum(s.value(of: prop), v))
        case let (.positionX, .scalar(x)): s.position.x += x
        case let (.positionY, .scalar(y)): s.position.y += y
        case let (.boundsWidth, .scalar(w)): s.bounds.size.width += w
        case let (.boundsHeight, .scalar(h)): s.bounds.size.height += h
        case let (.boundsSize, .rect(r)):
            s.bounds.size.width += r.size.width
            s.bounds.size.height += r.size.height
        case let (.rotation, .scalar(x)), let (.scale, .scalar(x)), let (.translation, .scalar(x)):
            if let current = keyPath.component(of: s.transform) {
                s.transform = keyPath.setting(current + x, in: s.transform)
            } else {
                s.transform = keyPath.transform(x).concatenating(s.transform)
            }
        default: break
        }
    }

    /// `a + b` for one property's values.
    static func sum(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(x + y)
        case let (.point(x), .point(y)): return .point(x + y)
        case let (.rect(x), .rect(y)):
            return .rect(
                Rect(
                    x: x.origin.x + y.origin.x, y: x.origin.y + y.origin.y, width: x.size.width + y.size.width,
                    height: x.size.height + y.size.height))
        case let (.color(x), .color(y)):
            return .color(
                Color(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: x.alpha + y.alpha))
        case let (.transform(x), .transform(y)): return .transform(y.concatenating(x))
        default: return a
        }
    }
}

extension LayerKeyPath {
    /// This transform component's value in `t` when `t` is a transform in the plane (nil
    /// otherwise, or for a component the plane does not split out).
    func component(of t: Transform3D) -> Double? {
        guard LayerKeyPath.isPlanar(t) else { return nil }
        let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        switch self {
        case .rotation(axis: 2): return sx > 0 ? atan2(t.m12, t.m11) : 0
        case .scale(axis: nil), .scale(axis: 0): return sx
        case .scale(axis: 1):
            return sx > 0 ? (t.m11 * t.m22 - t.m12 * t.m21) / sx : (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
        case .translation(axis: 0): return t.m41
        case .translation(axis: 1): return t.m42
        case .translation(axis: 2): return t.m43
        default: return nil
        }
    }
}
