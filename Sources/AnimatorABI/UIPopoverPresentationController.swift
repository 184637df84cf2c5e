/// UIKit's `UIPopoverPresentationController`: what a controller whose
/// ``UIViewController/modalPresentationStyle`` is `.popover` answers as its
/// ``UIViewController/popoverPresentationController`` (nil for every other style, as in UIKit),
/// with the anchor (``sourceView``, ``sourceRect``), the arrow directions and the delegate, kept
/// and read back. A plugin cannot start a presentation (the host's containers run them), so no
/// popover is ever shown here: the delegate's members are asked by no one but plugin code.
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` it points at (`.zero` by default).
    open var sourceRect: CGRect = .zero
    /// The directions its arrow may take (UIKit's default: any).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow took: ``UIPopoverArrowDirection/unknown`` until shown (never here).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// The popover's background colour (nil: UIKit's).
    open var backgroundColor: UIColor?
    /// Views the user may touch while the popover shows (kept).
    open var passthroughViews: [UIView]?
    /// Whether the popover may overlap its source view (kept; false by default).
    open var canOverlapSourceViewRect = false
}

/// UIKit's popover arrow directions (UIKit's bits).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit stores them.
    public let rawValue: UInt
    /// The directions of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Pointing up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Pointing down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Pointing left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Pointing right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// UIKit's `UIPopoverPresentationControllerDelegate`: an adaptive-presentation delegate that a
/// popover also tells about its own showing and dismissal. Every member is optional, with
/// UIKit's defaults (the popover may be dismissed; nothing else happens). Most code conforms
/// to answer `adaptivePresentationStyle(for:)` with `.none` (keep the popover on a phone),
/// which the inherited protocol gives.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (UIKit's default: true).
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// The popover was dismissed.
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Optional in UIKit: nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Optional in UIKit: the popover may be dismissed.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    /// Optional in UIKit: nothing.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}
