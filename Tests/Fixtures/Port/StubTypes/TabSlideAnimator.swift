//
//  TabSlideAnimator.swift
//  TabSlide
//

import UIKit

/// The tab bar's slide. `TabSlideTransitioning` (the library's, in another file) refines
/// `UIViewControllerAnimatedTransitioning`; `TabSlideStyle` holds the library's styles.
class TabSlideAnimator: NSObject, TabSlideTransitioning {

    var slideDuration: TimeInterval
    var style: TabSlideStyleProtocol = TabSlideStyle.sideBySide

    init(slideDuration: TimeInterval = 0.3) {
        self.slideDuration = slideDuration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return slideDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = container.bounds.offsetBy(dx: width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: slideDuration, animations: {
            fromView.frame = container.bounds.offsetBy(dx: -width, dy: 0)
            toView.frame = container.bounds
        }, completion: { _ in
            fromView.frame = container.bounds
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
