import AnimatorABI

// A Swift animator written against the SDK alone (this file imports nothing else), which uses
// the ABI 1.1 call `CACurrentMediaTime()`: the compatibility tests run it on this host and on
// an emulated 1.0 host, where the SDK must report the call instead of crashing.

/// Logs `CACurrentMediaTime()` when the transition starts, then fades the to view in.
final class MediaTimeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let now = CACurrentMediaTime()
        HostConnection.current?.log("swift media time \(now)")
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.alpha = 0
        }
        UIView.animate(withDuration: 0.5, animations: { toView?.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The plugin's descriptor.
enum MediaTimePlugin: AnimatorPlugin {
    static let id = "test.swift-media-time"
    static let name = "Swift media time"
    static let version = "1.0.0"
    static let summary = "Calls CACurrentMediaTime (ABI 1.1)"
    static let author = "Tests"
    static let parameters: [PluginParameter] = []
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning { MediaTimeAnimator() }
}

/// The plugin's descriptor, as its entry point would return it.
func mediaTimePluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(MediaTimePlugin.self) }
