import UIKit

/// Slides the front controller in from the trailing edge while the one beneath it moves
/// aside by the style's parallax. Which controller is in front comes from the app's own
/// helpers mapping its `SlideKind` to the context's keys (declared in a file not given).
final class ParallaxSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let kind: SlideKind
    private let style: SlideStyle

    init(kind: SlideKind, style: SlideStyle) {
        self.kind = kind
        self.style = style
        super.init()
    }

    /// The animator the app's transitioning delegate returns for a presentation.
    static func presenting(with style: SlideStyle) -> ParallaxSlideAnimator {
        return ParallaxSlideAnimator(kind: .present, style: style)
    }

    /// The animator the app's transitioning delegate returns for a dismissal.
    static func dismissing(with style: SlideStyle) -> ParallaxSlideAnimator {
        return ParallaxSlideAnimator(kind: .dismiss, style: style)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return style.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let frontKey = keyOfFrontController(for: kind)
        let backKey = keyOfUnderlyingController(for: kind)
        let appearing = frontKey == .to
        let front = transitionContext.viewController(forKey: frontKey)!
        let back = transitionContext.viewController(forKey: backKey)!
        let container = transitionContext.containerView
        if appearing {
            container.addSubview(front.view)
        }

        let shown = transitionContext.finalFrame(for: front)
        let hidden = shown.offsetBy(dx: container.bounds.width, dy: 0)
        let backShown = container.bounds
        let backAside = backShown.offsetBy(dx: -container.bounds.width * style.parallax, dy: 0)
        front.view.frame = appearing ? hidden : shown
        back.view.frame = appearing ? backShown : backAside

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut)
        animator.addAnimations {
            front.view.frame = appearing ? shown : hidden
            back.view.frame = appearing ? backAside : backShown
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}
