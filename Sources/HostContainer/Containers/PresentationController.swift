import AnimationCore

/// Manages a modal presentation's chrome (UIKit's `UIPresentationController`): where the
/// presented view goes, and a dimming view behind it for custom presentations, faded in
/// alongside the presentation and out alongside the dismissal.
open class PresentationController {
    /// The presented controller.
    public unowned let presentedViewController: ViewController
    /// The presenting controller.
    public unowned let presentingViewController: ViewController
    /// The style.
    public let style: PresentationStyle
    /// The transition's container view, once a transition has begun.
    public internal(set) var containerView: View?
    /// The dimming view (custom style with dimming only).
    public private(set) var dimmingView: View?
    /// Whether a custom presentation dims what is behind it.
    public var dims = true

    /// Creates a presentation controller.
    public init(presented: ViewController, presenting: ViewController, style: PresentationStyle) {
        presentedViewController = presented
        presentingViewController = presenting
        self.style = style
    }

    /// Full screen: the container's bounds. Custom: a sheet over the lower three quarters.
    open var frameOfPresentedViewInContainerView: Rect {
        guard let c = containerView else { return .zero }
        let b = c.bounds
        if style == .fullScreen { return b }
        return Rect(x: 0, y: b.height * 0.25, width: b.width, height: b.height * 0.75)
    }

    /// True when the presenting view leaves the window once presented (full screen).
    open var shouldRemovePresentersView: Bool { style == .fullScreen }

    /// Adds the dimming view (custom style) and fades it in alongside the presentation.
    open func presentationTransitionWillBegin(_ context: TransitionContext) {
        guard style == .custom, dims, let c = containerView else { return }
        let d = View(
            engine: c.engine, frame: c.bounds, title: nil, backgroundColor: Color(red: 0, green: 0, blue: 0, alpha: 0.4)
        )
        d.alpha = 0
        try? c.insertSubview(d, at: 0)
        dimmingView = d
        context.coordinator.animate(alongsideTransition: { _ in d.alpha = 1 })
    }

    /// The presentation ended; a cancelled one removes the dimming view.
    open func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }

    /// Fades the dimming view out alongside the dismissal.
    open func dismissalTransitionWillBegin(_ context: TransitionContext) {
        guard let d = dimmingView else { return }
        context.coordinator.animate(alongsideTransition: { _ in d.alpha = 0 })
    }

    /// The dismissal ended; a completed one removes the dimming view.
    open func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }
}

/// Vends a modal transition's animators, interaction controllers and presentation controller
/// (UIKit's `UIViewControllerTransitioningDelegate`; all optional).
public protocol TransitioningDelegate: AnyObject {
    func animationController(forPresented presented: ViewController, presenting: ViewController)
        -> AnimatedTransitioning?
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController, style: PresentationStyle
    ) -> PresentationController?
}

extension TransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController)
        -> AnimatedTransitioning?
    { nil }
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    { nil }
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        nil
    }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController, style: PresentationStyle
    ) -> PresentationController? { nil }
}
