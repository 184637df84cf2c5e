import AnimatorABI

// Interaction controllers written against the SDK alone, as iOS code writes them: they own a
// gesture recognizer and drive the transition from its handler. Results go to the host log.

/// A plain `UIViewControllerInteractiveTransitioning` conformer (not percent-driven, no
/// completionSpeed/completionCurve/wantsInteractiveStart of its own): a pan on the container
/// view scrubs by horizontal translation over the container's width, and the release finishes
/// past half way or cancels.
final class PlainPanInteraction: UIViewControllerInteractiveTransitioning {
    weak var transitionContext: UIViewControllerContextTransitioning?
    var pan: UIPanGestureRecognizer?

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let pan = UIPanGestureRecognizer { [unowned self] in self.handlePan($0) }
        transitionContext.containerView.addGestureRecognizer(pan)
        self.pan = pan
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let context = transitionContext, let view = gesture.view else { return }
        let t = gesture.translation(in: view)
        let progress = min(1, max(0, abs(t.x) / view.bounds.width))
        HostConnection.current?.log("pan \(gesture.state) \(Int(t.x)) v \(Int(gesture.velocity(in: view).x))")
        switch gesture.state {
        case .began, .changed: context.updateInteractiveTransition(progress)
        case .ended:
            if progress > 0.5 { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
            view.removeGestureRecognizer(gesture)
        default:
            context.cancelInteractiveTransition()
        }
    }
}

/// A percent-driven subclass with its own public `transitionContext` property (a common
/// pattern that collided with the SDK's before) and an edge pan from the right edge that
/// uses incremental translation (`setTranslation(.zero, in:)`).
final class EdgePanInteraction: UIPercentDrivenInteractiveTransition {
    var transitionContext: UIViewControllerContextTransitioning?
    private var progress: CGFloat = 0

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        self.transitionContext = transitionContext
        progress = 0
        let edge = UIScreenEdgePanGestureRecognizer { [unowned self] in self.handleEdge($0) }
        edge.edges = .right
        transitionContext.containerView.addGestureRecognizer(edge)
    }

    func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let step = -gesture.translation(in: view).x / view.bounds.width
        gesture.setTranslation(.zero, in: view)
        progress = min(1, max(0, progress + step))
        switch gesture.state {
        case .began, .changed: update(progress)
        case .ended: if gesture.velocity(in: view).x <= 0 && progress > 0.3 { finish() } else { cancel() }
        default: cancel()
        }
        HostConnection.current?.log("edge \(gesture.state) \(Int((progress * 100).rounded()))")
    }
}

enum PlainPanPlugin: InteractionPlugin {
    static let id = "test.swift-plain-pan"
    static let name = "Plain pan"
    static let version = "1.0.0"
    static let summary = "A plain interactive-transitioning conformer driven by its own pan recognizer"
    static let author = "Tests"
    static func makeInteractionController(parameters: PluginParameters) -> PlainPanInteraction { PlainPanInteraction() }
}

enum EdgePanPlugin: InteractionPlugin {
    static let id = "test.swift-edge-pan"
    static let name = "Edge pan"
    static let version = "1.0.0"
    static let summary = "A percent-driven subclass driven by its own screen-edge pan recognizer"
    static let author = "Tests"
    static func makeInteractionController(parameters: PluginParameters) -> EdgePanInteraction { EdgePanInteraction() }
}

func plainPanPluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(PlainPanPlugin.self) }
func edgePanPluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(EdgePanPlugin.self) }

/// A pinch closes the transition in (progress = 1 − scale) and a double tap finishes it; a
/// pinch ended before half way cancels.
final class PinchTapInteraction: UIPercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        let pinch = UIPinchGestureRecognizer { [unowned self] g in
            HostConnection.current?.log("pinch \(g.state) \(g.scale) v \(g.velocity)")
            switch g.state {
            case .began, .changed: self.update(max(0, 1 - g.scale))
            case .ended: if g.scale > 0.5 { self.cancel() }
            default: break
            }
        }
        let tap = UITapGestureRecognizer { [unowned self] g in
            HostConnection.current?.log("tap \(g.state) at \(g.location(in: nil))")
            self.finish()
        }
        tap.numberOfTapsRequired = 2
        transitionContext.containerView.addGestureRecognizer(pinch)
        transitionContext.containerView.addGestureRecognizer(tap)
    }
}

enum PinchTapPlugin: InteractionPlugin {
    static let id = "test.swift-pinch-tap"
    static let name = "Pinch and tap"
    static let version = "1.0.0"
    static let summary = "A pinch scrubs, a double tap finishes"
    static let author = "Tests"
    static func makeInteractionController(parameters: PluginParameters) -> PinchTapInteraction { PinchTapInteraction() }
}

func pinchTapPluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(PinchTapPlugin.self) }
