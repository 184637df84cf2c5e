//
//  ShelfSnapshotAnimator.swift
//  Shelf
//

import UIKit

/// Zooms the shelf's snapshot of the picked book up to the reader's page.
class ShelfSnapshotAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let shelf = transitionContext.viewController(forKey: .from) as? ShelfViewController,
            let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let snapshotView = shelf.snapshotViewForTransition()
        let scale = toView.frame.width / snapshotView.frame.width
        container.addSubview(toView)
        container.addSubview(snapshotView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.35, animations: {
            snapshotView.transform = CGAffineTransform(scaleX: scale, y: scale)
            snapshotView.center = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
            toView.alpha = 1
        }, completion: { _ in
            snapshotView.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
