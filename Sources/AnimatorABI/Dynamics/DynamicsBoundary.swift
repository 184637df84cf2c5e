import Foundation

/// A boundary items collide with: a wall that keeps items on one side of a line (the edges of
/// the reference bounds face inwards, so nothing tunnels out of them), or a segment that items
/// meet from either side (`addBoundary(withIdentifier:from:to:)` and the edges of a path).
public enum DynamicsBoundary: Equatable, Sendable {
    /// Items stay where `normal · p >= offset` (`normal` unit length).
    case wall(normal: DynamicsVector, offset: Double)
    /// A two-sided segment.
    case segment(DynamicsVector, DynamicsVector)

    /// The four inward walls of `rect` (the reference bounds, inset).
    public static func walls(of rect: CGRect) -> [DynamicsBoundary] {
        let r = rect.standardized
        return [
            .wall(normal: DynamicsVector(0, 1), offset: Double(r.minY)),  // top
            .wall(normal: DynamicsVector(-1, 0), offset: -Double(r.maxX)),  // right
            .wall(normal: DynamicsVector(0, -1), offset: -Double(r.maxY)),  // bottom
            .wall(normal: DynamicsVector(1, 0), offset: Double(r.minX))
        ]  // left
    }

    /// The segments of `path`, its curves flattened into `segmentsPerCurve` straight pieces
    /// each (closed subpaths closed).
    static func segments(of path: CGPath, segmentsPerCurve: Int = 8) -> [DynamicsBoundary] {
        var out: [DynamicsBoundary] = []
        var start = DynamicsVector.zero, current = DynamicsVector.zero
        func line(to p: DynamicsVector) {
            if p != current { out.append(.segment(current, p)) }
            current = p
        }
        for e in path.elements {
            let pts = CGPath.points(of: e).map { DynamicsVector(Double($0.x), Double($0.y)) }
            switch e.kind {
            case AP_PATH_MOVE:
                start = pts[0]
                current = pts[0]
            case AP_PATH_LINE: line(to: pts[0])
            case AP_PATH_QUAD:
                let p0 = current
                for i in 1...segmentsPerCurve {
                    let t = Double(i) / Double(segmentsPerCurve), u = 1 - t
                    line(to: p0 * (u * u) + pts[0] * (2 * u * t) + pts[1] * (t * t))
                }
            case AP_PATH_CUBIC:
                let p0 = current
                for i in 1...segmentsPerCurve {
                    let t = Double(i) / Double(segmentsPerCurve), u = 1 - t
                    line(
                        to: p0 * (u * u * u) + pts[0] * (3 * u * u * t) + pts[1] * (3 * u * t * t) + pts[2]
                            * (t * t * t))
                }
            case AP_PATH_CLOSE: line(to: start)
            default: break
            }
        }
        return out
    }
}
