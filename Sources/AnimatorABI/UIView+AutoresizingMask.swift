/// UIKit's autoresizing: when a view's bounds change size (through `frame` or `bounds`), each
/// subview with an `autoresizingMask` is moved and resized as UIKit does it. Along each axis,
/// the size change goes to the flexible parts among the leading margin, the size and the
/// trailing margin, shared in proportion to their current lengths (equally when they are all
/// zero); with none flexible, the subview keeps its frame. Inside a UIView animation block the
/// subviews' new frames animate with their superview. Subviews of a view whose
/// `autoresizesSubviews` is false keep their frames, as in UIKit. Only changes the SDK makes
/// resize subviews: the host's own resizing of a view does not call into the plugin.
extension UIView {
    /// UIKit's autoresizing masks (UIKit's raw values).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The bits (or value), as UIKit stores them.
        public let rawValue: UInt
        /// The value of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin takes a share of a width change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width takes a share of a width change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin takes a share of a width change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin takes a share of a height change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height takes a share of a height change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin takes a share of a height change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view follows its superview's size changes (none by default, as in UIKit).
    public var autoresizingMask: AutoresizingMask {
        get { connection.layerHints[handle.bits]?["autoresizingMask"] as? AutoresizingMask ?? [] }
        set {
            connection.layerHints[handle.bits, default: [:]]["autoresizingMask"] = newValue
            if !newValue.isEmpty { UIView.autoresizingInUse = true }
        }
    }

    /// Whether subviews follow this view's size changes (true by default, as in UIKit).
    public var autoresizesSubviews: Bool {
        get { connection.layerHints[handle.bits]?["autoresizesSubviews"] as? Bool ?? true }
        set { connection.layerHints[handle.bits, default: [:]]["autoresizesSubviews"] = newValue }
    }

    /// Set once a view has a mask: until then a size change costs no walk of the subviews.
    // Views are plugin code's, and plugin code runs only inside host calls, all made from one
    // thread; the host's tables refuse calls from any other.
    nonisolated(unsafe) static var autoresizingInUse = false

    /// Sets the frame or bounds through `apply`, then resizes the subviews if the size changed.
    func resizingSubviews(_ apply: () -> Void) {
        guard UIView.autoresizingInUse else { return apply() }
        let old = bounds.size
        apply()
        let new = bounds.size
        guard old != new, autoresizesSubviews else { return }
        for v in subviews {
            let mask = v.autoresizingMask
            guard !mask.isEmpty else { continue }
            let f = v.frame
            let (x, w) = UIView.share(
                new.width - old.width, lead: f.minX, size: f.width, trail: old.width - f.maxX,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            let (y, h) = UIView.share(
                new.height - old.height, lead: f.minY, size: f.height, trail: old.height - f.maxY,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            let nf = CGRect(x: x, y: y, width: w, height: h)
            if nf != f { v.frame = nf }
        }
    }

    /// One axis of autoresizing: the new origin and length of a subview whose leading margin,
    /// length and trailing margin are `lead`, `size`, `trail` when the superview grows by
    /// `delta`.
    static func share(_ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat, flexible: (Bool, Bool, Bool)) -> (
        CGFloat, CGFloat
    ) {
        let parts = [flexible.0 ? max(lead, 0) : nil, flexible.1 ? max(size, 0) : nil, flexible.2 ? max(trail, 0) : nil]
        let count = parts.compactMap { $0 }.count
        guard count > 0, delta != 0 else { return (lead, size) }
        let total = parts.compactMap { $0 }.reduce(0, +)
        func part(_ i: Int) -> CGFloat {
            guard let p = parts[i] else { return 0 }
            return total > 0 ? delta * p / total : delta / CGFloat(count)
        }
        return (lead + part(0), max(size + part(1), 0))
    }
}
