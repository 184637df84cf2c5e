import UIKit

/// Driven by the app's own pan handler (`update`, `finish`, `cancel`), as most apps do. The
/// spring curve, the completion type and the progress limit are the app's, declared elsewhere.
final class LiftDismissInteraction: UIPercentDrivenInteractiveTransition {
    private var whenDone: LiftCompletion?

    func prepare(whenDone completion: @escaping LiftCompletion) {
        whenDone = completion
    }

    override func update(_ percentComplete: CGFloat) {
        super.update(min(max(percentComplete, 0), maximumLiftProgress))
    }

    override func finish() {
        let curve = LiftCurve(
            damping: 0.8,
            velocity: 0
        )
        completionSpeed = curve.speed
        super.finish()
        whenDone?()
    }
}
