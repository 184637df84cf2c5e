import Foundation

/// UIKit's `UIProgressView`: a bar filled in proportion to ``progress`` (0…1, clamped). Drawn as
/// UIKit draws it: the track (``trackTintColor``, UIKit's light grey) across the bounds and the
/// filled part (``progressTintColor``, UIKit's blue) from the leading edge, `progress` × the
/// width wide, a subview that follows the bounds and the progress. UIKit's bar is 4 points
/// high (its ``intrinsicContentSize``).
open class UIProgressView: UIView {
    /// UIKit's styles (UIKit's raw values; kept).
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// A bar for a toolbar.
        case bar = 1
    }

    /// The filled part.
    private var fill: UIView?

    /// A bar of `style`, with an empty frame.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// A bar at `frame`, empty.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// An empty bar with an empty frame (the coder is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        let f = UIView(frame: .zero)
        f.isUserInteractionEnabled = false
        addSubview(f)
        fill = f
        draw()
    }

    /// The style (kept).
    open var progressViewStyle: Style = .default
    /// The progress, 0…1 (a value outside is clamped, as UIKit does).
    open var progress: Float {
        get { storedProgress }
        set {
            storedProgress = min(1, max(0, newValue))
            draw()
        }
    }
    private var storedProgress: Float = 0
    /// Sets ``progress`` (the fill moves at once; inside an animation block it animates).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
    /// The filled part's colour (nil: UIKit's blue).
    open var progressTintColor: UIColor? { didSet { draw() } }
    /// The track's colour (nil: UIKit's light grey).
    open var trackTintColor: UIColor? { didSet { draw() } }
    /// UIKit's bar: no intrinsic width, 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 4) }

    /// The frame; the fill follows.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            draw()
        }
    }
    /// The bounds; the fill follows.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            draw()
        }
    }

    private func draw() {
        guard let fill else { return }
        backgroundColor = trackTintColor ?? UIColor(white: 0.9, alpha: 1)
        fill.backgroundColor = progressTintColor ?? UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
        let b = bounds
        fill.frame = CGRect(x: 0, y: 0, width: b.width * CGFloat(storedProgress), height: b.height)
    }
}
