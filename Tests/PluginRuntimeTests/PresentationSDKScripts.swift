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
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

enum PresentationScripts {
    /// Kept until the test reads it.
    nonisolated(unsafe) static var controller: HalfSheetPresentationController?
    nonisolated(unsafe) static var delegate: SheetDelegate?

    static func present(_ ctx: UIViewControllerContextTransitioning) {
        guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to),
            let toView = ctx.view(forKey: .to)
        else { return check("controllers", false, "no from/to") }
        let container = ctx.containerView

        // The transitioning delegate: held weakly by the controller, its optional methods
        // defaulting to nil, the one it implements answering through the protocol.
        let delegate = SheetDelegate()
        to.transitioningDelegate = delegate
        check("delegate kept", to.transitioningDelegate === delegate)
        check(
            "delegate defaults",
            delegate.animationController(forDismissed: to) == nil
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
        check(
            "default flags",
            !plain.shouldRemovePresentersView && plain.shouldPresentInFullscreen && plain.presentationStyle == .custom)
        check(
            "child size",
            plain.size(forChildContentContainer: plain, withParentContainerSize: CGSize(width: 3, height: 4))
                == CGSize(width: 3, height: 4))

        // The subclass, driven as UIKit drives it around the animator.
        guard let pc = vended as? HalfSheetPresentationController else { return }
        check("presenting given", pc.presentingViewController === from)
        pc.presentationTransitionWillBegin()
        check("dimming in container", pc.dimming.superview === container)
        container.addSubview(toView)
        check(
            "descendant",
            toView.isDescendant(of: container) && toView.isDescendant(of: toView) && !container.isDescendant(of: toView)
                && pc.dimming.isDescendant(of: container) && !pc.dimming.isDescendant(of: toView))
        let final = pc.frameOfPresentedViewInContainerView
        check(
            "half frame",
            final
                == CGRect(
                    x: 0, y: container.bounds.height / 2, width: container.bounds.width,
                    height: container.bounds.height / 2))
        toView.frame = final.offsetBy(dx: 0, dy: final.height)
        controller = pc
        UIView.animate(
            withDuration: 0.5, animations: { toView.frame = final },
            completion: { finished in
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

/// Counts `scrollViewDidScroll` calls.
final class ScrollCounter: UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

enum ScrollViewScripts {
    nonisolated(unsafe) static var counter: ScrollCounter?

    /// A scroll view in the container: its content offset is its bounds' origin, moves its
    /// subviews on screen and tells the delegate once per change; it reads back as itself.
    static func scroll(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let sv = UIScrollView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        let counter = ScrollCounter()
        counter_ = counter
        sv.delegate = counter
        sv.contentSize = CGSize(width: 100, height: 400)
        container.addSubview(sv)
        let child = UIView(frame: CGRect(x: 5, y: 100, width: 10, height: 10))
        sv.addSubview(child)
        check("reads back", container.subviews.last is UIScrollView)
        check("offset zero", sv.contentOffset == .zero && sv.bounds.origin == .zero)
        sv.contentOffset = CGPoint(x: 0, y: 60)
        check(
            "bounds origin",
            sv.bounds.origin == CGPoint(x: 0, y: 60) && sv.bounds.size == CGSize(width: 100, height: 100))
        check("frame kept", sv.frame == CGRect(x: 20, y: 30, width: 100, height: 100))
        check(
            "child moved", child.convert(CGPoint.zero, to: container) == CGPoint(x: 25, y: 70),
            "\(child.convert(CGPoint.zero, to: container))")
        sv.contentOffset = CGPoint(x: 0, y: 60)
        check("told once per change", counter.offsets == [CGPoint(x: 0, y: 60)], "\(counter.offsets)")
        sv.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        check("set at once", sv.contentOffset == CGPoint(x: 0, y: 200) && counter.offsets.count == 2)
        check(
            "defaults",
            !sv.isDragging && !sv.isDecelerating && sv.zoomScale == 1 && sv.decelerationRate == .normal
                && UIScrollView.DecelerationRate.fast.rawValue == 0.99 && sv.adjustedContentInset == .zero)
        check("own pan", sv.panGestureRecognizer === sv.panGestureRecognizer && sv.panGestureRecognizer.view === sv)
        if let to = ctx.view(forKey: .to) { container.addSubview(to) }
        ctx.completeTransition(true)
    }

    private static var counter_: ScrollCounter? {
        get { counter }
        set { counter = newValue }
    }
}
