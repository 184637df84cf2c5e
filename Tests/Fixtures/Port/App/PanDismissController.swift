import UIKit

@objc protocol PanDismissDelegate: AnyObject {
    func panDismissDidEnd(finished: Bool)
}

/// Pulls the presented view down to dismiss it; it owns its pan.
final class PanDismissController: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    weak var delegate: PanDismissDelegate?
    private var pan: UIPanGestureRecognizer?

    override init() {
        super.init()
        completionSpeed = 0.9
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.delegate = self
        transitionContext.containerView.addGestureRecognizer(pan)
        self.pan = pan
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let distance = abs(gesture.translation(in: view).x) + abs(gesture.translation(in: view).y)
        let progress = min(1, distance / max(1, view.bounds.height))
        switch gesture.state {
        case .began, .changed:
            update(progress)
        case .ended, .cancelled:
            view.removeGestureRecognizer(gesture)
            pan = nil
            let done = gesture.state == .ended && (progress > 0.3 || gesture.velocity(in: view).y > 800)
            done ? finish() : cancel()
            delegate?.panDismissDidEnd(finished: done)
        default:
            break
        }
    }
}
