// The rest of the Swift 4.0/4.1 type names Swift 4.2 nested in their classes (see
// SwiftRenamedNames.swift and tools/sdk-renames/swift4-renames.tsv, drawn from Apple's API
// notes): every one whose new spelling this SDK has. A file written for Swift 4 keeps compiling
// unchanged, with a deprecation warning naming the new spelling; each alias is exactly the type
// it names.

// MARK: Views, scroll views and collection views

/// Swift 4's name of ``UIView/AutoresizingMask``.
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
/// Swift 4's name of ``UIScrollView/ContentInsetAdjustmentBehavior``.
@available(*, deprecated, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior
/// Swift 4's name of ``UIScrollView/KeyboardDismissMode``.
@available(*, deprecated, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
/// The C name Swift 4 used for ``UIScrollView/DecelerationRate`` (Swift 4 saw a plain
/// `CGFloat`; here it is the rate type itself, which is what `decelerationRate` takes).
@available(*, deprecated, renamed: "UIScrollView.DecelerationRate")
public typealias UIScrollViewDecelerationRate = UIScrollView.DecelerationRate
/// Swift 4's name of ``UICollectionView/ScrollPosition``.
@available(*, deprecated, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
/// Swift 4's name of ``UICollectionView/ElementCategory``.
@available(*, deprecated, renamed: "UICollectionView.ElementCategory")
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
/// Swift 4's name of ``UICollectionViewUpdateItem/Action``.
@available(*, deprecated, renamed: "UICollectionViewUpdateItem.Action")
public typealias UICollectionUpdateAction = UICollectionViewUpdateItem.Action

// MARK: Controls and bar items

/// Swift 4's name of ``UIControl/ContentVerticalAlignment``.
@available(*, deprecated, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment
/// Swift 4's name of ``UIControl/ContentHorizontalAlignment``.
@available(*, deprecated, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
/// Swift 4's name of ``UIControl/Event``.
@available(*, deprecated, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
/// Swift 4's name of ``UIControl/State``.
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
/// Swift 4's name of ``UIButton/ButtonType``.
@available(*, deprecated, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
/// Swift 4's name of ``UIBlurEffect/Style``.
@available(*, deprecated, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style
/// Swift 4's name of ``UIBarButtonItem/SystemItem``.
@available(*, deprecated, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
/// Swift 4's name of ``UIBarButtonItem/Style``.
@available(*, deprecated, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

// MARK: Page view controllers and nibs

/// Swift 4's name of ``UIPageViewController/NavigationOrientation``.
@available(*, deprecated, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController.NavigationOrientation
/// Swift 4's name of ``UIPageViewController/NavigationDirection``.
@available(*, deprecated, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection
/// Swift 4's name of ``UIPageViewController/TransitionStyle``.
@available(*, deprecated, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
/// Swift 4's name of ``UIPageViewController/SpineLocation``.
@available(*, deprecated, renamed: "UIPageViewController.SpineLocation")
public typealias UIPageViewControllerSpineLocation = UIPageViewController.SpineLocation
/// The C name Swift 4 used for ``UIPageViewController/OptionsKey`` (a `String` there).
@available(*, deprecated, renamed: "UIPageViewController.OptionsKey")
public typealias UIPageViewControllerOptionsKey = UIPageViewController.OptionsKey
/// The C name Swift 4 used for ``UINib/OptionsKey`` (a `String` there).
@available(*, deprecated, renamed: "UINib.OptionsKey")
public typealias UINibOptionsKey = UINib.OptionsKey

// MARK: Layout, dynamics and feedback

/// Swift 4's name of ``NSLayoutConstraint/Relation``.
@available(*, deprecated, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
/// Swift 4's name of ``NSLayoutConstraint/Attribute``.
@available(*, deprecated, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// Swift 4's name of ``UIAttachmentBehavior/AttachmentType``.
@available(*, deprecated, renamed: "UIAttachmentBehavior.AttachmentType")
public typealias UIAttachmentBehaviorType = UIAttachmentBehavior.AttachmentType
/// Swift 4's name of ``UICollisionBehavior/Mode``.
@available(*, deprecated, renamed: "UICollisionBehavior.Mode")
public typealias UICollisionBehaviorMode = UICollisionBehavior.Mode
/// Swift 4's name of ``UIPushBehavior/Mode``.
@available(*, deprecated, renamed: "UIPushBehavior.Mode")
public typealias UIPushBehaviorMode = UIPushBehavior.Mode
/// Swift 4's name of ``UIImpactFeedbackGenerator/FeedbackStyle``.
@available(*, deprecated, renamed: "UIImpactFeedbackGenerator.FeedbackStyle")
public typealias UIImpactFeedbackStyle = UIImpactFeedbackGenerator.FeedbackStyle
/// Swift 4's name of ``UINotificationFeedbackGenerator/FeedbackType``.
@available(*, deprecated, renamed: "UINotificationFeedbackGenerator.FeedbackType")
public typealias UINotificationFeedbackType = UINotificationFeedbackGenerator.FeedbackType

// MARK: Events, touches, gestures, devices, images and accessibility

/// Swift 4's name of ``UIEvent/EventType``.
@available(*, deprecated, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType
/// Swift 4's name of ``UIEvent/EventSubtype``.
@available(*, deprecated, renamed: "UIEvent.EventSubtype")
public typealias UIEventSubtype = UIEvent.EventSubtype
/// Swift 4's name of ``UITouch/TouchType``.
@available(*, deprecated, renamed: "UITouch.TouchType")
public typealias UITouchType = UITouch.TouchType
/// Swift 4's name of ``UITouch/Phase``.
@available(*, deprecated, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase
/// Swift 4's name of ``UISwipeGestureRecognizer/Direction``.
@available(*, deprecated, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
/// Swift 4's name of ``UIDevice/BatteryState``.
@available(*, deprecated, renamed: "UIDevice.BatteryState")
public typealias UIDeviceBatteryState = UIDevice.BatteryState
/// Swift 4's name of ``UIImage/Orientation``.
@available(*, deprecated, renamed: "UIImage.Orientation")
public typealias UIImageOrientation = UIImage.Orientation
/// Swift 4's name of ``UIAccessibility/Notification``.
@available(*, deprecated, renamed: "UIAccessibility.Notification")
public typealias UIAccessibilityNotifications = UIAccessibility.Notification
