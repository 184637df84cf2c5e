import Isolation
import Validation

/// `host-cli __worker` (hidden): a sandboxed plugin worker, started by this front end. Its mode
/// (scan, run, probe, or the validator's check, which only this module can reach) comes in its
/// first message, never from arguments; arguments, which a worker never gets, are handed on
/// for the worker to refuse over its channel.
struct WorkerCommand: ParsableCommand {
    static let spec = CommandSpec(
        name: "__worker", isHidden: true, summary: "A plugin worker (internal; started by host-cli itself)",
        arguments: "", discussion: "", options: [], positionals: ("", 0, Int.max))

    /// Arguments given (there should be none).
    var arguments: [String]

    init(parsed: ParsedArguments) { arguments = parsed.positionals }

    func run(_ console: Console) -> ExitCode {
        ExitCode(rawValue: WorkerMain.main(arguments, modes: ["check": CheckWorker.main])) ?? .failure
    }
}
