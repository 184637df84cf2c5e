import AnimatorABI

// An SDK plugin exporting a presentation controller that is its own animator through
// PresentationControllerAnimator (this file imports the SDK alone, as a plugin would). The
// controller logs each lifecycle call as a `check` line naming its own serial number, so the
// test reads back the order, the object and the controllers it was made with.

/// A presentation controller that animates its own transitions and logs what UIKit calls.
final class LoggingSheetController: UIPresentationController, UIViewControllerAnimatedTransitioning {
    /// Objects made so far (each gets the next number).
    nonisolated(unsafe) static var made = 0
    let serial: Int
    let dimming = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        Self.made += 1
        serial = Self.made
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        check(
            "made #\(serial) for \(presentedViewController.title ?? "?") over \(presentingViewController?.title ?? "?")",
            true)
    }

    override func presentationTransitionWillBegin() {
        // On iOS the coordinator and the container exist here: the dimming view joins them.
        guard let container = containerView, let coordinator = presentedViewController.transitionCoordinator else {
            return check("#\(serial) presentation will begin", false, "no container or coordinator")
        }
        container.addSubview(dimming)
        coordinator.animate(alongsideTransition: { _ in self.dimming.alpha = 0.5 }, completion: nil)
        check("#\(serial) presentation will begin", true)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        check("#\(serial) presentation did end \(completed)", true)
    }

    override func dismissalTransitionWillBegin() {
        check("#\(serial) dismissal will begin, dimming kept", dimming.superview != nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
        check("#\(serial) dismissal did end \(completed)", true)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let presents = transitionContext.viewController(forKey: .to) === presentedViewController
        check("#\(serial) animates (\(presents ? "presenting" : "dismissing"))", true)
        guard let presented = presentedView else { return check("presented view", false) }
        if presents { containerView?.addSubview(presented) }
        UIView.animate(
            withDuration: 0.3, animations: { presented.alpha = presents ? 1 : 0 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        check("#\(serial) animation ended \(transitionCompleted)", true)
    }
}

/// The plugin's descriptor.
enum PresentationControllerAnimatorPlugin: SDKTestPlugin {
    static let id = "test.presentation-controller-animator"
    static let name = "Presentation controller animator"
    static let summary = "A presentation controller that is its own animator"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        PresentationControllerAnimator { presented, presenting in
            LoggingSheetController(presentedViewController: presented, presenting: presenting)
        }
    }
}

/// The plugin's descriptor, as its entry point would return it.
func presentationControllerAnimatorDescriptor() -> UnsafeRawPointer {
    PluginExport.animator(PresentationControllerAnimatorPlugin.self)
}
