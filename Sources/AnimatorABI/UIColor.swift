/// A colour (straight sRGB components in [0, 1]), as UIKit's `UIColor` (an `NSObject`, as on iOS).
public final class UIColor: NSObject, Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Creates a colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// UIKit's yellow, with UIKit's components (1, 1, 0).
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// UIKit's cyan, with UIKit's components (0, 1, 1).
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// UIKit's magenta, with UIKit's components (1, 0, 1).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// UIKit's orange, with UIKit's components (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// UIKit's purple, with UIKit's components (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// UIKit's brown, with UIKit's components (0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// UIKit's gray, with UIKit's components (white 0.5).
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// UIKit's darkGray, with UIKit's components (white 1/3).
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// UIKit's lightGray, with UIKit's components (white 2/3).
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// UIKit's lightText, with UIKit's components (white 1, alpha 0.6): text on dark backgrounds.
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// UIKit's darkText, with UIKit's components (white 0, alpha 1): text on light backgrounds.
    public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ a: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: a) }

    /// Equal when every component is (NSObject's equality, which `==`, sets and dictionary keys
    /// use).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let r = object as? UIColor else { return false }
        return red == r.red && green == r.green && blue == r.blue && alpha == r.alpha
    }
    /// The components, so equal colours hash alike.
    public override var hash: Int {
        var h = Hasher()
        h.combine(red)
        h.combine(green)
        h.combine(blue)
        h.combine(alpha)
        return h.finalize()
    }

    var c_value: ap_color { ap_color(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha)) }
    convenience init(_ c: ap_color) {
        self.init(red: CGFloat(c.r), green: CGFloat(c.g), blue: CGFloat(c.b), alpha: CGFloat(c.a))
    }
}

extension CGRect {
    var c_value: ap_rect {
        ap_rect(
            origin: ap_point(x: Double(origin.x), y: Double(origin.y)),
            size: ap_size(width: Double(size.width), height: Double(size.height)))
    }
    init(_ r: ap_rect) {
        self.init(
            x: CGFloat(r.origin.x), y: CGFloat(r.origin.y), width: CGFloat(r.size.width), height: CGFloat(r.size.height)
        )
    }
}

extension CGPoint {
    var c_value: ap_point { ap_point(x: Double(x), y: Double(y)) }
    init(_ p: ap_point) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}
