import UIKit

/// A menu that slides in from the right and carries the content along: the presenting view
/// moves into the container beside the menu while the menu shows, and goes back to the window
/// when the menu is dismissed. The class is its own transitioning delegate and reads which way
/// it runs from the context; an extension attaches it with a custom style.
open class CarryAlongMenuTransition: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    open var menuShare: CGFloat = 0.75

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let closing = fromVC.presentingViewController === toVC
        let content: UIView = closing ? toVC.view : fromVC.view
        let menu: UIView = closing ? fromVC.view : toVC.view
        let width = container.bounds.width * menuShare
        let window = container.window
        if !closing {
            container.addSubview(content)
            menu.frame = CGRect(x: container.bounds.width, y: 0, width: width, height: container.bounds.height)
            container.addSubview(menu)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            content.frame.origin.x = closing ? 0 : -width
            menu.frame.origin.x = closing ? container.bounds.width : container.bounds.width - width
        }, completion: { _ in
            let done = !transitionContext.transitionWasCancelled
            if closing && done {
                menu.removeFromSuperview()
                window?.addSubview(content)
            } else if !closing && !done {
                content.frame.origin.x = 0
                window?.addSubview(content)
            }
            transitionContext.completeTransition(done)
        })
    }

    open func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                  source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    }

    open func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    }
}

extension UIViewController {
    /// Presents `menu` with the carry-along transition.
    func presentMenu(_ menu: UIViewController, transition: CarryAlongMenuTransition) {
        menu.transitioningDelegate = transition
        menu.modalPresentationStyle = .custom
        present(menu, animated: true)
    }
}
