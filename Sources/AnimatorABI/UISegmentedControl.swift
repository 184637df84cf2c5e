import Foundation

/// UIKit's `UISegmentedControl`: a row of segments, titles or images, at most one selected.
/// The segments share the bounds' width equally (a segment given a width with
/// ``setWidth(_:forSegmentAt:)`` keeps it; the others share the rest), drawn as subviews that
/// take no touches: each a label showing its title, the selected one on a white background
/// (``selectedSegmentTintColor``), the others clear, over the control's light grey. A tap (a touch that ends
/// inside, in interaction plugins) on an enabled segment selects it and sends `.valueChanged`
/// (a ``isMomentary`` control sends it and selects nothing); setting
/// ``selectedSegmentIndex`` in code sends nothing, as in UIKit. UIKit's control is 32 points
/// high (``intrinsicContentSize``).
open class UISegmentedControl: UIControl {
    /// UIKit's index of no segment.
    public static let noSegment = -1

    /// One segment.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = []
    /// The drawn segments, one per segment.
    private var parts: [UILabel] = []

    /// A control with a segment per item: a `String` is a title, a ``UIImage`` an image.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append(Segment(title: item as? String, image: item as? UIImage))
        }
        frame = CGRect(origin: .zero, size: CGSize(width: CGFloat(segments.count) * 60, height: 32))
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }
    /// The selected segment, or ``noSegment`` (the default).
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = UISegmentedControl.noSegment }
            draw()
        }
    }
    /// Whether a tap only sends the event and selects nothing (default false).
    open var isMomentary = false
    /// Whether the segments are sized by their content (kept; they share the width here).
    open var apportionsSegmentWidthsByContent = false
    /// The selected segment's colour (nil: white).
    open var selectedSegmentTintColor: UIColor? { didSet { draw() } }

    /// Inserts a titled segment at `segment` (past the end: at the end, as UIKit).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    /// Removes the segment at `segment` (the selection moves with the segments after it).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        draw()
    }
    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
    /// Sets the segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { update(segment) { $0.title = title } }
    /// The segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    /// Sets the segment's image.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { update(segment) { $0.image = image } }
    /// The segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }
    /// Enables or disables the segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
    /// Whether the segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }
    /// Gives the segment a width (0: a share of the rest, the default).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { update(segment) { $0.width = max(0, width) } }
    /// The width set for the segment (0 when it shares the rest).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets the titles' text attributes for `state` (kept and read back; the host draws titles
    /// in its bitmap font).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    /// The titles' text attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// No intrinsic width; 32 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 32) }

    /// The frame; the segments follow.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            draw()
        }
    }

    /// A tap on an enabled segment selects it and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let p = touch.location(in: self)
        guard let i = parts.firstIndex(where: { $0.frame.contains(p) }), segments[i].isEnabled else { return }
        if !isMomentary { selectedSegmentIndex = i }
        sendActions(for: .valueChanged)
    }

    private func insert(_ s: Segment, at index: Int) {
        let i = min(max(0, index), segments.count)
        segments.insert(s, at: i)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 } else { draw() }
    }

    private func update(_ segment: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(segment) else { return }
        change(&segments[segment])
        draw()
    }

    /// The segments' rectangles: set widths kept, the rest shared equally.
    private func rects() -> [CGRect] {
        let b = bounds
        let fixed = segments.reduce(0) { $0 + $1.width }
        let sharing = segments.filter { $0.width == 0 }.count
        let share = sharing > 0 ? max(0, b.width - fixed) / CGFloat(sharing) : 0
        var x: CGFloat = 0
        return segments.map { s in
            let w = s.width > 0 ? s.width : share
            defer { x += w }
            return CGRect(x: x, y: 0, width: w, height: b.height)
        }
    }

    /// Makes a label per segment and places them.
    private func draw() {
        while parts.count < segments.count {
            let l = UILabel(frame: .zero)
            l.isUserInteractionEnabled = false
            l.textAlignment = .center
            addSubview(l)
            parts.append(l)
        }
        while parts.count > segments.count { parts.removeLast().removeFromSuperview() }
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        for (i, (l, r)) in zip(parts, rects()).enumerated() {
            l.frame = r
            l.text = segments[i].title
            l.backgroundColor = i == selectedSegmentIndex ? selectedSegmentTintColor ?? .white : .clear
        }
    }
}
