import Foundation
import ProcessSupport
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// When a changed file is ready: ``ChangeSettler`` over every order of events on a given
/// clock, and ``FileWatcher`` on real files written the ways builds and installers write them.
final class FileWatcherTests: XCTestCase {
    // MARK: ChangeSettler

    func testAChangeIsDueAfterTheQuietTimeOnceAndNotBefore() {
        var s = ChangeSettler(settle: 0.3)
        XCTAssertFalse(s.due(at: 100), "nothing changed")
        s.observed(at: 1)
        XCTAssertFalse(s.due(at: 1.29))
        XCTAssertTrue(s.due(at: 1.3))
        XCTAssertFalse(s.due(at: 5), "reported once")
        // Every event restarts the quiet time.
        s.observed(at: 10)
        s.observed(at: 10.2)
        XCTAssertFalse(s.due(at: 10.4))
        XCTAssertTrue(s.due(at: 10.5))
    }

    func testAWriterIsWaitedForUntilItClosesHoweverLongItPauses() {
        var s = ChangeSettler(settle: 0.3)
        s.modified(at: 0)
        s.observed(at: 0.05)  // polling sees the size grow
        for t in stride(from: 0.4, through: 60, by: 0.5) {
            XCTAssertFalse(s.due(at: t), "still open for writing at \(t)")
        }
        s.modified(at: 61)
        s.closedAfterWrite(at: 61.1)
        XCTAssertFalse(s.due(at: 61.3))
        XCTAssertTrue(s.due(at: 61.4))
    }

    func testARenameOrALostQueueEndsTheWait() {
        var s = ChangeSettler(settle: 0.2)
        s.modified(at: 0)
        s.replaced(at: 1)  // another writer's finished file renamed over it
        XCTAssertTrue(s.due(at: 1.2))
        s.modified(at: 2)
        XCTAssertFalse(s.due(at: 9))
        s.lostTrack(at: 10)  // the notification queue overflowed: the close may be lost
        XCTAssertTrue(s.due(at: 10.2))
        XCTAssertFalse(s.pending)
    }

    func testEventsOutOfOrderInTimeNeverMoveTheQuietTimeBack() {
        var s = ChangeSettler(settle: 0.3)
        s.observed(at: 5)
        s.observed(at: 4)
        XCTAssertFalse(s.due(at: 5.2))
        XCTAssertTrue(s.due(at: 5.3))
    }

    // MARK: FileWatcher on real files

    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "watched")
    }

    /// Polls `watcher` every 20 ms for `seconds`; the paths reported, in order.
    private func collect(_ watcher: FileWatcher, for seconds: Double) -> [String] {
        var out: [String] = []
        let end = ChildProcess.monotonicNow() + seconds
        while ChildProcess.monotonicNow() < end {
            watcher.wait(timeout: 0.02)
            out += watcher.poll()
        }
        return out
    }

    private func write(_ path: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func testAnInPlaceWriterThatPausesIsNotReportedUntilItCloses() throws {
        let path = dir + "/lib.so"
        try write(path, [1, 2, 3])
        let watcher = FileWatcher(paths: [path], settle: 0.2)
        XCTAssertTrue(watcher.usesNotifications, "inotify is available on Linux")
        XCTAssertEqual(collect(watcher, for: 0.4), [], "nothing changed")
        let fd = open(path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(fd, 0)
        let half = [UInt8](repeating: 7, count: 4096)
        XCTAssertEqual(half.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }, 4096)
        XCTAssertEqual(
            collect(watcher, for: 1.0), [], "half written and still open: five quiet times pass without a report")
        XCTAssertEqual(half.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }, 4096)
        close(fd)
        XCTAssertEqual(collect(watcher, for: 0.6), [path], "reported once, after the close and the quiet time")
        XCTAssertEqual(collect(watcher, for: 0.3), [])
    }

    func testARenameOverTheFileIsReportedAndAMissingOrEmptyFileIsWaitedFor() throws {
        let path = dir + "/lib.so"
        try write(path, [1])
        let watcher = FileWatcher(paths: [path], settle: 0.1)
        try write(dir + "/.lib.so.tmp", [1, 2])
        XCTAssertEqual(rename(dir + "/.lib.so.tmp", path), 0)
        XCTAssertEqual(collect(watcher, for: 0.4), [path])
        unlink(path)
        XCTAssertEqual(collect(watcher, for: 0.4), [], "gone: waited for")
        try write(path, [])
        XCTAssertEqual(collect(watcher, for: 0.4), [], "empty: waited for")
        try write(path, [9, 9, 9])
        XCTAssertEqual(collect(watcher, for: 0.4), [path], "back whole")
    }

    func testOnlyTheWatchedNamesCountAndALinkIsFollowedToItsTarget() throws {
        let target = dir + "/build/libReal.so", link = dir + "/plugins/real.so", other = dir + "/plugins/other.so"
        for d in ["/build", "/plugins"] {
            try FileManager.default.createDirectory(atPath: dir + d, withIntermediateDirectories: true)
        }
        try write(target, [1])
        try write(other, [1])
        XCTAssertEqual(symlink(target, link), 0)
        let watcher = FileWatcher(paths: [link], settle: 0.1)
        try write(other, [2, 2])
        try write(dir + "/build/libOther.so", [2])
        XCTAssertEqual(collect(watcher, for: 0.4), [], "other files in both folders do not count")
        try write(target, [3, 3, 3])
        XCTAssertEqual(collect(watcher, for: 0.4), [link], "the link's target was rebuilt")
    }

    func testTwoPathsAreReportedEachForItsOwnChange() throws {
        let a = dir + "/a.so", b = dir + "/b.so"
        try write(a, [1])
        try write(b, [1])
        let watcher = FileWatcher(paths: [a, b], settle: 0.1)
        try write(b, [2, 2])
        XCTAssertEqual(collect(watcher, for: 0.4), [b])
        try write(a, [2, 2])
        try write(b, [3, 3, 3])
        XCTAssertEqual(Set(collect(watcher, for: 0.4)), [a, b])
    }

    /// One folder reached two ways (a link to it) has one inotify watch: a writer is waited
    /// for whichever spelling names the file.
    func testAFolderSpelledTwoWaysStillWaitsForTheWriter() throws {
        let real = dir + "/p", alias = dir + "/p2"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        XCTAssertEqual(symlink(real, alias), 0)
        try write(real + "/lib.so", [1])
        try write(real + "/g.txt", [1])
        for paths in [[alias + "/lib.so", real + "/./g.txt"], [real + "/./g.txt", alias + "/lib.so"]] {
            let watcher = FileWatcher(paths: paths, settle: 0.1)
            let fd = open(real + "/lib.so", O_WRONLY | O_TRUNC)
            XCTAssertGreaterThanOrEqual(fd, 0)
            XCTAssertEqual(
                [UInt8](repeating: 7, count: 100).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }, 100)
            XCTAssertEqual(collect(watcher, for: 0.5), [], "\(paths): half written and open")
            close(fd)
            XCTAssertEqual(collect(watcher, for: 0.4), [alias + "/lib.so"], "\(paths)")
        }
    }
}
