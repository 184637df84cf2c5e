//
//  ToastTransitions.swift
//  Written for host-cli port's tests: another screen's presenting animator with the same
//  simple name as the sheet's.
//

import UIKit

enum ToastTransitions {

    final class PresentTransition: NSObject, UIViewControllerAnimatedTransitioning {

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.2
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let view = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(view)
            view.alpha = 0
            UIView.animate(withDuration: 0.2, animations: {
                view.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
