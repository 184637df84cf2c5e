import Foundation

/// UIKit's and Core Animation's `NSValue` wrappers (`NSValue(caTransform3D:)` and friends), so
/// code that boxes animation values the Objective-C way compiles and animates unchanged: a
/// `CABasicAnimation` or `CAKeyframeAnimation` takes these boxes as it takes the plain values.
///
/// Foundation on Linux cannot box arbitrary structs, so a transform is boxed as an array of
/// doubles (`objCType` `"[16d]"`, an affine one `"[6d]"`); points, sizes and rects use
/// Foundation's own boxes (`{CGPoint=dd}` …), as `NSValue(point:)` makes them.
extension NSValue {
    /// Boxes a 3D transform.
    public convenience init(caTransform3D t: CATransform3D) {
        var m = LayerAnimationValue.transformNumbers(t)
        self.init(bytes: &m, objCType: NSValue.transformType)
    }
    /// Boxes an affine transform.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var m = [Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty)]
        self.init(bytes: &m, objCType: NSValue.affineType)
    }
    /// Boxes a point.
    public convenience init(cgPoint p: CGPoint) { self.init(point: p) }
    /// Boxes a size.
    public convenience init(cgSize s: CGSize) { self.init(size: s) }
    /// Boxes a rectangle.
    public convenience init(cgRect r: CGRect) { self.init(rect: r) }

    /// The boxed 3D transform (identity when the box holds something else).
    public var caTransform3DValue: CATransform3D {
        guard let m = numbers(NSValue.transformType, 16) else { return CATransform3DIdentity }
        return CATransform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
    /// The boxed affine transform (identity when the box holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let m = numbers(NSValue.affineType, 6) else { return .identity }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }

    static let transformType = "[16d]"
    static let affineType = "[6d]"

    /// The box's doubles when its type is `type` (`count` of them).
    func numbers(_ type: String, _ count: Int) -> [CGFloat]? {
        guard String(cString: objCType) == type else { return nil }
        var m = [Double](repeating: 0, count: count)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return m.map { CGFloat($0) }
    }

    /// The value inside, as the plain type it boxes (nil for a box of another kind).
    var unboxed: Any? {
        switch String(cString: objCType) {
        case NSValue.transformType: return caTransform3DValue
        case NSValue.affineType: return cgAffineTransformValue
        case "{CGPoint=dd}": return pointValue
        case "{CGSize=dd}": return sizeValue
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": return rectValue
        default: return nil
        }
    }
}
