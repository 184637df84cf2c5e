import UIKit

/// Base class for the popover transitions: keeps the controllers and puts the presented view
/// in the container. The animating subclasses live in PopoverTransitions.swift.
internal class PopoverTransitionBase: NSObject, UIViewControllerAnimatedTransitioning {
    var fromVC: UIViewController!
    var toVC: UIViewController!
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from),
              let to = transitionContext.viewController(forKey: .to) else { return }
        fromVC = from
        toVC = to
        transitionContext.containerView.addSubview(to.view)
    }
}
