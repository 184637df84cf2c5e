import Foundation

/// Core Animation's `CAKeyframeAnimation.path` for `position`: the layer's position moves
/// along a path instead of through `values`.
///
/// The path's vertices — the end of every drawing element — are the keyframes: with key
/// times, the position reaches vertex i at key time i and moves along the element between
/// them at constant speed (the element's own arc length; curves flattened to within 0.01
/// points); without, the vertices are evenly spaced in time. In the paced modes the key times
/// are ignored and the whole path is covered at constant speed; in discrete mode the position
/// jumps from vertex to vertex. (Core Animation's cubic modes treat the path as they do in
/// linear mode here: a path already carries its curves.)
public struct MotionPath: Sendable {
    /// Points along the path, flattened, with the arc length from the start at each.
    let points: [Point]
    let lengths: [Double]
    /// The index in `points` of each vertex (the first is the path's start).
    let vertices: [Int]
    /// When each vertex is reached, 0…1.
    let times: [Double]
    let discrete: Bool

    /// The motion along `path` with the key times and calculation mode of the animation; nil
    /// for a path with nothing to follow (no drawing element).
    public init?(_ path: Path, keyTimes: [Double]?, mode: KeyframeCalculationMode) {
        var points: [Point] = [], vertices: [Int] = []
        var jumps = Set<Int>()
        var start = Point.zero, pen = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                start = p
                pen = p
                // A move jumps: the vertex is reached without travel.
                if !points.isEmpty { jumps.insert(points.count) }
                points.append(p)
                vertices.append(points.count - 1)
            case .close:
                if pen != start {
                    points.append(start)
                    vertices.append(points.count - 1)
                }
                pen = start
            default:
                if points.isEmpty {
                    points.append(pen)
                    vertices.append(0)
                }
                let piece = Path([.move(pen), e]).flattened(tolerance: 0.01).first?.points.dropFirst() ?? []
                points += piece
                vertices.append(points.count - 1)
                pen = e.end ?? pen
            }
        }
        guard vertices.count > 1 else { return nil }
        var lengths = [0.0]
        for i in 1..<points.count {
            // A move is a jump: it adds no length.
            lengths.append(lengths[i - 1] + (jumps.contains(i) ? 0 : (points[i] - points[i - 1]).length))
        }
        self.points = points
        self.lengths = lengths
        self.vertices = vertices
        self.discrete = mode == .discrete
        let n = vertices.count
        if mode == .paced || mode == .cubicPaced, let total = lengths.last, total > 0 {
            times = vertices.map { lengths[$0] / total }
        } else if let kt = keyTimes, kt.count == n {
            var last = 0.0
            times = kt.map { t in
                last = max(last, min(1, max(0, t.isFinite ? t : 0)))
                return last
            }
        } else {
            times = (0..<n).map { Double($0) / Double(n - 1) }
        }
    }

    /// The position at progress `u` (held at the ends).
    public func point(at u: Double) -> Point { place(at: u).point }

    /// The direction of travel at progress `u`, radians from +x towards +y (the tangent of
    /// the piece being followed; at the ends, of the first or last piece).
    public func angle(at u: Double) -> Double { place(at: u).angle }

    /// The position and direction at progress `u`.
    func place(at u: Double) -> (point: Point, angle: Double) {
        func direction(_ j: Int) -> Double {
            // The piece from j on, or the nearest one with a length.
            var k = min(max(j, 0), points.count - 2)
            while k > 0 && points[k + 1] == points[k] { k -= 1 }
            let d = points[k + 1] - points[k]
            return atan2(d.y, d.x)
        }
        let n = vertices.count
        guard points.count > 1 else { return (points[0], 0) }
        if u <= times[0] { return (points[vertices[0]], direction(vertices[0])) }
        if u >= times[n - 1] { return (points[vertices[n - 1]], direction(vertices[n - 1] - 1)) }
        var i = 0
        while i + 2 < n && times[i + 1] <= u { i += 1 }
        if discrete { return (points[vertices[i]], direction(vertices[i])) }
        let span = times[i + 1] - times[i]
        let f = span > 0 ? (u - times[i]) / span : 1
        let a = vertices[i], b = vertices[i + 1]
        let target = lengths[a] + (lengths[b] - lengths[a]) * f
        var j = a
        while j + 1 < b && lengths[j + 1] < target { j += 1 }
        let seg = lengths[j + 1] - lengths[j]
        let p = seg > 0 ? points[j].interpolated(to: points[j + 1], (target - lengths[j]) / seg) : points[j + 1]
        return (p, direction(j))
    }
}

/// Core Animation's `rotationMode` for motion along a path.
public enum MotionRotation: Sendable {
    /// The layer keeps its orientation.
    case none
    /// The layer turns to face along the path (`rotateAuto`).
    case auto
    /// …and half a turn more (`rotateAutoReverse`).
    case autoReverse
}

/// Writes the position along a ``MotionPath`` and, when the layer turns with it, the turn
/// before the layer's transform (its record then starts each frame from the model).
final class MotionPathTrack: AnimationTrack {
    let motion: MotionPath
    let rotation: MotionRotation
    init(_ m: MotionPath, rotation: MotionRotation) {
        motion = m
        self.rotation = rotation
    }
    override func apply(_ p: Double, to s: inout LayerState) {
        guard rotation != .none else {
            s.position = motion.point(at: p)
            return
        }
        let place = motion.place(at: p)
        s.position = place.point
        let angle = place.angle + (rotation == .autoReverse ? Double.pi : 0)
        s.transform = Transform3D.rotation(angle, x: 0, y: 0, z: 1).concatenating(s.transform)
    }
}
