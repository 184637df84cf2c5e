/// UIKit's `UIAccessibility`: the system's accessibility settings, as fixed answers. The host
/// has no assistive technology and no user settings, so every setting reads as off (animations
/// are not reduced: an animator that checks ``isReduceMotionEnabled`` runs its full
/// animation), and posting a notification does nothing.
public enum UIAccessibility {
    /// Whether the user asked for less motion: false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether VoiceOver runs: false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether the user asked for less transparency: false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for bold text: false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for darker colours: false.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether the user prefers cross-fades to sliding transitions: false.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether Switch Control runs: false.
    public static var isSwitchControlRunning: Bool { false }

    /// UIKit's accessibility notifications (what ``post(notification:argument:)`` takes).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the notification.
        public let rawValue: UInt32
        /// The notification numbered `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a lot.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak.
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies about a change: there are none here; does nothing.
    public static func post(notification: Notification, argument: Any?) {}

    /// Posted when ``isReduceMotionEnabled`` changes (never here).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when ``isVoiceOverRunning`` changes (never here).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
}
