import Foundation

/// The arithmetic of a ``UIStackView``'s layout: the frames of its visible arranged views in
/// an area, from their natural sizes, the gaps after each and the stack's properties (see
/// ``UIStackView`` for the rules).
struct StackLayout {
    /// Row or column.
    let axis: NSLayoutConstraint.Axis
    /// How the views share the axis.
    let distribution: UIStackView.Distribution
    /// How they are placed across it.
    let alignment: UIStackView.Alignment
    /// The gap after each view but the last.
    let gaps: [CGFloat]
    /// The views' natural sizes (intrinsic, else current).
    let sizes: [CGSize]
    /// Which views have no intrinsic length along the axis.
    let flexible: [Bool]

    /// A view's intrinsic size, each dimension it has none in (−1) its current frame's.
    static func naturalSize(_ v: UIView) -> CGSize {
        let i = v.intrinsicContentSize
        let f = v.frame.size
        return CGSize(width: i.width >= 0 ? i.width : f.width, height: i.height >= 0 ? i.height : f.height)
    }

    /// Whether `v` has no intrinsic length along `axis`.
    static func hasNoIntrinsicLength(_ v: UIView, _ axis: NSLayoutConstraint.Axis) -> Bool {
        let i = v.intrinsicContentSize
        return (axis == .horizontal ? i.width : i.height) < 0
    }

    /// The views' frames in `area`, in order.
    func frames(in area: CGRect) -> [CGRect] {
        let horizontal = axis == .horizontal
        let length = horizontal ? area.width : area.height
        let cross = horizontal ? area.height : area.width
        let (starts, lengths) = along(length)
        return sizes.indices.map { i in
            let natural = horizontal ? sizes[i].height : sizes[i].width
            let size = alignment == .fill ? cross : natural
            let offset: CGFloat
            switch alignment {
            case .fill, .leading, .firstBaseline: offset = 0
            case .center: offset = (cross - size) / 2
            case .trailing, .lastBaseline: offset = cross - size
            }
            return horizontal
                ? CGRect(x: area.minX + starts[i], y: area.minY + offset, width: lengths[i], height: size)
                : CGRect(x: area.minX + offset, y: area.minY + starts[i], width: size, height: lengths[i])
        }
    }

    /// Where each view starts along the axis and how long it is, in an area `length` long.
    private func along(_ length: CGFloat) -> (starts: [CGFloat], lengths: [CGFloat]) {
        let n = sizes.count
        var lengths = sizes.map { axis == .horizontal ? $0.width : $0.height }
        let gapTotal = gaps.reduce(0, +)
        var gaps = self.gaps
        switch distribution {
        case .fill:
            let target = flexible.lastIndex(of: true) ?? n - 1
            lengths[target] = max(0, lengths[target] + length - gapTotal - lengths.reduce(0, +))
        case .fillEqually:
            lengths = Array(repeating: max(0, (length - gapTotal) / CGFloat(n)), count: n)
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            let room = max(0, length - gapTotal)
            lengths = lengths.map { total > 0 ? room * $0 / total : room / CGFloat(n) }
        case .equalSpacing:
            if n > 1 {
                let gap = max(gaps.max() ?? 0, (length - lengths.reduce(0, +)) / CGFloat(n - 1))
                gaps = Array(repeating: gap, count: n - 1)
            }
        case .equalCentering:
            if n > 1 { gaps = centringGaps(lengths, length) }
        }
        var starts: [CGFloat] = []
        var x: CGFloat = 0
        for i in 0..<n {
            starts.append(x)
            x += lengths[i] + (i < n - 1 ? gaps[i] : 0)
        }
        return (starts, lengths)
    }

    /// The gaps that put the views' centres equally far apart, the first view at the start and
    /// the last at the end; wider when a gap would be under its spacing (then the views run
    /// past the end, as UIKit's do).
    private func centringGaps(_ lengths: [CGFloat], _ length: CGFloat) -> [CGFloat] {
        let n = lengths.count
        var step = (length - lengths[0] / 2 - lengths[n - 1] / 2) / CGFloat(n - 1)
        for i in 0..<(n - 1) { step = max(step, lengths[i] / 2 + lengths[i + 1] / 2 + gaps[i]) }
        return (0..<(n - 1)).map { step - lengths[$0] / 2 - lengths[$0 + 1] / 2 }
    }
}
