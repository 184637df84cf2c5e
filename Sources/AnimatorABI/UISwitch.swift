import Foundation

/// UIKit's `UISwitch`: an on/off control, always UIKit's 51 by 31 points (a frame of another
/// size keeps its origin and gets that size, as UIKit's does). A tap inside it (a touch that
/// ends inside, in interaction plugins) flips ``isOn`` and sends `.valueChanged`; setting
/// ``isOn`` or calling ``setOn(_:animated:)`` in code sends nothing, as in UIKit.
///
/// Drawn as UIKit draws it: a rounded track (``onTintColor``, UIKit's green, when on; light grey
/// when off) and a white round thumb 27 points across, 2 points in from the left edge when
/// off and from the right edge when on (a subview of its own that takes no touches).
open class UISwitch: UIControl {
    /// UIKit's size of a switch.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb (made with the switch).
    private var thumb: UIView?

    /// A switch at `frame`'s origin, 51 by 31 points, off.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        setUp()
    }

    /// A switch with an empty origin, 51 by 31 points, off (the coder is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.frame = CGRect(origin: .zero, size: UISwitch.size)
        setUp()
    }

    private func setUp() {
        let t = UIView(frame: .zero)
        t.backgroundColor = .white
        t.layer.cornerRadius = 13.5
        t.isUserInteractionEnabled = false
        addSubview(t)
        thumb = t
        layer.cornerRadius = UISwitch.size.height / 2
        draw()
    }

    /// Whether it is on (default off). Setting it sends no event.
    open var isOn = false { didSet { draw() } }
    /// Sets ``isOn`` (sends no event; the change is not animated unless inside an animation block).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    /// The track's colour when on (nil: UIKit's green).
    open var onTintColor: UIColor? { didSet { draw() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { draw() } }
    /// The size a switch takes: 51 by 31 points.
    open override var intrinsicContentSize: CGSize { UISwitch.size }
    /// Always 51 by 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// The frame: its origin is kept, its size is always 51 by 31 points.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.size) }
    }

    /// A touch that ends inside flips the switch and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// Colours the track and puts the thumb at its end.
    private func draw() {
        let green = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
        backgroundColor = isOn ? (onTintColor ?? green) : UIColor(white: 0.9, alpha: 1)
        thumb?.backgroundColor = thumbTintColor ?? .white
        thumb?.frame = CGRect(x: isOn ? UISwitch.size.width - 29 : 2, y: 2, width: 27, height: 27)
    }
}
