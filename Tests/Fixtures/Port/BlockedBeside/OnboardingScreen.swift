import UIKit

/// The app's onboarding screen and, below it, the animator that presents it: one file, as
/// apps write them. The screen builds its layout with a helper the SDK does not have; the
/// animator needs none of it.
final class OnboardingScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = UIStackViewBuilderThatDoesNotExist(axis: .vertical)
        view.addSubview(stack.build())
    }
}

extension OnboardingScreen {
    func relayout() { UIStackViewBuilderThatDoesNotExist.invalidate(view) }
}

private final class OnboardingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
