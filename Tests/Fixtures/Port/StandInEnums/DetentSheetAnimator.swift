import UIKit

/// A bottom sheet that rises to the first of its model's detents, written as sheet libraries
/// write it: the model and the presentation controller are the app's (declared in files not
/// given), the detents an enum of the app's that is compared and listed, and the animator
/// makes the presented controller's appearance calls itself.
final class DetentSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let model: SheetModel
    private weak var presented: UIViewController?

    init(model: SheetModel, presented: UIViewController?) {
        self.model = model
        self.presented = presented
    }

    private var sheetController: SheetPresentationController? {
        presented?.presentationController as? SheetPresentationController
    }

    private func settle(_ detent: SheetModel.Detent) -> SheetModel.Detent {
        if model.detents.isEmpty {
            return .medium
        }
        guard detent.fitsContent else { return detent }
        let fitted = sheetController?.fittingDetent(height: 240) ?? .medium
        var kept = [fitted]
        for other in model.detents where !other.fitsContent && other.fraction < fitted.fraction {
            kept.append(other)
        }
        kept = kept.sorted(by: <)
        sheetController?.install(detents: [.medium])
        return kept.first ?? fitted
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to),
              let first = model.detents.first else {
            return
        }
        toVC.beginAppearanceTransition(true, animated: true)
        let detent = settle(first)
        let final = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: 0, dy: final.height * max(detent.fraction, 0.5))
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.frame = final
        }, completion: { _ in
            toVC.endAppearanceTransition()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
