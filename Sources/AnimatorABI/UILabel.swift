/// UIKit's `UILabel`. The host draws a view's ``RendererTitled/title`` with its bitmap font, so the
/// label's `text` is that title: it is drawn, and reads back as set. The styling properties
/// (`textColor`, `font`, `textAlignment`, `numberOfLines`…) are kept and read
/// back; the bitmap font draws in its own colour and size, from the view's top-left corner.
open class UILabel: UIView {
    /// The text, drawn as the view's title.
    open var text: String? {
        get { title }
        set { title = newValue }
    }
    /// The spoken label: the one set, else the text (UIKit's default for a label).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    /// The text colour (UIKit's default: black; kept).
    open var textColor: UIColor! = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The font (UIKit's default: the 17-point system font; kept: the bitmap font draws).
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize)
    /// The alignment (kept).
    open var textAlignment: NSTextAlignment = .natural
    /// The maximum number of lines (UIKit's default 1; 0 is unlimited; kept).
    open var numberOfLines = 1
    /// Whether the font shrinks to fit (kept).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to (kept).
    open var minimumScaleFactor: CGFloat = 0
    /// The highlighted state (kept).
    open var isHighlighted = false
}
