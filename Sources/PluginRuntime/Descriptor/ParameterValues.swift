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

    /// Values by name, for every declared parameter.
    package let values: [String: Value]

    /// Values already validated (as they cross from the front end to a worker).
    package init(values: [String: Value]) { self.values = values }

    /// Validates `assignments` (`KEY=VALUE` texts) against `plugin`'s declarations.
    package init(plugin: PluginInfo, assignments: [String]) throws(ParameterError) {
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
    static func assignment(_ a: String, plugin: PluginInfo) throws(ParameterError) -> (String, Value) {
        let declared = plugin.parameters
        guard let eq = a.firstIndex(of: "=") else {
            throw .notKeyValue(
                assignment: a, example: "\(declared.first?.name ?? "duration")=\(declared.first?.defaultText ?? "1")")
        }
        let key = String(a[..<eq]), text = String(a[a.index(after: eq)...])
        guard let p = declared.first(where: { $0.name == key }) else {
            throw .unknownName(assignment: a, plugin: plugin.id, key: key, declared: declared.map(\.name))
        }
        return (key, try value(text, for: p, assignment: a))
    }

    /// `text` as a value of parameter `p`.
    static func value(_ text: String, for p: ParameterInfo, assignment a: String) throws(ParameterError) -> Value {
        switch p.kind {
        case let .number(lo, hi):
            guard let d = Double(text), d.isFinite else {
                throw .notANumber(assignment: a, parameter: p.name, text: text, min: lo, max: hi, unit: p.unit)
            }
            guard d >= lo && d <= hi else {
                throw .outOfRange(assignment: a, parameter: p.name, value: d, min: lo, max: hi, unit: p.unit)
            }
            return .number(d)
        case .bool:
            switch text.lowercased() {
            case "true", "1", "yes", "on": return .bool(true)
            case "false", "0", "no", "off": return .bool(false)
            default: throw .notABool(assignment: a, parameter: p.name)
            }
        case .choice(let c):
            guard c.contains(text) else {
                throw .notAChoice(assignment: a, parameter: p.name, text: text, choices: c)
            }
            return .choice(text)
        }
    }
}
