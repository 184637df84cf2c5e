import Foundation
import PluginRuntime
import ProcessSupport
import Sandbox
#if canImport(Glibc)
    import Glibc
#endif

/// What scan workers found, keyed by the SHA-256 of a plugin file's bytes, so a file is
/// scanned once per content (not per path, size or time) and a file that crashed or hung its
/// scan is skipped — and reported — until its bytes change. A second index maps a path and
/// the file's identity (device, inode, size, modification and change times) to its hash, so
/// an unchanged file is not even read again; a file whose identity changed is read and hashed.
///
/// Stored in `$TRANSITION_HOST_CACHE_DIR/scan-cache.bin` (default
/// `$XDG_CACHE_HOME/transition-host/`, `~/.cache/...`): the folder is made 0700, the file is
/// 0600, written to a temporary file and renamed, and ignored as a whole when it was written
/// by another host version or is malformed. The protections the last probe worker (a worker
/// that maps no plugin) reported are kept with the kernel release they were measured on.
///
/// Only values the front end checked are kept (``ScanVerdictCheck``): a declaration the
/// loader's rules accept, bounded sentences, well-formed protections. Entries read back are
/// checked again and dropped when they fail, so a cache written by an older host, or edited,
/// cannot make `list` print what no scan could have produced.
package final class ScanCache {
    /// What a scan of some content found.
    package enum Verdict: Hashable, Sendable {
        /// It loaded and declared this.
        case ok(PluginInfo)
        /// It was rejected cleanly (reason and message; the path is the file's own).
        case rejected(PluginRejection.Reason, String)
        /// Its scan crashed or hung: the sentence.
        case crashed(String)
    }

    /// The file.
    package let path: String
    private var verdicts: [ContentHash: (size: Int64, verdict: Verdict)] = [:]
    private var hashes: [String: (identity: PluginLoader.FileIdentity, hash: ContentHash)] = [:]
    /// The protections workers had, and the kernel release they were measured on.
    package private(set) var protections: (kernel: String, list: [Protection])?
    private var dirty = false
    /// The largest cache file read (bytes).
    static let largestFile = 64 << 20
    // "TSC3" (2: plugin records carry the layout kind; 3: verdicts are checked by the front
    // end, so a TSC2 file, which may hold forged ones, is not read).
    private static let magic: UInt32 = 0x3343_5354

    /// Opens the cache for `environment`.
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let dir =
            environment["TRANSITION_HOST_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.cache")) + "/transition-host")
        path = dir + "/scan-cache.bin"
        // Every entry is bounded, so a real cache stays far below this; a larger file is not
        // one this host wrote and is not read into memory.
        var st = stat()
        if stat(path, &st) == 0, st.st_size <= ScanCache.largestFile,
            let data = FileManager.default.contents(atPath: path)
        {
            try? read(Array(data))
        }
    }

    /// The hash recorded for `path` when the file still has `identity`.
    package func hash(path: String, identity: PluginLoader.FileIdentity) -> ContentHash? {
        guard let e = hashes[path], e.identity == identity else { return nil }
        return e.hash
    }

    /// What a scan of content `hash` (of `size` bytes) found, if it was scanned.
    package func verdict(_ hash: ContentHash, size: Int64) -> Verdict? {
        guard let e = verdicts[hash], e.size == size else { return nil }
        return e.verdict
    }

    /// Records the hash of a file, when its identity has settled (``PluginLoader/FileIdentity/isSettled(now:)``):
    /// a file changed within the last moments may change again without its identity moving,
    /// so it is hashed again next time instead.
    package func record(path: String, identity: PluginLoader.FileIdentity, hash: ContentHash) {
        guard identity.isSettled() else { return }
        hashes[path] = (identity, hash)
        dirty = true
    }

    /// Records a verdict the front end checked; one it could not have made is not kept.
    package func record(_ hash: ContentHash, size: Int64, _ verdict: Verdict) {
        guard ScanVerdictCheck.admits(verdict) else { return }
        verdicts[hash] = (size, verdict)
        dirty = true
    }

    /// Records the protections a probe worker reported (checked and bounded first).
    package func record(protections list: [Protection], kernel: String) {
        guard let list = ScanVerdictCheck.checked(list), kernel.utf8.count <= 256 else { return }
        guard protections?.kernel != kernel || protections?.list != list else { return }
        protections = (kernel, list)
        dirty = true
    }

    /// Writes the cache if it changed (files that no longer exist are dropped from the path
    /// index). A cache that cannot be written is simply not kept.
    package func save() {
        guard dirty else { return }
        let fm = FileManager.default
        let dir = (path as NSString).deletingLastPathComponent
        try? fm.createDirectory(atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var st = stat()
        if stat(dir, &st) == 0, st.st_uid == getuid(), st.st_mode & 0o077 != 0 { chmod(dir, 0o700) }
        let bytes = encoded(keeping: hashes.keys.filter { fm.fileExists(atPath: $0) })
        let tmp = path + ".tmp\(getpid())"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let written = bytes.withUnsafeBytes { WriteLoop.write($0, to: fd) } == 0
        let ok = written && fsync(fd) == 0
        close(fd)
        if !ok || rename(tmp, path) != 0 {
            unlink(tmp)
            return
        }
        dirty = false
    }

    private func encoded(keeping paths: [String]) -> [UInt8] {
        var w = WireWriter()
        w.u32(ScanCache.magic)
        w.string(HostVersion.version)
        w.optional(protections) { w, p in
            w.string(p.kernel)
            w.array(p.list) { $0.value($1) }
        }
        w.array(verdicts.sorted { $0.key.description < $1.key.description }) { w, e in
            w.value(e.key)
            w.i64(e.value.size)
            switch e.value.verdict {
            case .ok(let info): w.tagged(0, info)
            case let .rejected(reason, message): w.tagged(1, reason.rawValue, message)
            case .crashed(let detail): w.tagged(2, detail)
            }
        }
        w.array(paths.sorted()) { w, p in
            let e = hashes[p]!
            w.string(p)
            w.value(e.hash)
            w.value(e.identity)
        }
        return w.bytes
    }

    private func read(_ bytes: [UInt8]) throws(WireError) {
        var r = WireReader(bytes)
        guard try r.u32() == ScanCache.magic, try r.string() == HostVersion.version else { return }
        let p: (String, [Protection])? = try r.optional { r throws(WireError) in
            (try r.string(), try r.array { r throws(WireError) in try r.value() })
        }
        let v: [(ContentHash, Int64, Verdict)] = try r.array { r throws(WireError) in
            let hash: ContentHash = try r.value(), size = try r.i64()
            switch try r.u8() {
            case 0: return (hash, size, .ok(try r.value()))
            case 1: return (hash, size, .rejected(try r.enum(PluginRejection.Reason.self), try r.string()))
            case 2: return (hash, size, .crashed(try r.string()))
            case let k: throw .unknownTag(what: "verdict", tag: Int64(k))
            }
        }
        let h: [(String, ContentHash, PluginLoader.FileIdentity)] = try r.array { r throws(WireError) in
            (try r.string(), try r.value(), try r.value())
        }
        protections = p.flatMap { p in ScanVerdictCheck.checked(p.1).map { (kernel: p.0, list: $0) } }
        for (hash, size, verdict) in v where ScanVerdictCheck.admits(verdict) { verdicts[hash] = (size, verdict) }
        for (path, hash, identity) in h { hashes[path] = (identity, hash) }
    }
}
