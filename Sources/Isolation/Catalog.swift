import Foundation
import PluginRuntime
import ProcessSupport
import Sandbox

/// The plugins the front end can offer, found without running any plugin code in it: each
/// `.so` of the search path is inspected (file type from `stat`, ownership, permissions, ELF
/// headers — no blocking open), hashed, and looked up in the ``ScanCache``; content never seen
/// before is scanned in a sandboxed worker (a `host-cli __worker` told `scan PATH HASH` in its first message), several at a
/// time. A scan that crashes, hangs or breaks the sandbox is recorded against that content and
/// reported as `crashed-while-scanning`; a scan whose worker lies (``scanOne(_:_:_:)``) as
/// `forged-verdict`; it never affects the other files.
package struct Catalog: Sendable {
    /// Plugins in search order, built-ins first.
    package var plugins: [PluginRecord]
    /// Files rejected, in search order.
    package var rejected: [PluginRejection]
    /// The folders searched, with whether each exists.
    package var searched: [(folder: PluginSearchPath.Folder, exists: Bool)]
    /// What a plugin worker's sandbox has on this machine (nil when unknown).
    package var protections: [Protection]?

    /// The plugin with `id`.
    package func plugin(id: String) -> PluginRecord? { plugins.first { $0.info.id == id } }

    /// A catalog of plugins loaded in this process (debugging without workers: a crashing
    /// plugin then takes the command down).
    package init(inProcess scan: PluginLoader.Scan) {
        plugins = scan.plugins.map(PluginRecord.init(loaded:))
        rejected = scan.rejected
        searched = scan.searched
        protections = nil
    }

    init(
        plugins: [PluginRecord], rejected: [PluginRejection],
        searched: [(folder: PluginSearchPath.Folder, exists: Bool)], protections: [Protection]?
    ) {
        self.plugins = plugins
        self.rejected = rejected
        self.searched = searched
        self.protections = protections
    }

    /// Seconds a scan worker may take.
    package static let scanTimeout = 10.0

    /// Scans `searchPath` with workers made from `executable`, `jobs` at a time.
    package static func scan(
        _ searchPath: PluginSearchPath, executable: String? = ChildProcess.currentExecutable,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Catalog {
        let cache = ScanCache(environment: environment)
        defer { cache.save() }
        var catalog = Catalog(
            plugins: BuiltInPlugins.all.map(PluginRecord.init(builtIn:)), rejected: [], searched: [], protections: nil)
        var found: [(path: String, result: Result<Identified, PluginRejection>)] = []
        for folder in searchPath.folders {
            var isDir: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir) && isDir.boolValue
            catalog.searched.append((folder, exists))
            guard exists else { continue }
            for entry in directoryEntries(folder.path) {
                guard let name = entry.name else {
                    found.append(
                        (
                            folder.path + "/" + entry.shown,
                            .failure(
                                PluginRejection(
                                    path: folder.path + "/" + entry.shown, reason: .unreadable,
                                    message:
                                        "its name is not UTF-8 (the bytes that are not are shown as \\xNN); rename it"))
                        ))
                    continue
                }
                let path = folder.path + "/" + name
                found.append((path, identify(path, cache)))
            }
        }
        let unknown = found.compactMap { f -> (String, ContentHash, Int64)? in
            guard case .success(let i) = f.result, cache.verdict(i.hash, size: i.size) == nil else { return nil }
            return (f.path, i.hash, i.size)
        }
        scanInWorkers(unknown, cache: cache, executable: executable, jobs: jobs)
        if cache.protections?.kernel != kernelRelease, let p = probe(executable) {
            cache.record(protections: p, kernel: kernelRelease)
        }
        catalog.protections = cache.protections?.list
        for (path, result) in found { catalog.add(path, result, cache) }
        return catalog
    }

    /// The `.so` entries of `folder`, sorted, read as bytes: a name that is not UTF-8 has no
    /// `name` (it cannot be opened through a String) and is `shown` with its odd bytes as
    /// `\xNN`, so it is reported for what it is, never as a missing file.
    static func directoryEntries(_ folder: String) -> [(name: String?, shown: String)] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var out: [(String?, String)] = []
        while let e = readdir(dir) {
            let bytes = withUnsafeBytes(of: e.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard bytes.count > 3, bytes.suffix(3) == Array(".so".utf8) else { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                out.append((name, name))
                continue
            }
            out.append(
                (
                    nil,
                    bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }
                        .joined()
                ))
        }
        return out.sorted { $0.1 < $1.1 }
    }

    /// What the front end knows of a file's content: its hash and size, and the identity
    /// the file had when those bytes were read, if that identity had settled
    /// (``PluginLoader/FileIdentity/isSettled(now:)``) and so stands for them.
    struct Identified {
        var hash: ContentHash, size: Int64, identity: PluginLoader.FileIdentity?
    }

    /// The hash and size of a file that passes inspection (from the cache's index when its
    /// identity is unchanged), or why it is rejected.
    static func identify(_ path: String, _ cache: ScanCache) -> Result<Identified, PluginRejection> {
        PluginLoader.inspect(path: path).flatMap { f in
            defer { PluginLoader.close(f) }
            if let h = cache.hash(path: path, identity: f.identity) {
                return .success(Identified(hash: h, size: f.size, identity: f.identity))
            }
            guard let h = PluginLoader.contentHash(f) else {
                return .failure(
                    PluginRejection(
                        path: path, reason: .unreadable,
                        message:
                            "cannot read it: \(String(cString: strerror(errno))); make it readable by you (chmod u+r), or move it out of the plugins folder"
                    ))
            }
            cache.record(path: path, identity: f.identity, hash: h)
            return .success(Identified(hash: h, size: f.size, identity: f.identity.isSettled() ? f.identity : nil))
        }
    }

    /// Adds one file's verdict, applying the search order: the first plugin with an id wins.
    mutating func add(_ path: String, _ result: Result<Identified, PluginRejection>, _ cache: ScanCache) {
        let content: Identified
        switch result {
        case .failure(let r):
            rejected.append(r)
            return
        case .success(let i): content = i
        }
        let hash = content.hash, size = content.size
        switch cache.verdict(hash, size: size) {
        case .ok(let info)?:
            if let first = plugin(id: info.id) {
                rejected.append(
                    PluginRejection(
                        path: path, reason: .duplicateID,
                        message:
                            "plugin id \"\(info.id)\" is already provided by \(first.path), which comes first in the search order and wins; rename one of them or remove the other file"
                    ))
            } else {
                plugins.append(
                    PluginRecord(info: info, path: path, contentHash: hash, contentIdentity: content.identity))
            }
        case let .rejected(reason, message)?:
            rejected.append(PluginRejection(path: path, reason: reason, message: message))
        case .crashed(let detail)?:
            rejected.append(
                PluginRejection(
                    path: path, reason: .crashedWhileScanning,
                    message:
                        "\(detail) while being scanned in a sandboxed worker; it is skipped until the file's content changes"
                ))
        case nil:
            rejected.append(
                PluginRejection(path: path, reason: .crashedWhileScanning, message: "its scan produced no verdict"))
        }
    }

    /// Scans `files` (path, hash, size) in workers, `jobs` at a time, recording every verdict.
    static func scanInWorkers(_ files: [(String, ContentHash, Int64)], cache: ScanCache, executable: String?, jobs: Int)
    {
        guard !files.isEmpty else { return }
        // The lanes only fill their own slots; the cache is written once they are done.
        let verdicts = VerdictSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), files.count)) { lane in
            for i in stride(from: lane, to: files.count, by: max(1, jobs)) {
                verdicts.set(i, scanOne(files[i].0, files[i].1, executable))
            }
        }
        for (i, file) in files.enumerated() { if let v = verdicts.get(i) { cache.record(file.1, size: file.2, v) } }
    }

    /// One verdict slot per file, filled from the scan lanes under a lock.
    private final class VerdictSlots: @unchecked Sendable {  // every access holds `lock`
        private let lock = NSLock()
        private var slots: [ScanCache.Verdict?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ v: ScanCache.Verdict) {
            lock.lock()
            slots[i] = v
            lock.unlock()
        }
        func get(_ i: Int) -> ScanCache.Verdict? {
            lock.lock()
            defer { lock.unlock() }
            return slots[i]
        }
    }

    /// One scan worker's verdict on `path`, judged by the front end. An honest scan worker
    /// says at most one `hello` (its sandbox is closed: sent before the plugin is mapped), then
    /// exactly one answer (`scanned`, only after the hello, or `rejected`), then exits 0.
    /// Anything else — a declaration the loader's rules refuse, a message out of turn, a second
    /// answer, bytes that are not a message — was written by the plugin's code, and the file is
    /// rejected as `forged-verdict`. The worker's `hello` is never recorded: its protections
    /// come from ``probe(_:)``, whose worker maps no plugin.
    static func scanOne(_ path: String, _ hash: ContentHash, _ executable: String?) -> ScanCache.Verdict {
        let worker: WorkerConnection
        do {
            worker = try WorkerConnection(mode: "scan", arguments: [path, hash.description], executable: executable)
        } catch {
            return ScanVerdictCheck.crashed("no worker could be started (\(error))")
        }
        defer { worker.finish(timeout: 2) }
        let suspects = [CrashSuspect(file: path)]
        var greeted = false
        var answer: ScanCache.Verdict?
        while true {
            let message: WorkerMessage
            do { message = try worker.receive(timeout: scanTimeout) } catch {
                switch error {
                case .malformed(let why):
                    return ScanVerdictCheck.forged("its scan worker sent bytes that are not a message (\(why))")
                case .exited where worker.ending == .exited(0):
                    if let answer { return answer }
                    // A plugin that calls exit() while it loads lies about nothing: it ended
                    // its worker, and the report says so.
                    return ScanVerdictCheck.crashed(worker.crashReport(suspects: suspects).description)
                case .exited, .timedOut:
                    return ScanVerdictCheck.crashed(worker.crashReport(suspects: suspects).description)
                }
            }
            switch message {
            case .hello where !greeted && answer == nil:
                greeted = true  // its protections are the probe's business, never this worker's
            case .scanned(let info) where answer == nil && greeted:
                answer = ScanVerdictCheck.judge(info, path: path)
            case .scanned where answer == nil:
                // An honest worker declares only after its sandbox is closed, which its hello says.
                return ScanVerdictCheck.forged("its scan worker sent a declaration before its hello")
            case .rejected(let r) where answer == nil:
                answer = ScanVerdictCheck.judge(r, path: path)
            case .failure(let m) where answer == nil:
                answer = ScanVerdictCheck.crashed("its scan worker failed: \(m)")
            default:
                return ScanVerdictCheck.forged("its scan worker sent \(ScanVerdictCheck.kind(message)) out of turn")
            }
            if let answer, case .rejected(.forgedVerdict, _) = answer { return answer }
        }
    }

    /// The protections a worker gets on this machine, measured by a worker that loads nothing
    /// (so no plugin code can speak for it), checked and bounded (``ScanVerdictCheck/checked(_:)``).
    static func probe(_ executable: String?) -> [Protection]? {
        guard let worker = try? WorkerConnection(mode: "probe", executable: executable) else { return nil }
        defer { worker.finish(timeout: 2) }
        if case .hello(let p)? = try? worker.receive(timeout: scanTimeout) { return ScanVerdictCheck.checked(p) }
        return nil
    }

    /// The running kernel's release (`uname -r`): protections depend on it.
    static var kernelRelease: String {
        var u = utsname()
        uname(&u)
        return withUnsafeBytes(of: &u.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
