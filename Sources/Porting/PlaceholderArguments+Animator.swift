extension PlaceholderArguments {
    /// The class port writes beside an export whose construction passes a placeholder for an
    /// animator parameter (`init(gesture:animator:presented:)`: an interaction controller given
    /// the animator it drives, as the app gives its own).
    static let placeholderAnimator = "PortPlaceholderAnimator"

    /// The placeholder for a parameter typed as an animator (`UIViewControllerAnimatedTransitioning`),
    /// nil for other types.
    static func animatorValue(_ type: String) -> String? {
        let bare = type.hasPrefix("any") ? String(type.dropFirst(3)) : type
        return bare == "UIViewControllerAnimatedTransitioning" ? "portKeep(\(placeholderAnimator)())" : nil
    }

    /// The declaration of ``placeholderAnimator``: a 0.35 s cross-dissolve in of the to view
    /// that completes with `!transitionWasCancelled`, and whose interruptible animator is the
    /// one property animator the transition runs (made once per transition, as UIKit asks), so
    /// an interaction controller that pauses and scrubs it (`interruptibleAnimator?(using:)`,
    /// `fractionComplete`) drives the transition.
    static let placeholderAnimatorDeclaration = """

        /// Stands for the animator the app gives the class (port's placeholder): a cross-dissolve.
        final class \(placeholderAnimator): UIViewControllerAnimatedTransitioning {
            private var running: UIViewPropertyAnimator?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                interruptibleAnimator(using: transitionContext).startAnimation()
            }
            func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
                if let running { return running }
                let to = transitionContext.view(forKey: .to)
                if let to, let vc = transitionContext.viewController(forKey: .to) {
                    to.frame = transitionContext.finalFrame(for: vc)
                    to.alpha = 0
                    transitionContext.containerView.addSubview(to)
                }
                let animator = UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut) { to?.alpha = 1 }
                animator.addCompletion { [weak self] _ in
                    self?.running = nil
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
                running = animator
                return animator
            }
        }

        """
}
