/// Core Animation's `CACornerMask`: which corners ``CALayer/cornerRadius`` rounds (Core
/// Animation's raw values).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits (or value), as UIKit stores them.
    public let rawValue: UInt
    /// The value of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

extension CALayer {
    /// The corners `cornerRadius` rounds (all four by default, as in Core Animation). Partial:
    /// kept and read back, but the render model rounds all four corners or none, so a subset
    /// is drawn with all four rounded.
    public var maskedCorners: CACornerMask {
        get {
            connection.layerHints[handle.bits]?["maskedCorners"] as? CACornerMask ?? [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner
            ]
        }
        set { connection.layerHints[handle.bits, default: [:]]["maskedCorners"] = newValue }
    }
}
