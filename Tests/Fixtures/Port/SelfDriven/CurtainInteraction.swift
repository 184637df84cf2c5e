//
//  CurtainInteraction.swift
//
//  An interaction controller that animates the transition itself, in the style of older
//  libraries: it keeps the context from startInteractiveTransition (without calling super),
//  moves the views in update(_:), snaps to the end in finish() and ends the transition
//  from its own animation's completion in cancel(). The app's pan handler calls
//  update/finish/cancel.
//

import UIKit

final class CurtainInteraction: UIPercentDrivenInteractiveTransition {

    private var transitionContext: UIViewControllerContextTransitioning?
    private var curtain: UIView?
    private let length: TimeInterval = 0.3

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        curtain = toView
    }

    override func update(_ percentComplete: CGFloat) {
        super.update(percentComplete)
        curtain?.alpha = max(0, min(1, percentComplete))
    }

    override func finish() {
        super.finish()
        curtain?.alpha = 1
        end(true)
    }

    override func cancel() {
        super.cancel()
        UIView.animate(withDuration: length, animations: { [weak self] in
            self?.curtain?.alpha = 0
        }) { [weak self] _ in
            self?.curtain?.removeFromSuperview()
            self?.end(false)
        }
    }

    private func end(_ completed: Bool) {
        transitionContext?.completeTransition(completed)
        transitionContext = nil
        curtain = nil
    }
}
