import Foundation

/// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key` (swift-corelibs
/// Foundation has the type but not UIKit's keys), with UIKit's raw values. The host draws
/// titles in its bitmap font, so attributed strings are kept, not styled.
extension NSAttributedString.Key {
    /// The text colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The background colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// The font (a `UIFont`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// Extra space between letters, points (a number).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}
