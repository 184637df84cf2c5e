import AnimatorABI

// Interaction controllers that own a swipe or a long-press recognizer (this file imports the
// SDK alone, as a plugin would); SwipeLongPressTests drives them with scripted input.

/// A swipe to the left finishes the transition; every recognition is logged.
final class SwipeInteraction: UIPercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        let swipe = UISwipeGestureRecognizer { [unowned self] g in
            HostConnection.current?.log("swipe \(g.state) at \(g.location(in: nil))")
            self.finish()
        }
        swipe.direction = [.left, .up]
        transitionContext.containerView.addGestureRecognizer(swipe)
    }
}

/// A long press scrubs the transition by how far the pointer then moves over the width;
/// released, it finishes; every state change is logged with the press's time.
final class LongPressInteraction: UIPercentDrivenInteractiveTransition {
    private var start = CGPoint.zero
    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        let container = transitionContext.containerView
        let press = UILongPressGestureRecognizer { [unowned self] g in
            let p = g.location(in: container)
            HostConnection.current?.log("press \(g.state) at \(p)")
            switch g.state {
            case .began: self.start = p
            case .changed: self.update(abs(p.x - self.start.x) / container.bounds.width)
            case .ended: self.finish()
            default: break
            }
        }
        container.addGestureRecognizer(press)
    }
}

enum SwipePlugin: InteractionPlugin {
    static let id = "test.swift-swipe"
    static let name = "Swipe"
    static let version = "1.0.0"
    static let summary = "A swipe left or up finishes"
    static let author = "Tests"
    static func makeInteractionController(parameters: PluginParameters) -> SwipeInteraction { SwipeInteraction() }
}

enum LongPressPlugin: InteractionPlugin {
    static let id = "test.swift-long-press"
    static let name = "Long press"
    static let version = "1.0.0"
    static let summary = "A long press then a drag scrubs; releasing finishes"
    static let author = "Tests"
    static func makeInteractionController(parameters: PluginParameters) -> LongPressInteraction {
        LongPressInteraction()
    }
}

func swipePluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(SwipePlugin.self) }
func longPressPluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(LongPressPlugin.self) }
