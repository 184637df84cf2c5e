/// Options of a block animation, with UIKit's `UIView.AnimationOptions` bit values (the C ABI
/// uses the same bits).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Start each animation from the property's current presentation value instead of its old
    /// model value (which jumps when an animation of that property is still running).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play backwards after each forward play (then show the model value, as UIKit does).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Curve: ease in and out (UIKit's default; the value 0 in the curve field).
    public static let curveEaseInOut = AnimationOptions([])
    /// Curve: ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Curve: ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Curve: linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// True when the curve field names a curve other than the default (ease in and out, 0):
    /// only then does it override a layer transaction's timing function.
    public var namesCurve: Bool { rawValue & (3 << 16) != 0 }

    /// The curve selected by the two curve bits.
    public var curve: AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }

    /// Keyframes: calculation mode linear (the value 0 in the mode field).
    public static let calculationModeLinear = AnimationOptions([])
    /// Keyframes: calculation mode discrete.
    public static let calculationModeDiscrete = AnimationOptions(rawValue: 1 << 10)
    /// Keyframes: calculation mode paced.
    public static let calculationModePaced = AnimationOptions(rawValue: 2 << 10)
    /// Keyframes: calculation mode cubic.
    public static let calculationModeCubic = AnimationOptions(rawValue: 3 << 10)
    /// Keyframes: calculation mode cubic paced.
    public static let calculationModeCubicPaced = AnimationOptions(rawValue: 4 << 10)

    /// The keyframe calculation mode selected by the three mode bits (unknown values: linear).
    public var calculationMode: KeyframeCalculationMode {
        switch (rawValue >> 10) & 7 {
        case 1: return .discrete
        case 2: return .paced
        case 3: return .cubic
        case 4: return .cubicPaced
        default: return .linear
        }
    }
}
