//
//  PresentSideSheetAnimator.swift
//  Written for host-cli port's tests: the presenting half of a side sheet whose dismissal
//  animates the backdrop this presentation leaves in the container.
//

import UIKit

enum SideSheetStyle {
    static let backdropColor = UIColor(red: 0.05, green: 0.05, blue: 0.2, alpha: 1)
    static let backdropAlpha: CGFloat = 0.45
}

final class PresentSideSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let sheet = transitionContext.view(forKey: .to),
            let sheetVC = transitionContext.viewController(forKey: .to)
        else { return }

        // Our own backdrop, under the sheet; the dismissal fades it out and removes it.
        let backdrop = UIView(frame: container.bounds)
        backdrop.backgroundColor = SideSheetStyle.backdropColor
        backdrop.alpha = 0
        container.addSubview(backdrop)

        let target = transitionContext.finalFrame(for: sheetVC)
        sheet.frame = target.offsetBy(dx: target.width, dy: 0)
        container.addSubview(sheet)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            backdrop.alpha = SideSheetStyle.backdropAlpha
            sheet.frame = target
        }, completion: { _ in
            let done = !transitionContext.transitionWasCancelled
            if !done { backdrop.removeFromSuperview() }
            transitionContext.completeTransition(done)
        })
    }
}
