/// UIKit's `UIDevice`: the device the plugin runs on, as fixed values that describe the host.
/// The host stands for a phone: ``model`` "iPhone", ``systemName`` "iOS", ``systemVersion``
/// "17.0" (the UIKit the SDK follows), ``userInterfaceIdiom`` phone (as the host's traits), the
/// orientation of the screen's shape (portrait, or landscape left when wider than high), no
/// battery monitoring (level −1, state unknown, as UIKit reports while monitoring is off) and
/// no proximity sensor. None of it changes during a run, so no orientation notification is
/// ever posted.
public final class UIDevice: NSObject {
    /// UIKit's device orientations (UIKit's raw values).
    public enum Orientation: Int, Sendable {
        /// Not known.
        case unknown = 0
        /// Upright.
        case portrait
        /// Upside down.
        case portraitUpsideDown
        /// Turned left: the home button (or bottom edge) on the right.
        case landscapeLeft
        /// Turned right: the home button (or bottom edge) on the left.
        case landscapeRight
        /// Lying face up.
        case faceUp
        /// Lying face down.
        case faceDown

        /// True for the two portrait orientations.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// True for the two landscape orientations.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// True lying face up or down.
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        /// True for an orientation an interface can take (not unknown, not flat).
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    /// UIKit's battery states (UIKit's raw values).
    public enum BatteryState: Int, Sendable {
        /// Not known (also while monitoring is off: always here).
        case unknown = 0
        /// On battery.
        case unplugged
        /// Charging.
        case charging
        /// Full.
        case full
    }

    /// The device.
    // Main-actor state on iOS; here plugin code runs only inside host calls, all made from one
    // thread; the host's tables refuse calls from any other.
    nonisolated(unsafe) public static let current = UIDevice()
    private override init() {}

    /// "TransitionHost" (UIKit gives the user's device name).
    public var name: String { "TransitionHost" }
    /// "iPhone".
    public var model: String { "iPhone" }
    /// "iPhone".
    public var localizedModel: String { model }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// "17.0".
    public var systemVersion: String { "17.0" }
    /// A phone, as the host's traits say.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The orientation of the host's screen: portrait when at least as high as wide, else
    /// landscape left (the interface's landscape right, ``UIInterfaceOrientation``).
    public var orientation: Orientation {
        let size = UIScreen.main.bounds.size
        return size.height >= size.width ? .portrait : .landscapeLeft
    }
    /// True (UIKit's answer on every current device).
    public var isMultitaskingSupported: Bool { true }
    /// Battery monitoring: kept and read back; there is no battery to report.
    public var isBatteryMonitoringEnabled = false
    /// −1, UIKit's value when the level is not known.
    public var batteryLevel: Float { -1 }
    /// ``BatteryState/unknown``.
    public var batteryState: BatteryState { .unknown }
    /// Proximity monitoring: setting it to true leaves it false, as UIKit does on a device
    /// without the sensor.
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// False (no sensor).
    public var proximityState: Bool { false }
    /// True between ``beginGeneratingDeviceOrientationNotifications()`` and as many
    /// ``endGeneratingDeviceOrientationNotifications()``.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }
    private var orientationNotificationRequests = 0
    /// Asks for orientation notifications (counted, as UIKit counts them; none is ever posted,
    /// the orientation never changes).
    public func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }
    /// Ends one request for orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }
    /// Plays the keyboard click: there is no sound here; does nothing.
    public func playInputClick() {}

    /// Posted when the device orientation changes (never here).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes (never here).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes (never here).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

/// Swift 4's name of ``UIDevice/Orientation``, which UIKit spells `UIDeviceOrientation` too.
public typealias UIDeviceOrientation = UIDevice.Orientation
