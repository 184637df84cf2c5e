import Isolation
import TextFormat

/// `host-cli uninstall ID [--dir DIR]`: removes the file of the per-user plugins folder (or
/// DIR) that provides ID (``PluginInstaller/uninstall(_:)``); nothing outside that folder.
enum UninstallCommand {
    static let spec = CommandSpec(
        name: "uninstall", summary: "Remove an installed plugin from the per-user plugins folder",
        arguments: "ID",
        discussion: """
        Removes the file that provides ID from the per-user plugins folder (or --dir DIR), and
        nothing else: plugins in other folders (the bundled ones, --plugins folders,
        ANIMATOR_PLUGIN_PATH) are not touched. A running host keeps the copy it loaded.
        """,
        options: [.value("dir", "DIR", "Remove from DIR instead of the per-user plugins folder", completes: .directory)],
        positionals: ("a plugin id", 1, 1), positionalCompletion: .plugins(kind: CompletionCommand.installedKind))

    static let command = CLI.Command(spec: spec) { args, console in
        if let dir = args.value("dir"), let problem = InstallCommand.folderProblem(dir, mustExist: true) {
            console.error(problem)
            return .usage
        }
        let installer = PluginInstaller(folder: args.value("dir"))
        do {
            let removed = try installer.uninstall(args.positionals[0])
            console.line("removed \(TerminalText.escape(removed.label)) (\(TerminalText.escape(removed.path)))")
            return .success
        } catch {
            console.error(TerminalText.escape("\(error)"))
            return (error as? PluginInstaller.Failure)?.isUsage == true ? .usage : .failure
        }
    }
}
