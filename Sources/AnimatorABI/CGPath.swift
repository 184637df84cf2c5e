import Foundation

/// Core Graphics' immutable path, spelled as Swift sees `CGPath`: subpaths of lines and
/// quadratic and cubic curves, in a layer's own coordinates (y grows downwards, as in UIKit).
///
/// Arcs, ellipses and rounded rectangles are stored as the cubic curves that draw them (a
/// quarter turn or less each), as Core Graphics does, so two ovals — or two arcs of the same
/// sweep — have the same structure and a `path` animation between them morphs smoothly.
/// Sent to the host as `ap_path_element`s (`CAShapeLayer.path`, `CABasicAnimation` values).
open class CGPath: Hashable {
    /// The elements in the ABI's form.
    var elements: [ap_path_element]

    init(elements: [ap_path_element]) { self.elements = elements }

    /// A rectangle, clockwise on screen from its origin (`CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// An ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// A rounded rectangle (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let p = CGMutablePath()
        p.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point, control points included (`.null` when
    /// empty, as Core Graphics).
    public var boundingBox: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for e in elements {
            for p in CGPath.points(of: e) {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the curves themselves; here the same as ``boundingBox`` (control
    /// points included), a documented simplification.
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// Where the last element left the pen (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, pen = CGPoint.zero
        for e in elements {
            if e.kind == AP_PATH_MOVE {
                start = CGPath.points(of: e)[0]
                pen = start
            } else if e.kind == AP_PATH_CLOSE {
                pen = start
            } else if let last = CGPath.points(of: e).last {
                pen = last
            }
        }
        return pen
    }

    /// Calls `body` with the ABI's form of `path` (NULL for nil or an empty path), valid
    /// during the call.
    static func withCPath<T>(_ path: CGPath?, _ body: (UnsafePointer<ap_path>?) -> T) -> T {
        guard let elements = path?.elements, !elements.isEmpty else { return body(nil) }
        return elements.withUnsafeBufferPointer { b in
            var p = ap_path(elements: b.baseAddress, count: UInt32(b.count), reserved: 0)
            return body(&p)
        }
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A copy with every point transformed (`copy(using:)`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { CGPath.transformed($0, t) })
    }

    public static func == (a: CGPath, b: CGPath) -> Bool {
        a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { CGPath.same($0, $1) }
    }
    public func hash(into h: inout Hasher) {
        h.combine(elements.count)
        for e in elements {
            h.combine(e.kind)
            for p in CGPath.points(of: e) {
                h.combine(p.x)
                h.combine(p.y)
            }
        }
    }

    // MARK: Element helpers

    /// The points an element uses (none for a close).
    static func points(of e: ap_path_element) -> [CGPoint] {
        let n: Int
        switch e.kind {
        case AP_PATH_MOVE, AP_PATH_LINE: n = 1
        case AP_PATH_QUAD: n = 2
        case AP_PATH_CUBIC: n = 3
        default: n = 0
        }
        let all = [e.points.0, e.points.1, e.points.2]
        return all.prefix(n).map { CGPoint(x: $0.x, y: $0.y) }
    }

    /// An element of `kind` through `points`.
    static func element(_ kind: ap_path_element_kind, _ points: [CGPoint]) -> ap_path_element {
        var e = ap_path_element()
        e.kind = kind
        let c = points.map { ap_point(x: Double($0.x), y: Double($0.y)) }
        if c.count > 0 { e.points.0 = c[0] }
        if c.count > 1 { e.points.1 = c[1] }
        if c.count > 2 { e.points.2 = c[2] }
        return e
    }

    static func transformed(_ e: ap_path_element, _ t: CGAffineTransform) -> ap_path_element {
        element(e.kind, points(of: e).map { $0.applying(t) })
    }

    static func same(_ a: ap_path_element, _ b: ap_path_element) -> Bool {
        a.kind == b.kind && points(of: a) == points(of: b)
    }
}

/// Core Graphics' mutable path (`CGMutablePath`): the building calls Swift code uses.
open class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(elements: []) }
    override init(elements: [ap_path_element]) { super.init(elements: elements) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(CGPath.element(AP_PATH_MOVE, [point.applying(transform)]))
    }
    /// A straight line to `point` (from (0, 0) when the path is empty, as Core Graphics).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty(transform)
        elements.append(CGPath.element(AP_PATH_LINE, [point.applying(transform)]))
    }
    /// Straight lines through `points`, the first a move.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() {
            if i == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) }
        }
    }
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty(transform)
        elements.append(CGPath.element(AP_PATH_QUAD, [control.applying(transform), end.applying(transform)]))
    }
    /// A cubic curve to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        startIfEmpty(transform)
        elements.append(
            CGPath.element(
                AP_PATH_CUBIC, [control1.applying(transform), control2.applying(transform), end.applying(transform)]))
    }
    /// Closes the current subpath.
    public func closeSubpath() { elements.append(CGPath.element(AP_PATH_CLOSE, [])) }

    /// A closed rectangle, clockwise on screen from its origin.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY)
            ],
            transform: transform)
        closeSubpath()
    }
    /// Each rectangle in turn.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`: four cubic quarter arcs from its right-hand
    /// middle, clockwise on screen.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        for q in 0..<4 {
            for (c1, c2, end) in Arc.quarter(q) {
                addCurve(
                    to: CGPoint(x: cx + rx * end.x, y: cy + ry * end.y),
                    control1: CGPoint(x: cx + rx * c1.x, y: cy + ry * c1.y),
                    control2: CGPoint(x: cx + rx * c2.x, y: cy + ry * c2.y), transform: transform)
            }
        }
        closeSubpath()
    }

    /// A closed rounded rectangle: each corner a quarter ellipse of `cornerWidth` by
    /// `cornerHeight` (clamped to half the sides), clockwise on screen.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        RoundedRect.append(
            to: self, r,
            radii: [
                CGSize(width: w, height: h), CGSize(width: w, height: h), CGSize(width: w, height: h),
                CGSize(width: w, height: h)
            ],
            transform: transform)
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians from the +x
    /// axis towards +y). As in Core Graphics on iOS, `clockwise` is in Core Graphics' y-up
    /// sense, which in UIKit's y-down coordinates turns the other way on screen (UIBezierPath's
    /// `clockwise` is the on-screen sense). A line joins the current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        Arc.append(
            to: self, center: center, radius: radius, from: startAngle, to: endAngle, increasing: !clockwise,
            transform: transform)
    }

    /// Appends `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += transform == .identity ? path.elements : path.elements.map { CGPath.transformed($0, transform) }
    }

    private func startIfEmpty(_ transform: CGAffineTransform) {
        if elements.isEmpty { move(to: .zero, transform: transform) }
    }
}

