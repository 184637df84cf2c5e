import AnimationCore
import HostContainer
import TestSupport
@testable import PluginRuntime

/// One interactive run for the gesture tests: A → B in the custom container (320 × 480) under
/// the SDK interaction plugin of a descriptor and a linear 1 s recording animator, started as a
/// session starts it (`--interaction`), the container's pan and the pointer's presses forwarded
/// to the plugin as a session forwards them, a pointer script scheduled.
struct InteractionRig {
    let rig: TransitionRig<ContainerViewController>
    let interaction: PluginInteraction
    let animator: RecordingAnimator

    /// Starts the run of `descriptor`'s plugin with `parameters` (`KEY=VALUE`), `script` scheduled.
    init(_ descriptor: UnsafeRawPointer, _ script: String, parameters: [String] = []) throws {
        let plugin = try LoadedPlugin.inTest(descriptor)
        let h = try TransitionRig()
        let values = try ParameterValues(plugin: plugin.info, assignments: parameters)
        let pi = try PluginInteraction(plugin: plugin, parameters: values, bridge: h.bridge)
        let rec = RecordingAnimator(duration: 1)
        h.delegate(animator: rec, interaction: pi)
        h.runner.interaction = pi
        h.container.panObserver = { [unowned h, unowned pi] e in pi.handle(e, context: h.container.currentTransition) }
        h.runner.pointerTarget = InputEvent.forwardingPresses(
            to: { [unowned h, unowned pi] in pi.handle($0, context: h.container.currentTransition) },
            around: { [unowned h] in h.container.handlePointer($0) })
        try h.schedule(script)
        h.container.select(index: 1, interaction: pi)
        (rig, interaction, animator) = (h, pi, rec)
    }

    /// What the plugin logged at info level after `prefix`, one entry a line that starts with it.
    static func logged(_ h: TransitionRig<ContainerViewController>, _ prefix: String = "") -> [String] {
        h.log.texts([.plugin]).compactMap { l in l.range(of: "[info]: \(prefix)").map { String(l[$0.upperBound...]) } }
    }
}
