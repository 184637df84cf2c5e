import AnimatorABI

// Swift animators written against the SDK alone that use the main run loop (ABI 1.2): a delayed
// block completes the transition, and a display link records its callbacks' times. The tests
// run them in the transition rig on this host and on an emulated 1.1 host.

/// Fades the to view in over 0.2 s and completes from `DispatchQueue.main.asyncAfter` 0.35 s
/// after the start; a display link logs each callback's timestamp, duration and target until
/// the completion stops it.
final class DelayedCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var link: CADisplayLink?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.alpha = 0
        }
        UIView.animate(withDuration: 0.2, animations: { toView?.alpha = 1 })
        let link = CADisplayLink { link in
            HostConnection.current?.log("tick \(link.timestamp) \(link.duration) \(link.targetTimestamp)")
        }
        link.add(to: .main, forMode: .common)
        self.link = link
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) {
            self.link?.invalidate()
            HostConnection.current?.log("complete at \(CACurrentMediaTime())")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The plugin's descriptor.
enum DelayedCompletionPlugin: SDKTestPlugin {
    static let id = "test.swift-delayed-completion"
    static let name = "Swift delayed completion"
    static let summary = "Completes from DispatchQueue.main.asyncAfter; a CADisplayLink logs each frame (ABI 1.2)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        DelayedCompletionAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func delayedCompletionPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(DelayedCompletionPlugin.self) }
