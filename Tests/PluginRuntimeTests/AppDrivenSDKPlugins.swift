import AnimatorABI
import Foundation

// Interaction controllers the app drives on iOS (no recognizer of their own: the app's
// gesture handler calls update/finish/cancel), and one that uses UIKit's target/action
// spelling through the SDK's Selector. Results go to the host log.

/// A percent-driven subclass in the style of the common tutorials: the app wires a gesture
/// to a view controller that never reaches the host, and the subclass overrides `update`,
/// `finish` and `cancel` to keep state of its own.
final class AppDrivenPercentInteraction: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    override func update(_ percentComplete: CGFloat) {
        interactionInProgress = true
        HostConnection.current?.log("update \(String(format: "%.3f", Double(percentComplete)))")
        super.update(percentComplete)
    }
    override func finish() {
        interactionInProgress = false
        HostConnection.current?.log("finish")
        super.finish()
    }
    override func cancel() {
        interactionInProgress = false
        HostConnection.current?.log("cancel")
        super.cancel()
    }
}

/// A plain conformer with no gesture: on iOS its owner calls the context directly.
final class AppDrivenPlainInteraction: UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        HostConnection.current?.log("started")
    }
}

/// A percent-driven controller that takes the host's events itself (an override of
/// `handle(_:)` without super): the host must not play the app for it.
final class SelfDrivenInteraction: UIPercentDrivenInteractiveTransition {
    override func handle(_ event: InteractionEvent) {
        if case .key(_, let key) = event.kind, key == AP_KEY_RETURN { finish() }
    }
}

/// UIKit's target/action spelling (`host-cli port`'s rewrite of `#selector`): the recognizer
/// holds its target weakly and calls the method with itself.
final class TargetActionInteraction: UIPercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        let pan = UIPanGestureRecognizer(target: self, action: Selector(TargetActionInteraction.handlePan(_:)))
        pan.addTarget(self, action: Selector(TargetActionInteraction.noted))
        transitionContext.containerView.addGestureRecognizer(pan)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = min(1, max(0, -gesture.translation(in: view).x / view.bounds.width))
        switch gesture.state {
        case .began, .changed: update(progress)
        case .ended:
            view.removeGestureRecognizer(gesture)
            progress > 0.5 ? finish() : cancel()
        default: cancel()
        }
    }

    func noted() { HostConnection.current?.log("noted") }
}

enum AppDrivenPercentPlugin: InteractionPlugin {
    static let id = "test.app-driven-percent"
    static let name = "App-driven percent"
    static let version = "1.0.0"
    static let summary = "A percent-driven controller with no gesture of its own"
    static let author = "Tests"
    static let parameters = AppDrivenRules.parameters
    static func makeInteractionController(parameters: PluginParameters) -> AppDrivenPercentInteraction {
        AppDrivenPercentInteraction()
    }
}

enum AppDrivenPlainPlugin: InteractionPlugin {
    static let id = "test.app-driven-plain"
    static let name = "App-driven plain"
    static let version = "1.0.0"
    static let summary = "A plain conformer with no gesture of its own"
    static let author = "Tests"
    static func makeInteractionController(parameters: PluginParameters) -> AppDrivenPlainInteraction {
        AppDrivenPlainInteraction()
    }
}

enum SelfDrivenPlugin: InteractionPlugin {
    static let id = "test.self-driven"
    static let name = "Self-driven"
    static let version = "1.0.0"
    static let summary = "Takes the host's events itself"
    static let author = "Tests"
    static func makeInteractionController(parameters: PluginParameters) -> SelfDrivenInteraction {
        SelfDrivenInteraction()
    }
}

enum TargetActionPlugin: InteractionPlugin {
    static let id = "test.target-action"
    static let name = "Target/action"
    static let version = "1.0.0"
    static let summary = "A pan recognizer made with target and action"
    static let author = "Tests"
    static func makeInteractionController(parameters: PluginParameters) -> TargetActionInteraction {
        TargetActionInteraction()
    }
}

func appDrivenPercentPluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(AppDrivenPercentPlugin.self) }
func appDrivenPlainPluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(AppDrivenPlainPlugin.self) }
func selfDrivenPluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(SelfDrivenPlugin.self) }
func targetActionPluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(TargetActionPlugin.self) }
