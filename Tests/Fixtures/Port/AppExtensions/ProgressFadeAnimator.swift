import UIKit

/// Tells the screen how the fade goes; every requirement but the last is optional, as UIKit's
/// delegate protocols are.
@objc protocol ProgressFadeDelegate: AnyObject {
    @objc optional func fadeWillStart(_ animator: ProgressFadeAnimator)
    @objc optional func fadeStartAlpha(_ animator: ProgressFadeAnimator) -> CGFloat
    @objc optional var fadeTitle: String? { get }
    func fadeDidEnd(_ animator: ProgressFadeAnimator, finished: Bool)
}

/// Fades the new screen in from the alpha its delegate asks for (none by default).
final class ProgressFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var delegate: ProgressFadeDelegate?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        delegate?.fadeWillStart?(self)
        toView.alpha = delegate?.fadeStartAlpha?(self) ?? 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { finished in
            self.delegate?.fadeDidEnd(self, finished: finished)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
