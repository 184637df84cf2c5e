import Foundation
import TextFormat

/// The `--plugins DIR` option group, shared by every command that looks plugins up (`list`,
/// `run`, `play`, `validate`, and the completion scripts' `__complete`): declared once here,
/// so its name, help and completion are the same wherever it appears.
struct PluginFolders: Sendable {
    /// The declaration.
    static let option = CommandSpec.Option.value(
        "plugins", "DIR", "Search this folder for plugins first", repeatable: true,
        completes: .directory)

    /// The folders, in the order given (searched before the standard search path).
    var folders: [String]

    /// The folders of `parsed`.
    init(parsed: ParsedArguments) { folders = parsed.all(Self.option) }

    /// Each folder must exist and be a folder. A file or a missing folder is a usage error
    /// saying what to give, never searched silently (a folder that does not exist would
    /// otherwise be listed as "missing" and a plugin file named there would never be loaded).
    func validate() throws(UsageError) {
        for folder in folders {
            var st = stat()
            guard stat(folder, &st) == 0 else {
                let why = errno == ENOENT ? "no such folder" : "cannot read it (\(String(cString: strerror(errno))))"
                throw .refusedValue(
                    option: Self.option.flagName, value: folder,
                    reason: "\(why); give a folder that holds plugin .so files")
            }
            guard st.st_mode & S_IFMT == S_IFDIR else {
                let isPlugin = folder.hasSuffix(".so")
                let name = (folder as NSString).deletingLastPathComponent
                throw .refusedValue(
                    option: Self.option.flagName, value: folder,
                    reason:
                        "that is a file, not a folder; --plugins takes the folder that holds plugins\(isPlugin ? ", e.g. --plugins \(TerminalText.escape(name.isEmpty ? "." : name))" : "")"
                )
            }
        }
    }
}
