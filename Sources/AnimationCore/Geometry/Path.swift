import Foundation

/// A vector path, Core Graphics style (`CGPath`): subpaths of straight lines and quadratic or
/// cubic Bézier curves, each begun by a move and optionally closed, in a layer's own
/// coordinates, points.
///
/// A value type: two paths are equal when their elements are. Arcs, ovals and rounded
/// rectangles are built from cubic curves by their makers (the SDK's `UIBezierPath`), as Core
/// Graphics does, so the engine only ever sees these five element kinds.
public struct Path: Hashable, Sendable {
    /// One element.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight line from the current point.
        case line(Point)
        /// A quadratic curve: control point, end.
        case quad(Point, Point)
        /// A cubic curve: two control points, end.
        case cubic(Point, Point, Point)
        /// A straight line back to the subpath's start, which closes it.
        case close
    }

    /// The elements, in order.
    public var elements: [Element]

    /// A path of `elements` (an element other than a move with no current point starts at
    /// (0, 0), as Core Graphics treats a path that does not begin with a move).
    public init(_ elements: [Element] = []) { self.elements = elements }

    /// True when every coordinate is finite.
    public var isFinite: Bool {
        elements.allSatisfy {
            switch $0 {
            case .move(let p), .line(let p): return p.isFinite
            case let .quad(c, p): return c.isFinite && p.isFinite
            case let .cubic(c1, c2, p): return c1.isFinite && c2.isFinite && p.isFinite
            case .close: return true
            }
        }
    }

    /// The smallest rectangle holding every point and control point (Core Graphics'
    /// `boundingBox`); `.zero` for an empty path.
    public var boundingBox: Rect {
        var pts: [Point] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case let .quad(c, p): pts += [c, p]
            case let .cubic(c1, c2, p): pts += [c1, c2, p]
            case .close: break
            }
        }
        return pts.isEmpty ? .zero : Rect.bounding(pts)
    }

    // MARK: Flattening

    /// One subpath as a polyline.
    public struct Polyline: Hashable, Sendable {
        /// The points, the start first (a closed one does not repeat it at the end).
        public var points: [Point]
        /// True when the subpath was closed (`close`): it has an edge from the last point back
        /// to the first and no ends to cap.
        public var isClosed: Bool
    }

    /// The subpaths as polylines whose points lie on the path and whose chords stray at most
    /// `tolerance` points from the curves they replace. A move not followed by a drawing
    /// element gives no polyline.
    ///
    /// At most about ``FrameBudget/maximumFlattenedPoints`` points in all: when the curves
    /// would need more at this tolerance, every curve gets proportionally fewer pieces (at
    /// least one), so the longest path a plugin may set (65,536 cubics across a huge span)
    /// flattens to a bounded polygon instead of tens of millions of points.
    public func flattened(tolerance: Double) -> [Polyline] {
        var out: [Polyline] = []
        var current: [Point] = []
        var start = Point.zero, pen = Point.zero
        func finish(closed: Bool) {
            if current.count > 1 { out.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        func begin() { if current.isEmpty { current = [pen] } }
        let tol = max(tolerance, 1e-6)
        // First the pieces every curve would take; beyond the budget, all are scaled down.
        var needed = 0
        var pen0 = Point.zero
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                needed += 1
                pen0 = p
            case let .quad(c, p):
                needed += Path.pieces((pen0 - c * 2 + p).length / 4, tol)
                pen0 = p
            case let .cubic(c1, c2, p):
                needed += Path.pieces(0.75 * max((pen0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length), tol)
                pen0 = p
            case .close: break
            }
        }
        let share =
            needed > FrameBudget.maximumFlattenedPoints
            ? Double(FrameBudget.maximumFlattenedPoints) / Double(needed) : 1
        func budgeted(_ n: Int) -> Int { share < 1 ? max(1, Int(Double(n) * share)) : n }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                start = p
                pen = p
            case .line(let p):
                begin()
                current.append(p)
                pen = p
            case let .quad(c, p):
                begin()
                // A quadratic's chord error after n pieces is at most |P0 − 2C + P2| / (4 n²)
                // (its second derivative is constant: 2 (P0 − 2C + P2)).
                let d = (pen - c * 2 + p).length
                let n = budgeted(Path.pieces(d / 4, tol))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(pen * (u * u) + c * (2 * u * t) + p * (t * t))
                }
                pen = p
            case let .cubic(c1, c2, p):
                begin()
                // Bound of a cubic's chord error after n pieces: (3/4)·max second difference / n².
                let d = max((pen - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = budgeted(Path.pieces(0.75 * d, tol))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(pen * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                pen = p
            case .close:
                if !current.isEmpty {
                    if let last = current.last, last == start, current.count > 1 { current.removeLast() }
                    finish(closed: true)
                }
                pen = start
            }
        }
        finish(closed: false)
        return out
    }

    /// Pieces needed so that `k / n²` ≤ `tolerance` (at least 1, at most 1,000 per curve).
    static func pieces(_ k: Double, _ tolerance: Double) -> Int {
        guard k.isFinite, k > tolerance else { return 1 }
        return min(1000, Int((k / tolerance).squareRoot().rounded(.up)))
    }

    // MARK: Interpolation

    /// The path between `self` (t = 0) and `other` (t = 1), element by element, as Core
    /// Animation animates `path`: lines and quadratic curves count as the cubics they equal,
    /// so a polygon can morph into a curve. Nil when the two do not have the same sequence of
    /// moves, closes and drawing elements (Core Animation's result is undefined there; the
    /// engine then shows one path or the other, see ``PathAnimation``).
    public func interpolated(to other: Path, _ t: Double) -> Path? {
        guard elements.count == other.elements.count else { return nil }
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        var penA = Point.zero, penB = Point.zero, startA = Point.zero, startB = Point.zero
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case let (.move(p), .move(q)):
                out.append(.move(p.interpolated(to: q, t)))
                penA = p
                penB = q
                startA = p
                startB = q
            case (.close, .close):
                out.append(.close)
                penA = startA
                penB = startB
            case (.move, _), (_, .move), (.close, _), (_, .close):
                return nil
            default:
                if case let .line(p) = a, case let .line(q) = b {
                    out.append(.line(p.interpolated(to: q, t)))
                } else {
                    let (a1, a2, ap) = Path.cubicForm(a, from: penA)
                    let (b1, b2, bp) = Path.cubicForm(b, from: penB)
                    out.append(
                        .cubic(a1.interpolated(to: b1, t), a2.interpolated(to: b2, t), ap.interpolated(to: bp, t)))
                }
                penA = a.end ?? penA
                penB = b.end ?? penB
            }
        }
        return Path(out)
    }

    /// A drawing element as the cubic it equals, starting at `pen`.
    static func cubicForm(_ e: Element, from pen: Point) -> (Point, Point, Point) {
        switch e {
        case .line(let p): return (pen.interpolated(to: p, 1.0 / 3), pen.interpolated(to: p, 2.0 / 3), p)
        case let .quad(c, p): return (pen.interpolated(to: c, 2.0 / 3), p.interpolated(to: c, 2.0 / 3), p)
        case let .cubic(c1, c2, p): return (c1, c2, p)
        case .move(let p): return (p, p, p)
        case .close: return (pen, pen, pen)
        }
    }
}

extension Path.Element {
    /// Where the element leaves the pen (nil for `close`, which returns to the subpath's start).
    public var end: Point? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }
}
