import UIKit

/// How a card grows into its detail screen.
struct CardExpandParams {
    enum Spring {
        case custom(damping: CGFloat, velocity: CGFloat)
        case none
    }

    let fromFrame: CGRect
    let duration: TimeInterval
    let spring: Spring
    var cornerRadius: CGFloat = 12
    let tint: UIColor
}

/// Grows the detail screen out of the tapped card's frame.
final class CardExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let params: CardExpandParams

    init(params: CardExpandParams) {
        self.params = params
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return params.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = params.fromFrame
        toView.layer.cornerRadius = params.cornerRadius
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: params.duration, animations: {
            toView.frame = final
            toView.layer.cornerRadius = 0
        }, completion: { _ in
            toView.frame = final
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
