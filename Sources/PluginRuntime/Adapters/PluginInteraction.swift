import AnimationCore
import CAnimatorABI
import Foundation
import HostContainer

/// A plugin's interaction controller seen as a host ``InteractiveTransitioning``.
package final class PluginInteraction: InteractiveTransitioning {
    private let instance: PluginInstance
    private let vtable: ap_interaction_vtable

    /// Creates an instance of `plugin`'s interaction controller with validated `parameters`.
    package init(plugin: LoadedPlugin, parameters: ParameterValues, bridge: PluginBridge) throws(PluginInstanceError) {
        (vtable, instance) = try PluginInstance.make(
            plugin, table: plugin.descriptor.pointee.interaction, create: \.create, kind: "interaction",
            missing: "interaction controller",
            values: parameters, bridge: bridge)
    }

    deinit { instance.destroy(vtable.destroy) }

    /// The plugin.
    package var plugin: LoadedPlugin { instance.plugin }

    private var bridge: PluginBridge { instance.binding.bridge }

    package var displayName: String { plugin.info.id }

    package func startInteractiveTransition(_ context: TransitionContext) {
        let h = bridge.handle(context)
        bridge.noteInteraction(plugin.info.id, drives: h)
        instance.call(.startInteractiveTransition) { vtable.start_interactive_transition!(instance.pointer, h) }
    }

    package var completionSpeed: Double {
        guard let f = vtable.completion_speed else { return 1 }
        let s = instance.call(.completionSpeed) { f(instance.pointer) }
        if !(s > 0) || !s.isFinite {
            bridge.refuse(plugin.info.id, "completion_speed returned \(s); it must be a positive number — using 1")
            return 1
        }
        return s
    }

    package var completionCurve: AnimationCurve {
        guard let f = vtable.completion_curve else { return .easeInOut }
        let c = instance.call(.completionCurve) { f(instance.pointer) }
        guard c >= 0, Int(c) < AnimationCurve.allCases.count else {
            bridge.refuse(plugin.info.id, "completion_curve returned \(c); use an AP_CURVE_* value — using ease in-out")
            return .easeInOut
        }
        return AnimationCurve.allCases[Int(c)]
    }

    package var wantsInteractiveStart: Bool {
        guard let f = vtable.wants_interactive_start else { return true }
        return instance.call(.wantsInteractiveStart) { f(instance.pointer) }
    }

    package func handle(_ event: InputEvent, context: TransitionContext?) {
        var e = ap_event()
        e.time = event.time
        var name: UnsafeMutablePointer<CChar>?
        switch event.kind {
        case let .pointer(p, location, translation, velocity):
            e.type = AP_EVENT_POINTER
            e.phase = p.cValue
            e.location = location.cValue
            e.translation = translation.cValue
            e.velocity = velocity.cValue
        case let .key(p, key):
            e.type = AP_EVENT_KEY
            e.phase = p.cValue
            e.key = key
        case let .signal(n, value):
            e.type = AP_EVENT_SIGNAL
            e.value = value
            name = strdup(n)
            e.name = UnsafePointer(name)
        case let .tick(delta):
            e.type = AP_EVENT_TICK
            e.value = delta
        case let .press(p, location):
            // An event type added in 1.1: never sent to a plugin built against 1.0.
            guard plugin.descriptor.pointee.abi_minor >= 1 else { return }
            e.type = AP_EVENT_PRESS
            e.phase = p.cValue
            e.location = location.cValue
        }
        // A plugin never sees a context after the transition completed.
        let ctx = context.flatMap { $0.isCompleted ? nil : $0 }
        let h = bridge.handle(ctx)
        instance.call(.handleEvent) { vtable.handle_event!(instance.pointer, h, &e) }
        free(name)
    }
}

extension InputEvent.Phase {
    /// The C phase.
    var cValue: ap_phase {
        switch self {
        case .began: return AP_PHASE_BEGAN
        case .changed: return AP_PHASE_CHANGED
        case .ended: return AP_PHASE_ENDED
        case .cancelled: return AP_PHASE_CANCELLED
        }
    }
}
