import Foundation

/// UIKit's `UIContentContainer`, the part of it presentation controllers use: how big a
/// child's content should be inside its parent.
public protocol UIContentContainer: AnyObject {
    /// The size of `container`'s content inside a parent of `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// A child's `preferredContentSize` changed (UIKit tells its container; nothing tells it
    /// here: the host lays out by its own rules; a plugin may call it).
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
}

extension UIContentContainer {
    /// Optional to implement: nothing, as UIKit's default.
    public func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
}

/// UIKit's `UIAdaptivePresentationControllerDelegate`: how a presentation adapts and
/// whether it may be dismissed. Optional methods, with UIKit's defaults.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to (`.none`: keep the presentation's own).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection` (UIKit asks this one first; when it is left
    /// out, the answer of ``adaptivePresentationStyle(for:)``).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    /// Whether an interactive dismissal may start (true in UIKit when not implemented).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The presented controller is about to be dismissed by the user.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The presented controller was dismissed by the user.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Optional in UIKit: keep the presentation's own style.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    /// Optional in UIKit: the answer of ``adaptivePresentationStyle(for:)``, as UIKit falls back.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        adaptivePresentationStyle(for: controller)
    }
    /// Optional in UIKit: the dismissal may start.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Optional in UIKit: nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Optional in UIKit: nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// UIKit's `UIPresentationController`: the object that owns a custom presentation's chrome
/// (a dimming view, a frame smaller than the screen) while an animator moves the views. The
/// census found it in a third of the repositories, subclassed as iOS code does, so the class
/// is `open` with UIKit's members and defaults:
///
/// - ``containerView`` is the transition's container while the presented controller is in a
///   transition (its coordinator's container), else the presented view's superview, else nil
///   (UIKit's is nil before the presentation starts);
/// - ``presentedView`` is the presented controller's view; ``frameOfPresentedViewInContainerView``
///   is the container's bounds (`.zero` without one), which an animator reads for the final
///   frame of a custom-sized presentation;
/// - the will-begin / did-end and layout methods do nothing: subclasses override them, and use
///   `presentedViewController.transitionCoordinator` to animate alongside, as on iOS.
///
/// The host does not call the lifecycle methods itself (a plugin's transitioning delegate is
/// not one of its exports); an animator that owns a presentation controller calls them around
/// its animation, as its UIKit presentation would. A presentation controller that is its own
/// animator is exported through ``PresentationControllerAnimator``, which makes it per
/// presentation and calls them in UIKit's order.
open class UIPresentationController: NSObject, UIContentContainer {
    /// NSObject's string-keyed KVO callback (``KeyValueObserving``): does nothing by default;
    /// subclasses override it (calling `super` for contexts that are not theirs, as on iOS).
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// The controller being presented.
    public let presentedViewController: UIViewController
    private let presenting: UIViewController?
    /// The delegate asked how the presentation adapts.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// A presentation controller for `presentedViewController`, shown over `presenting` (nil:
    /// the presented controller's presenter once it is presented, as UIKit finds it).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenting = presentingViewController
        super.init()
        presentedViewController.settings["presentationController"] = WeakPresentationController(self)
    }

    /// The controller it presents over: the one given to `init`, else the presented
    /// controller's `presentingViewController` (nil before the presentation starts).
    open var presentingViewController: UIViewController! {
        presenting ?? presentedViewController.presentingViewController
    }

    /// The view the presentation happens in (see the type's documentation).
    open var containerView: UIView? {
        if let coordinator = presentedViewController.transitionCoordinator {
            return coordinator.connection.existingContext(coordinator.handle).containerView
        }
        return presentedViewController.viewIfLoaded?.superview
    }

    /// The view the animator moves: the presented controller's view, by default.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame at the end of the presentation, in the container's
    /// coordinates: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the screen when the presentation ends (false: a
    /// custom presentation keeps it, as UIKit's default does).
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole screen (UIKit's default: true).
    open var shouldPresentInFullscreen: Bool { true }
    /// The style it presents in (`.custom` for a custom presentation controller).
    open var presentationStyle: UIModalPresentationStyle { .custom }
    /// The style it adapts to in a compact environment (UIKit: `.fullScreen`).
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The presentation is about to start: add chrome here.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its views.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its views.
    open func containerViewDidLayoutSubviews() {}
    /// The host's traits (see ``UITraitCollection``), as for views and controllers.
    open var traitCollection: UITraitCollection { .current }
    /// UIKit calls it after the traits changed, with the traits before (UIKit's default does
    /// nothing). The host's traits stay the same for the whole run, so it never calls it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// UIKit calls it before the container's size changes (a rotation, a window resize), with
    /// the coordinator of that change; UIKit's default does nothing a subclass relies on, so
    /// it does nothing here. The host's screen keeps its size for the whole run, so the host
    /// never calls it: it compiles, and subclasses' overrides call super as on iOS.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// UIKit calls it before the trait collection changes; the host's traits never change
    /// (see ``viewWillTransition(to:with:)``).
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {}

    /// A child's preferred content size changed: nothing, UIKit's default (for subclasses
    /// that resize the presented view; the host never calls it).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's fitting size changed: nothing, UIKit's default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The style the presentation adapts to in `traitCollection`: ``adaptivePresentationStyle``,
    /// as UIKit's default.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }
    /// Traits laid over the presented controller's (nil: none). Kept; the host's traits are
    /// the same for the whole run.
    open var overrideTraitCollection: UITraitCollection?
    /// The presented controller's preferred content size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The size of a child's content: the parent's size, as UIKit's default.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    {
        parentSize
    }
}
