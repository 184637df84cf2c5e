import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Watches files for changes that are complete: `--watch` reloads a plugin when its file has
/// been rebuilt, never while it is still being written.
///
/// Each path is watched by name, in its folder, with inotify — so a file replaced by a rename
/// (a new inode) is seen as well as one rewritten in place — and, when the path is a symbolic
/// link, by the name of the file it points to as well (a plugins folder often links to a build
/// folder). Every ``poll(now:)`` also compares each path's `stat(2)` (inode, size, times), which
/// catches what notifications cannot (a link retargeted, a folder that was not there, no
/// inotify at all). A ``ChangeSettler`` per path decides when a change is due: a writer that
/// has the file open for writing is waited for until it closes it (`IN_CLOSE_WRITE`), and then
/// the file must be quiet for ``ChangeSettler/settle`` seconds. A missing or empty file is
/// never reported: it is waited for.
///
/// Without inotify (none in the kernel, or the per-user limit reached) only the polling and
/// the quiet time protect against a half-written file: a writer that pauses longer than the
/// quiet time could be read early (the plugin loader then refuses the truncated file, and the
/// rest of the write is another change). ``usesNotifications`` says which. Not thread-safe.
package final class FileWatcher {
    /// The paths watched, as given.
    package let paths: [String]
    /// True when inotify reports changes; false when only polling does.
    package var usesNotifications: Bool { fd >= 0 }

    private var fd: Int32 = -1
    /// Watch descriptor → name in that folder → the indices of the paths it stands for. Keyed
    /// by descriptor, not by spelling: one folder reached two ways (`p` and a link to it,
    /// `.build/debug` and the folder it points to) has one descriptor, and every name under
    /// either spelling must hear its events.
    private var names: [Int32: [String: [Int]]] = [:]
    private var settlers: [ChangeSettler]
    private var snapshots: [Snapshot?]

    /// What `stat(2)` says of a path (following links), to notice a change by polling.
    private struct Snapshot: Equatable {
        var device: UInt64, inode: UInt64, size: Int64
        var modified: timespec, changed: timespec

        static func == (a: Snapshot, b: Snapshot) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size && a.modified.tv_sec == b.modified.tv_sec
                && a.modified.tv_nsec == b.modified.tv_nsec && a.changed.tv_sec == b.changed.tv_sec
                && a.changed.tv_nsec == b.changed.tv_nsec
        }

        init?(_ path: String) {
            var s = stat()
            guard stat(path, &s) == 0 else { return nil }
            device = UInt64(s.st_dev)
            inode = UInt64(s.st_ino)
            size = Int64(s.st_size)
            modified = s.st_mtim
            changed = s.st_ctim
        }
    }

    /// Watches `paths`; a change is due after `settle` quiet seconds.
    package init(paths: [String], settle: Double = 0.3) {
        self.paths = paths
        settlers = paths.map { _ in ChangeSettler(settle: settle) }
        snapshots = paths.map(Snapshot.init)
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return }
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        for (i, path) in paths.enumerated() {
            var targets = [path]
            if let real = realpath(path, nil) {
                targets.append(String(cString: real))
                free(real)
            }
            for t in Set(targets) {
                let folder =
                    (t as NSString).deletingLastPathComponent.isEmpty ? "." : (t as NSString).deletingLastPathComponent
                // Adding a folder watched already returns its descriptor again.
                let wd = inotify_add_watch(fd, folder, mask)
                if wd >= 0 { names[wd, default: [:]][(t as NSString).lastPathComponent, default: []].append(i) }
            }
        }
        if names.isEmpty {
            // No folder could be watched (none exists yet, or the watch limit is reached).
            close(fd)
            fd = -1
        }
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Blocks until a notification arrives or `timeout` seconds pass (sleeps when polling only).
    package func wait(timeout: Double) {
        let ms = Int32(max(0, min(timeout, 60)) * 1000)
        if fd >= 0 {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = Glibc.poll(&p, 1, ms)
        } else {
            usleep(UInt32(ms) * 1000)
        }
    }

    /// The paths whose change is due at `now` (seconds, monotonic), each reported once per
    /// change; empty when none is.
    package func poll(now: Double = ChildProcess.monotonicNow()) -> [String] {
        readNotifications(now)
        for i in paths.indices {
            let s = Snapshot(paths[i])
            if s != snapshots[i] {
                snapshots[i] = s
                settlers[i].observed(at: now)
            }
        }
        var due: [String] = []
        for i in paths.indices {
            // Wait for a missing or empty file to come back whole.
            guard let s = snapshots[i], s.size > 0 else { continue }
            if settlers[i].due(at: now) { due.append(paths[i]) }
        }
        return due
    }

    /// Feeds every queued inotify event to the settlers of the paths it names.
    private func readNotifications(_ now: Double) {
        guard fd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= n {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    (
                        raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let nameBytes = buffer[(offset + header)..<min(n, offset + header + length)].prefix { $0 != 0 }
                offset += header + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    for i in settlers.indices { settlers[i].lostTrack(at: now) }
                    continue
                }
                guard let indices = names[wd]?[String(decoding: nameBytes, as: UTF8.self)] else { continue }
                for i in Set(indices) {
                    if mask & UInt32(IN_CLOSE_WRITE) != 0 {
                        settlers[i].closedAfterWrite(at: now)
                    } else if mask & UInt32(IN_MODIFY) != 0 {
                        settlers[i].modified(at: now)
                    } else if mask & UInt32(IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE) != 0 {
                        // Created by open(O_CREAT), a writer's IN_MODIFY follows at once and
                        // marks it as being written; created whole (a link), it is complete.
                        settlers[i].replaced(at: now)
                    } else {
                        settlers[i].observed(at: now)
                    }
                }
            }
        }
    }
}
