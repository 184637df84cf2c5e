/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the function.
    public let rawValue: String
    /// A name; one Core Animation does not define gives the `default` function's points.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// (0.25, 0.1, 0.25, 1): what Core Animation uses when none is given.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Core Animation's `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) given by its
/// two control points, with Core Animation's values for the named functions.
open class CAMediaTimingFunction: NSObject {
    /// The control points (c1x, c1y, c2x, c2y).
    let points: (Float, Float, Float, Float)

    /// A named function (an unknown name gives `default`'s points, as Core Animation does).
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: points = (0, 0, 1, 1)
        case .easeIn: points = (0.42, 0, 1, 1)
        case .easeOut: points = (0, 0, 0.58, 1)
        case .easeInEaseOut: points = (0.42, 0, 0.58, 1)
        default: points = (0.25, 0.1, 0.25, 1)
        }
    }

    /// A function through the control points (c1x, c1y) and (c2x, c2y); x in [0, 1].
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
    }

    /// Core Animation's accessor: point 0 is (0, 0), 1 and 2 the control points, 3 is (1, 1).
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let all: [(Float, Float)] = [(0, 0), (points.0, points.1), (points.2, points.3), (1, 1)]
        let p = all[min(max(idx, 0), 3)]
        ptr[0] = p.0
        ptr[1] = p.1
    }

    /// The control points as the C ABI takes them.
    var controlPoints: (ap_point, ap_point) {
        (ap_point(x: Double(points.0), y: Double(points.1)), ap_point(x: Double(points.2), y: Double(points.3)))
    }
}