/// Arcs as cubic curves, at most a quarter turn each.
enum Arc {
    /// The unit circle's quarter `q` (0: from angle 0 to π/2, increasing, …) as one cubic:
    /// control points and end, on the unit circle.
    static func quarter(_ q: Int) -> [(CGPoint, CGPoint, CGPoint)] {
        let a0 = CGFloat(q) * .pi / 2
        return [segment(a0, .pi / 2)]
    }

    /// One cubic from angle `a0` sweeping `d` (|d| ≤ π/2) on the unit circle: the standard
    /// approximation with handles of length 4/3 tan(d/4), exact at both ends and the middle.
    static func segment(_ a0: CGFloat, _ d: CGFloat) -> (CGPoint, CGPoint, CGPoint) {
        let k = 4 / 3 * tan(d / 4)
        let a1 = a0 + d
        let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
        return (CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x), CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x), p1)
    }

    /// The sweep from `start` to `end` going the `increasing` way: at most one full turn.
    static func sweep(from start: CGFloat, to end: CGFloat, increasing: Bool) -> CGFloat {
        let full = 2 * CGFloat.pi
        var d = end - start
        if increasing {
            if d >= full { return full }
            if d < 0 { d = d.truncatingRemainder(dividingBy: full) + full }
            return d >= full ? 0 : d
        }
        if d <= -full { return -full }
        if d > 0 { d = d.truncatingRemainder(dividingBy: full) - full }
        return d <= -full ? 0 : d
    }

    /// Appends the arc to `path`: a move (or a line from the current point) to its start, then
    /// cubics of at most a quarter turn.
    static func append(
        to path: CGMutablePath, center c: CGPoint, radius r: CGFloat, from start: CGFloat, to end: CGFloat,
        increasing: Bool, transform t: CGAffineTransform
    ) {
        let d = sweep(from: start, to: end, increasing: increasing)
        let first = CGPoint(x: c.x + r * cos(start), y: c.y + r * sin(start))
        if path.elements.isEmpty || path.elements.last?.kind == AP_PATH_CLOSE {
            path.move(to: first, transform: t)
        } else {
            path.addLine(to: first, transform: t)
        }
        let n = max(1, Int((abs(d) / (.pi / 2)).rounded(.up)))
        guard d != 0 else { return }
        for i in 0..<n {
            let (c1, c2, p) = segment(start + d * CGFloat(i) / CGFloat(n), d / CGFloat(n))
            path.addCurve(
                to: CGPoint(x: c.x + r * p.x, y: c.y + r * p.y),
                control1: CGPoint(x: c.x + r * c1.x, y: c.y + r * c1.y),
                control2: CGPoint(x: c.x + r * c2.x, y: c.y + r * c2.y), transform: t)
        }
    }
}

/// Rounded rectangles with a radius per corner (top-left, top-right, bottom-right,
/// bottom-left), clockwise on screen: a line and a quarter arc per side.
enum RoundedRect {
    static func append(to p: CGMutablePath, _ r: CGRect, radii: [CGSize], transform t: CGAffineTransform) {
        let tl = radii[0], tr = radii[1], br = radii[2], bl = radii[3]
        p.move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: t)
        corner(
            p, from: CGPoint(x: r.maxX - tr.width, y: r.minY),
            center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), tr, quarter: 3, t)
        corner(
            p, from: CGPoint(x: r.maxX, y: r.maxY - br.height),
            center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), br, quarter: 0, t)
        corner(
            p, from: CGPoint(x: r.minX + bl.width, y: r.maxY),
            center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), bl, quarter: 1, t)
        corner(
            p, from: CGPoint(x: r.minX, y: r.minY + tl.height),
            center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), tl, quarter: 2, t)
        p.closeSubpath()
    }

    /// A line to `from`, then the quarter ellipse of `radius` about `center` (quarter 0 starts
    /// at angle 0; angles increase clockwise on screen). A zero radius is the sharp corner.
    private static func corner(
        _ p: CGMutablePath, from: CGPoint, center c: CGPoint, _ radius: CGSize, quarter: Int, _ t: CGAffineTransform
    ) {
        p.addLine(to: from, transform: t)
        guard radius.width > 0, radius.height > 0 else { return }
        for (c1, c2, end) in Arc.quarter(quarter) {
            p.addCurve(
                to: CGPoint(x: c.x + radius.width * end.x, y: c.y + radius.height * end.y),
                control1: CGPoint(x: c.x + radius.width * c1.x, y: c.y + radius.height * c1.y),
                control2: CGPoint(x: c.x + radius.width * c2.x, y: c.y + radius.height * c2.y), transform: t)
        }
    }
}
