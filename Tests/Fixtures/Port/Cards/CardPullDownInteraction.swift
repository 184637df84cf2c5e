import UIKit

/// Pulls the card down to dismiss it, written for Swift 4.0: the app's pan handler calls
/// `handlePan(_:)`, and a flick finishes the dismissal by where the card would coast to,
/// projected with the scroll view's normal deceleration rate (a `CGFloat` in Swift 4.0).
final class CardPullDownInteraction: UIPercentDrivenInteractiveTransition {
    var cardHeight: CGFloat = 800

    /// Where a flick at `initialVelocity` points per second would come to rest.
    func project(initialVelocity: CGFloat, decelerationRate: CGFloat) -> CGFloat {
        return (initialVelocity / 1000) * decelerationRate / (1 - decelerationRate)
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: recognizer.view)
        switch recognizer.state {
        case .changed:
            update(max(0, min(1, translation.y / cardHeight)))
        case .ended:
            let velocity = recognizer.velocity(in: recognizer.view)
            let resting = translation.y + project(initialVelocity: velocity.y, decelerationRate: UIScrollViewDecelerationRateNormal)
            if resting > cardHeight / 2 { finish() } else { cancel() }
        case .cancelled, .failed:
            cancel()
        default:
            break
        }
    }
}
