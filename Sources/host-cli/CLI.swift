import Foundation
import Isolation
import PluginRuntime
import ProcessSupport
import TextFormat
import Validation

/// The `host-cli` front end: parses the subcommand and hands over to it. All the work lives
/// in the commands and the session; `main.swift` only calls ``main(_:console:)``.
enum CLI {

    /// A subcommand: its declarations, and its type's parse-validate-run pipeline.
    struct Command {
        /// What the command declares (``ParsableCommand/spec``).
        let spec: CommandSpec
        /// ``ParsableCommand/main(_:_:)`` of its type.
        let main: (ParsedArguments, Console) -> ExitCode

        /// The command of type `type`.
        init<C: ParsableCommand>(_ type: C.Type) {
            spec = C.spec
            main = C.main
        }
    }

    /// The commands users see, in the order the overview lists them.
    static var commands: [Command] {
        [
            Command(ListCommand.self), Command(RunCommand.self), Command(PlayCommand.self),
            Command(ValidateCommand.self),
            Command(DiffCommand.self), Command(NewCommand.self), Command(PortCommand.self), Command(BenchCommand.self),
            Command(InstallCommand.self), Command(UninstallCommand.self), Command(CompletionCommand.self)
        ]
    }

    /// The internal commands (``CommandSpec/isHidden``): the worker this front end starts, the
    /// completion scripts' plugin ids, the plugin benchmark's cold-process probe.
    static var hiddenCommands: [Command] {
        [Command(WorkerCommand.self), Command(CompleteCommand.self), Command(ProbeLoadCommand.self)]
    }

    /// `help`'s own help: `host-cli help help` and `host-cli help --help` print it.
    static let helpSummary = "Show the help of a command (host-cli help run)"

    /// The top-level options, for the overview and for suggestions.
    static let topLevelOptions: [(name: String, help: String)] = [
        ("--help", "Show this help"), ("--version", "Show the version")
    ]

    static var overview: String {
        var s = """
            host-cli \(HostVersion.version) — a plugin host for view-controller transitions

            Usage: host-cli <command> [options]

            Commands:

            """
        // The column is as wide as the longest name plus two spaces, so no name runs into its
        // summary whatever commands are added.
        let rows = commands.map { ($0.spec.name, $0.spec.summary) } + [("help", helpSummary)]
        let width = (rows.map(\.0.count) + topLevelOptions.map(\.name.count)).max()! + 2
        for (name, summary) in rows {
            s += "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + summary + "\n"
        }
        s += "\nOptions:\n"
        for (name, help) in topLevelOptions {
            s += "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + help + "\n"
        }
        s += "\nStart with: host-cli list, then host-cli run --animator slide --output slide.gif\n"
        return s
    }

    /// The help of `help` itself.
    static var helpHelp: String {
        "\(helpSummary)\n\nUsage: host-cli help [COMMAND]\n\nWithout COMMAND, lists the commands. host-cli COMMAND --help prints the same as host-cli help COMMAND.\n"
    }

    /// Runs the command line `arguments` (without the program name); returns the exit code.
    /// SIGPIPE is ignored first, so a reader that goes away makes a write fail with EPIPE
    /// instead of killing the process; when a write to standard output failed, the command
    /// ends with `error: cannot write to standard output (REASON)` and status 1 (or its own
    /// failure status).
    static func main(_ arguments: [String], console: Console = .standard()) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let code = dispatch(arguments, console)
        if let failure = console.standardOutputFailure {
            console.error("cannot write to standard output (\(WriteLoop.reason(failure)))")
            return code == ExitCode.success.rawValue ? ExitCode.failure.rawValue : code
        }
        return code
    }

    /// Runs the subcommand `arguments` names; returns its exit code.
    static func dispatch(_ arguments: [String], _ console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.out(overview)
            return ExitCode.usage.rawValue
        }
        switch first {
        case "--help", "-h":
            console.out(overview)
            return 0
        case "--version":
            console.line("host-cli \(HostVersion.version) (plugin ABI \(HostVersion.abiText))")
            return 0
        case "help":
            let rest = Array(arguments.dropFirst())
            guard let topic = rest.first else {
                console.out(overview)
                return 0
            }
            if rest.count > 1 {
                console.error(
                    "`help` takes one command; unexpected `\(TerminalText.escape(rest[1]))` (usage: host-cli help [COMMAND])"
                )
                return ExitCode.usage.rawValue
            }
            if topic == "help" || topic == "--help" || topic == "-h" {
                console.out(helpHelp)
                return 0
            }
            guard let c = commands.first(where: { $0.spec.name == topic }) else { return unknown(topic, console) }
            console.out(c.spec.help)
            return 0
        default:
            guard let c = (commands + hiddenCommands).first(where: { $0.spec.name == first }) else {
                return unknown(first, console)
            }
            do {
                let parsed = try c.spec.parse(Array(arguments.dropFirst()))
                if parsed.has(.help) {
                    console.out(c.spec.help)
                    return 0
                }
                return c.main(parsed, console).rawValue
            } catch {
                console.error(error.description)
                return ExitCode.usage.rawValue
            }
        }
    }

    /// An unknown command or top-level option: a usage error suggesting the nearest command
    /// (or option, for a word starting with `-`) by edit distance.
    static func unknown(_ name: String, _ console: Console) -> Int32 {
        let shown = TerminalText.escape(name)
        if name.hasPrefix("-") {
            let options = topLevelOptions.map(\.name)
            let hint = Suggestions.closest(name, in: options).map { "; did you mean \($0)?" } ?? ""
            console.error(
                "unknown option \(shown)\(hint) (options before a command: \(options.joined(separator: ", ")); see host-cli --help)"
            )
            return ExitCode.usage.rawValue
        }
        let names = commands.map(\.spec.name) + ["help"]
        let hint = Suggestions.closest(name, in: names).map { "; did you mean `\($0)`?" } ?? ""
        console.error(
            "unknown command `\(shown)`\(hint) (commands: \(names.joined(separator: ", ")); see host-cli --help)")
        return ExitCode.usage.rawValue
    }
}
