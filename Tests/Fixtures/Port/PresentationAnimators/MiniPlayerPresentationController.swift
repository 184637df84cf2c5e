//
//  MiniPlayerPresentationController.swift
//  Written for host-cli port's tests: a presentation controller that is its own animator,
//  made by its app's transitioning delegate with the presentation's controllers.
//

import UIKit

final class MiniPlayerPresentationController: UIPresentationController {

    var isPresenting = false
    var animationDuration: TimeInterval = 0.45

    private lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let top = min(24, container.bounds.height)
        return CGRect(x: 0, y: top, width: container.bounds.width, height: container.bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView,
              let coordinator = presentedViewController.transitionCoordinator else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        }
    }
}

extension MiniPlayerPresentationController: UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return animationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let container = containerView, let presented = presentedView else { return }
        guard let player = presentedViewController as? NowPlayingViewController else { return }
        guard let tabs = presentingViewController as? RootTabBarController,
              let content = tabs.selectedViewController?.view else { return }

        let finalFrame = frameOfPresentedViewInContainerView
        let collapsedFrame = CGRect(x: 0, y: container.bounds.maxY - tabs.miniPlayerHeight,
                                    width: container.bounds.width, height: tabs.miniPlayerHeight)

        if isPresenting {
            container.addSubview(presented)
            presented.frame = collapsedFrame
            player.setArtworkExpanded(false)
        }

        UIView.animate(withDuration: animationDuration, delay: 0, usingSpringWithDamping: 0.85,
                       initialSpringVelocity: 0.3, options: .curveEaseInOut, animations: {
            if self.isPresenting {
                presented.frame = finalFrame
                presented.layer.cornerRadius = 12
                content.transform = CGAffineTransform(scaleX: 0.94, y: 0.94)
                player.setArtworkExpanded(true)
            } else {
                presented.frame = collapsedFrame
                presented.layer.cornerRadius = 0
                content.transform = .identity
                player.setArtworkExpanded(false)
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
