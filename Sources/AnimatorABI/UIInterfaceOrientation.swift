/// UIKit's interface orientations (UIKit's raw values; note that the interface's landscape
/// left is the device's landscape right, as in UIKit). The host has one orientation for a
/// whole run: portrait when its screen is at least as high as it is wide, else landscape
/// right (``UIDevice/orientation`` says the same).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// The home button (or bottom edge) on the left.
    case landscapeLeft = 4
    /// The home button (or bottom edge) on the right.
    case landscapeRight = 3

    /// True for the two portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// True for the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// UIKit's sets of interface orientations (UIKit's bits: one bit per orientation's raw value),
/// what ``UIViewController/supportedInterfaceOrientations`` answers.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit stores them.
    public let rawValue: UInt
    /// The set of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(
        rawValue: 1 << UInt(UIInterfaceOrientation.portrait.rawValue))
    /// Landscape left.
    public static let landscapeLeft = UIInterfaceOrientationMask(
        rawValue: 1 << UInt(UIInterfaceOrientation.landscapeLeft.rawValue))
    /// Landscape right.
    public static let landscapeRight = UIInterfaceOrientationMask(
        rawValue: 1 << UInt(UIInterfaceOrientation.landscapeRight.rawValue))
    /// Portrait upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(
        rawValue: 1 << UInt(UIInterfaceOrientation.portraitUpsideDown.rawValue))
    /// Both landscapes.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown
    ]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The orientations in `orientation` (one bit).
    public init(_ orientation: UIInterfaceOrientation) { self.init(rawValue: 1 << UInt(orientation.rawValue)) }
}
