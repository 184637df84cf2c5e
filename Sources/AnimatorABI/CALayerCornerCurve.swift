/// Core Animation's `CALayerCornerCurve`: the shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string constant.
    public let rawValue: String
    /// A curve from its string constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
