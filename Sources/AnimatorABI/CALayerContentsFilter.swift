/// Core Animation's `CALayerContentsFilter`: how contents are sampled when scaled.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string constant.
    public let rawValue: String
    /// A filter from its string constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Nearest neighbour.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Trilinear (mipmapped) minification.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
