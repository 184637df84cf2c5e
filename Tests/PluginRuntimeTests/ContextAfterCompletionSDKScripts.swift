import AnimatorABI

// Scripts for ContextAfterCompletionSDKTests: plugin code reading the transition context after
// it called completeTransition, as UIKit allows (falcon11's ping animation clears its
// controllers' masks through `viewController(forKey:)` right after completing).

enum ContextAfterCompletionScripts {
    /// Reads what it read before completing, again after: the same answers, no host call.
    static func readsAfterCompleting(_ ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to),
            let fromVC = ctx.viewController(forKey: .from)
        else { return ctx.completeTransition(true) }
        let container = ctx.containerView
        let final = ctx.finalFrame(for: toVC)
        container.addSubview(to)
        to.frame = final
        to.alpha = 0
        let mask = CAShapeLayer()
        to.layer.mask = mask
        UIView.animate(
            withDuration: 0.2, animations: { to.alpha = 1 },
            completion: { _ in
                let cancelled = ctx.transitionWasCancelled
                ctx.completeTransition(!cancelled)
                check("to controller", ctx.viewController(forKey: .to) === toVC)
                check("from controller", ctx.viewController(forKey: .from) === fromVC)
                check("to view", ctx.view(forKey: .to) === to)
                check("container", ctx.containerView === container)
                check("final frame", ctx.finalFrame(for: toVC) == final)
                check("cancelled flag", ctx.transitionWasCancelled == cancelled)
                ctx.viewController(forKey: .to)?.view.layer.mask = nil
                check("mask cleared", to.layer.mask == nil)
            })
    }
}
