import CAnimatorABI
import Foundation

/// Why an instance of a plugin could not be made.
public struct PluginInstanceError: Error, CustomStringConvertible {
    /// What went wrong, naming the plugin.
    public var message: String
    public var description: String { message }
}

/// A plugin's animator seen as a host ``AnimatedTransitioning``: every call goes through the
/// plugin's C vtable with handles from the ``PluginRuntime``.
public final class PluginAnimator: AnimatedTransitioning {
    /// The plugin.
    public let plugin: LoadedPlugin
    let binding: HostBinding
    let vtable: ap_animator_vtable
    let instance: UnsafeMutableRawPointer
    /// Keeps the parameter strings alive for the instance's life.
    let parameters: ParameterValues
    private var durations: [Int: Double] = [:]

    /// Creates an instance with validated `parameters`.
    public init(plugin: LoadedPlugin, parameters: ParameterValues, runtime: PluginRuntime) throws(PluginInstanceError) {
        guard let v = plugin.descriptor.pointee.animator?.pointee, let create = v.create else {
            throw PluginInstanceError(message: "plugin \(plugin.info.id) (\(plugin.path)) provides no animator; it is an \(plugin.info.kindsText) plugin")
        }
        self.plugin = plugin
        let b = runtime.makeBinding(for: plugin)
        binding = b
        vtable = v
        self.parameters = parameters
        let inst = parameters.cValues.withUnsafeBufferPointer { create(UnsafePointer(b.table), $0.baseAddress, UInt32($0.count)) }
        guard let inst else {
            throw PluginInstanceError(message: "plugin \(plugin.info.id) (\(plugin.path)): its animator create() returned NULL")
        }
        instance = inst
    }

    deinit { vtable.destroy?(instance) }

    public var displayName: String { plugin.info.id }

    public func transitionDuration(using context: TransitionContext?) -> Double {
        vtable.transition_duration!(instance, binding.runtime.handle(context))
    }

    private weak var context: TransitionContext?

    public func animateTransition(using context: TransitionContext) {
        self.context = context
        vtable.animate_transition!(instance, binding.runtime.handle(context))
    }

    /// Calls the plugin's `animation_ended`, then retires the transition's handles: the
    /// context handle and the handles of views the plugin created and did not keep in a
    /// hierarchy go stale.
    public func animationEnded(_ transitionCompleted: Bool) {
        vtable.animation_ended?(instance, transitionCompleted)
        if let c = context { binding.runtime.transitionEnded(c) }
    }
}

/// A plugin's interaction controller seen as a host ``InteractiveTransitioning``.
public final class PluginInteraction: InteractiveTransitioning {
    /// The plugin.
    public let plugin: LoadedPlugin
    let binding: HostBinding
    let vtable: ap_interaction_vtable
    let instance: UnsafeMutableRawPointer
    let parameters: ParameterValues

    /// Creates an instance with validated `parameters`.
    public init(plugin: LoadedPlugin, parameters: ParameterValues, runtime: PluginRuntime) throws(PluginInstanceError) {
        guard let v = plugin.descriptor.pointee.interaction?.pointee, let create = v.create else {
            throw PluginInstanceError(message: "plugin \(plugin.info.id) (\(plugin.path)) provides no interaction controller; it is an \(plugin.info.kindsText) plugin")
        }
        self.plugin = plugin
        let b = runtime.makeBinding(for: plugin)
        binding = b
        vtable = v
        self.parameters = parameters
        let inst = parameters.cValues.withUnsafeBufferPointer { create(UnsafePointer(b.table), $0.baseAddress, UInt32($0.count)) }
        guard let inst else {
            throw PluginInstanceError(message: "plugin \(plugin.info.id) (\(plugin.path)): its interaction create() returned NULL")
        }
        instance = inst
    }

    deinit { vtable.destroy?(instance) }

    public var displayName: String { plugin.info.id }

    public func startInteractiveTransition(_ context: TransitionContext) {
        vtable.start_interactive_transition!(instance, binding.runtime.handle(context))
    }

    public var completionSpeed: Double {
        guard let f = vtable.completion_speed else { return 1 }
        let s = f(instance)
        if !(s > 0) || !s.isFinite {
            binding.runtime.refuse(plugin.info.id, "completion_speed returned \(s); it must be a positive number — using 1")
            return 1
        }
        return s
    }

    public var completionCurve: AnimationCurve {
        guard let f = vtable.completion_curve else { return .easeInOut }
        let c = f(instance)
        guard c >= 0, Int(c) < AnimationCurve.allCases.count else {
            binding.runtime.refuse(plugin.info.id, "completion_curve returned \(c); use an AP_CURVE_* value — using ease in-out")
            return .easeInOut
        }
        return AnimationCurve.allCases[Int(c)]
    }

    public var wantsInteractiveStart: Bool { vtable.wants_interactive_start.map { $0(instance) } ?? true }

    public func handle(_ event: InputEvent, context: TransitionContext?) {
        var e = ap_event()
        e.time = event.time
        var name: UnsafeMutablePointer<CChar>?
        func phase(_ p: InputEvent.Phase) -> ap_phase {
            switch p {
            case .began: return AP_PHASE_BEGAN
            case .changed: return AP_PHASE_CHANGED
            case .ended: return AP_PHASE_ENDED
            case .cancelled: return AP_PHASE_CANCELLED
            }
        }
        switch event.kind {
        case let .pointer(p, location, translation, velocity):
            e.type = AP_EVENT_POINTER; e.phase = phase(p)
            e.location = location.cValue; e.translation = translation.cValue; e.velocity = velocity.cValue
        case let .key(p, key):
            e.type = AP_EVENT_KEY; e.phase = phase(p); e.key = key
        case let .signal(n, value):
            e.type = AP_EVENT_SIGNAL; e.value = value
            name = strdup(n)
            e.name = UnsafePointer(name)
        case let .tick(delta):
            e.type = AP_EVENT_TICK; e.value = delta
        }
        let ctx = context.flatMap { $0.isCompleted ? nil : $0 }
        vtable.handle_event!(instance, binding.runtime.handle(ctx), &e)
        free(name)
    }
}
