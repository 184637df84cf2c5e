//
//  ThumbnailMorphAnimator.swift
//  Morph
//

import UIKit

final class ThumbnailMorphAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromThumb = (fromVC as? ThumbnailMorphing)?.morphImageView,
              let toThumb = (toVC as? ThumbnailMorphing)?.morphImageView else {
            assertionFailure("both sides must be ThumbnailMorphing")
            return
        }
        guard let image = fromThumb.image else {
            assertionFailure("the thumbnail has no image")
            return
        }
        let morph = UIImageView(image: image)
        morph.frame = fromThumb.frame
        transitionContext.containerView.addSubview(toVC.view)
        transitionContext.containerView.addSubview(morph)
        toVC.view.alpha = 0
        fromThumb.alpha = 0
        UIView.animate(withDuration: 0.35, animations: {
            toVC.view.alpha = 1
            morph.frame = toThumb.frame
        }, completion: { _ in
            fromThumb.alpha = 1
            morph.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
