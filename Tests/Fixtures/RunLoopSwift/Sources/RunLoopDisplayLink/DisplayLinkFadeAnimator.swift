import UIKit

/// Fades the incoming view in by hand, frame by frame, from a display link: its alpha is the
/// time since the start over 0.4 s, read from the link's timestamp; at 1 the link stops and
/// the transition completes.
class DisplayLinkFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var link: CADisplayLink?
    private var start: CFTimeInterval = 0
    private weak var context: UIViewControllerContextTransitioning?
    private weak var toView: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        self.toView = toView
        context = transitionContext
        start = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in self?.step(link) }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func step(_ link: CADisplayLink) {
        let progress = min(1, (link.timestamp - start) / 0.4)
        toView?.alpha = CGFloat(progress)
        if progress >= 1 - 1e-9 {
            link.invalidate()
            self.link = nil
            context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        }
    }
}
