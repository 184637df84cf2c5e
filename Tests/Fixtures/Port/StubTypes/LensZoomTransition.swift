//
//  LensZoomTransition.swift
//  Lens
//

import UIKit

@objc public protocol LensZoomSourcing {
    func viewForLensZoom() -> UIView
}

/// Zooms between the two screens' lens views, which each screen hands out through
/// `LensZoomSourcing`.
class LensZoomTransition: NSObject, UIViewControllerAnimatedTransitioning {

    fileprivate var fromViewController: UIViewController?
    fileprivate var toViewController: UIViewController?
    fileprivate var fromView: UIView?
    fileprivate var toView: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        fromViewController = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from);
        toViewController = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to);
        if let source = fromViewController as? LensZoomSourcing {
            fromView = source.viewForLensZoom()
        }
        if let destination = toViewController as? LensZoomSourcing {
            toView = destination.viewForLensZoom()
        }
        assert(fromView != nil && toView != nil, "both screens must hand out a lens view")
        let container = transitionContext.containerView
        let page = transitionContext.view(forKey: .to)!
        page.alpha = 0
        container.addSubview(page)
        UIView.animate(withDuration: 0.4, animations: {
            page.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
