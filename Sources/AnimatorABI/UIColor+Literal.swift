/// `#colorLiteral(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)`, as Xcode writes a colour picked in
/// code: UIKit makes `UIColor` the literal's type. The components are sRGB, as the SDK's
/// ``UIColor`` is, so the literal is exactly `UIColor(red:green:blue:alpha:)` of the same values.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral` (the compiler calls this; code writes the literal).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
