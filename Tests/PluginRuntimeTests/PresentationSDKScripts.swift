import AnimatorABI

// Scripts for PresentationControllerSDKTests, run by ScriptedAnimator inside a real modal
// presentation (this file imports the SDK alone, as a plugin would).

/// A presentation controller written as iOS code writes one: a dimming view added in
/// `presentationTransitionWillBegin` and faded in alongside the transition, the presented
/// view in the lower half of the container.
final class HalfSheetPresentationController: UIPresentationController {
    let dimming = UIView()
    var calls: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        calls.append("willBegin")
        guard let container = containerView else { return }
        dimming.frame = container.bounds
        dimming.alpha = 0
        container.addSubview(dimming)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("didEnd \(completed)") }
}

/// A transitioning delegate that vends only a presentation controller (the rest default).
final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

enum PresentationScripts {
    /// Kept until the test reads it.
    nonisolated(unsafe) static var controller: HalfSheetPresentationController?
    nonisolated(unsafe) static var delegate: SheetDelegate?

    static func present(_ ctx: UIViewControllerContextTransitioning) {
        guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to),
              let toView = ctx.view(forKey: .to) else { return check("controllers", false, "no from/to") }
        let container = ctx.containerView

        // The transitioning delegate: held weakly by the controller, its optional methods
        // defaulting to nil, the one it implements answering through the protocol.
        let delegate = SheetDelegate()
        to.transitioningDelegate = delegate
        check("delegate kept", to.transitioningDelegate === delegate)
        check("delegate defaults", delegate.animationController(forDismissed: to) == nil
              && delegate.animationController(forPresented: to, presenting: from, source: from) == nil
              && delegate.interactionControllerForDismissal(using: ScriptedAnimator()) == nil)
        let vended = to.transitioningDelegate?.presentationController(forPresented: to, presenting: from, source: from)
        check("delegate vends", vended is HalfSheetPresentationController)
        do {
            let passing = SheetDelegate()
            from.transitioningDelegate = passing
            check("second delegate", from.transitioningDelegate === passing && to.transitioningDelegate === delegate)
        }
        check("weak delegate", from.transitioningDelegate == nil)
        delegate_ = delegate

        // UIKit's defaults, during the presentation.
        let plain = UIPresentationController(presentedViewController: to, presenting: nil)
        check("presenting found", plain.presentingViewController === from)
        check("presented view", plain.presentedView === toView)
        check("container", plain.containerView === container)
        check("default frame", plain.frameOfPresentedViewInContainerView == container.bounds)
        check("default flags", !plain.shouldRemovePresentersView && plain.shouldPresentInFullscreen && plain.presentationStyle == .custom)
        check("child size", plain.size(forChildContentContainer: plain, withParentContainerSize: CGSize(width: 3, height: 4)) == CGSize(width: 3, height: 4))

        // The subclass, driven as UIKit drives it around the animator.
        guard let pc = vended as? HalfSheetPresentationController else { return }
        check("presenting given", pc.presentingViewController === from)
        pc.presentationTransitionWillBegin()
        check("dimming in container", pc.dimming.superview === container)
        container.addSubview(toView)
        check("descendant", toView.isDescendant(of: container) && toView.isDescendant(of: toView) && !container.isDescendant(of: toView)
              && pc.dimming.isDescendant(of: container) && !pc.dimming.isDescendant(of: toView))
        let final = pc.frameOfPresentedViewInContainerView
        check("half frame", final == CGRect(x: 0, y: container.bounds.height / 2, width: container.bounds.width, height: container.bounds.height / 2))
        toView.frame = final.offsetBy(dx: 0, dy: final.height)
        controller = pc
        UIView.animate(withDuration: 0.5, animations: { toView.frame = final }, completion: { finished in
            check("dimmed", pc.dimming.alpha == 1 && pc.dimming.layer.presentation()?.opacity == 1)
            check("sheet frame", toView.frame == final)
            let completed = !ctx.transitionWasCancelled
            ctx.completeTransition(completed)
            pc.presentationTransitionDidEnd(completed)
            check("calls", pc.calls == ["willBegin", "didEnd true"], "\(pc.calls)")
        })
    }

    private static var delegate_: SheetDelegate? {
        get { delegate }
        set { delegate = newValue }
    }
}
