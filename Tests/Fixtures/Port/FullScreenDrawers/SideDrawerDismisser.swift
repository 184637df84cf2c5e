//
//  SideDrawerDismisser.swift
//  Written for host-cli port's tests: the dismissing half — the content its presentation put
//  back in the container slides home and the drawer slides out.
//

import UIKit

final class SideDrawerDismisser: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let drawer = transitionContext.view(forKey: .from),
            let content = transitionContext.view(forKey: .to)
        else { return }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            drawer.frame.origin.x = -drawer.frame.width
            content.frame.origin.x = 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
