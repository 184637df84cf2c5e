import Foundation
import XCTest
@testable import AnimatorABI

/// Every Swift 4 name the SDK gained from Apple's API notes (tools/sdk-renames/swift4-renames.tsv)
/// is the very type, value, function or member of its Swift 4.2 spelling: types are the same
/// type, constants equal values (UIKit's own where UIKit documents them), functions give the new
/// spelling's results.
final class Swift4APINotesRenamesTests: XCTestCase {
    @available(*, deprecated, message: "exercises the deprecated Swift 4 names on purpose")
    func testSwift4TypeNamesAreTheNestedTypes() {
        let pairs: [(Any.Type, Any.Type)] = [
            (UIViewAutoresizing.self, UIView.AutoresizingMask.self),
            (UIScrollViewContentInsetAdjustmentBehavior.self, UIScrollView.ContentInsetAdjustmentBehavior.self),
            (UIScrollViewKeyboardDismissMode.self, UIScrollView.KeyboardDismissMode.self),
            (UIScrollViewDecelerationRate.self, UIScrollView.DecelerationRate.self),
            (UICollectionViewScrollPosition.self, UICollectionView.ScrollPosition.self),
            (UICollectionElementCategory.self, UICollectionView.ElementCategory.self),
            (UICollectionUpdateAction.self, UICollectionViewUpdateItem.Action.self),
            (UIControlContentVerticalAlignment.self, UIControl.ContentVerticalAlignment.self),
            (UIControlContentHorizontalAlignment.self, UIControl.ContentHorizontalAlignment.self),
            (UIControlEvents.self, UIControl.Event.self),
            (UIControlState.self, UIControl.State.self),
            (UIButtonType.self, UIButton.ButtonType.self),
            (UIBlurEffectStyle.self, UIBlurEffect.Style.self),
            (UIBarButtonSystemItem.self, UIBarButtonItem.SystemItem.self),
            (UIBarButtonItemStyle.self, UIBarButtonItem.Style.self),
            (UIPageViewControllerNavigationOrientation.self, UIPageViewController.NavigationOrientation.self),
            (UIPageViewControllerNavigationDirection.self, UIPageViewController.NavigationDirection.self),
            (UIPageViewControllerTransitionStyle.self, UIPageViewController.TransitionStyle.self),
            (UIPageViewControllerSpineLocation.self, UIPageViewController.SpineLocation.self),
            (UIPageViewControllerOptionsKey.self, UIPageViewController.OptionsKey.self),
            (UINibOptionsKey.self, UINib.OptionsKey.self),
            (NSLayoutRelation.self, NSLayoutConstraint.Relation.self),
            (NSLayoutAttribute.self, NSLayoutConstraint.Attribute.self),
            (UIAttachmentBehaviorType.self, UIAttachmentBehavior.AttachmentType.self),
            (UICollisionBehaviorMode.self, UICollisionBehavior.Mode.self),
            (UIPushBehaviorMode.self, UIPushBehavior.Mode.self),
            (UIImpactFeedbackStyle.self, UIImpactFeedbackGenerator.FeedbackStyle.self),
            (UINotificationFeedbackType.self, UINotificationFeedbackGenerator.FeedbackType.self),
            (UIEventType.self, UIEvent.EventType.self),
            (UIEventSubtype.self, UIEvent.EventSubtype.self),
            (UITouchType.self, UITouch.TouchType.self),
            (UITouchPhase.self, UITouch.Phase.self),
            (UISwipeGestureRecognizerDirection.self, UISwipeGestureRecognizer.Direction.self),
            (UIDeviceBatteryState.self, UIDevice.BatteryState.self),
            (UIImageOrientation.self, UIImage.Orientation.self),
            (UIAccessibilityNotifications.self, UIAccessibility.Notification.self)
        ]
        for (index, (old, new)) in pairs.enumerated() {
            XCTAssertTrue(old == new, "pair \(index): \(old) is not \(new)")
        }
        XCTAssertEqual(pairs.count, 36)
    }

