// The names Swift 4.0 and 4.1 code uses that Swift 4.2 renamed (UIKit's and Core Animation's
// nested types, the `kCA…` string constants that became static members, the UIView and
// UIViewController methods whose labels changed). A file written for Swift 4 keeps compiling
// here unchanged, with a deprecation warning that names the Swift 5 spelling, as Xcode's
// migrator would suggest it. Each alias is exactly the type or value it names: nothing here
// behaves differently from the new spelling.

// MARK: UIKit types nested in Swift 4.2

/// Swift 4's name of ``UIView/AnimationOptions``.
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// Swift 4's name of ``UIView/KeyframeAnimationOptions``.
@available(*, deprecated, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
/// Swift 4's name of ``UIView/AnimationCurve``.
@available(*, deprecated, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
/// Swift 4's name of ``UIView/ContentMode``.
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
/// Swift 4's name of ``UIGestureRecognizer/State``.
@available(*, deprecated, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
/// Swift 4's name of ``UICollectionView/ScrollDirection``.
@available(*, deprecated, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

// MARK: Swift 3's transition-context constants

/// Swift 3's constant for the from view controller (`UITransitionContextViewControllerKey.from`).
@available(*, deprecated, renamed: "UITransitionContextViewControllerKey.from")
public let UITransitionContextFromViewControllerKey = UITransitionContextViewControllerKey.from
/// Swift 3's constant for the to view controller.
@available(*, deprecated, renamed: "UITransitionContextViewControllerKey.to")
public let UITransitionContextToViewControllerKey = UITransitionContextViewControllerKey.to
/// Swift 3's constant for the from view (`UITransitionContextViewKey.from`).
@available(*, deprecated, renamed: "UITransitionContextViewKey.from")
public let UITransitionContextFromViewKey = UITransitionContextViewKey.from
/// Swift 3's constant for the to view.
@available(*, deprecated, renamed: "UITransitionContextViewKey.to")
public let UITransitionContextToViewKey = UITransitionContextViewKey.to

// MARK: Core Animation's kCA… constants (Swift 4.2 made them static members; the transition,
// line cap and join, fill rule and axial gradient ones are declared beside their types)

/// `CAMediaTimingFunctionName.linear`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// `CAMediaTimingFunctionName.easeIn`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// `CAMediaTimingFunctionName.easeOut`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// `CAMediaTimingFunctionName.easeInEaseOut`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// `CAMediaTimingFunctionName.default`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

/// `CAMediaTimingFillMode.removed`.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// `CAMediaTimingFillMode.forwards`.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// `CAMediaTimingFillMode.backwards`.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// `CAMediaTimingFillMode.both`.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both

/// `CAAnimationCalculationMode.linear`.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// `CAAnimationCalculationMode.discrete`.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// `CAAnimationCalculationMode.paced`.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// `CAAnimationCalculationMode.cubic`.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// `CAAnimationCalculationMode.cubicPaced`.
@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
/// `CAAnimationRotationMode.rotateAuto`.
@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// `CAAnimationRotationMode.rotateAutoReverse`.
@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

/// `CAGradientLayerType.radial`.
@available(*, deprecated, renamed: "CAGradientLayerType.radial")
public let kCAGradientLayerRadial = CAGradientLayerType.radial

// MARK: Methods Swift 4.2 relabelled

extension UIView {
    /// Swift 4's spelling of ``bringSubviewToFront(_:)``.
    @available(*, deprecated, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
    /// Swift 4's spelling of ``sendSubviewToBack(_:)``.
    @available(*, deprecated, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

extension UIViewController {
    /// Swift 4's spelling of ``children``.
    @available(*, deprecated, renamed: "children")
    public var childViewControllers: [UIViewController] { children }
    /// Swift 4's spelling of ``addChild(_:)``.
    @available(*, deprecated, renamed: "addChild(_:)")
    public func addChildViewController(_ child: UIViewController) { addChild(child) }
    /// Swift 4's spelling of ``removeFromParent()``.
    @available(*, deprecated, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }
    /// Swift 4's spelling of ``willMove(toParent:)``.
    @available(*, deprecated, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: UIViewController?) { willMove(toParent: parent) }
    /// Swift 4's spelling of ``didMove(toParent:)``.
    @available(*, deprecated, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: UIViewController?) { didMove(toParent: parent) }
}

/// Swift 4's `UIEdgeInsetsMake(top, left, bottom, right)`.
@available(*, deprecated, renamed: "UIEdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

// MARK: Swift 4's names of UIKit's navigation types

/// Swift 4's name of ``UINavigationController/Operation``.
@available(*, deprecated, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

// MARK: Swift 4's keyboard notification names

extension NSNotification.Name {
    /// Swift 4's name of ``UIResponder/keyboardWillShowNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    /// Swift 4's name of ``UIResponder/keyboardWillHideNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    /// Swift 4's name of ``UIResponder/keyboardDidShowNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    /// Swift 4's name of ``UIResponder/keyboardDidHideNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    /// Swift 4's name of ``UIResponder/keyboardWillChangeFrameNotification``.
    @available(*, deprecated, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
}
