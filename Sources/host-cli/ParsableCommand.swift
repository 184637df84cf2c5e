/// A subcommand as a type, in the manner of swift-argument-parser (without the package): its
/// options are declared once (``spec``, from which the usage line, `--help` and the completion
/// scripts are made), the command line is parsed once into a ``ParsedArguments`` and read into
/// the command's typed fields by ``init(parsed:)``, ``validate()`` refuses bad usage (status 2)
/// before any work, and ``run(_:)`` does the work. Keeping the three steps apart means every
/// usage error is found before a file is written or a plugin started, whatever the command.
protocol ParsableCommand {
    /// The declarations: name, summary, positionals and options (shared groups such as
    /// ``PluginFolders`` included).
    static var spec: CommandSpec { get }

    /// Reads the parsed command line into the command's fields. Throws only for a value that
    /// cannot be read at all; checks between options belong to ``validate()``.
    init(parsed: ParsedArguments) throws(UsageError)

    /// Checks the options against each other and against the world (files, folders, plugins),
    /// keeping what it worked out for ``run(_:)``. Does nothing by default.
    mutating func validate() throws(UsageError)

    /// Does the work of a validated command; its failures are runtime failures (status 1),
    /// never usage errors.
    func run(_ console: Console) -> ExitCode
}

extension ParsableCommand {
    mutating func validate() throws(UsageError) {}

    /// Reads, validates and runs the command: a usage error is printed and gives status 2.
    static func main(_ parsed: ParsedArguments, _ console: Console) -> ExitCode {
        do {
            var command = try Self(parsed: parsed)
            try command.validate()
            return command.run(console)
        } catch {
            console.error(error.description)
            return .usage
        }
    }
}
