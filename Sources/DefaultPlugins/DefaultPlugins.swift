import AnimatorABI
import PluginRuntime
import SlideAnimatorKit

/// The plugins this host compiles in, registered by the composition roots (host-cli's `main`,
/// before front end or worker code runs, and the tests' support) so that the plugin runtime
/// depends on no plugin's source: swapping the default animator is a change here alone.
///
/// * `default`: the container's default animator, the spring slide (the same source as the
///   bundled `slide` plugin), used when no animator is chosen.
package enum DefaultPlugins {
    /// Registers the built-in plugins with ``BuiltInPlugins``. Cheap and idempotent after the
    /// first call, from any thread, so each entry point calls it without coordinating.
    package static func register() { _ = registration }

    /// Runs once (Swift initialises a static constant once, thread-safely).
    private static let registration: Void = {
        let descriptor = PluginExport.animator(SlidePlugin.self, id: BuiltInPlugins.defaultAnimatorID)
        let summary = "The container's default animator: the spring slide, compiled into the host"
        if case .failure(let rejection) = BuiltInPlugins.register(descriptor: descriptor, summary: summary) {
            // The descriptor is built from this host's own SDK; failing the host's checks is a
            // defect of the build, not of anything a user supplied.
            fatalError("the built-in default animator's descriptor is invalid: \(rejection)")
        }
    }()
}
