import Foundation

/// UIKit's `UIActivityIndicatorView`: a spinner shown while work goes on. Its size is UIKit's
/// for its ``style`` (20 points across for the medium styles, 37 for the large ones, as
/// ``intrinsicContentSize`` and ``sizeThatFits(_:)``). With ``hidesWhenStopped`` (UIKit's
/// default) it is hidden until ``startAnimating()`` and again after ``stopAnimating()``. The
/// spinning itself is not drawn: the host shows it as a plain view of its ``color``'s
/// background, left clear.
open class UIActivityIndicatorView: UIView {
    /// UIKit's styles (UIKit's raw values; the first three are the deprecated ones).
    public enum Style: Int, Sendable {
        /// Large and white (deprecated in UIKit).
        case whiteLarge = 0
        /// White (deprecated in UIKit).
        case white = 1
        /// Grey (deprecated in UIKit).
        case gray = 2
        /// The medium spinner (UIKit's default).
        case medium = 100
        /// The large spinner.
        case large = 101
    }

    /// The style (decides the size).
    open var style: Style = .medium
    /// The spinner's colour (kept).
    open var color: UIColor! = .gray
    /// Whether it hides while stopped (UIKit's default: true).
    open var hidesWhenStopped = true { didSet { if !animating { isHidden = hidesWhenStopped } } }
    /// True between ``startAnimating()`` and ``stopAnimating()``.
    open var isAnimating: Bool { animating }
    private var animating = false

    /// A spinner of `style`, at its size, hidden until started.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
    }

    /// A medium spinner at `frame`, hidden until started.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A medium spinner with an empty frame, hidden until started (the coder is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Starts: shown.
    open func startAnimating() {
        animating = true
        isHidden = false
    }
    /// Stops: hidden if ``hidesWhenStopped``.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// UIKit's size for the style: 37 points across for the large styles, else 20.
    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }
    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
