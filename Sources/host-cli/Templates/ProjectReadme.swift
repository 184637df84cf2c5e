import Foundation
import PluginRuntime

/// The README.md of a new project: the exact commands that build, validate, install, list,
/// run and remove the plugin, what each file is for, and how to change the id — what an
/// author needs before reading the host's own README.
enum ProjectReadme {
    /// The README for a `kind` project in `language` named `name`, made against `hostPath`.
    static func text(_ kind: PluginKind, _ language: ProjectLanguage, _ name: ProjectName, hostPath: String) -> String {
        let id = name.id
        let library = language == .swift ? ".build/debug/\(name.swiftLibrary)" : name.cLibrary
        var s = "# \(name.raw)\n\n"
        s += "A TransitionHost \(kind.rawValue) plugin in \(language == .swift ? "Swift" : "C"), made by "
        s += "`host-cli new \(kind.rawValue) \(name.raw)\(language == .c ? " --lang c" : "")`. "
        s += SwiftTemplates.summary(kind) + ". Its id is `\(id)`.\n\n"

        s += "## Build\n\n```sh\n"
        switch language {
        case .swift:
            s += "swift build --product \(name.swiftName)\n```\n\n"
            s +=
                "This builds `\(library)`. The package depends on TransitionHost's `AnimatorABI` product in the checkout\n"
            s +=
                "`\(hostPath)` (written into `Package.swift` by `host-cli new`); to build against another checkout, set\n"
            s += "`TRANSITION_HOST_PATH`:\n\n```sh\n"
            s += "TRANSITION_HOST_PATH=/path/to/TransitionHost swift build --product \(name.swiftName)\n```\n\n"
        case .c:
            s += "make          # builds \(library); make clean removes it; make CC=clang picks the compiler\n```\n\n"
            s +=
                "`include/` holds a copy of TransitionHost's ABI header (`animator_plugin.h`, from the checkout `\(hostPath)`), so the project builds\n"
            s +=
                "without the host's sources. A newer host loads plugins built against an older header of ABI 1; to use what\n"
            s += "a newer ABI adds, copy the newer header over it.\n\n"
        }

        s += "## Validate, install, run\n\n```sh\n"
        s += commented(
            [
                ("host-cli validate \(library)", "every conformance check: expect 0 failed"),
                ("host-cli install \(library)", "validates again, then installs it as \(id).so in the per-user folder"),
                ("host-cli list", "shows \(id) (\(kind.rawValue)) and its parameters")
            ] + runLines(kind, id: id, name: name) + [
                ("host-cli validate \(id)", "the installed copy, by id"),
                ("host-cli uninstall \(id)", "removes it again")
            ])
        s += "```\n\n"
        s += "Build and install again after each change (`install` replaces the earlier version in one step).\n\n"

        s += "## What to change\n\n"
        switch language {
        case .swift:
            let module = name.swiftName
            s +=
                "* `Sources/\(module)/\(SwiftTemplates.sourceFile(kind, name))`: the plugin (\(uikitName(kind)), spelled as on iOS); its comments say what to change.\n"
            s +=
                "* `Sources/\(module)/Export.swift`: the descriptor (id, name, version, summary, author, parameters) and the entry point, `@_cdecl(\"animator_plugin_entry\")`.\n"
            s +=
                "* `plugin.exports`: the linker version script that exports only `animator_plugin_entry`, so the plugin's copy of the SDK stays private.\n"
        case .c:
            s +=
                "* `\(CTemplates.sourceFile(name))`: the plugin, its parameters, its descriptor and the entry point, `animator_plugin_entry`; its comments say what to change.\n"
            s +=
                "* `Makefile`: builds `\(name.cLibrary)` with `-shared -fPIC -fvisibility=hidden`, so only the entry point (marked `AP_EXPORT`) is exported.\n"
            s += "* `include/animator_plugin.h`: the ABI, every call, unit and rule documented; do not edit it.\n"
        }
        let file = language == .swift ? "`Sources/\(name.swiftName)/Export.swift`" : "`\(CTemplates.sourceFile(name))`"
        s +=
            "* **The id**, `\(id)`, names the plugin everywhere (the commands above, `--param`, installed as `\(id).so`): change it in\n"
        s +=
            "  \(file), putting a domain of yours in place of `com.example` (lowercase letters, digits, `.` and `-`, at most 64), then use the new id in the commands.\n"
        s +=
            "* **Parameters**: declared in \(file) with their ranges and defaults; set them with \(paramExample(kind, id: id)).\n"
        return s
    }

    /// The UIKit class the plugin is.
    static func uikitName(_ kind: PluginKind) -> String {
        switch kind {
        case .animator: return "a `UIViewControllerAnimatedTransitioning`"
        case .interaction: return "a `UIPercentDrivenInteractiveTransition` driven by a `UIPanGestureRecognizer`"
        case .layout: return "a `UICollectionViewLayout`"
        }
    }

    /// The `run` and `play` lines for `kind`, with their comments: an animator runs a
    /// transition, an interaction drives one (with a scripted drag: a plugin interaction waits
    /// for input), a layout is a collection's layout to push to.
    static func runLines(_ kind: PluginKind, id: String, name: ProjectName) -> [(String, String)] {
        switch kind {
        case .animator:
            return [
                ("host-cli run --animator \(id) --output \(name.raw).gif", "renders the transition"),
                ("host-cli play --animator \(id)", "live in the terminal")
            ]
        case .interaction:
            return [
                (
                    "host-cli run --interaction \(id) --gesture \"\(gesture)\" --output \(name.raw).gif",
                    "a drag that finishes"
                ),
                ("host-cli play --interaction \(id)", "drag with the mouse")
            ]
        case .layout:
            return [
                (
                    "host-cli run --container collection --to-layout \(id) --output \(name.raw).gif",
                    "a push from a grid to it"
                ),
                ("host-cli play --container collection --to-layout \(id)", "live in the terminal")
            ]
        }
    }

    /// Commands, each under its comment (`# comment`): lined up beside them, the long run
    /// lines would push every comment off the screen.
    static func commented(_ lines: [(String, String)]) -> String {
        lines.map { "# " + $0.1 + "\n" + $0.0 + "\n" }.joined()
    }

    /// The drag the README's `run` line scripts: across most of the default 390-point-wide
    /// container, past the default threshold, so the transition finishes.
    static let gesture = "press 350 400; move -300 0 over 0.5; release"

    /// How to set a parameter of `kind`, in `run`'s terms.
    static func paramExample(_ kind: PluginKind, id: String) -> String {
        switch kind {
        case .animator: return "`host-cli run --animator \(id) --param duration=1 --param parallax=0.5`"
        case .interaction:
            return "`--param interaction.threshold=0.3` (an interaction's parameters take the `interaction.` prefix)"
        case .layout: return "`--param to-layout.columns=4` (or `layout.columns=4` for `--layout \(id)`)"
        }
    }
}
