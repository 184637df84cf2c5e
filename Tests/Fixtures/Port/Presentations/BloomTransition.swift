import UIKit

/// A custom modal transition that grows the presented controller out of a circle and shrinks it
/// back: the presenting side tells the presenting controller its appearance itself, as an app
/// using `.custom` presentations must (UIKit sends it nothing then).
open class BloomTransition: NSObject {
    @objc public enum Mode: Int {
        case present, dismiss
    }

    /// Where the circle starts and ends.
    @objc open var origin = CGPoint(x: 40, y: 40)
    /// Seconds, both ways.
    @objc open var duration = 0.4
    /// Which way the next transition goes; the app sets it from its transitioning delegate.
    @objc open var mode: Mode = .present
    open fileprivate(set) var circle = UIView()
}

extension BloomTransition: UIViewControllerAnimatedTransitioning {
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let presenter = transitionContext.viewController(forKey: .from)
        if mode == .present {
            presenter?.beginAppearanceTransition(false, animated: true)
            guard let presented = transitionContext.view(forKey: .to) else {
                presenter?.endAppearanceTransition()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            let frame = presented.frame
            circle = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            circle.center = origin
            circle.layer.cornerRadius = 10
            circle.backgroundColor = .white
            container.addSubview(circle)
            presented.alpha = 0
            container.addSubview(presented)
            UIView.animate(
                withDuration: duration,
                animations: {
                    self.circle.transform = CGAffineTransform(scaleX: 40, y: 40)
                    presented.alpha = 1
                    presented.frame = frame
                },
                completion: { _ in
                    self.circle.isHidden = true
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    presenter?.endAppearanceTransition()
                })
        } else {
            guard let dismissed = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            circle.isHidden = false
            UIView.animate(
                withDuration: duration,
                animations: {
                    self.circle.transform = .identity
                    dismissed.alpha = 0
                },
                completion: { _ in
                    let done = !transitionContext.transitionWasCancelled
                    if done {
                        dismissed.removeFromSuperview()
                        self.circle.removeFromSuperview()
                    } else {
                        dismissed.alpha = 1
                    }
                    transitionContext.completeTransition(done)
                })
        }
    }
}
