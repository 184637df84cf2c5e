import TextFormat

/// One declared parameter.
package struct ParameterInfo: Hashable, Sendable {
    /// The type and its constraints.
    package enum Kind: Hashable, Sendable {
        /// A number in `min...max`.
        case number(min: Double, max: Double)
        /// A boolean.
        case bool
        /// One of these strings.
        case choice([String])
    }
    /// Name, `[a-z][a-z0-9_-]*`.
    package var name: String
    /// Type.
    package var kind: Kind
    /// Default: the number, 0/1 for bool, the index for a choice.
    package var defaultValue: Double
    /// Unit for listings, if any.
    package var unit: String?
    /// One line of help.
    package var help: String

    /// A declaration made of its parts.
    package init(name: String, kind: Kind, defaultValue: Double, unit: String?, help: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.unit = unit
        self.help = help
    }

    /// The type's name as the CLI prints it.
    package var typeName: String {
        switch kind {
        case .number: return "number"
        case .bool: return "bool"
        case .choice: return "choice"
        }
    }

    /// The default as text (`0.75`, `true`, `left`).
    package var defaultText: String {
        switch kind {
        case .number: return Rounding.format(defaultValue)
        case .bool: return defaultValue != 0 ? "true" : "false"
        case .choice(let c): return c[Int(defaultValue)]
        }
    }
}
