import AnimationCore
import CAnimatorABI

// The geometry and colour structs of the C header, converted to and from the engine's types.
extension Rect {
    init(_ r: ap_rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
    var cValue: ap_rect {
        ap_rect(origin: ap_point(x: origin.x, y: origin.y), size: ap_size(width: size.width, height: size.height))
    }
}

extension Point {
    init(_ p: ap_point) { self.init(x: p.x, y: p.y) }
    var cValue: ap_point { ap_point(x: x, y: y) }
}

extension Transform2D {
    init(_ t: ap_affine) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
    var cValue: ap_affine { ap_affine(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}

extension Transform3D {
    init(_ t: ap_transform3d) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }
    var cValue: ap_transform3d {
        ap_transform3d(
            m11: m11, m12: m12, m13: m13, m14: m14, m21: m21, m22: m22, m23: m23, m24: m24,
            m31: m31, m32: m32, m33: m33, m34: m34, m41: m41, m42: m42, m43: m43, m44: m44)
    }
}

extension Color {
    init(_ c: ap_color) { self.init(red: c.r, green: c.g, blue: c.b, alpha: c.a) }
    var cValue: ap_color { ap_color(r: red, g: green, b: blue, a: alpha) }
}