    @available(*, deprecated, message: "exercises the deprecated Swift 4 names on purpose")
    func testSwift4ConstantNamesAreTheStaticMembers() {
        XCTAssertEqual(UICollectionElementKindSectionHeader, UICollectionView.elementKindSectionHeader)
        XCTAssertEqual(UICollectionElementKindSectionHeader, "UICollectionElementKindSectionHeader", "UIKit's string")
        XCTAssertEqual(UICollectionElementKindSectionFooter, UICollectionView.elementKindSectionFooter)
        XCTAssertEqual(UIScrollViewDecelerationRateNormal, UIScrollView.DecelerationRate.normal)
        XCTAssertEqual(UIScrollViewDecelerationRateNormal.rawValue, 0.998, "UIKit's per-millisecond rate")
        XCTAssertEqual(UIScrollViewDecelerationRateFast, UIScrollView.DecelerationRate.fast)
        XCTAssertEqual(UIScrollViewDecelerationRateFast.rawValue, 0.99)
        XCTAssertEqual(UISegmentedControlNoSegment, UISegmentedControl.noSegment)
        XCTAssertEqual(UISegmentedControlNoSegment, -1, "UIKit's value")
        XCTAssertEqual(UINavigationControllerHideShowBarDuration, UINavigationController.hideShowBarDuration)
        XCTAssertEqual(UIPageViewControllerOptionSpineLocationKey, UIPageViewController.OptionsKey.spineLocation)
        XCTAssertEqual(
            UIPageViewControllerOptionInterPageSpacingKey, UIPageViewController.OptionsKey.interPageSpacing)
        XCTAssertEqual(UIKeyboardAnimationCurveUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey)
        XCTAssertEqual(UIKeyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationDurationUserInfoKey)
        XCTAssertEqual(UIKeyboardFrameEndUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey)
        XCTAssertEqual(UIAccessibilityScreenChangedNotification, UIAccessibility.Notification.screenChanged)
        XCTAssertEqual(UIAccessibilityLayoutChangedNotification, UIAccessibility.Notification.layoutChanged)
        XCTAssertEqual(UIAccessibilityAnnouncementNotification, UIAccessibility.Notification.announcement)
        XCTAssertEqual(UIAccessibilityPageScrolledNotification, UIAccessibility.Notification.pageScrolled)
        XCTAssertEqual(
            [
                UIAccessibilityScreenChangedNotification, UIAccessibilityLayoutChangedNotification,
                UIAccessibilityAnnouncementNotification, UIAccessibilityPageScrolledNotification
            ].map(\.rawValue),
            [1000, 1001, 1008, 1009], "UIKit's notification numbers")
        XCTAssertEqual(NSNotification.Name.UIDeviceBatteryLevelDidChange, UIDevice.batteryLevelDidChangeNotification)
        XCTAssertEqual(NSNotification.Name.UIDeviceBatteryStateDidChange, UIDevice.batteryStateDidChangeNotification)
        XCTAssertEqual(NSNotification.Name.UIDeviceOrientationDidChange, UIDevice.orientationDidChangeNotification)
        XCTAssertEqual(
            NSNotification.Name.UIAccessibilityReduceMotionStatusDidChange,
            UIAccessibility.reduceMotionStatusDidChangeNotification)
        XCTAssertEqual(
            NSNotification.Name.UIAccessibilityVoiceOverStatusDidChange,
            UIAccessibility.voiceOverStatusDidChangeNotification)
        XCTAssertEqual(kCAGradientLayerConic, CAGradientLayerType.conic)
    }

