/// What is wrong with one C parameter declaration (``DescriptorReader``): which parameter
/// and what it lacks; ``description`` is the clause after "plugin "ID": " in the rejection.
enum ParameterDeclarationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The parameter at `index` (0-based) has no valid name.
    case name(index: Int)
    /// The parameter has no help text, or it is not UTF-8.
    case help(String)
    /// A choice parameter with no choices, more than ``DescriptorRules/maxChoices``, or none listed.
    case choiceCount(String)
    /// A choice (at `index`, 0-based) that is missing, empty, too long or not UTF-8.
    case choice(String, index: Int)
    /// A type that is none of AP_PARAM_NUMBER, AP_PARAM_BOOL, AP_PARAM_CHOICE.
    case type(String, UInt32)
    /// A rule of ``DescriptorRules/parameterProblem(_:)`` (the rules' own words).
    case rule(String)

    /// The clause, e.g. "parameter \"side\" has no help text (or it is not UTF-8)".
    var description: String {
        switch self {
        case .name(let i): return "parameter #\(i + 1) has a missing or invalid name (use [a-z][a-z0-9_-]*)"
        case .help(let name): return "parameter \"\(name)\" has no help text (or it is not UTF-8)"
        case .choiceCount(let name):
            return "choice parameter \"\(name)\" needs 1 to \(DescriptorRules.maxChoices) choices"
        case let .choice(name, i):
            return "choice parameter \"\(name)\": choice #\(i + 1) is missing, empty, repeated or not UTF-8"
        case let .type(name, t):
            return "parameter \"\(name)\" has unknown type \(t); use AP_PARAM_NUMBER, AP_PARAM_BOOL or AP_PARAM_CHOICE"
        case .rule(let words): return words
        }
    }
}
