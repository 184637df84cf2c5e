import Isolation
import PluginRuntime
import TextFormat

/// `host-cli completion bash|zsh|fish`: prints the shell's completion script
/// (``CompletionScript``), and the hidden `host-cli __complete KIND [--plugins DIR]...` those
/// scripts call for plugin ids.
enum CompletionCommand {
    static let spec = CommandSpec(
        name: "completion", summary: "Print the shell completion script for bash, zsh or fish",
        arguments: "bash|zsh|fish",
        discussion: """
        Completes commands, options, option values (containers, styles, scenarios, benchmark
        groups, files and folders) and plugin ids — the ids of the plugins found when you press
        Tab, in the --plugins folders already on the line too. Generated from the same
        declarations as --help, so it always matches this host-cli.

          bash:  source <(host-cli completion bash)
                 (for good: host-cli completion bash > ~/.local/share/bash-completion/completions/host-cli)
          zsh:   source <(host-cli completion zsh)
                 (for good: host-cli completion zsh > "${fpath[1]}/_host-cli", then restart zsh)
          fish:  host-cli completion fish | source
                 (for good: host-cli completion fish > ~/.config/fish/completions/host-cli.fish)
        """,
        options: [], positionals: ("a shell", 1, 1), positionalCompletion: .words(CompletionScript.shells))

    static let command = CLI.Command(spec: spec) { args, console in
        let shell = args.positionals[0]
        let specs = CLI.commands.map(\.spec)
        guard let script = CompletionScript.script(for: shell, specs) else {
            let hint = Suggestions.closest(shell, in: CompletionScript.shells).map { "; did you mean \($0)?" } ?? ""
            console.error("completion \(TerminalText.escape(shell)): no script for that shell\(hint) (use bash, zsh or fish)")
            return .usage
        }
        console.out(script)
        return .success
    }

    /// The pseudo-kind of `__complete` for the plugins `uninstall` can remove.
    static let installedKind = "installed"

    /// `__complete KIND [--plugins DIR]... [--dir DIR]`: the ids of the plugins of KIND
    /// (`animator`, `interaction`, `layout`, or `any`) found now, one per line, for the
    /// completion scripts; KIND `installed` lists the plugins of the per-user folder (or of
    /// the last `--dir`) alone — what `uninstall` removes, never a built-in one. Ids are printed
    /// escaped, like everything a plugin controls; nothing for bad arguments.
    static func ids(_ arguments: [String], _ console: Console) -> Int32 {
        guard let kindName = arguments.first else { return ExitCode.usage.rawValue }
        let kind = PluginKind(rawValue: kindName)
        guard kind != nil || kindName == "any" || kindName == installedKind else { return ExitCode.usage.rawValue }
        var folders: [String] = []
        var dir: String?
        var rest = arguments.dropFirst()
        while let flag = rest.first {
            rest = rest.dropFirst()
            guard flag == "--plugins" || flag == "--dir", let folder = rest.first else { return ExitCode.usage.rawValue }
            if flag == "--dir" { dir = folder } else { folders.append(folder) }
            rest = rest.dropFirst()
        }
        if kindName == installedKind {
            for p in PluginInstaller(folder: dir).installed.plugins { console.line(TerminalText.escape(p.info.id)) }
            return ExitCode.success.rawValue
        }
        let scan = PluginCatalog.scan(folders: folders)
        for p in scan.plugins where kind.map({ p.info.provides($0) }) ?? true { console.line(TerminalText.escape(p.info.id)) }
        return ExitCode.success.rawValue
    }
}
