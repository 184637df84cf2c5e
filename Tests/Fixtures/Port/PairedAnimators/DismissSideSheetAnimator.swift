//
//  DismissSideSheetAnimator.swift
//  Written for host-cli port's tests: the dismissing half, which looks up the backdrop its
//  presentation left in the container and does nothing without it.
//

import UIKit

final class DismissSideSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let sheet = transitionContext.view(forKey: .from),
            let backdrop = container.subviews.first(where: { $0.backgroundColor == SideSheetStyle.backdropColor })
        else { return }

        let away = sheet.frame.offsetBy(dx: sheet.frame.width, dy: 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            backdrop.alpha = 0
            sheet.frame = away
        }, completion: { _ in
            let done = !transitionContext.transitionWasCancelled
            if done { backdrop.removeFromSuperview() }
            transitionContext.completeTransition(done)
        })
    }
}
