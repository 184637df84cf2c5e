/// Core Graphics' `CGPathFillRule`: which points a path's fill covers.
public enum CGPathFillRule: Int, Sendable {
    /// Points the path winds around a non-zero number of times (the default).
    case winding
    /// Points inside an odd number of the path's crossings.
    case evenOdd
}
