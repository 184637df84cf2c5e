import UIKit

/// Swipe from the left edge to go back: the app wires the gesture to its view controller and
/// this controller follows it.
class EdgeSwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController? = nil) {
        super.init()
        if let viewController = viewController {
            wire(to: viewController)
        }
    }

    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        gesture.edges = .left
        viewController.view.addGestureRecognizer(gesture)
    }

    @objc func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = gestureRecognizer.view else { return }
        let translation = gestureRecognizer.translation(in: view)
        let progress = min(max(translation.x / 200, 0), 1)
        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            shouldCompleteTransition ? finish() : cancel()
        default:
            break
        }
    }

    override func update(_ percentComplete: CGFloat) {
        interactionInProgress = true
        super.update(percentComplete)
    }

    override func finish() {
        interactionInProgress = false
        super.finish()
    }

    override func cancel() {
        interactionInProgress = false
        super.cancel()
    }
}