    @available(*, deprecated, message: "exercises the deprecated Swift 4 names on purpose")
    func testSwift4FunctionsGiveTheNewSpellingsResults() {
        XCTAssertEqual(UIOffsetMake(3, -4), UIOffset(horizontal: 3, vertical: -4))
        XCTAssertEqual(
            NSDirectionalEdgeInsetsMake(1, 2, 3, 4), NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        )
        let interface: [UIInterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        XCTAssertEqual(interface.map(UIInterfaceOrientationIsPortrait), [true, true, false, false])
        XCTAssertEqual(interface.map(UIInterfaceOrientationIsLandscape), [false, false, true, true])
        let device: [UIDeviceOrientation] = [.unknown, .portrait, .landscapeLeft, .faceUp, .faceDown]
        XCTAssertEqual(device.map(UIDeviceOrientationIsPortrait), [false, true, false, false, false])
        XCTAssertEqual(device.map(UIDeviceOrientationIsLandscape), [false, false, true, false, false])
        XCTAssertEqual(device.map(UIDeviceOrientationIsFlat), [false, false, false, true, true])
        XCTAssertEqual(device.map(UIDeviceOrientationIsValidInterfaceOrientation), [false, true, true, false, false])
        XCTAssertEqual(UIAccessibilityIsVoiceOverRunning(), UIAccessibility.isVoiceOverRunning)
        XCTAssertEqual(UIAccessibilityIsSwitchControlRunning(), UIAccessibility.isSwitchControlRunning)
        XCTAssertEqual(UIAccessibilityIsBoldTextEnabled(), UIAccessibility.isBoldTextEnabled)
        XCTAssertEqual(UIAccessibilityDarkerSystemColorsEnabled(), UIAccessibility.isDarkerSystemColorsEnabled)
        XCTAssertEqual(UIAccessibilityIsReduceMotionEnabled(), UIAccessibility.isReduceMotionEnabled)
        XCTAssertEqual(UIAccessibilityIsReduceTransparencyEnabled(), UIAccessibility.isReduceTransparencyEnabled)
        UIAccessibilityPostNotification(UIAccessibility.Notification.announcement, "done")  // compiles, posts nothing
    }

    /// Foundation's Swift 4 names (renamed by Foundation's API notes) that plugin code meets.
    @available(*, deprecated, message: "exercises the deprecated Swift 4 names on purpose")
    func testSwift4FoundationNamesAreTheNewOnes() {
        XCTAssertTrue(RunLoopMode.self == RunLoop.Mode.self)
        XCTAssertTrue(NSAttributedStringKey.self == NSAttributedString.Key.self)
        XCTAssertEqual(RunLoop.Mode.commonModes, .common)
        XCTAssertEqual(RunLoop.Mode.defaultRunLoopMode, .default)
        XCTAssertEqual(RunLoop.Mode.commonModes.rawValue, "kCFRunLoopCommonModes", "Foundation's string")
    }

    /// Swift 3's global names (UIKit's API notes, Version 3) that the SDK's members answer.
    @available(*, deprecated, message: "exercises the deprecated Swift 3 names on purpose")
    func testSwift3GlobalNamesAreTheMembers() {
        XCTAssertEqual(NSFontAttributeName, .font)
        XCTAssertEqual(NSForegroundColorAttributeName, .foregroundColor)
        XCTAssertEqual(NSBackgroundColorAttributeName, .backgroundColor)
        XCTAssertEqual(NSKernAttributeName, .kern)
        XCTAssertEqual(NSFontAttributeName.rawValue, "NSFont", "UIKit's key string")
        let weights = [
            UIFontWeightUltraLight, UIFontWeightThin, UIFontWeightLight, UIFontWeightRegular, UIFontWeightMedium,
            UIFontWeightSemibold, UIFontWeightBold, UIFontWeightHeavy, UIFontWeightBlack
        ]
        XCTAssertEqual(weights, [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black])
        XCTAssertEqual(UIFontWeightRegular.rawValue, 0, "UIKit's value")
        XCTAssertEqual(weights.map(\.rawValue), weights.map(\.rawValue).sorted(), "lightest to heaviest")
    }

    /// Views exist only inside a transition, so the members are exercised from a scripted one.
    @available(*, deprecated, message: "exercises the deprecated Swift 4 names on purpose")
    func testSwift4ActivityIndicatorMembersAreTheNewOnes() throws {
        ScriptedAnimator.script = Self.activityIndicatorScript
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 4, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }

    @available(*, deprecated, message: "exercises the deprecated Swift 4 names on purpose")
    private static func activityIndicatorScript(_ ctx: UIViewControllerContextTransitioning) {
        defer { ControlsAndCellsScripts.finish(ctx) }
        let spinner = UIActivityIndicatorView(activityIndicatorStyle: .whiteLarge)
        check("init style", spinner.style == .whiteLarge, "\(spinner.style)")
        check("init size", spinner.bounds.size == CGSize(width: 37, height: 37), "\(spinner.bounds)")
        spinner.activityIndicatorViewStyle = .gray
        check("set", spinner.style == .gray, "\(spinner.style)")
        spinner.style = .large
        check("get", spinner.activityIndicatorViewStyle == .large)
    }
}
