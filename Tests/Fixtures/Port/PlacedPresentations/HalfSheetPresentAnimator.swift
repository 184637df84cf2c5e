//
//  HalfSheetPresentAnimator.swift
//  Written for host-cli port's tests: a presenting animator whose app's presentation
//  controller (not given to port) puts the presented view in the container first.
//

import UIKit

final class HalfSheetPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let duration: TimeInterval = 0.35

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        makeAnimator(transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        return makeAnimator(transitionContext)
    }

    private func makeAnimator(_ transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let sheet = transitionContext.view(forKey: .to)!
        let target = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        sheet.frame = target.offsetBy(dx: 0, dy: target.height)
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut) {
            sheet.frame = target
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        return animator
    }
}
