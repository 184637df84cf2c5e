//
//  SnapshotMenuAnimators.swift
//  Written for host-cli port's tests: a menu presented with no style set, in the snapshot
//  style — the presentation covers the menu with a tagged snapshot of the presenting view,
//  slides it aside and leaves it; the dismissal finds it by its tag, slides it home and only then
//  puts the presenting view back in the container.
//

import UIKit

enum SnapshotMenu {
    static let tag = 4711
    static let openRatio: CGFloat = 0.8
}

final class PresentSnapshotMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)
        else { return }

        container.insertSubview(toVC.view, belowSubview: fromVC.view)
        snapshot.tag = SnapshotMenu.tag
        container.insertSubview(snapshot, aboveSubview: toVC.view)
        fromVC.view.isHidden = true

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            snapshot.frame.origin.x = container.bounds.width * SnapshotMenu.openRatio
        }, completion: { _ in
            fromVC.view.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class DismissSnapshotMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let snapshot = container.viewWithTag(SnapshotMenu.tag)
        else { return }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            snapshot.frame.origin.x = 0
        }, completion: { _ in
            let done = !transitionContext.transitionWasCancelled
            if done {
                container.insertSubview(toVC.view, aboveSubview: fromVC.view)
                snapshot.removeFromSuperview()
            }
            transitionContext.completeTransition(done)
        })
    }
}
