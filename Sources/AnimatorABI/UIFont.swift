/// UIKit's `UIFont`, as a name and a point size kept for the labels and buttons that carry
/// one: the host draws text with its own bitmap font, so a font changes what reads back, not
/// what is drawn. The system fonts are named as on iOS (".SFUI-Regular", ".SFUI-Bold"…).
// Immutable: its stored properties are `let` (open, so the compiler cannot see subclasses).
open class UIFont: NSObject, @unchecked Sendable {
    /// UIKit's weights (UIKit's values, from −1 to 1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The bits (or value), as UIKit stores them.
        public let rawValue: CGFloat
        /// The value of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's ultraLight weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's thin weight.
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's light weight.
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's regular weight.
        public static let regular = Weight(rawValue: 0)
        /// UIKit's medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's semibold weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's heavy weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's black weight.
        public static let black = Weight(rawValue: 0.62)
    }

    /// The font's name.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The family (the name up to its first hyphen).
    open var familyName: String { String(fontName.split(separator: "-").first ?? Substring(fontName)) }

    /// The font named `fontName` at `fontSize` (UIKit returns nil for a name it lacks; any name
    /// is kept here, as no font files are read).
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.fontName = fontName
        pointSize = fontSize
    }

    init(_ name: String, _ size: CGFloat) {
        fontName = name
        pointSize = size
    }

    /// The system font at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(".SFUI-Regular", fontSize) }
    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(".SFUI-Bold", fontSize) }
    /// The italic system font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(".SFUI-Italic", fontSize) }
    /// The system font of `weight` at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let names: [(Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
            (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")
        ]
        let nearest = names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!
        return UIFont(".SFUI-\(nearest.1)", fontSize)
    }
    /// UIKit's default label size (17 points).
    open class var labelFontSize: CGFloat { 17 }
    /// UIKit's default button size (18 points).
    open class var buttonFontSize: CGFloat { 18 }
    /// UIKit's default system size (14 points).
    open class var systemFontSize: CGFloat { 14 }

    /// The same font at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fontName, fontSize) }

    /// Equal when the name and size are (NSObject's equality, which `==`, sets and dictionary
    /// keys use).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let r = object as? UIFont else { return false }
        return fontName == r.fontName && pointSize == r.pointSize
    }
    /// The name and size, so equal fonts hash alike.
    open override var hash: Int {
        var h = Hasher()
        h.combine(fontName)
        h.combine(pointSize)
        return h.finalize()
    }
}
