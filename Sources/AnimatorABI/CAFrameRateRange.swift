/// Core Animation's `CAFrameRateRange` (iOS 15): the frame rates an animation or display link
/// would like, for displays that vary their rate. The host renders at its run's one rate, so a
/// range is kept and read back (`CAAnimation.preferredFrameRateRange`) — except that a display
/// link's `preferred` rate, when set, bounds its callbacks as `preferredFramesPerSecond` does.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest rate wanted, frames a second.
    public var minimum: Float
    /// The highest rate wanted, frames a second.
    public var maximum: Float
    /// The rate wanted most, frames a second (nil: none, the range decides).
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's own rate: no preference (UIKit's `.default`, all zero).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether `other` is the same range (UIKit's `isEqual(to:)`).
    public func isEqual(to other: CAFrameRateRange) -> Bool { self == other }
}
