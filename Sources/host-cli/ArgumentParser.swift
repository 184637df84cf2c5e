import TextFormat

/// A small command-line parser that behaves like the tools people know: long options as
/// `--flag value` or `--flag=value`, repeatable options, `-h`/`--help`, `--` to end options, and
/// errors that say what is wrong and suggest the nearest option for a misspelling.
struct CommandSpec: Sendable {
    /// One option, declared once (as a `static let` of its command, or of a shared group such
    /// as ``PluginFolders``): the parser, the usage line, `--help` and the completion scripts
    /// read the same value, and a command reads its parsed value through it
    /// (``ParsedArguments/value(_:)``), so its name is written in one place only.
    struct Option: Sendable, Equatable {
        /// Name without dashes, e.g. `animator`.
        var name: String
        /// Placeholder for its value (nil: a flag without value).
        var value: String?
        /// Help text.
        var help: String
        /// May be given more than once.
        var repeatable = false
        /// What a shell completes its value with (`host-cli completion`).
        var completes = ValueCompletion.nothing

        /// An option with a value.
        static func value(
            _ name: String, _ value: String, _ help: String, repeatable: Bool = false,
            completes: ValueCompletion = .nothing
        ) -> Option {
            Option(name: name, value: value, help: help, repeatable: repeatable, completes: completes)
        }
        /// A flag.
        static func flag(_ name: String, _ help: String) -> Option {
            Option(name: name, value: nil, help: help)
        }
        /// `--help`, which every command has: the parser recognizes it (and `-h`) itself.
        static let help = flag("help", "Show this help.")

        /// The same option with another help text: a command that gives a shared option a
        /// meaning of its own (`play`'s `--fps` paces drawing) keeps its name and value.
        func with(help text: String) -> Option {
            var o = self
            o.help = text
            return o
        }
        /// `--NAME`, as messages quote the option.
        var flagName: String { "--" + name }
    }

    /// Subcommand name.
    var name: String
    /// An internal command (`__worker`, `__complete`, `__probe-load`): parsed like the others,
    /// but left out of the overview, `help`, suggestions and the completion scripts.
    var isHidden = false
    /// One line.
    var summary: String
    /// The positional arguments as the usage line shows them (e.g. `PATH|ID...`; empty when the
    /// command takes none). The options' part of the usage line is made from ``options``, so it
    /// cannot leave one out or name one that does not exist.
    var arguments: String
    /// Longer description.
    var discussion: String
    /// Options.
    var options: [Option]
    /// Positional arguments: name for messages, minimum and maximum count.
    var positionals: (name: String, min: Int, max: Int) = ("", 0, 0)
    /// What a shell completes positional arguments with.
    var positionalCompletion = ValueCompletion.nothing
    /// How many leading positionals complete with ``positionalCompletion`` (nil: all): `new`
    /// completes its kind, not the NAME after it.
    var positionalCompletionLimit: Int? = nil

    /// One option as the usage line writes it: `[--name VALUE]`, with `...` after a repeatable one.
    static func usageItem(_ o: Option) -> String {
        "[--\(o.name)\(o.value.map { " " + $0 } ?? "")]" + (o.repeatable ? "..." : "")
    }

    /// Everything after `host-cli NAME`: the positional arguments, then every declared option.
    var usage: String {
        ([arguments].filter { !$0.isEmpty } + options.map(Self.usageItem)).joined(separator: " ")
    }

    /// The short usage that errors quote: the positional arguments and `[options]`.
    var shortUsage: String {
        ([arguments].filter { !$0.isEmpty } + (options.isEmpty ? [] : ["[options]"])).joined(separator: " ")
    }

