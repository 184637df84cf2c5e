//
//  PickedItemPopAnimator.swift
//  PopKit
//

import UIKit

/// Pops the picked item of a grid (`ItemPopping`, the library's protocol in another file) up
/// into the next screen.
class PickedItemPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        guard let fromViewController = transitionContext.viewController(forKey: .from) as? ItemPopping,
            let picked = fromViewController.pickedItem else {
                container.addSubview(toView)
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
        }
        container.addSubview(toView)
        let start = picked.frame
        picked.isHidden = true
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: {
            toView.alpha = 1
        }, completion: { _ in
            picked.isHidden = false
            _ = start
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
