import AnimatorABI
import SlideAnimatorKit

/// Plugins compiled into the host. They are described and driven through the same C
/// descriptor and host table as `.so` plugins (static plugins), so there is one code path.
///
/// * `default`: the container's default animator, the spring slide (the same source as the
///   bundled `slide` plugin), used when no animator is chosen.
package enum BuiltInPlugins {
    /// All built-in plugins, in precedence order (before any folder; their ids cannot be
    /// taken by files).
    package static var all: [LoadedPlugin] { registered }

    /// The default animator's plugin.
    package static var defaultAnimator: LoadedPlugin { registered[0] }

    /// The id of the default animator.
    package static let defaultAnimatorID = "default"

    private static let registered: [LoadedPlugin] = {
        let raw = PluginExport.animator(SlidePlugin.self, id: defaultAnimatorID)
        let d = raw.assumingMemoryBound(to: animator_plugin_descriptor.self)
        switch DescriptorReader.read(d, path: "(built-in)") {
        case .success(var info):
            info.summary = "The container's default animator: the spring slide, compiled into the host"
            return [LoadedPlugin(info: info, path: "(built-in)", descriptor: d, isBuiltIn: true)]
        case .failure(let r):
            fatalError("the built-in default animator's descriptor is invalid: \(r)")
        }
    }()
}
