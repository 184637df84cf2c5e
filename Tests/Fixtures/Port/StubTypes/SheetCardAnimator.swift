//
//  SheetCardAnimator.swift
//  Cards
//

import UIKit

/// Slides a card up from the bottom. Made only with its duration and the card's height.
final class SheetCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let cardHeight: CGFloat

    init(duration: TimeInterval,
         cardHeight: CGFloat) {
        self.duration = duration
        self.cardHeight = cardHeight
        super.init()
    }

    override init() {
        fatalError("Use `init(duration:cardHeight:)` instead")
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let final = container.bounds
        toView.frame = final.offsetBy(dx: 0, dy: min(cardHeight, final.height))
        container.addSubview(toView)
        UIView.animate(withDuration: duration, animations: {
            toView.frame = final
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
