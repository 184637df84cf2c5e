import AnimatorABI

// A Swift animator written against the SDK alone that drives its fade with the target form of
// `CADisplayLink`, as iOS menus and pagers do (`CADisplayLink(target: self, selector:
// #selector(step(_:)))`, which `host-cli port` writes with the SDK's `Selector`).

/// The object the link calls: raises the to view's alpha by a tenth each frame, then stops
/// the link and completes the transition.
final class DisplayLinkStepper {
    let context: UIViewControllerContextTransitioning
    let view: UIView?
    var steps = 0

    init(context: UIViewControllerContextTransitioning, view: UIView?) {
        self.context = context
        self.view = view
    }

    func step(_ link: CADisplayLink) {
        steps += 1
        view?.alpha = CGFloat(steps) / 10
        HostConnection.current?.log("step \(steps) at \(link.timestamp)")
        guard steps == 10 else { return }
        link.invalidate()
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// Fades the to view in, one tenth a frame, from a display link whose target is a
/// ``DisplayLinkStepper`` that only the link holds.
final class DisplayLinkTargetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var link: CADisplayLink?
    /// The stepper, weakly: the test reads whether the link released it after `invalidate()`.
    nonisolated(unsafe) static weak var lastStepper: DisplayLinkStepper?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.alpha = 0
        }
        let stepper = DisplayLinkStepper(context: transitionContext, view: toView)
        Self.lastStepper = stepper
        let link = CADisplayLink(target: stepper, selector: Selector(DisplayLinkStepper.step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }
}

/// The plugin's descriptor.
enum DisplayLinkTargetPlugin: SDKTestPlugin {
    static let id = "test.swift-display-link-target"
    static let name = "Swift display link target"
    static let summary = "Fades in from CADisplayLink(target:selector:) with the SDK's Selector (ABI 1.2)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        DisplayLinkTargetAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func displayLinkTargetPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(DisplayLinkTargetPlugin.self) }
