import UIKit

/// Slides the settings tab's screen up. The app shows its settings in a tab bar controller
/// (SettingsViewController is declared in the app's files, not given here).
class SettingsTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let tabs = transitionContext.viewController(forKey: .to) as? UITabBarController,
            let settings = tabs.selectedViewController as? SettingsViewController
        else { return }
        let finalFrame = transitionContext.finalFrame(for: tabs)
        tabs.view.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        transitionContext.containerView.addSubview(tabs.view)
        settings.view.alpha = 0.5
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            tabs.view.frame = finalFrame
            settings.view.alpha = 1
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
