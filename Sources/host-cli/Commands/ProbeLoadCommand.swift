/// `host-cli __probe-load [DIR]` (hidden): the `plugin.load` benchmark's cold-process probe
/// (``PluginBenchmark/probe(folder:)``), run in a fresh process so nothing is loaded yet.
struct ProbeLoadCommand: ParsableCommand {
    static let spec = CommandSpec(
        name: "__probe-load", isHidden: true,
        summary: "Time one cold plugin scan (internal; the plugin benchmark's probe)",
        arguments: "[DIR]", discussion: "", options: [], positionals: ("a folder", 0, 1))

    /// The folder scanned (default: the current one).
    var folder: String

    init(parsed: ParsedArguments) { folder = parsed.positionals.first ?? "." }

    func run(_ console: Console) -> ExitCode {
        console.line(PluginBenchmark.probe(folder: folder))
        return .success
    }
}
