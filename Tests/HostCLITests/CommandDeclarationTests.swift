import Foundation
import TestSupport
import XCTest
@testable import host_cli

/// Commands as types: every option is declared once and read through its declaration, a
/// command is validated before it runs, `--plugins` is one shared declaration, and the internal
/// commands are parsed like the others but never shown.
final class CommandDeclarationTests: XCTestCase {
    /// A command for the pipeline's order: it logs each step, refuses `--refuse` in
    /// ``validate()``, and ends with the status `--status` gives.
    private struct Probe: ParsableCommand {
        static let refuse = CommandSpec.Option.flag("refuse", "Refuse in validate")
        static let status = CommandSpec.Option.value("status", "N", "The exit status of run")
        static let spec = CommandSpec(
            name: "probe", summary: "A test command", arguments: "", discussion: "", options: [refuse, status])
        nonisolated(unsafe) static var log: [String] = []

        var refuses: Bool
        var code: Int32

        init(parsed: ParsedArguments) throws(UsageError) {
            Probe.log.append("init")
            refuses = parsed.has(Self.refuse)
            let v = parsed.value(Self.status) ?? "0"
            guard let c = Int32(v) else {
                throw .invalidValue(option: Self.status.flagName, value: v, expected: "a status")
            }
            code = c
        }

        func validate() throws(UsageError) {
            Probe.log.append("validate")
            if refuses { throw .notApplicable(option: Self.refuse.flagName, reason: "is refused by validate") }
        }

        func run(_ console: Console) -> ExitCode {
            Probe.log.append("run")
            console.line("ran")
            return ExitCode(rawValue: code) ?? .failure
        }
    }

