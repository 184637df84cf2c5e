import Foundation

/// Interpolates between two 3D transforms the way Core Animation and CSS do: by decomposing
/// both ends once and interpolating the parts each frame.
///
/// * Both ends affine: the 2D parts (translation, angle, scale, shear) are interpolated
///   linearly; the angle takes the shorter way round, and a difference of exactly π keeps the
///   sign of the target (to `+π` turns through positive, clockwise-on-screen angles).
/// * Otherwise: translation, scale, shear and perspective linearly, rotation by quaternion
///   slerp along the shorter arc.
/// * An end that cannot be decomposed (singular with perspective, or `m44 = 0`) makes the
///   whole interpolation fall back to entry-by-entry interpolation, which at least is
///   continuous (CSS would jump at the halfway point instead).
///
/// `t` outside [0, 1] extrapolates, which springs need for overshoot.
public struct TransformInterpolator: Sendable {
    @usableFromInline enum Mode: Sendable {
        case affine(Decomposed2D, Decomposed2D)
        case full(Decomposed3D, Decomposed3D, QuaternionSlerp)
        case entries(Transform3D, Transform3D)
    }
    @usableFromInline let mode: Mode

    /// Prepares the interpolation from `from` to `to`.
    public init(from: Transform3D, to: Transform3D) {
        if from.isAffine && to.isAffine {
            let a = Decomposed2D(from.affine)
            var b = Decomposed2D(to.affine)
            var d = b.angle - a.angle
            // Shorter way round; a difference of exactly ±π is left as is.
            if d > .pi { d -= 2 * .pi } else if d < -.pi { d += 2 * .pi }
            b.angle = a.angle + d
            mode = .affine(a, b)
        } else if let a = Decomposed3D(from), let b = Decomposed3D(to) {
            mode = .full(a, b, QuaternionSlerp(a.rotation, b.rotation))
        } else {
            mode = .entries(from, to)
        }
    }

    /// The affine interpolation between two decomposed ends at `t`, as a 3D transform.
    @inlinable package static func affine(_ a: Decomposed2D, _ b: Decomposed2D, _ t: Double) -> Transform3D {
        let d = Decomposed2D(
            translation: a.translation.interpolated(to: b.translation, t),
            angle: a.angle + (b.angle - a.angle) * t,
            scaleX: a.scaleX + (b.scaleX - a.scaleX) * t,
            scaleY: a.scaleY + (b.scaleY - a.scaleY) * t,
            shear: a.shear + (b.shear - a.shear) * t)
        return d.transform.transform3D
    }

    /// The transform at progress `t`.
    @inlinable public func at(_ t: Double) -> Transform3D {
        switch mode {
        case let .affine(a, b):
            return TransformInterpolator.affine(a, b, t)
        case let .full(a, b, slerp):
            @inline(__always) func l(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            let d = Decomposed3D(
                translation: (
                    l(a.translation.x, b.translation.x), l(a.translation.y, b.translation.y),
                    l(a.translation.z, b.translation.z)
                ),
                scale: (l(a.scale.x, b.scale.x), l(a.scale.y, b.scale.y), l(a.scale.z, b.scale.z)),
                shear: (l(a.shear.xy, b.shear.xy), l(a.shear.xz, b.shear.xz), l(a.shear.yz, b.shear.yz)),
                rotation: slerp.at(t),
                perspective: (
                    l(a.perspective.0, b.perspective.0), l(a.perspective.1, b.perspective.1),
                    l(a.perspective.2, b.perspective.2), l(a.perspective.3, b.perspective.3)
                ))
            return d.transform
        case let .entries(a, b):
            let ra = a.rows, rb = b.rows
            return Transform3D(rows: (0..<16).map { ra[$0] + (rb[$0] - ra[$0]) * t })
        }
    }
}
