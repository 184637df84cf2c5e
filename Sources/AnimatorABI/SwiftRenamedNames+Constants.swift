// The rest of the Swift 4.0/4.1 constant, function and member names Swift 4.2 renamed (see
// SwiftRenamedNames.swift and tools/sdk-renames/swift4-renames.tsv, drawn from Apple's API
// notes and, for the typed constants Swift 4 saw as plain globals, UIKit's headers): every one
// whose new spelling this SDK has. Each is exactly the value, function or member it names.

// MARK: Constants Swift 4.2 made static members

/// Swift 4's name of ``UICollectionView/elementKindSectionHeader``.
@available(*, deprecated, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
/// Swift 4's name of ``UICollectionView/elementKindSectionFooter``.
@available(*, deprecated, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
/// Swift 4's name of `UIScrollView.DecelerationRate.normal`, with the new spelling's type:
/// Swift 4's constant was a `CGFloat`, so code that used it as a number needs `.rawValue` (as
/// Xcode's migration writes), while `decelerationRate = UIScrollViewDecelerationRateNormal`
/// compiles unchanged.
@available(*, deprecated, renamed: "UIScrollView.DecelerationRate.normal")
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal
/// Swift 4's name of `UIScrollView.DecelerationRate.fast`.
@available(*, deprecated, renamed: "UIScrollView.DecelerationRate.fast")
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast
/// Swift 4's name of ``UISegmentedControl/noSegment``.
@available(*, deprecated, renamed: "UISegmentedControl.noSegment")
public let UISegmentedControlNoSegment = UISegmentedControl.noSegment
/// Swift 4's name of ``UINavigationController/hideShowBarDuration``.
@available(*, deprecated, renamed: "UINavigationController.hideShowBarDuration")
public let UINavigationControllerHideShowBarDuration = UINavigationController.hideShowBarDuration
/// Swift 4's name of `UIPageViewController.OptionsKey.spineLocation`.
@available(*, deprecated, renamed: "UIPageViewController.OptionsKey.spineLocation")
public let UIPageViewControllerOptionSpineLocationKey = UIPageViewController.OptionsKey.spineLocation
/// Swift 4's name of `UIPageViewController.OptionsKey.interPageSpacing`.
@available(*, deprecated, renamed: "UIPageViewController.OptionsKey.interPageSpacing")
public let UIPageViewControllerOptionInterPageSpacingKey = UIPageViewController.OptionsKey.interPageSpacing

/// Swift 4's name of `CAGradientLayerType.conic` (iOS 12's Core Animation, whose other
/// `kCAGradientLayer…` names are declared beside the type).
@available(*, deprecated, renamed: "CAGradientLayerType.conic")
public let kCAGradientLayerConic = CAGradientLayerType.conic

// MARK: Keyboard notification user-info keys

/// Swift 4's name of ``UIResponder/keyboardAnimationCurveUserInfoKey``.
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey
/// Swift 4's name of ``UIResponder/keyboardAnimationDurationUserInfoKey``.
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
/// Swift 4's name of ``UIResponder/keyboardFrameEndUserInfoKey``.
@available(*, deprecated, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey

// MARK: Accessibility notifications

/// Swift 4's name of `UIAccessibility.Notification.screenChanged`.
@available(*, deprecated, renamed: "UIAccessibility.Notification.screenChanged")
public let UIAccessibilityScreenChangedNotification = UIAccessibility.Notification.screenChanged
/// Swift 4's name of `UIAccessibility.Notification.layoutChanged`.
@available(*, deprecated, renamed: "UIAccessibility.Notification.layoutChanged")
public let UIAccessibilityLayoutChangedNotification = UIAccessibility.Notification.layoutChanged
/// Swift 4's name of `UIAccessibility.Notification.announcement`.
@available(*, deprecated, renamed: "UIAccessibility.Notification.announcement")
public let UIAccessibilityAnnouncementNotification = UIAccessibility.Notification.announcement
/// Swift 4's name of `UIAccessibility.Notification.pageScrolled`.
@available(*, deprecated, renamed: "UIAccessibility.Notification.pageScrolled")
public let UIAccessibilityPageScrolledNotification = UIAccessibility.Notification.pageScrolled

extension NSNotification.Name {
    /// Swift 4's name of ``UIDevice/batteryLevelDidChangeNotification``.
    @available(*, deprecated, renamed: "UIDevice.batteryLevelDidChangeNotification")
    public static let UIDeviceBatteryLevelDidChange = UIDevice.batteryLevelDidChangeNotification
    /// Swift 4's name of ``UIDevice/batteryStateDidChangeNotification``.
    @available(*, deprecated, renamed: "UIDevice.batteryStateDidChangeNotification")
    public static let UIDeviceBatteryStateDidChange = UIDevice.batteryStateDidChangeNotification
    /// Swift 4's name of ``UIDevice/orientationDidChangeNotification``.
    @available(*, deprecated, renamed: "UIDevice.orientationDidChangeNotification")
    public static let UIDeviceOrientationDidChange = UIDevice.orientationDidChangeNotification
    /// Swift 4's name of ``UIAccessibility/reduceMotionStatusDidChangeNotification``.
    @available(*, deprecated, renamed: "UIAccessibility.reduceMotionStatusDidChangeNotification")
    public static let UIAccessibilityReduceMotionStatusDidChange =
        UIAccessibility.reduceMotionStatusDidChangeNotification
    /// Swift 4's name of ``UIAccessibility/voiceOverStatusDidChangeNotification``.
    @available(*, deprecated, renamed: "UIAccessibility.voiceOverStatusDidChangeNotification")
    public static let UIAccessibilityVoiceOverStatusDidChange = UIAccessibility.voiceOverStatusDidChangeNotification
}

// MARK: Functions Swift 4.2 made initializers, properties and static methods

/// Swift 4's `UIOffsetMake(horizontal, vertical)`.
@available(*, deprecated, renamed: "UIOffset(horizontal:vertical:)")
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}
/// Swift 4's `NSDirectionalEdgeInsetsMake(top, leading, bottom, trailing)`.
@available(*, deprecated, renamed: "NSDirectionalEdgeInsets(top:leading:bottom:trailing:)")
public func NSDirectionalEdgeInsetsMake(
    _ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat
) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}
/// Swift 4's `UIInterfaceOrientationIsPortrait(_:)`: ``UIInterfaceOrientation/isPortrait``.
@available(*, deprecated, message: "use UIInterfaceOrientation.isPortrait")
public func UIInterfaceOrientationIsPortrait(_ orientation: UIInterfaceOrientation) -> Bool { orientation.isPortrait }
/// Swift 4's `UIInterfaceOrientationIsLandscape(_:)`: ``UIInterfaceOrientation/isLandscape``.
@available(*, deprecated, message: "use UIInterfaceOrientation.isLandscape")
public func UIInterfaceOrientationIsLandscape(_ orientation: UIInterfaceOrientation) -> Bool {
    orientation.isLandscape
}
/// Swift 4's `UIDeviceOrientationIsPortrait(_:)`: ``UIDeviceOrientation/isPortrait``.
@available(*, deprecated, message: "use UIDeviceOrientation.isPortrait")
public func UIDeviceOrientationIsPortrait(_ orientation: UIDeviceOrientation) -> Bool { orientation.isPortrait }
/// Swift 4's `UIDeviceOrientationIsLandscape(_:)`: ``UIDeviceOrientation/isLandscape``.
@available(*, deprecated, message: "use UIDeviceOrientation.isLandscape")
public func UIDeviceOrientationIsLandscape(_ orientation: UIDeviceOrientation) -> Bool { orientation.isLandscape }
/// Swift 4's `UIDeviceOrientationIsFlat(_:)`: ``UIDeviceOrientation/isFlat``.
@available(*, deprecated, message: "use UIDeviceOrientation.isFlat")
public func UIDeviceOrientationIsFlat(_ orientation: UIDeviceOrientation) -> Bool { orientation.isFlat }
/// Swift 4's `UIDeviceOrientationIsValidInterfaceOrientation(_:)`:
/// ``UIDeviceOrientation/isValidInterfaceOrientation``.
@available(*, deprecated, message: "use UIDeviceOrientation.isValidInterfaceOrientation")
public func UIDeviceOrientationIsValidInterfaceOrientation(_ orientation: UIDeviceOrientation) -> Bool {
    orientation.isValidInterfaceOrientation
}
/// Swift 4's `UIAccessibilityPostNotification(_:_:)`: `UIAccessibility.post(notification:argument:)`.
@available(*, deprecated, renamed: "UIAccessibility.post(notification:argument:)")
public func UIAccessibilityPostNotification(_ notification: UIAccessibility.Notification, _ argument: Any?) {
    UIAccessibility.post(notification: notification, argument: argument)
}

/// Swift 4's `UIAccessibilityIsVoiceOverRunning()`: ``UIAccessibility/isVoiceOverRunning``.
@available(*, deprecated, message: "use UIAccessibility.isVoiceOverRunning")
public func UIAccessibilityIsVoiceOverRunning() -> Bool { UIAccessibility.isVoiceOverRunning }
/// Swift 4's `UIAccessibilityIsSwitchControlRunning()`: ``UIAccessibility/isSwitchControlRunning``.
@available(*, deprecated, message: "use UIAccessibility.isSwitchControlRunning")
public func UIAccessibilityIsSwitchControlRunning() -> Bool { UIAccessibility.isSwitchControlRunning }
/// Swift 4's `UIAccessibilityIsBoldTextEnabled()`: ``UIAccessibility/isBoldTextEnabled``.
@available(*, deprecated, message: "use UIAccessibility.isBoldTextEnabled")
public func UIAccessibilityIsBoldTextEnabled() -> Bool { UIAccessibility.isBoldTextEnabled }
/// Swift 4's `UIAccessibilityDarkerSystemColorsEnabled()`: ``UIAccessibility/isDarkerSystemColorsEnabled``.
@available(*, deprecated, message: "use UIAccessibility.isDarkerSystemColorsEnabled")
public func UIAccessibilityDarkerSystemColorsEnabled() -> Bool { UIAccessibility.isDarkerSystemColorsEnabled }
/// Swift 4's `UIAccessibilityIsReduceMotionEnabled()`: ``UIAccessibility/isReduceMotionEnabled``.
@available(*, deprecated, message: "use UIAccessibility.isReduceMotionEnabled")
public func UIAccessibilityIsReduceMotionEnabled() -> Bool { UIAccessibility.isReduceMotionEnabled }
/// Swift 4's `UIAccessibilityIsReduceTransparencyEnabled()`: ``UIAccessibility/isReduceTransparencyEnabled``.
@available(*, deprecated, message: "use UIAccessibility.isReduceTransparencyEnabled")
public func UIAccessibilityIsReduceTransparencyEnabled() -> Bool { UIAccessibility.isReduceTransparencyEnabled }

// MARK: Members Swift 4.2 renamed

extension UIActivityIndicatorView {
    /// Swift 4's spelling of ``init(style:)``.
    @available(*, deprecated, renamed: "init(style:)")
    public convenience init(activityIndicatorStyle style: UIActivityIndicatorView.Style) { self.init(style: style) }
    /// Swift 4's spelling of ``style``.
    @available(*, deprecated, renamed: "style")
    public var activityIndicatorViewStyle: UIActivityIndicatorView.Style {
        get { style }
        set { style = newValue }
    }
}