    /// Runs `Probe` on `arguments`; returns its status, standard output and standard error.
    private func probe(_ arguments: [String]) throws -> (ExitCode, String, String) {
        var out = "", err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 })
        Probe.log = []
        let code = Probe.main(try Probe.spec.parse(arguments), console)
        return (code, out, err)
    }

    func testAUsageErrorFromValidateStopsTheCommandBeforeItRuns() throws {
        let ok = try probe(["--status", "1"])
        XCTAssertEqual(Probe.log, ["init", "validate", "run"])
        XCTAssertEqual(ok.0, .failure, "run's status is the command's")
        XCTAssertEqual(ok.1, "ran\n")

        let refused = try probe(["--refuse"])
        XCTAssertEqual(Probe.log, ["init", "validate"], "run never starts after a refusal")
        XCTAssertEqual(refused.0, .usage)
        XCTAssertEqual(refused.1, "")
        XCTAssertEqual(refused.2, "error: --refuse is refused by validate\n")

        let unreadable = try probe(["--status", "x"])
        XCTAssertEqual(Probe.log, ["init"], "a value that cannot be read stops the command at once")
        XCTAssertEqual(unreadable.0, .usage)
        XCTAssertEqual(unreadable.2, "error: --status x: expected a status\n")
    }

    /// Each declared option is read back through its declaration, whichever way it was written,
    /// and no command declares a name twice or declares `--help`, which the parser owns.
    func testEveryDeclaredOptionIsReadThroughItsDeclaration() throws {
        for command in CLI.commands + CLI.hiddenCommands {
            let spec = command.spec
            let names = spec.options.map(\.name)
            XCTAssertEqual(Set(names).count, names.count, "\(spec.name) declares an option twice: \(names)")
            XCTAssertFalse(names.contains(CommandSpec.Option.help.name), spec.name)
            for o in spec.options {
                if o.value == nil {
                    let p = try spec.parse(["--\(o.name)", "--help"])
                    XCTAssertTrue(p.has(o) && p.gave(o), "\(spec.name) --\(o.name)")
                } else {
                    let spaced = try spec.parse(["--\(o.name)", "v 1", "--help"])
                    let joined = try spec.parse(["--\(o.name)=v=2", "--help"])
                    XCTAssertEqual(spaced.value(o), "v 1", "\(spec.name) --\(o.name)")
                    XCTAssertEqual(joined.value(o), "v=2", "\(spec.name) --\(o.name)=")
                    XCTAssertTrue(spaced.gave(o) && !spaced.has(o), "\(spec.name) --\(o.name) is not a flag")
                }
                // Another option's declaration reads nothing of it.
                let others = spec.options.filter { $0.name != o.name }
                let p = try spec.parse(o.value == nil ? ["--\(o.name)", "--help"] : ["--\(o.name)", "v", "--help"])
                for other in others {
                    XCTAssertFalse(p.gave(other), "\(spec.name): --\(o.name) read as --\(other.name)")
                }
            }
        }
        // play's --fps is run's, with help of its own: the same name, so one parsed value.
        let play = try PlayCommand.spec.parse(["--fps", "30"])
        XCTAssertEqual(play.value(RunCommand.Options.fps), "30")
        XCTAssertNotEqual(PlayCommand.fps.help, RunCommand.Options.fps.help)
    }

    /// `--plugins` is one declaration: wherever a command takes it, it is that one value.
    func testThePluginsOptionIsOneSharedDeclaration() {
        var takers: [String] = []
        for command in CLI.commands + CLI.hiddenCommands {
            for o in command.spec.options where o.name == PluginFolders.option.name {
                XCTAssertEqual(o, PluginFolders.option, "\(command.spec.name) declares its own --plugins")
                takers.append(command.spec.name)
            }
        }
        XCTAssertEqual(takers, ["list", "run", "play", "validate", "__complete"])
    }

    /// The internal commands are in no listing, help, suggestion or completion script, and
    /// still run: `__complete` lists ids, never refusing a `--plugins` folder still being typed.
    func testHiddenCommandsRunButAreNeverShown() throws {
        XCTAssertEqual(CLI.hiddenCommands.map(\.spec.name), ["__worker", "__complete", "__probe-load"])
        XCTAssertTrue(CLI.hiddenCommands.allSatisfy(\.spec.isHidden))
        XCTAssertFalse(CLI.commands.contains { $0.spec.isHidden })
        XCTAssertFalse(CLI.overview.contains("__"), CLI.overview)
        for shell in CompletionScript.shells {
            let script = try XCTUnwrap(CompletionScript.script(for: shell, CLI.commands.map(\.spec)))
            XCTAssertFalse(script.contains("__worker") || script.contains("__probe-load"), shell)
        }
        let folder = try NativeTools.temporaryFolder(for: self, name: "hidden")
        let env = NativeTools.cliEnvironment(cacheDirectory: folder + "/cache")
        let help = try NativeTools.cli(["help", "__worker"], environment: env)
        XCTAssertEqual(help.ending, .exited(2))
        XCTAssertTrue(help.stderr.hasPrefix("error: unknown command `__worker`"), help.stderr)
        XCTAssertFalse(help.stderr.contains("__complete"), "the commands listed are the visible ones: \(help.stderr)")
        let ids = try NativeTools.cli(["__complete", "animator", "--plugins", folder + "/not-yet"], environment: env)
        XCTAssertEqual(ids.ending, .exited(0), ids.stderr)
        XCTAssertTrue(ids.stdout.split(separator: "\n").contains("default"), ids.stdout)
        XCTAssertEqual(ids.stderr, "")
    }

    /// Each malformed command line is the parser's case naming the command, the option and
    /// the value that are wrong; the sentence is made from them.
    func testTheParserSaysWhichPartIsWrong() {
        let spec = CommandSpec(
            name: "probe", summary: "", arguments: "FILE", discussion: "",
            options: [.value("fps", "N", "Rate"), .flag("loop", "Loop")], positionals: ("FILE", 1, 1))
        let cases: [([String], UsageError)] = [
            (["a", "-x"], .shortOption(command: "probe", argument: "-x")),
            (["a", "--fsp", "2"], .unknownOption(command: "probe", option: "fsp", suggestion: "fps")),
            (["a", "--fps"], .missingValue(option: "fps", placeholder: "N")),
            (["a", "--fps", "1", "--fps=2"], .givenTwice(option: "fps")),
            (["a", "--loop=yes"], .valueForFlag(option: "loop", value: "yes")),
            ([], .missingArguments(command: "probe", needed: "FILE", usage: "FILE [options]")),
            (["a", "b"], .unexpectedArgument(command: "probe", argument: "b", usage: "FILE [options]"))
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try spec.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual(error as? UsageError, expected, "\(arguments)")
            }
        }
        XCTAssertEqual(
            UsageError.unknownOption(command: "probe", option: "fsp", suggestion: "fps").description,
            "unknown option --fsp for `probe`; did you mean --fps? (see `host-cli probe --help`)")
        XCTAssertEqual(
            UsageError.unexpectedArgument(command: "probe", argument: "\u{1B}[2J", usage: nil).description,
            "`probe` takes no arguments; unexpected `\\e[2J`", "command-line text is escaped in the sentence")
    }
}
