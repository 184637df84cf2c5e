import AnimatorABI

/// An animator an app makes for each transition with its controllers, checking that the ones
/// it was made with are the transition's, then fading the to controller's view in.
final class HandedFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let from: UIViewController, to: UIViewController
    init(fromViewController: UIViewController, toViewController: UIViewController) {
        from = fromViewController
        to = toViewController
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        check(
            "made with the transition's controllers",
            from === transitionContext.viewController(forKey: .from)
                && to === transitionContext.viewController(forKey: .to))
        transitionContext.containerView.addSubview(to.view)
        to.view.alpha = 0
        UIView.animate(
            withDuration: 0.2, animations: { self.to.view.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

enum HandedControllersPlugin: SDKTestPlugin {
    static let id = "test.swift-handed-controllers"
    static let name = "Handed controllers"
    static let summary = "An animator made per transition with its controllers"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        HandedControllersAnimator { from, to in HandedFadeAnimator(fromViewController: from, toViewController: to) }
    }
}

func handedControllersPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(HandedControllersPlugin.self) }
