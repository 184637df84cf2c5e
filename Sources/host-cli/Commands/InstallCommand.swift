import Foundation
import Isolation
import TextFormat
import Validation

/// `host-cli install FILE.so [--dir DIR] [--no-validate]`: validates a plugin file and installs
/// it as `DIR/ID.so` (``PluginInstaller``: atomic replace, safe permissions, a file of another
/// name with the same id never touched).
struct InstallCommand: ParsableCommand {
    /// `--dir`.
    static let dir = CommandSpec.Option.value(
        "dir", "DIR", "Install into DIR instead of the per-user plugins folder", completes: .directory)
    /// `--no-validate`.
    static let noValidate = CommandSpec.Option.flag("no-validate", "Install without validating first")

    static let spec = CommandSpec(
        name: "install", summary: "Validate a plugin file and install it into the per-user plugins folder",
        arguments: "FILE.so",
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
        options: [dir, noValidate],
        positionals: ("a plugin file", 1, 1), positionalCompletion: .pluginFile)

    /// The plugin file.
    var file: String
    /// `--dir`.
    var folder: String?
    /// False with `--no-validate`.
    var validates: Bool
    /// The installer for ``folder``, made by ``validate()``.
    private var installer = PluginInstaller(folder: nil)

    init(parsed: ParsedArguments) {
        file = parsed.positionals[0]
        folder = parsed.value(Self.dir)
        validates = !parsed.has(Self.noValidate)
    }

    /// A path that names no file, a folder or a device is a mistake in the command line, and
    /// so is a target folder the loader would refuse: found before anything is copied or
    /// scanned.
    mutating func validate() throws(UsageError) {
        var st = stat()
        guard stat(file, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else {
            let what = FileManager.default.fileExists(atPath: file) ? "not a regular file" : "no such file"
            throw .refusedValue(
                option: "", value: file,
                reason: "\(what); give the path of a plugin .so (host-cli install ./libMyPlugin.so)")
        }
        if let folder, let problem = InstallCommand.folderProblem(folder, mustExist: false) { throw problem }
        installer = PluginInstaller(folder: folder)
        if let problem = installer.unsafeTargetError { throw .install(problem) }
    }

    func run(_ console: Console) -> ExitCode {
        let staged: PluginInstaller.Staged
        do { staged = try installer.stage(file) } catch {
            console.error(TerminalText.escape("\(error)"))
            return .failure
        }
        defer { staged.discard() }
        let label = TerminalText.escape(staged.record.label)
        var validated = "not validated (--no-validate)"
        if validates {
            let options = Validator.Options()
            let progress = ValidationProgress(console: console, checks: Validator.plannedCount(options))
            progress.begin(label)
            let report = Validator.validate(target: file, path: staged.path, builtinID: nil, options: options) {
                progress.finished($0)
            }
            progress.clear()
            let summary = ValidationReport.Summary([report])
            guard summary.ok else {
                console.out(ValidationReport.text([ValidateCommand.escaped(report)]))
                console.error(
                    "\(label) did not pass validation, so it was not installed; fix what the report says (host-cli validate \(TerminalText.escape(file))), or install it anyway with --no-validate"
                )
                return .failure
            }
            validated = "validated: \(summary.passed) checks passed"
        }
        do {
            let (path, replaced) = try installer.install(staged)
            let was = replaced.map { ", replacing \(TerminalText.escape($0.info.version))" } ?? ""
            console.line(
                "installed \(label) (\(staged.record.info.kindsText)) → \(TerminalText.escape(path))\(was); \(validated)"
            )
            return .success
        } catch {
            console.error(TerminalText.escape("\(error)"))
            return .failure
        }
    }

    /// Why `--dir DIR` cannot be the plugins folder, or nil: it is not a folder, or (for
    /// `uninstall`, `mustExist`) it does not exist. A usage error (status 2) that says what to give.
    static func folderProblem(_ dir: String, mustExist: Bool) -> UsageError? {
        var st = stat()
        guard stat(dir, &st) == 0 else {
            guard mustExist, errno == ENOENT else { return nil }
            return .refusedValue(
                option: "--dir", value: dir,
                reason:
                    "that folder does not exist, so nothing is installed there; give the folder the plugin was installed into (host-cli list shows where each plugin is)"
            )
        }
        guard (st.st_mode & S_IFMT) == S_IFDIR else {
            return .refusedValue(
                option: "--dir", value: dir,
                reason: "not a folder; give a plugins folder (or leave --dir out for the per-user one)")
        }
        return nil
    }
}
