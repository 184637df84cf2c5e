import UIKit

/// Slides a menu in from the left over part of the screen and pushes the content aside by the
/// menu's width; the app presents the menu with `modalPresentationStyle = .custom` from a
/// hamburger button (in a file not given here). One class animates both ways; the app makes
/// it with `.opening` for the presentation and `.closing` for the dismissal.
final class SlideOverMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Phase {
        case opening
        case closing
    }

    private let phase: Phase
    private let menuShare: CGFloat = 0.8
    private static let shadeTag = 4_242

    init(phase: Phase) {
        self.phase = phase
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        let menuWidth = container.bounds.width * menuShare
        if phase == .opening {
            to.view.frame = CGRect(x: -menuWidth, y: 0, width: menuWidth, height: container.bounds.height)
            let shade = UIView(frame: container.bounds)
            shade.backgroundColor = UIColor.black.withAlphaComponent(0.3)
            shade.alpha = 0
            shade.tag = SlideOverMenuAnimator.shadeTag
            container.addSubview(shade)
            container.addSubview(to.view)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
                animations: {
                    to.view.frame.origin.x = 0
                    from.view.frame.origin.x = menuWidth
                    shade.alpha = 1
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            let shade = container.viewWithTag(SlideOverMenuAnimator.shadeTag)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseIn],
                animations: {
                    from.view.frame.origin.x = -menuWidth
                    to.view.frame.origin.x = 0
                    shade?.alpha = 0
                },
                completion: { _ in
                    if !transitionContext.transitionWasCancelled { shade?.removeFromSuperview() }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}
