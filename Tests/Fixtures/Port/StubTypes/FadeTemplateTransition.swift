//
//  FadeTemplateTransition.swift
//  Stylist
//

import UIKit

class FadeTemplateTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {

    var duration: TimeInterval = 0.4
    var isPresenting = true
    var transitionContext: UIViewControllerContextTransitioning!

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toViewController = transitionContext.viewController(forKey: .to)!
        let fromViewController = transitionContext.viewController(forKey: .from)!
        self.transitionContext = transitionContext
        if isPresenting {
            containerView.addSubview(toViewController.view)
            presentTransition(containerView: containerView, fromViewController: fromViewController, toViewController: toViewController)
        } else {
            dismissTransition(containerView: containerView, fromViewController: fromViewController, toViewController: toViewController)
        }
    }

    func presentTransition(containerView: UIView, fromViewController: UIViewController, toViewController: UIViewController) {
    }

    func dismissTransition(containerView: UIView, fromViewController: UIViewController, toViewController: UIViewController) {
    }

    func finish() {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
