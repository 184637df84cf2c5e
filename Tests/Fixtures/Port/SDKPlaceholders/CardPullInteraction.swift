import UIKit

/// Dismisses a card when its content is pulled down: the pan goes on the first view of the
/// card's view (its content, which the card's storyboard puts there).
final class CardPullInteraction: UIPercentDrivenInteractiveTransition {
    var inProgress = false
    private weak var presented: UIViewController?

    init(viewController: UIViewController) {
        super.init()
        presented = viewController
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        viewController.view.subviews.first!.addGestureRecognizer(pan)
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = presented?.view else { return }
        let progress = min(max(pan.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        switch pan.state {
        case .began:
            inProgress = true
            presented?.dismiss(animated: true)
        case .changed:
            update(progress)
        default:
            inProgress = false
            if progress > 0.4 { finish() } else { cancel() }
        }
    }
}
