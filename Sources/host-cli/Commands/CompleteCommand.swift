import Isolation
import PluginRuntime
import TextFormat

/// `host-cli __complete KIND [--plugins DIR]... [--dir DIR]` (hidden): the ids of the plugins of
/// KIND (`animator`, `interaction`, `layout`, or `any`) found now, one per line, for the
/// completion scripts (``CompletionScript``); KIND `installed` lists the plugins of the
/// per-user folder (or of the last `--dir`) alone — what `uninstall` removes, never a built-in
/// one. Ids are printed escaped, like everything a plugin controls. The `--plugins` folders are
/// searched as they are, never refused: a folder still being typed must not stop completion.
struct CompleteCommand: ParsableCommand {
    /// `--dir`, as on `uninstall`'s line (the last one counts).
    static let dir = CommandSpec.Option.value(
        "dir", "DIR", "The per-user plugins folder to list for KIND installed", repeatable: true)

    static let spec = CommandSpec(
        name: "__complete", isHidden: true, summary: "Print plugin ids for the completion scripts (internal)",
        arguments: "KIND", discussion: "", options: [PluginFolders.option, dir], positionals: ("a plugin kind", 1, 1))

    /// KIND as given.
    var kindName: String
    /// The `--plugins` folders on the line being completed.
    var plugins: PluginFolders
    /// The last `--dir`.
    var folder: String?

    init(parsed: ParsedArguments) {
        kindName = parsed.positionals[0]
        plugins = PluginFolders(parsed: parsed)
        folder = parsed.value(Self.dir)
    }

    func validate() throws(UsageError) {
        guard PluginKind(rawValue: kindName) != nil || kindName == "any" || kindName == CompletionCommand.installedKind
        else {
            throw .unknownName(
                option: "__complete", value: kindName, what: "a completion kind", suggestion: nil,
                choices: PluginKind.allCases.map(\.rawValue) + ["any", CompletionCommand.installedKind])
        }
    }

    func run(_ console: Console) -> ExitCode {
        if kindName == CompletionCommand.installedKind {
            for p in PluginInstaller(folder: folder).installed.plugins { console.line(TerminalText.escape(p.info.id)) }
            return .success
        }
        let kind = PluginKind(rawValue: kindName)
        for p in PluginCatalog.scan(folders: plugins.folders).plugins where kind.map({ p.info.provides($0) }) ?? true {
            console.line(TerminalText.escape(p.info.id))
        }
        return .success
    }
}
