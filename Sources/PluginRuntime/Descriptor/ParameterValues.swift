import TextFormat

/// Parameter values for one plugin instance, validated against the plugin's declarations
/// before the plugin sees them: every declared parameter has a value (its default unless
/// assigned). Plain data, so a configuration holding it can cross a process boundary; the C
/// array `create` receives is built from it when an instance is made (``CParameterArray``).
package struct ParameterValues: Hashable, Sendable {
    /// One value.
    package enum Value: Hashable, Sendable {
        case number(Double)
        case bool(Bool)
        case choice(String)
    }

    /// Why a `--param` was refused.
    package struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The sentence to show.
        package var message: String
        package var description: String { message }
    }

    /// Values by name, for every declared parameter.
    package let values: [String: Value]

    /// Values already validated (as they cross from the front end to a worker).
    package init(values: [String: Value]) { self.values = values }

    /// Validates `assignments` (`KEY=VALUE` texts) against `plugin`'s declarations.
    package init(plugin: PluginInfo, assignments: [String]) throws(Problem) {
        var v = ParameterValues.defaults(plugin.parameters)
        for a in assignments {
            let (key, value) = try ParameterValues.assignment(a, plugin: plugin)
            v[key] = value
        }
        values = v
    }

    /// The defaults of `declared`.
    package static func defaults(_ declared: [ParameterInfo]) -> [String: Value] {
        var v: [String: Value] = [:]
        for p in declared {
            switch p.kind {
            case .number: v[p.name] = .number(p.defaultValue)
            case .bool: v[p.name] = .bool(p.defaultValue != 0)
            case .choice(let c): v[p.name] = .choice(c[Int(p.defaultValue)])
            }
        }
        return v
    }

    /// One `KEY=VALUE` text, checked against the declaration of `KEY`.
    static func assignment(_ a: String, plugin: PluginInfo) throws(Problem) -> (String, Value) {
        let declared = plugin.parameters
        guard let eq = a.firstIndex(of: "=") else {
            throw Problem(message: "--param \(a): expected KEY=VALUE, e.g. --param \(declared.first?.name ?? "duration")=\(declared.first?.defaultText ?? "1")")
        }
        let key = String(a[..<eq]), text = String(a[a.index(after: eq)...])
        guard let p = declared.first(where: { $0.name == key }) else {
            let names = declared.map(\.name)
            let hint = Suggestions.closest(key, in: names).map { "; did you mean \($0)?" } ?? ""
            throw Problem(message: "--param \(a): plugin \(plugin.id) has no parameter \"\(key)\"\(hint) (its parameters: \(names.isEmpty ? "none" : names.joined(separator: ", ")))")
        }
        return (key, try value(text, for: p, assignment: a))
    }

    /// `text` as a value of parameter `p`.
    static func value(_ text: String, for p: ParameterInfo, assignment a: String) throws(Problem) -> Value {
        switch p.kind {
        case let .number(lo, hi):
            let unit = p.unit.map { " " + $0 } ?? ""
            guard let d = Double(text), d.isFinite else {
                throw Problem(message: "--param \(a): \(p.name) is a number, not \"\(text)\" (range \(Rounding.format(lo))...\(Rounding.format(hi))\(unit))")
            }
            guard d >= lo && d <= hi else {
                throw Problem(message: "--param \(a): \(p.name) must be between \(Rounding.format(lo)) and \(Rounding.format(hi))\(unit)")
            }
            return .number(d)
        case .bool:
            switch text.lowercased() {
            case "true", "1", "yes", "on": return .bool(true)
            case "false", "0", "no", "off": return .bool(false)
            default: throw Problem(message: "--param \(a): \(p.name) is a bool; use true or false")
            }
        case .choice(let c):
            guard c.contains(text) else {
                let hint = Suggestions.closest(text, in: c).map { "; did you mean \($0)?" } ?? ""
                throw Problem(message: "--param \(a): \(p.name) must be one of \(c.joined(separator: ", "))\(hint)")
            }
            return .choice(text)
        }
    }
}
