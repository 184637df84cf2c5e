import Foundation
import Isolation
import TextFormat
import Validation

/// `host-cli install FILE.so [--dir DIR] [--no-validate]`: validates a plugin file and installs
/// it as `DIR/ID.so` (``PluginInstaller``: atomic replace, safe permissions, a file of another
/// name with the same id never touched).
enum InstallCommand {
    static let spec = CommandSpec(
        name: "install", summary: "Validate a plugin file and install it into the per-user plugins folder",
        usage: "FILE.so [--dir DIR] [--no-validate]",
        discussion: """
        The file is checked as every plugin is (a private copy, scanned in a sandboxed worker),
        validated with every check (as host-cli validate does; a failure installs nothing and
        exits 1), and written as DIR/ID.so — named after the plugin's id — with mode 0644 and an
        atomic replace: an earlier version of the same plugin is replaced in one step, and a
        host that is running keeps the copy it loaded. DIR is the per-user folder the host
        searches ($XDG_DATA_HOME/transition-host/plugins, or ~/.local/share/transition-host/plugins)
        unless --dir says otherwise. Another file in DIR that provides the same id is never
        replaced or removed: the install is refused and names it. Remove a plugin with
        host-cli uninstall ID.
        """,
        options: [
            .value("dir", "DIR", "Install into DIR instead of the per-user plugins folder", completes: .directory),
            .flag("no-validate", "Install without validating first"),
        ],
        positionals: ("a plugin file", 1, 1), positionalCompletion: .pluginFile)

    static let command = CLI.Command(spec: spec) { args, console in
        let file = args.positionals[0]
        guard FileManager.default.fileExists(atPath: file) else {
            console.error("\(TerminalText.escape(file)): no such file; give the path of a plugin .so (host-cli install ./libMyPlugin.so)")
            return .usage
        }
        let installer = PluginInstaller(folder: args.value("dir"))
        // A target folder the loader would refuse is a bad --dir (status 2), found before
        // anything is scanned.
        if let problem = installer.unsafeTarget {
            console.error(problem)
            return .usage
        }
        let staged: PluginInstaller.Staged
        do { staged = try installer.stage(file) } catch {
            console.error(TerminalText.escape("\(error)"))
            return .failure
        }
        defer { staged.discard() }
        let label = TerminalText.escape(staged.record.label)
        var validated = "not validated (--no-validate)"
        if !args.has("no-validate") {
            let options = Validator.Options()
            let progress = ValidationProgress(console: console, checks: Validator.plannedCount(options))
            progress.begin("validating " + label)
            let report = Validator.validate(target: file, path: staged.path, builtinID: nil, options: options) { progress.finished($0) }
            progress.clear()
            let summary = ValidationReport.Summary([report])
            guard summary.ok else {
                console.out(ValidationReport.text([ValidateCommand.escaped(report)]))
                console.error("\(label) did not pass validation, so it was not installed; fix what the report says (host-cli validate \(TerminalText.escape(file))), or install it anyway with --no-validate")
                return .failure
            }
            validated = "validated: \(summary.passed) checks passed"
        }
        do {
            let (path, replaced) = try installer.install(staged)
            let was = replaced.map { ", replacing \(TerminalText.escape($0.info.version))" } ?? ""
            console.line("installed \(label) (\(staged.record.info.kindsText)) → \(TerminalText.escape(path))\(was); \(validated)")
            return .success
        } catch {
            console.error(TerminalText.escape("\(error)"))
            return .failure
        }
    }
}
