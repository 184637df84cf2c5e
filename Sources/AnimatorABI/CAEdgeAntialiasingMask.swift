/// Core Animation's `CAEdgeAntialiasingMask`: the edges of a layer that are anti-aliased.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, Core Animation's values.
    public let rawValue: UInt32
    /// A mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}
