import UIKit

/// Pull a sheet down to dismiss it: the app's sheet controller forwards its pan here and asks
/// `shouldFinish` on release. The sheet controller and its delegate live in other files.
class SheetDismissInteraction: UIPercentDrivenInteractiveTransition {
    weak var sheet: SheetViewController?
    weak var delegate: SheetInteractionDelegate?
    var hasStarted = false

    override func update(_ percentComplete: CGFloat) {
        hasStarted = true
        super.update(min(max(percentComplete, 0), SheetMetrics.maximumProgress))
    }

    override func finish() {
        hasStarted = false
        delegate?.sheetInteractionDidFinish(self)
        super.finish()
    }

    override func cancel() {
        hasStarted = false
        super.cancel()
    }
}

/// Slides the sheet down; reads the sheet's handle view, which the app's controller declares.
final class SheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SheetMetrics.dismissDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let sheet = transitionContext.viewController(forKey: .from) as! SheetViewController
        let fromView = transitionContext.view(forKey: .from) ?? sheet.view!
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        }
        sheet.handleView.alpha = 1
        var frame = transitionContext.initialFrame(for: sheet)
        frame.origin.y += frame.height
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = frame
            sheet.handleView.alpha = 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