    /// The usage line, wrapped at 80 columns with later lines indented under the first item, so
    /// a command with many options stays readable in a terminal.
    var usageLine: String {
        let head = "Usage: host-cli \(name)"
        let items = [arguments].filter { !$0.isEmpty } + options.map(Self.usageItem)
        let indent = String(repeating: " ", count: head.count + 1)
        var lines = [head]
        for item in items {
            if lines[lines.count - 1].count + 1 + item.count > 80, lines[lines.count - 1] != head,
                lines[lines.count - 1] != indent
            {
                lines.append(indent + item)
            } else {
                lines[lines.count - 1] += " " + item
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The help text.
    var help: String {
        var s = "\(summary)\n\n\(usageLine)\n"
        if !discussion.isEmpty { s += "\n\(discussion)\n" }
        do {
            // Always listed, --help at least, so every command's help has the same shape.
            s += "\nOptions:\n"
            let all = options + [.help]
            let left = all.map { "  --\($0.name)\($0.value.map { " " + $0 } ?? "")" }
            let width = min(34, (left.map(\.count).max() ?? 0) + 2)
            for (l, o) in zip(left, all) {
                let pad =
                    l.count < width
                    ? String(repeating: " ", count: width - l.count) : "\n" + String(repeating: " ", count: width)
                s += l + pad + o.help + (o.repeatable ? " (repeatable)" : "") + "\n"
            }
        }
        return s
    }
}

/// The parsed arguments, read through the options' declarations (never by a name spelled
/// again at the place that reads it).
struct ParsedArguments: Sendable {
    /// Values of options with values, by name, in order given.
    private var values: [String: [String]] = [:]
    /// Flags given, by name.
    private var flags: Set<String> = []
    /// Positional arguments.
    var positionals: [String] = []

    /// The last value of `option`, or nil when it was not given.
    func value(_ option: CommandSpec.Option) -> String? { values[option.name]?.last }
    /// All values of a repeatable `option`, in the order given.
    func all(_ option: CommandSpec.Option) -> [String] { values[option.name] ?? [] }
    /// True when the flag `option` was given.
    func has(_ option: CommandSpec.Option) -> Bool { flags.contains(option.name) }
    /// True when `option` was given at all (a flag, or an option with a value).
    func gave(_ option: CommandSpec.Option) -> Bool { has(option) || value(option) != nil }

    /// Records a value of the option named `name` (the parser's side).
    fileprivate mutating func add(_ value: String, for name: String) { values[name, default: []].append(value) }
    /// Records the flag named `name` (the parser's side).
    fileprivate mutating func set(_ name: String) { flags.insert(name) }
    /// True when the option named `name` already has a value (the parser's side).
    fileprivate func hasValue(_ name: String) -> Bool { values[name] != nil }
}

extension CommandSpec {
    /// Parses `arguments` (after the subcommand name). `--help` anywhere sets the `help` flag.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var out = ParsedArguments()
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            if optionsEnded || !a.hasPrefix("-") || a == "-" {
                out.positionals.append(a)
                continue
            }
            if a == "--" {
                optionsEnded = true
                continue
            }
            if a == "-h" || a == Option.help.flagName {
                out.set(Option.help.name)
                continue
            }
            guard a.hasPrefix("--") else {
                throw .shortOption(command: name, argument: a)
            }
            var key = String(a.dropFirst(2))
            var inline: String?
            if let eq = key.firstIndex(of: "=") {
                inline = String(key[key.index(after: eq)...])
                key = String(key[..<eq])
            }
            guard let opt = options.first(where: { $0.name == key }) else {
                throw .unknownOption(
                    command: name, option: key,
                    suggestion: Suggestions.closest(key, in: options.map(\.name) + [Option.help.name]))
            }
            if let placeholder = opt.value {
                let v: String
                if let inline {
                    v = inline
                } else {
                    guard i < arguments.count, !(arguments[i].hasPrefix("--") && arguments[i].count > 2) else {
                        throw .missingValue(option: key, placeholder: placeholder)
                    }
                    v = arguments[i]
                    i += 1
                }
                if !opt.repeatable, out.hasValue(key) {
                    throw .givenTwice(option: key)
                }
                out.add(v, for: key)
            } else {
                if let inline { throw .valueForFlag(option: key, value: inline) }
                out.set(key)
            }
        }
        if !out.has(.help) {
            if out.positionals.count < positionals.min {
                throw .missingArguments(command: name, needed: positionals.name, usage: shortUsage)
            }
            if out.positionals.count > positionals.max {
                throw .unexpectedArgument(
                    command: name, argument: out.positionals[positionals.max],
                    usage: positionals.max == 0 ? nil : shortUsage)
            }
        }
        return out
    }
}
