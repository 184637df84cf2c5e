import UIKit
import UIKit.UIGestureRecognizerSubclass

/// An iOS style interaction controller that owns its gesture: a swipe from the right edge of
/// the container drives the transition, and releasing past a third of the width (or with a
/// leftward flick) finishes it. The subclass keeps its own `transitionContext`, as iOS code
/// often does.
final class EdgeSwipeInteraction: UIPercentDrivenInteractiveTransition {
    var transitionContext: UIViewControllerContextTransitioning?
    private var shouldComplete = false

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        self.transitionContext = transitionContext
        // On iOS: UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdge(_:)))
        let edge = UIScreenEdgePanGestureRecognizer { [unowned self] in self.handleEdge($0) }
        edge.edges = .right
        transitionContext.containerView.addGestureRecognizer(edge)
    }

    func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view)
        let progress = max(0, min(1, -translation.x / view.bounds.width))
        switch gesture.state {
        case .began, .changed:
            shouldComplete = progress > 0.33 || gesture.velocity(in: view).x < -500
            update(progress)
        case .ended:
            view.removeGestureRecognizer(gesture)
            if shouldComplete { finish() } else { cancel() }
        default:
            view.removeGestureRecognizer(gesture)
            cancel()
        }
    }
}
