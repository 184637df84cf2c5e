import Isolation
import TextFormat

/// `host-cli uninstall ID [--dir DIR]`: removes the file of the per-user plugins folder (or
/// DIR) that provides ID (``PluginInstaller/uninstall(_:)``); nothing outside that folder.
struct UninstallCommand: ParsableCommand {
    /// `--dir`.
    static let dir = CommandSpec.Option.value(
        "dir", "DIR", "Remove from DIR instead of the per-user plugins folder", completes: .directory)

    static let spec = CommandSpec(
        name: "uninstall", summary: "Remove an installed plugin from the per-user plugins folder",
        arguments: "ID",
        discussion: """
            Removes the file that provides ID from the per-user plugins folder (or --dir DIR), and
            nothing else: plugins in other folders (the bundled ones, --plugins folders,
            ANIMATOR_PLUGIN_PATH) are not touched. A running host keeps the copy it loaded.
            """,
        options: [dir],
        positionals: ("a plugin id", 1, 1), positionalCompletion: .plugins(kind: CompletionCommand.installedKind))

    /// The id to remove.
    var id: String
    /// `--dir`.
    var folder: String?

    init(parsed: ParsedArguments) {
        id = parsed.positionals[0]
        folder = parsed.value(Self.dir)
    }

    func validate() throws(UsageError) {
        if let folder, let problem = InstallCommand.folderProblem(folder, mustExist: true) { throw problem }
    }

    func run(_ console: Console) -> ExitCode {
        let installer = PluginInstaller(folder: folder)
        do {
            let removed = try installer.uninstall(id)
            console.line("removed \(TerminalText.escape(removed.label)) (\(TerminalText.escape(removed.path)))")
            return .success
        } catch {
            console.error(TerminalText.escape("\(error)"))
            return error.isUsage ? .usage : .failure
        }
    }
}
