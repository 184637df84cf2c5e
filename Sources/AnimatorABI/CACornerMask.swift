/// Core Animation's `CACornerMask`: which corners ``CALayer/cornerRadius`` rounds (Core
/// Animation's raw values).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

extension CALayer {
    /// The corners `cornerRadius` rounds (all four by default, as in Core Animation). Partial:
    /// kept and read back, but the render model rounds all four corners or none, so a subset
    /// is drawn with all four rounded.
    public var maskedCorners: CACornerMask {
        get { connection.layerHints[handle.bits]?["maskedCorners"] as? CACornerMask ?? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] }
        set { connection.layerHints[handle.bits, default: [:]]["maskedCorners"] = newValue }
    }
}
