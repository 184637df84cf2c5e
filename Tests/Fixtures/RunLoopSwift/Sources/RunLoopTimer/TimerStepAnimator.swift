import UIKit

/// Moves the incoming view in from the right in five steps, one every 0.1 s, from a repeating
/// timer, and completes when the fifth step is done. A one-shot timer added to the main run
/// loop by hand tints the outgoing view at 0.25 s.
class TimerStepAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var steps = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
        let fromView = transitionContext.view(forKey: .from)
        let final = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        steps = 0
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            self.steps += 1
            toView.frame = final.offsetBy(dx: final.width * CGFloat(5 - self.steps) / 5, dy: 0)
            if self.steps == 5 {
                timer.invalidate()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
        let tint = Timer(timeInterval: 0.25, repeats: false) { _ in
            fromView?.alpha = 0.75
        }
        RunLoop.main.add(tint, forMode: .common)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        steps = 0
    }
}
