/// UIKit's `UISlider`: a control whose ``value`` lies in ``minimumValue``…``maximumValue``.
///
/// As in UIKit, a value set in code is clamped into the range and sends nothing; moving one
/// end of the range past the value moves the value with it, and past the other end moves that
/// end too. The user changes it by dragging the thumb (touches, in interaction plugins: see
/// ``UIResponder``): a touch that begins on the thumb drags it, keeping the point where it was
/// grabbed under the pointer, and sends `.valueChanged` on every move that changes the value
/// while ``isContinuous`` (UIKit's default), else once on release if the value changed; a
/// touch elsewhere on the track does nothing, as in UIKit.
///
/// Drawn with three subviews of its own that take no touches, as UIKit draws it: the minimum
/// track (``minimumTrackTintColor``, UIKit's blue by default) up to the thumb, the maximum
/// track beyond it, 4 points high, and a white round thumb 28 points across, laid out by
/// ``trackRect(forBounds:)`` and ``thumbRect(forBounds:trackRect:value:)``.
open class UISlider: UIControl {
    /// The thumb's side, points (UIKit's default thumb).
    static let thumbSide: CGFloat = 28
    /// The track's height, points.
    static let trackHeight: CGFloat = 4

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    /// The parts it draws with (made on first layout).
    private var parts: (minimumTrack: UIView, maximumTrack: UIView, thumb: UIView)?
    /// Where the thumb was grabbed, relative to its centre (x), while dragging.
    private var grabOffset: CGFloat?
    /// The value when the drag began (to send one `.valueChanged` on release when not continuous).
    private var valueAtGrab: Float = 0

    /// A slider in `frame`, drawn at its value (0 in 0…1).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layoutParts()
    }

    /// A slider with an empty frame (no archives here: the coder is ignored), drawn once it
    /// gets a size.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The value, clamped into ``minimumValue``…``maximumValue`` (0 by default). Setting it in
    /// code sends no event, as in UIKit.
    open var value: Float {
        get { storedValue }
        set {
            storedValue = min(storedMaximum, max(storedMinimum, newValue))
            layoutParts()
        }
    }
    /// The leading end's value (0 by default). A value below it is raised to it; a maximum below
    /// it is raised to it, as in UIKit.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            value = storedValue
        }
    }
    /// The trailing end's value (1 by default). A value above it is lowered to it; a minimum above
    /// it is lowered to it, as in UIKit.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            value = storedValue
        }
    }
    /// Whether a drag sends `.valueChanged` on every change (true, UIKit's default) or once when
    /// it ends.
    open var isContinuous = true
    /// The colour of the track up to the thumb (nil: UIKit's blue).
    open var minimumTrackTintColor: UIColor? { didSet { layoutParts() } }
    /// The colour of the track beyond the thumb (nil: UIKit's light grey).
    open var maximumTrackTintColor: UIColor? { didSet { layoutParts() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { layoutParts() } }
    /// Images beside the ends (kept and read back; not drawn).
    open var minimumValueImage: UIImage?
    /// See ``minimumValueImage``.
    open var maximumValueImage: UIImage?

    /// Sets the value (clamped; no event). Animation is not shown: the thumb moves at once (an
    /// enclosing animation block animates it as any frame change).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The track's rectangle in `bounds`: the full width, ``trackHeight`` high, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width, height: UISlider.trackHeight
        )
    }

    /// The thumb's rectangle for `value`: ``thumbSide`` square, centred vertically on the
    /// track, its centre going from half a thumb in from the track's start (at the minimum) to
    /// half a thumb in from its end (at the maximum), in proportion.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = UISlider.thumbSide
        let span = storedMaximum - storedMinimum
        let fraction = span > 0 ? CGFloat((value - storedMinimum) / span) : 0
        let x = rect.minX + side / 2 + fraction * max(0, rect.width - side)
        return CGRect(x: x - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            layoutParts()
        }
    }
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            layoutParts()
        }
    }

    /// Places the tracks and the thumb for the value, making them the first time.
    private func layoutParts() {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        let p = parts ?? makeParts()
        let track = trackRect(forBounds: b)
        let thumb = thumbRect(forBounds: b, trackRect: track, value: storedValue)
        p.minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        p.maximumTrack.frame = CGRect(
            x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
        p.thumb.frame = thumb
        p.minimumTrack.backgroundColor = minimumTrackTintColor ?? UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
        p.maximumTrack.backgroundColor =
            maximumTrackTintColor ?? UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
        p.thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// Makes the three parts (no touches of their own, so the slider gets them).
    private func makeParts() -> (minimumTrack: UIView, maximumTrack: UIView, thumb: UIView) {
        let made = (minimumTrack: UIView(), maximumTrack: UIView(), thumb: UIView())
        for v in [made.minimumTrack, made.maximumTrack, made.thumb] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        made.minimumTrack.layer.cornerRadius = UISlider.trackHeight / 2
        made.maximumTrack.layer.cornerRadius = UISlider.trackHeight / 2
        made.thumb.layer.cornerRadius = UISlider.thumbSide / 2
        parts = made
        return made
    }

    /// Tracks a touch that begins on the thumb, remembering where it was grabbed.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let b = bounds
        let thumb = thumbRect(forBounds: b, trackRect: trackRect(forBounds: b), value: storedValue)
        let p = touch.location(in: self)
        guard thumb.contains(p) else {
            grabOffset = nil
            return false
        }
        grabOffset = p.x - thumb.midX
        valueAtGrab = storedValue
        return true
    }

    /// Moves the thumb under the pointer; sends `.valueChanged` when the value changed and the
    /// slider is continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard grabOffset != nil else { return false }
        if drag(to: touch), isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// Moves the thumb to the release point; a slider that is not continuous sends its one
    /// `.valueChanged` now if the drag changed the value.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard grabOffset != nil else { return }
        if let touch, drag(to: touch), isContinuous { sendActions(for: .valueChanged) }
        if !isContinuous, storedValue != valueAtGrab { sendActions(for: .valueChanged) }
        grabOffset = nil
    }

    /// Ends a drag without a last event.
    open override func cancelTracking(with event: UIEvent?) { grabOffset = nil }

    /// Sets the value from the touch's position along the track; true when it changed.
    private func drag(to touch: UITouch) -> Bool {
        guard let offset = grabOffset else { return false }
        let track = trackRect(forBounds: bounds)
        let travel = track.width - UISlider.thumbSide
        guard travel > 0 else { return false }
        let centre = touch.location(in: self).x - offset
        let fraction = Float(min(1, max(0, (centre - track.minX - UISlider.thumbSide / 2) / travel)))
        let before = storedValue
        value = storedMinimum + fraction * (storedMaximum - storedMinimum)
        return storedValue != before
    }
}
