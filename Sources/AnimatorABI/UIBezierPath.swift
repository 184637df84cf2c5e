import Foundation

/// UIKit's `UIBezierPath`: a ``CGPath`` being built, with UIKit's initialisers. Shape layers
/// and masks take its ``cgPath``. Its drawing attributes (`lineWidth`, `lineCapStyle`…) are
/// kept for code that sets them; what a shape layer draws is set on the layer, as in UIKit.
///
/// `clockwise` here is the on-screen sense (UIKit's), unlike ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
/// UIKit draws `UIBezierPath(roundedRect:cornerRadius:)` with continuous ("squircle") corners;
/// this SDK uses circular quarter arcs, which differ by under 3 % of the radius.
open class UIBezierPath: NSObject {
    private let path: CGMutablePath

    /// An empty path.
    public override init() { path = CGMutablePath() }
    /// A path with the elements of `cgPath`.
    public init(cgPath: CGPath) { path = CGMutablePath(elements: cgPath.elements) }
    /// A closed rectangle, clockwise from its origin.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }
    /// A closed oval inscribed in `rect`, clockwise.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }
    /// A closed rectangle with all corners rounded by `cornerRadius` (clamped to half the
    /// shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = min(max(cornerRadius, 0), min(abs(rect.width), abs(rect.height)) / 2)
        path.addRoundedRect(in: rect, cornerWidth: r, cornerHeight: r)
    }
    /// A closed rectangle with the chosen corners rounded by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let size = CGSize(
            width: min(max(cornerRadii.width, 0), r.width / 2), height: min(max(cornerRadii.height, 0), r.height / 2))
        let pick = { (c: UIRectCorner) in corners.contains(c) ? size : .zero }
        RoundedRect.append(
            to: path, r, radii: [pick(.topLeft), pick(.topRight), pick(.bottomRight), pick(.bottomLeft)],
            transform: .identity)
    }
    /// An open arc (UIKit's on-screen `clockwise`).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as a ``CGPath`` (a copy: building on afterwards does not change it).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path.elements = newValue.elements }
    }

    /// Starts a subpath.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic curve.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic curve.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    /// An arc (on-screen `clockwise`), joined to the current point by a line.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        Arc.append(
            to: path, center: center, radius: radius, from: startAngle, to: endAngle, increasing: clockwise,
            transform: .identity)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path.elements.removeAll() }
    /// Appends another path's elements.
    open func append(_ other: UIBezierPath) { path.addPath(other.cgPath) }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) {
        path.elements = path.elements.map { CGPath.transformed($0, transform) }
    }
    /// The same outline traversed backwards, subpath by subpath (so an inner subpath can cut
    /// a hole under the non-zero rule).
    open func reversing() -> UIBezierPath {
        UIBezierPath(cgPath: CGPath(elements: PathReversal.reversed(path.elements)))
    }

    /// True when there are no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The bounding box, control points included.
    open var bounds: CGRect { path.boundingBox }
    /// Where the pen is.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Drawing attributes, kept for code that sets them (a shape layer's own properties decide
    /// what it draws).
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// Even-odd filling when a shape layer's fill rule is taken from the path by the caller.
    open var usesEvenOddFillRule = false
}

/// UIKit's corner set for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Core Graphics' line caps (`UIBezierPath.lineCapStyle`).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// Core Graphics' line joins (`UIBezierPath.lineJoinStyle`).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// Reverses paths subpath by subpath.
enum PathReversal {
    static func reversed(_ elements: [ap_path_element]) -> [ap_path_element] {
        var out: [ap_path_element] = []
        var sub: [ap_path_element] = []
        func flush() {
            guard let first = sub.first, first.kind == AP_PATH_MOVE else {
                out += sub
                sub = []
                return
            }
            let closed = sub.last?.kind == AP_PATH_CLOSE
            let drawing = sub.dropFirst().filter { $0.kind != AP_PATH_CLOSE }
            // Walk the drawing elements backwards: each ends where the previous one began.
            var starts: [CGPoint] = [CGPath.points(of: first)[0]]
            for e in drawing { starts.append(CGPath.points(of: e).last ?? starts[starts.count - 1]) }
            out.append(CGPath.element(AP_PATH_MOVE, [starts[starts.count - 1]]))
            for (i, e) in drawing.enumerated().reversed() {
                let to = starts[i]
                let pts = CGPath.points(of: e)
                switch e.kind {
                case AP_PATH_QUAD: out.append(CGPath.element(AP_PATH_QUAD, [pts[0], to]))
                case AP_PATH_CUBIC: out.append(CGPath.element(AP_PATH_CUBIC, [pts[1], pts[0], to]))
                default: out.append(CGPath.element(AP_PATH_LINE, [to]))
                }
            }
            if closed { out.append(CGPath.element(AP_PATH_CLOSE, [])) }
            sub = []
        }
        for e in elements {
            if e.kind == AP_PATH_MOVE { flush() }
            sub.append(e)
        }
        flush()
        return out
    }
}
