import Foundation
import PluginRuntime
import ProcessSupport
import Session
import TextFormat

/// `--watch` for `run` and `play`: watches the files of the run's plugins and its
/// `--gesture @FILE` (``FileWatcher``: a change counts once its writer has closed the file and
/// it has been quiet for 0.3 s) and, when one changed, makes the run's setup again from the
/// same flags — a new scan, so a rebuilt plugin is hashed, checked and loaded by a new worker
/// like any plugin, and the gesture file is read again.
final class PluginWatch {
    /// What a change led to.
    enum Change {
        /// The plugins were found again with new bytes: `setup` runs them.
        case reloaded(RunCommand.Setup, changed: [String])
        /// The files were written but their bytes are the same (a `touch`, an identical
        /// rebuild): nothing to run again.
        case unchanged(changed: [String])
        /// The setup could not be made again (the file is no longer a plugin, a parameter
        /// went away…): the message says why; the last good setup stays.
        case failed(String, changed: [String])
    }

    private let args: ParsedArguments
    private let live: Bool
    /// The setup that runs now.
    private(set) var setup: RunCommand.Setup
    private var watcher: FileWatcher

    /// The files of `config`'s plugins (its animator, interaction plugin and layouts), each
    /// once — built-in plugins have none — and the gesture file of `args`, if any.
    static func files(of config: SessionConfiguration, _ args: ParsedArguments) -> [String] {
        var out: [String] = []
        for p in config.plugins {
            if case .file(let path) = p.source, !out.contains(path) { out.append(path) }
        }
        if let g = args.value(RunCommand.Options.gesture), g.hasPrefix("@"), !out.contains(String(g.dropFirst())) {
            out.append(String(g.dropFirst()))
        }
        return out
    }

    /// The watch `--watch` asks for in `args` (as ``init(_:args:live:)``), or nil without it.
    static func requested(_ setup: RunCommand.Setup, args: ParsedArguments, live: Bool) throws(UsageError)
        -> PluginWatch?
    {
        args.has(RunCommand.Options.watch) ? try PluginWatch(setup, args: args, live: live) : nil
    }

    /// Watches the plugin files and the gesture file of `setup`, made from `args`. Throws a
    /// usage error when there is no file to watch (every plugin is built into the host).
    init(_ setup: RunCommand.Setup, args: ParsedArguments, live: Bool) throws(UsageError) {
        let files = PluginWatch.files(of: setup.config, args)
        guard !files.isEmpty else {
            throw .notApplicable(
                option: RunCommand.Options.watch.flagName,
                reason:
                    "has no file to watch: every plugin of this run is built into the host (\(setup.config.plugins.map(\.id).joined(separator: ", "))) and there is no --gesture @FILE; choose a plugin file, e.g. --animator ID from host-cli list"
            )
        }
        self.setup = setup
        self.args = args
        self.live = live
        watcher = FileWatcher(paths: files)
    }

    /// The files watched now.
    var files: [String] { watcher.paths }

    /// True when the kernel reports changes (inotify); false when only polling does.
    var usesNotifications: Bool { watcher.usesNotifications }

    /// Waits until something may have changed, at most `timeout` seconds.
    func wait(timeout: Double) { watcher.wait(timeout: timeout) }

    /// A change that is due now, handled; nil when nothing changed.
    func poll() -> Change? {
        let changed = watcher.poll()
        guard !changed.isEmpty else { return nil }
        // Watch afresh at once, so a write that comes while the new run goes on is seen (and
        // a link that now points elsewhere is followed).
        watcher = FileWatcher(paths: watcher.paths)
        let next: RunCommand.Setup
        // The flags are read again too: they hold the parsed --gesture file.
        do { next = try RunCommand.Setup(RunCommand.Flags(args, live: live), args, live: live) } catch {
            return .failed(PluginWatch.reason(for: changed, args: args) ?? error.description, changed: changed)
        }
        guard next.config != setup.config else { return .unchanged(changed: changed) }
        setup = next
        let files = PluginWatch.files(of: next.config, args)
        if files != watcher.paths { watcher = FileWatcher(paths: files) }
        return .reloaded(next, changed: changed)
    }

    /// Why the scan refused one of the `changed` files (the loader's sentence, e.g. a file
    /// that is not ELF), or nil when it refused none — the scan cache answers, so this reads
    /// nothing again.
    static func reason(for changed: [String], args: ParsedArguments) -> String? {
        let rejected = PluginCatalog.scan(folders: args.all(PluginFolders.option)).rejected
        for path in changed {
            if let r = rejected.first(where: { $0.path == path }) {
                return "it is not a plugin this host can load (\(r.reason.rawValue): \(r.message))"
            }
        }
        return nil
    }

    /// The changed files for a message: their names, escaped.
    static func names(_ paths: [String]) -> String {
        paths.map { TerminalText.escape(($0 as NSString).lastPathComponent) }.joined(separator: ", ")
    }
}
