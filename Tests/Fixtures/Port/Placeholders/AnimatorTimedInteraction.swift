import UIKit

/// A percent-driven interaction the app makes with the animator it drives, and which reads
/// that animator's duration when the transition starts (the app's pan handler calls update,
/// finish and cancel).
final class AnimatorTimedInteraction: UIPercentDrivenInteractiveTransition {
    private let animator: UIViewControllerAnimatedTransitioning
    private(set) var expectedDuration: TimeInterval = 0

    init(animator: UIViewControllerAnimatedTransitioning) {
        self.animator = animator
        super.init()
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        expectedDuration = animator.transitionDuration(using: transitionContext)
        super.startInteractiveTransition(transitionContext)
    }
}
