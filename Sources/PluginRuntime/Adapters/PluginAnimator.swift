import AnimationCore
import CAnimatorABI
import HostContainer

/// A plugin's animator seen as a host ``AnimatedTransitioning``: every call goes through the
/// plugin's C vtable with handles from the ``PluginBridge``.
package final class PluginAnimator: AnimatedTransitioning {
    private let instance: PluginInstance
    private let vtable: ap_animator_vtable
    private weak var context: TransitionContext?

    /// Creates an instance of `plugin`'s animator with validated `parameters`.
    package init(plugin: LoadedPlugin, parameters: ParameterValues, bridge: PluginBridge) throws(PluginInstanceError) {
        (vtable, instance) = try PluginInstance.make(
            plugin, table: plugin.descriptor.pointee.animator, create: \.create, kind: "animator", missing: "animator",
            values: parameters, bridge: bridge)
    }

    deinit { instance.destroy(vtable.destroy) }

    /// The plugin.
    package var plugin: LoadedPlugin { instance.plugin }

    package var displayName: String { plugin.info.id }

    package func transitionDuration(using context: TransitionContext?) -> Double {
        let h = instance.binding.bridge.handle(context)
        return instance.call(.transitionDuration) { vtable.transition_duration!(instance.pointer, h) }
    }

    package func animateTransition(using context: TransitionContext) {
        self.context = context
        let h = instance.binding.bridge.handle(context)
        instance.call(.animateTransition) { vtable.animate_transition!(instance.pointer, h) }
    }

    /// Calls the plugin's `animation_ended`, then retires the transition's handles: the
    /// context handle and the handles of views the plugin created and did not keep in a
    /// hierarchy go stale.
    package func animationEnded(_ transitionCompleted: Bool) {
        instance.call(.animationEnded) { vtable.animation_ended?(instance.pointer, transitionCompleted) }
        if let c = context { instance.binding.bridge.transitionEnded(c) }
    }
}
