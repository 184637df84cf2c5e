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
    /// A plugin file: a `*.so` file or a folder on the way to one (`install`, `validate`),
    /// never any other file.
    case pluginFile
    /// The id of a plugin found now (of `kind`, or of any kind when nil; `installed`: the
    /// plugins of the per-user folder or `--dir`, which `uninstall` can remove — never the
    /// built-in ones), or one of `extra`; `orFile`: a plugin file's path too (``pluginFile``).
    /// The shell asks `host-cli __complete KIND`.
    case plugins(kind: String?, extra: [String] = [], orFile: Bool = false)
}
