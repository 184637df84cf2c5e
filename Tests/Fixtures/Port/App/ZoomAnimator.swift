import Foundation

/// Zooms the to view out of a thumbnail's frame.
class BaseZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        prepare(toView, in: transitionContext.containerView)
        UIView.animate(withDuration: duration, animations: {
            self.finalState(toView, in: transitionContext.containerView)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

extension BaseZoomAnimator {
    @objc func prepare(_ view: UIView, in container: UIView) {
        view.alpha = 0
    }

    @objc func finalState(_ view: UIView, in container: UIView) {
        view.alpha = 1
    }
}

final class ZoomAnimator: BaseZoomAnimator {
    let originFrame: CGRect

    init(duration: TimeInterval, originFrame: CGRect) {
        self.originFrame = originFrame
        super.init(duration: duration)
    }

    override func prepare(_ view: UIView, in container: UIView) {
        super.prepare(view, in: container)
        let final = container.bounds
        view.transform = CGAffineTransform(scaleX: originFrame.width / max(1, final.width), y: originFrame.height / max(1, final.height))
        view.center = CGPoint(x: originFrame.midX, y: originFrame.midY)
    }

    override func finalState(_ view: UIView, in container: UIView) {
        super.finalState(view, in: container)
        view.transform = .identity
        view.center = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
    }
}
