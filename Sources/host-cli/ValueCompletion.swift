/// What a shell completes an option's value (or a positional argument) with, declared beside
/// the option so that `host-cli completion` and `--help` come from the same declarations.
enum ValueCompletion: Sendable, Equatable {
    /// Nothing to offer (a number, a script, a pattern).
    case nothing
    /// A file name.
    case file
    /// A folder name.
    case directory
    /// One of these words.
    case words([String])
    /// The id of a plugin found now (of `kind`, or of any kind when nil), or one of `extra`;
    /// `orFile`: a plugin file's path too. The shell asks `host-cli __complete KIND`.
    case plugins(kind: String?, extra: [String] = [], orFile: Bool = false)
}
