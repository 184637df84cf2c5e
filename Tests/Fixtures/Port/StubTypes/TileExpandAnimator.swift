//
//  TileExpandAnimator.swift
//  Tiles
//

import UIKit

/// Grows the tapped tile into the detail screen. The grid sets `tileFrame` to the tile's
/// frame before it presents.
class TileExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 0.4
    var tileFrame = CGRect.zero

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let finalFrame = toView.frame
        let scaleX = tileFrame.width / max(finalFrame.width, 1)
        let scaleY = tileFrame.height / max(finalFrame.height, 1)
        toView.transform = CGAffineTransform(scaleX: scaleX, y: scaleY)
        toView.center = CGPoint(x: tileFrame.midX, y: tileFrame.midY)
        toView.layer.cornerRadius = 12 / scaleX
        toView.clipsToBounds = true
        container.addSubview(toView)
        UIView.animate(withDuration: duration, animations: {
            toView.transform = .identity
            toView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            toView.layer.cornerRadius = 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
