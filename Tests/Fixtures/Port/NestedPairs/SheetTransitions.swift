//
//  SheetTransitions.swift
//  Written for host-cli port's tests: a sheet's presenting and dismissing animators, nested
//  in a namespace as apps that keep one folder per screen write them (their simple names are
//  shared with other screens' animators).
//

import UIKit

enum SheetTransitions {

    final class PresentTransition: NSObject, UIViewControllerAnimatedTransitioning {

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let controller = transitionContext.viewController(forKey: .to) else { return }
            transitionContext.containerView.addSubview(controller.view)
            let destinationFrame = transitionContext.finalFrame(for: controller)
            var sourceFrame = destinationFrame
            sourceFrame.origin.y += destinationFrame.height
            controller.view.frame = sourceFrame
            UIView.animate(withDuration: 0.3, animations: {
                controller.view.frame = destinationFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    final class DismissTransition: NSObject, UIViewControllerAnimatedTransitioning {

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let controller = transitionContext.viewController(forKey: .from) else { return }
            var destinationFrame = controller.view.frame
            destinationFrame.origin.y += destinationFrame.height
            UIView.animate(withDuration: 0.3, animations: {
                controller.view.frame = destinationFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
