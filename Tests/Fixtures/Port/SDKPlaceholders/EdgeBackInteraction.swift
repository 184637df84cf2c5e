import UIKit

/// Follows the app's screen-edge recognizer (the back swipe it installs on its window) and
/// drives the pop by how far the finger went across the container.
class EdgeBackInteraction: UIPercentDrivenInteractiveTransition {
    weak var transitionContext: UIViewControllerContextTransitioning?
    let gestureRecognizer: UIScreenEdgePanGestureRecognizer

    init(gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        self.gestureRecognizer = gestureRecognizer
        super.init()
        gestureRecognizer.addTarget(self, action: #selector(gestureDidUpdate(_:)))
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        super.startInteractiveTransition(transitionContext)
    }

    private func progress(_ gesture: UIScreenEdgePanGestureRecognizer) -> CGFloat {
        guard let container = transitionContext?.containerView, container.bounds.width > 0 else { return 0 }
        return min(max(gesture.location(in: container).x / container.bounds.width, 0), 1)
    }

    @objc func gestureDidUpdate(_ gesture: UIScreenEdgePanGestureRecognizer) {
        switch gesture.state {
        case .changed:
            update(progress(gesture))
        case .ended:
            if progress(gesture) >= 0.5 { finish() } else { cancel() }
        default:
            cancel()
        }
    }
}
