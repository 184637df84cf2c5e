import HostContainer
import Isolation
import PluginRuntime
import ProcessSupport
import Session
import TextFormat
import Validation

/// A command line host-cli cannot run: exit code 2, the sentence on standard error.
///
/// Each case says what is wrong with which part of the command line: the command, the option
/// as written (`--fps`; for a positional argument, the command and its place, `new`, or ""
/// for a bare path), the value given, and what was expected or why it is refused. An error of
/// another domain met while checking the command line (a gesture script, a `--param`, a trace
/// file, an output path) is kept as a case's value, never its text. Values from the command
/// line stay raw in the case and are escaped only in ``description`` (``Console/error(_:)``
/// escapes the whole line again, which changes nothing once escaped).
enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    // The parser's: the command line's shape (``CommandSpec/parse(_:)``).

    /// `-x` (a short option other than `-h`): every option is long.
    case shortOption(command: String, argument: String)
    /// `--name` is not one of `command`'s options; the nearest one, if any is near.
    case unknownOption(command: String, option: String, suggestion: String?)
    /// `--name` ends the line (or is followed by another option) without its value.
    case missingValue(option: String, placeholder: String)
    /// A non-repeatable option given twice.
    case givenTwice(option: String)
    /// `--flag=value` for a flag that takes no value.
    case valueForFlag(option: String, value: String)
    /// Fewer positional arguments than `command` needs (`needed` as its help names them).
    case missingArguments(command: String, needed: String, usage: String)
    /// One positional argument too many (`usage` nil: the command takes none).
    case unexpectedArgument(command: String, argument: String, usage: String?)

    // One value.

    /// `option`'s `value` is not of the form `expected` (a number in a range, `WxH`, ...).
    case invalidValue(option: String, value: String, expected: String)
    /// `option`'s `value` is not `what` (with its article: `a container`, `a format`, `a shell
    /// with a completion script`): the nearest name, if any is near, and every name.
    case unknownName(option: String, value: String, what: String, suggestion: String?, choices: [String])
    /// `option`'s `value` is well-formed but cannot be used here (a path that is a folder, a
    /// file that is not a plugin...): `reason` says why and what to do. `option` may also be
    /// `plugin NAME` (a positional), `NAME=` (an environment setting) or "" (a bare path).
    case refusedValue(option: String, value: String, reason: String)
    /// `option` would write `path`, which is `other` (another output, an input, the golden
    /// trace, where the visual diff goes), described as `the golden trace --expect FILE`.
    case sameFile(option: String, path: String, other: String)
    /// `option` does not apply, or needs or excludes another option: `reason` says which
    /// and what to do.
    case notApplicable(option: String, reason: String)

    // Plugins.

    /// `option`'s `id` names no plugin of `kind`: the nearest id, what the catalog rejected
    /// that may be it (the loader's sentences), the option's other values and the plugins.
    case unknownPlugin(
        option: String, id: String, kind: String, suggestion: String?, rejected: String, alsoAccepted: [String],
        plugins: [String])
    /// `option`'s `id` is a plugin of other kinds (`provides`, e.g. `an animator plugin`)
    /// than the `wanted` one (`an interaction`).
    case wrongPluginKind(option: String, id: String, provides: String, wanted: String)

    // Another domain's error, kept whole.

    /// A gesture script (`--gesture`) or file (`--gesture @FILE`: `file` is its path).
    case gestureScript(GestureScriptError, file: String?)
    /// A `--param` its plugin refuses; `written` is the flag's value as the user wrote it
    /// (with its `interaction.` or `animator.` prefix), `assignment` what the plugin checked.
    case parameter(ParameterError, written: String?, assignment: String?)
    /// A trace file (`diff`, `run --expect`) that is not a well-formed trace; `rerecord`
    /// names the golden file to record again, if it is one.
    case trace(TraceError, rerecord: String?)
    /// A file `option` names (`option` "": a positional path) that cannot be read as text;
    /// `advice` says what to give instead, if anything.
    case unreadableFile(option: String, path: String, TextFileError, advice: String?)
    /// A `--scenario` the validator cannot run.
    case scenario(ScenarioError)
    /// The installer refuses the target folder (an unsafe plugins folder).
    case install(PluginInstallError)
    /// An output path `option` cannot write.
    case outputPath(option: String, OutputError)
    /// No TransitionHost checkout was found for `new` (searched upwards from `searchedFrom`,
    /// host-cli's folder, when known).
    case noCheckout(searchedFrom: String?)
    /// `play` without a terminal: the player's sentence (``TerminalPlayer/notATerminal()``),
    /// which names the stream that is not one and what to run instead.
    case notATerminal(String)

    /// The sentence: what is wrong, where, and what to do.
    var description: String {
        let e = TerminalText.escape
        switch self {
        case let .shortOption(command, argument):
            return
                "unknown option \(e(argument)) for `\(command)`; options are long (--name); see `host-cli \(command) --help`"
        case let .unknownOption(command, option, suggestion):
            let hint = suggestion.map { "; did you mean --\($0)?" } ?? ""
            return "unknown option --\(e(option)) for `\(command)`\(hint) (see `host-cli \(command) --help`)"
        case let .missingValue(option, placeholder):
            return "option --\(option) needs a value (--\(option) \(placeholder))"
        case let .givenTwice(option):
            return "option --\(option) given twice; give it once"
        case let .valueForFlag(option, value):
            return "option --\(option) takes no value (got --\(option)=\(e(value)))"
        case let .missingArguments(command, needed, usage):
            return "`\(command)` needs \(needed) (usage: host-cli \(command) \(usage); see host-cli \(command) --help)"
        case let .unexpectedArgument(command, argument, usage?):
            return
                "too many arguments; unexpected `\(e(argument))` (usage: host-cli \(command) \(usage); see host-cli \(command) --help)"
        case let .unexpectedArgument(command, argument, nil):
            return "`\(command)` takes no arguments; unexpected `\(e(argument))`"
        default:
            return valueDescription
        }
    }

    /// The sentence of a case about a value, a plugin or another domain's error.
    private var valueDescription: String {
        let e = TerminalText.escape
        switch self {
        case let .invalidValue(option, value, expected):
            return "\(option) \(e(value)): expected \(expected)"
        case let .unknownName(option, value, what, suggestion, choices):
            let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
            let names = choices.isEmpty ? "there is none" : "use \(Self.list(choices))"
            return "\(option) \(e(value)): not \(what)\(hint) (\(names))"
        case let .refusedValue(option, value, reason):
            return "\(Self.subject(option, value)): \(reason)"
        case let .sameFile(option, path, other):
            return "\(option) \(e(path)) is \(other); give \(option) a file of its own"
        case let .notApplicable(option, reason):
            return "\(option) \(reason)"
        case let .unknownPlugin(option, id, kind, suggestion, rejected, alsoAccepted, plugins):
            let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
            let choices =
                alsoAccepted.isEmpty
                ? "the \(kind)s are" : "use \(alsoAccepted.joined(separator: ", ")) or one of the \(kind)s"
            return
                "\(option) \(e(id)): no \(kind) plugin with that id\(hint)\(rejected); \(choices): \(plugins.joined(separator: ", ")) (see host-cli list)"
        case let .wrongPluginKind(option, id, provides, wanted):
            return "\(option) \(e(id)): plugin \(e(id)) is \(provides), not \(wanted)"
        case let .gestureScript(error, file?):
            return "\(Self.subject("--gesture @", file)): \(error)"
        case let .gestureScript(error, nil):
            return "--gesture: \(error)"
        case let .parameter(error, written?, assignment?):
            let quoted = "--param \(assignment)", message = error.message
            guard written != assignment, message.hasPrefix(quoted) else { return message }
            return "--param \(e(written))" + message.dropFirst(quoted.count)
        case let .parameter(error, _, _):
            return error.message
        case let .trace(error, rerecord?):
            return "\(error); record it again with --expect \(e(rerecord)) --record"
        case let .trace(error, nil):
            return "\(error)"
        case let .unreadableFile(option, path, problem, advice):
            return "\(Self.subject(option, path)): \(problem)" + (advice.map { "; " + $0 } ?? "")
        case let .scenario(error):
            return "--scenario \(error)"
        case let .install(error):
            return "\(error)"
        case let .outputPath(option, error):
            return "\(option) \(error)"
        case let .noCheckout(from):
            let whence = from.map { " in or above \(e($0)), where this host-cli is" } ?? ""
            return
                "cannot find a TransitionHost checkout (\(HostCheckout.what))\(whence); pass --host DIR or set TRANSITION_HOST_PATH to the folder of your TransitionHost checkout"
        case let .notATerminal(sentence):
            return sentence
        case .shortOption, .unknownOption, .missingValue, .givenTwice, .valueForFlag, .missingArguments,
            .unexpectedArgument:
            return description  // the parser's cases, worded in `description`
        }
    }

    /// `option value` as the command line has it: `--fps 0`, `--gesture @FILE`,
    /// `TRANSITION_HOST_PATH=DIR`, or the bare value of a positional (`option` ""); escaped.
    static func subject(_ option: String, _ value: String) -> String {
        let value = TerminalText.escape(value)
        if option.isEmpty || value.isEmpty { return option.isEmpty ? value : option }
        return option.hasSuffix("=") || option.hasSuffix("@") ? option + value : option + " " + value
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}
