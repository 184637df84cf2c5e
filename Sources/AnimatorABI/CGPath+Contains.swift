/// Core Graphics' `contains(_:using:transform:)`: whether a point is inside the area a path
/// fills — each subpath closed by a straight line back to its start, as a fill closes it;
/// curves taken as 32 straight pieces each (within a small fraction of a point of the curve at
/// the sizes views have). Points on an edge count as inside a rectangle's left and top edges
/// and outside its right and bottom ones (the usual half-open rule of scanline fills).
extension CGPath {
    /// Whether `point` is inside the path's fill under `rule`, after `transform` is applied to
    /// the path.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        var winding = 0, crossings = 0
        for (a, b) in segments(transform) where (a.y <= point.y) != (b.y <= point.y) {
            // Where the edge crosses the horizontal line through the point.
            let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
            guard x > point.x else { continue }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// The path as straight segments, each subpath closed.
    func segments(_ t: CGAffineTransform) -> [(CGPoint, CGPoint)] {
        var out: [(CGPoint, CGPoint)] = []
        var start = CGPoint.zero, pen = CGPoint.zero, open = false
        func close() {
            if open && pen != start { out.append((pen, start)) }
            pen = start
            open = false
        }
        for e in elements {
            let p = CGPath.points(of: e).map { $0.applying(t) }
            switch e.kind {
            case AP_PATH_MOVE:
                close()
                (start, pen) = (p[0], p[0])
            case AP_PATH_LINE:
                out.append((pen, p[0]))
                pen = p[0]
                open = true
            case AP_PATH_QUAD, AP_PATH_CUBIC:
                var last = pen
                for i in 1...32 {
                    let u = CGFloat(i) / 32
                    let next = e.kind == AP_PATH_QUAD ? quad(pen, p[0], p[1], u) : cubic(pen, p[0], p[1], p[2], u)
                    out.append((last, next))
                    last = next
                }
                pen = p[p.count - 1]
                open = true
            default:
                close()
            }
        }
        close()
        return out
    }

    private func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ u: CGFloat) -> CGPoint {
        let v = 1 - u
        return CGPoint(
            x: v * v * p0.x + 2 * v * u * c.x + u * u * p1.x, y: v * v * p0.y + 2 * v * u * c.y + u * u * p1.y)
    }

    private func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ u: CGFloat) -> CGPoint {
        let v = 1 - u
        let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
}

extension UIBezierPath {
    /// Whether `point` is inside the area the path fills, under its fill rule
    /// (``usesEvenOddFillRule``), as UIKit's `contains(_:)`.
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
