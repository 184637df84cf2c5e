//
//  PullDownDismissAnimator.swift
//  A pull-down-to-dismiss for full-screen modals, written for these tests in the style of
//  swipe-to-dismiss libraries: the controller is the presented controller's transitioning
//  delegate, and its animator puts the presenting controller's view back below the sheet.
//

import UIKit

public final class PullDownDismissConfiguration {
    public static let shared = PullDownDismissConfiguration()
    public var transitionDuration: TimeInterval = 0.3
}

public final class PullDownDismissController: NSObject {
    public var onStartTransition: ((UIViewControllerContextTransitioning) -> Void)?
    public var onFinishTransition: ((UIViewControllerContextTransitioning) -> Void)?
}

extension PullDownDismissController: UIViewControllerTransitioningDelegate {
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PullDownDismissAnimator(parent: self)
    }
}

final class PullDownDismissAnimator: NSObject {
    private weak var parent: PullDownDismissController?
    required init(parent: PullDownDismissController) {
        super.init()
        self.parent = parent
    }
}

extension PullDownDismissAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return PullDownDismissConfiguration.shared.transitionDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to),
            let from = transitionContext.viewController(forKey: .from) else { return }
        transitionContext.containerView.insertSubview(to.view, belowSubview: from.view)

        parent?.onStartTransition?(transitionContext)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            delay: 0,
            options: .curveLinear,
            animations: {
                from.view.transform = CGAffineTransform(translationX: 0, y: from.view.frame.height)
        }, completion: { [weak self] _ in
            from.view.transform = .identity
            self?.parent?.onFinishTransition?(transitionContext)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
