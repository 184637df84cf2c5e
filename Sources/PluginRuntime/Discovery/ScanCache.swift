import Foundation
import ProcessSupport

/// What earlier scans learnt about plugin files, keyed by path, size and modification time, so
/// that a file is scanned in a child process only when it is new or changed, and a file that
/// crashed or hung while being scanned is skipped — and reported — until it changes.
///
/// Stored as tab-separated lines in `$TRANSITION_HOST_CACHE_DIR/scan-cache.tsv`, else
/// `$XDG_CACHE_HOME/transition-host/scan-cache.tsv` (`~/.cache` by default); written atomically
/// (a temporary file renamed over the old one). A cache that cannot be read or written is
/// simply not used.
package final class ScanCache {
    /// What a scan of one file found.
    package enum Status: String, Sendable {
        /// It loaded in the child.
        case ok
        /// It was rejected cleanly in the child (the in-process load will say why).
        case rejected
        /// The child died while scanning it.
        case crashed
        /// The child did not finish in time.
        case hung
    }

    struct Entry { var size: Int64; var modified: Double; var status: Status; var detail: String }

    /// The cache file.
    package let path: String
    private var entries: [String: Entry] = [:]
    private var dirty = false

    /// Opens the cache for `environment`.
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let dir = environment["TRANSITION_HOST_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.cache")) + "/transition-host")
        path = dir + "/scan-cache.tsv"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        for line in text.split(separator: "\n") {
            let f = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            guard f.count == 5, let size = Int64(f[1]), let m = Double(f[2]), let s = Status(rawValue: f[3]) else { continue }
            entries[f[0]] = Entry(size: size, modified: m, status: s, detail: f[4])
        }
    }

    /// The cached status of an unchanged file, if any.
    package func status(for f: PluginLoader.Inspected) -> (Status, String)? {
        guard let e = entries[f.path], e.size == f.size, e.modified == f.modified else { return nil }
        return (e.status, e.detail)
    }

    /// Records a result.
    package func record(_ f: PluginLoader.Inspected, _ s: Status, _ detail: String) {
        entries[f.path] = Entry(size: f.size, modified: f.modified, status: s, detail: detail.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " "))
        dirty = true
    }

    /// Writes the cache if it changed, dropping files that no longer exist.
    package func save() {
        guard dirty else { return }
        let fm = FileManager.default
        let text = entries.filter { fm.fileExists(atPath: $0.key) }.sorted { $0.key < $1.key }
            .map { "\($0.key)\t\($0.value.size)\t\($0.value.modified)\t\($0.value.status.rawValue)\t\($0.value.detail)" }.joined(separator: "\n") + "\n"
        let dir = (path as NSString).deletingLastPathComponent
        try? fm.createDirectory(atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let tmp = path + ".tmp\(getpid())"
        guard fm.createFile(atPath: tmp, contents: text.data(using: .utf8), attributes: [.posixPermissions: 0o600]) else { return }
        if rename(tmp, path) != 0 { try? fm.removeItem(atPath: tmp) }
        dirty = false
    }
}

/// Scans plugins so that none can take the host down: each new or changed candidate is first
/// loaded in a child process (`host-cli __scan PATH`, 10 s timeout); only files that loaded or
/// were rejected cleanly there are then loaded in this process. Crashes and hangs are reported
/// as `crashed-while-scanning` with the signal or the timeout, and remembered (``ScanCache``)
/// until the file changes.
package enum IsolatedScanner {
    /// Seconds a child may take to scan one file.
    package static let timeout = 10.0

    /// Scans `searchPath` using `executable` (which must understand `__scan PATH`) for the
    /// child processes. With `TRANSITION_HOST_SCAN=in-process` in the environment, everything is
    /// loaded in this process instead (for debugging).
    package static func scan(_ searchPath: PluginSearchPath, executable: String?,
                            environment: [String: String] = ProcessInfo.processInfo.environment) -> PluginLoader.Scan {
        guard let executable, environment["TRANSITION_HOST_SCAN"] != "in-process" else { return PluginLoader.scan(searchPath) }
        let cache = ScanCache(environment: environment)
        defer { cache.save() }
        return PluginLoader.scan(searchPath) { f in
            if let (status, detail) = cache.status(for: f) {
                switch status {
                case .ok, .rejected: return nil
                case .crashed, .hung:
                    return PluginRejection(path: f.path, reason: .crashedWhileScanning,
                        message: "\(detail) while being scanned in a child process; it is skipped until the file changes (delete \(cache.path) to scan it again)")
                }
            }
            let o = ChildProcess.run(executable, ["__scan", f.path], timeout: timeout)
            switch o.ending {
            case .exited(0) where o.stdout.hasPrefix("ok"):
                cache.record(f, .ok, "")
                return nil
            case .exited(0) where o.stdout.hasPrefix("rejected"):
                cache.record(f, .rejected, String(o.stdout.dropFirst("rejected ".count)))
                return nil
            case .exited(let code):
                let d = "it made the scanner exit with status \(code)"
                cache.record(f, .crashed, d)
                return PluginRejection(path: f.path, reason: .crashedWhileScanning, message: d + "; it is skipped until the file changes")
            case .signaled(let s):
                let d = "it crashed (\(ChildProcess.signalName(s)))"
                cache.record(f, .crashed, d)
                return PluginRejection(path: f.path, reason: .crashedWhileScanning, message: d + " while being scanned in a child process; it is skipped until the file changes")
            case .timedOut:
                let d = "it hung (no answer within \(Int(timeout)) s)"
                cache.record(f, .hung, d)
                return PluginRejection(path: f.path, reason: .crashedWhileScanning, message: d + " while being scanned in a child process; it is skipped until the file changes")
            case .notStarted(let why):
                // No isolation available: fall back to loading in this process.
                FileHandle.standardError.write("warning: \(why); scanning \(f.path) in-process\n".data(using: .utf8)!)
                return nil
            }
        }
    }

    /// The child's side: loads one file and prints `ok ID` or `rejected REASON MESSAGE`.
    package static func scanOne(_ path: String) -> String {
        switch PluginLoader.load(path: path) {
        case .success(let p): return "ok \(p.info.id)"
        case .failure(let r): return "rejected \(r.reason.rawValue) \(r.message)"
        }
    }
}
