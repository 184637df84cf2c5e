import UIKit

/// Drives a push whose look is the app's `PushStyle` object: the style lays the two views out
/// (putting the to view in the container) and animates them; this class only times it.
public final class StyledPushConfigurator: NSObject, UIViewControllerAnimatedTransitioning {
    private let style: PushStyle

    public init(style: PushStyle) {
        self.style = style
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return style.duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toController)
        style.prepare(pushing: true, fromView: fromView, toView: toView, in: container)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                self.style.animate(pushing: true, fromView: fromView, toView: toView, in: container)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
