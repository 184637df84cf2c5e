import UIKit

/// A circular reveal as iOS code writes it: the incoming view masked by a CAShapeLayer whose
/// oval path grows from a point at the centre to a circle covering the container, animated
/// with CABasicAnimation on "path"; the transition completes from the animation delegate.
class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let duration: TimeInterval = 0.8
    weak var storedContext: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)

        let center = CGPoint(x: toView.bounds.midX, y: toView.bounds.midY)
        let radius = sqrt(pow(toView.bounds.width, 2) + pow(toView.bounds.height, 2)) / 2
        let startPath = UIBezierPath(ovalIn: CGRect(origin: center, size: .zero).insetBy(dx: -1, dy: -1))
        let endPath = UIBezierPath(ovalIn: CGRect(origin: center, size: .zero).insetBy(dx: -radius, dy: -radius))

        let maskLayer = CAShapeLayer()
        maskLayer.path = endPath.cgPath
        maskLayer.fillColor = UIColor.black.cgColor
        toView.layer.mask = maskLayer

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = startPath.cgPath
        animation.toValue = endPath.cgPath
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        maskLayer.add(animation, forKey: "reveal")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = storedContext else { return }
        context.view(forKey: .to)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
        storedContext = nil
    }
}
