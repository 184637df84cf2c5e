import TextFormat

/// Why a `--param KEY=VALUE` was refused (``ParameterValues/init(plugin:assignments:)``):
/// the assignment as given, the parameter and what it accepts, so a caller or test matches
/// the case; ``description`` quotes the flag and says what to pass, with the closest name
/// or choice when one is close.
package enum ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `=` in it; `example` is a `KEY=VALUE` the plugin accepts.
    case notKeyValue(assignment: String, example: String)
    /// The plugin declares no parameter `key` (`declared`: the names it has).
    case unknownName(assignment: String, plugin: String, key: String, declared: [String])
    /// A number parameter given a text that is no finite number.
    case notANumber(assignment: String, parameter: String, text: String, min: Double, max: Double, unit: String?)
    /// A number outside the parameter's range.
    case outOfRange(assignment: String, parameter: String, value: Double, min: Double, max: Double, unit: String?)
    /// A bool parameter given something other than true/false (or 1/0, yes/no, on/off).
    case notABool(assignment: String, parameter: String)
    /// A choice parameter given a text that is none of its choices.
    case notAChoice(assignment: String, parameter: String, text: String, choices: [String])

    /// The sentence, starting with the flag.
    package var description: String {
        func unit(_ u: String?) -> String { u.map { " " + $0 } ?? "" }
        switch self {
        case let .notKeyValue(a, example): return "--param \(a): expected KEY=VALUE, e.g. --param \(example)"
        case let .unknownName(a, plugin, key, names):
            let hint = Suggestions.closest(key, in: names).map { "; did you mean \($0)?" } ?? ""
            return
                "--param \(a): plugin \(plugin) has no parameter \"\(key)\"\(hint) (its parameters: \(names.isEmpty ? "none" : names.joined(separator: ", ")))"
        case let .notANumber(a, name, text, lo, hi, u):
            return
                "--param \(a): \(name) is a number, not \"\(text)\" (range \(Rounding.format(lo))...\(Rounding.format(hi))\(unit(u)))"
        case let .outOfRange(a, name, _, lo, hi, u):
            return "--param \(a): \(name) must be between \(Rounding.format(lo)) and \(Rounding.format(hi))\(unit(u))"
        case let .notABool(a, name): return "--param \(a): \(name) is a bool; use true or false"
        case let .notAChoice(a, name, text, choices):
            let hint = Suggestions.closest(text, in: choices).map { "; did you mean \($0)?" } ?? ""
            return "--param \(a): \(name) must be one of \(choices.joined(separator: ", "))\(hint)"
        }
    }

    /// The sentence (the name the commands use).
    package var message: String { description }
}
