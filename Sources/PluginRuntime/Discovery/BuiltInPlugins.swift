import CAnimatorABI
import Foundation

/// Plugins compiled into the host (static plugins). They are described and driven through the
/// same C descriptor and host table as `.so` plugins, so there is one code path.
///
/// The runtime only keeps the list: which plugins are compiled in is the composition root's
/// choice (host-cli's `main` calls `DefaultPlugins.register()`, as do the tests' support), so
/// this module depends on no plugin's source. A worker is the same executable, so it registers
/// the same built-ins before it reads its first message.
///
/// * `default`: the container's default animator, used when no animator is chosen.
package enum BuiltInPlugins {
    /// All built-in plugins, in registration order, which is their precedence (before any
    /// folder; their ids cannot be taken by files).
    package static var all: [LoadedPlugin] {
        lock.lock()
        defer { lock.unlock() }
        return registered
    }

    /// The default animator's plugin. Reading it before the composition root registered it is
    /// a wiring mistake in the program, not something a user or plugin can cause, so it stops
    /// the process with the call that is missing.
    package static var defaultAnimator: LoadedPlugin {
        guard let p = all.first(where: { $0.info.id == defaultAnimatorID }) else {
            fatalError(
                "no built-in \"\(defaultAnimatorID)\" animator is registered: the program's entry point must call DefaultPlugins.register() before it runs a transition"
            )
        }
        return p
    }

    /// The id of the default animator.
    package static let defaultAnimatorID = "default"

    /// Adds the plugin whose entry point returned `descriptor` (``animator_plugin_descriptor``
    /// as `PluginExport` builds it), after the same descriptor checks a `.so` file passes;
    /// `summary`, when given, replaces the one the descriptor declares. Registering an id that
    /// is already registered changes nothing and returns the plugin registered first, so every
    /// composition root may register without knowing whether another did.
    @discardableResult
    package static func register(descriptor: UnsafeRawPointer, summary: String? = nil) -> Result<
        LoadedPlugin, PluginRejection
    > {
        let d = descriptor.assumingMemoryBound(to: animator_plugin_descriptor.self)
        return DescriptorReader.read(d, path: builtInPath).map { read in
            var info = read
            if let summary { info.summary = summary }
            lock.lock()
            defer { lock.unlock() }
            if let first = registered.first(where: { $0.info.id == info.id }) { return first }
            let plugin = LoadedPlugin(info: info, path: builtInPath, descriptor: d, isBuiltIn: true)
            registered.append(plugin)
            return plugin
        }
    }

    /// What stands for a built-in plugin's file in reports.
    static let builtInPath = "(built-in)"

    /// Guards ``registered``: registration may happen on any thread (a test's first use).
    private static let lock = NSLock()
    /// Written only under ``lock``; plugins are never unregistered.
    // Every access holds `lock`.
    nonisolated(unsafe) private static var registered: [LoadedPlugin] = []
}
