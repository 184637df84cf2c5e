/// Core Animation's `CALayerContentsGravity`: how a layer's `contents` image sits in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string constant.
    public let rawValue: String
    /// A gravity from its string constant.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top edge, centred horizontally.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom edge, centred horizontally.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left edge, centred vertically.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right edge, centred vertically.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched over the bounds (Core Animation's default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping its aspect.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping its aspect.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
