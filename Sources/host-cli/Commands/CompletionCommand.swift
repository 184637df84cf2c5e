import TextFormat

/// `host-cli completion bash|zsh|fish`: prints the shell's completion script
/// (``CompletionScript``); the ids
/// of plugins come from the hidden ``CompleteCommand``.
struct CompletionCommand: ParsableCommand {
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

    /// The shell named.
    var shell: String
    /// Its script, found by ``validate()``.
    private var script = ""

    init(parsed: ParsedArguments) { shell = parsed.positionals[0] }

    mutating func validate() throws(UsageError) {
        guard let script = CompletionScript.script(for: shell, CLI.commands.map(\.spec)) else {
            throw .unknownName(
                option: "completion", value: shell, what: "a shell with a completion script",
                suggestion: Suggestions.closest(shell, in: CompletionScript.shells), choices: CompletionScript.shells)
        }
        self.script = script
    }

    func run(_ console: Console) -> ExitCode {
        console.out(script)
        return .success
    }

    /// The pseudo-kind of `__complete` for the plugins `uninstall` can remove.
    static let installedKind = "installed"
}
