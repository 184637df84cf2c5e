import UIKit

// A fade that prints as real animators do while they are written: print, debugPrint, a line
// built from two prints, and a dump. None of it may reach the worker's standard output.
class ChattyFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        print("fade: starting", transitionContext.containerView.bounds.width, "wide")
        debugPrint("fade: debug", 1)
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.25, animations: {
            toView.alpha = 1
        }, completion: { finished in
            print("fade: finished=", terminator: "")
            print(finished)
            dump(["fade", "dumped"])
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
