import DefaultPlugins
import Foundation
import PluginRuntime
import XCTest

/// The plugins the build produced, found the way the host finds them: the built-in `default`
/// and the bundled `.so` files next to the test binary (the binary's folder is the bundled
/// plugins folder), with no user or environment folders.
public enum TestPlugins {
    /// The bundled animators every matrix test runs (`default` is built in).
    public static let animators = ["default", "slide", "zoom-fade", "pin-rotate"]

    /// One scan for the whole run (the built-ins registered first, as host-cli's entry point does).
    package static let scan = PluginLoader.scan(PluginSearchPath(explicit: [], environment: [:]), builtIns: builtIns)

    /// The plugins compiled into the host. The tests are a composition root of their own: they
    /// register the built-ins as host-cli's `main` does, here, before the first use, so that a
    /// test run alone finds them as the whole suite does.
    package static var builtIns: [LoadedPlugin] {
        DefaultPlugins.register()
        return BuiltInPlugins.all
    }

    /// The built-in default animator (registered first).
    package static var defaultAnimator: LoadedPlugin {
        DefaultPlugins.register()
        return BuiltInPlugins.defaultAnimator
    }

    /// The plugin `id`; skips the test when the build did not produce it.
    package static func plugin(_ id: String) throws -> LoadedPlugin {
        guard let p = scan.plugin(id: id) else {
            throw XCTSkip(
                "plugin \(id) not found; scanned \(scan.searched.map(\.folder.path)) rejected \(scan.rejected)")
        }
        return p
    }

    /// The plugin `id` chosen with `params` (`KEY=VALUE`), as a run configuration holds it.
    package static func choice(_ id: String, _ params: [String] = []) throws -> PluginChoice {
        let p = try plugin(id)
        return PluginChoice(p, parameters: try ParameterValues(plugin: p.info, assignments: params))
    }
}
