import Foundation

/// Where plugins are looked for, in order; the first plugin with a given id wins.
///
/// 1. every `--plugins DIR` given on the command line, in order;
/// 2. the folders in `ANIMATOR_PLUGIN_PATH` (colon-separated; empty entries ignored);
/// 3. the per-user folder `$XDG_DATA_HOME/transition-host/plugins` (`XDG_DATA_HOME` defaults
///    to `~/.local/share`);
/// 4. the bundled folder: the directory of the running executable, where `swift build` puts
///    the bundled plugins.
///
/// The current directory is never searched implicitly (a relative `--plugins` folder is, of
/// course, resolved against it).
package struct PluginSearchPath: Sendable {
    /// Where a folder came from.
    package enum Origin: String, Sendable {
        case commandLine = "command-line"
        case environment = "ANIMATOR_PLUGIN_PATH"
        case user
        case bundled
    }

    /// One folder to search.
    package struct Folder: Hashable, Sendable {
        /// Absolute path.
        package var path: String
        /// Why it is searched.
        package var origin: Origin
    }

    /// The folders, in search order, without duplicates (the first occurrence wins).
    package var folders: [Folder]

    /// Builds the search path.
    /// - Parameters:
    ///   - explicit: `--plugins` folders.
    ///   - environment: the process environment (for `ANIMATOR_PLUGIN_PATH`, `XDG_DATA_HOME`, `HOME`).
    ///   - executableDirectory: the bundled folder; `nil` to leave it out.
    ///   - currentDirectory: to make relative `--plugins` folders absolute.
    package init(
        explicit: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        executableDirectory: String? = PluginSearchPath.executableDirectory(),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        func absolute(_ p: String) -> String {
            let expanded = p.hasPrefix("~/") ? (environment["HOME"] ?? NSHomeDirectory()) + p.dropFirst(1) : p
            let url =
                expanded.hasPrefix("/")
                ? URL(fileURLWithPath: expanded)
                : URL(fileURLWithPath: currentDirectory).appendingPathComponent(expanded)
            return url.standardizedFileURL.path
        }
        var out: [Folder] = []
        func add(_ p: String, _ o: Origin) {
            let a = absolute(p)
            if !out.contains(where: { $0.path == a }) { out.append(Folder(path: a, origin: o)) }
        }
        explicit.forEach { add($0, .commandLine) }
        (environment["ANIMATOR_PLUGIN_PATH"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
            .forEach { add($0, .environment) }
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        add(dataHome + "/transition-host/plugins", .user)
        if let e = executableDirectory { add(e, .bundled) }
        folders = out
    }

    /// The directory holding the running executable (from /proc/self/exe).
    package static func executableDirectory() -> String? {
        guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return URL(fileURLWithPath: exe).deletingLastPathComponent().path
    }
}
