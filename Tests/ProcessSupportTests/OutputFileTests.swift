import Foundation
import TestSupport
import XCTest
@testable import ProcessSupport
#if canImport(Glibc)
    import Glibc
#endif

/// ``OutputFile`` against real files, links, devices, FIFOs and descriptors: a regular file is
/// replaced only when complete (mode kept, nothing left behind), a link stays a link, a
/// device or FIFO is written in place and stays what it was, and failures are errors that
/// name the path and the system's reason.
final class OutputFileTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "output")
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func fileType(_ path: String) -> mode_t {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : 0
    }

    private func mode(_ path: String) -> mode_t {
        var st = stat()
        return stat(path, &st) == 0 ? st.st_mode & 0o7777 : 0
    }

    /// The names in `folder` other than `keep`.
    private func others(in folder: String, keeping keep: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { !keep.contains($0) }
    }

    // MARK: Regular files

    func testARegularFileIsReplacedOnlyOnCommitAndKeepsItsMode() throws {
        let path = dir + "/out.txt"
        try "previous\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o640)
        var before = stat()
        stat(path, &before)
        let out = try OutputFile(path)
        guard case .file(let final, let existing?) = out.target else { return XCTFail("\(out.target)") }
        XCTAssertEqual(final, path)
        XCTAssertEqual(existing.mode, 0o640)
        try out.write("new ")
        try out.write(Array("content\n".utf8))
        let temp = try XCTUnwrap(out.temporaryPath)
        XCTAssertEqual(OutputTarget.folder(of: temp), dir, "the temporary file is beside the target")
        XCTAssertTrue(TemporaryFileRegistry.paths.contains(temp), "registered for removal on a signal")
        XCTAssertEqual(mode(temp), 0o640, "created with the old file's mode")
        XCTAssertEqual(contents(path), "previous\n", "the target is untouched until commit")
        try out.commit()
        XCTAssertEqual(contents(path), "new content\n")
        XCTAssertEqual(mode(path), 0o640)
        var after = stat()
        stat(path, &after)
        XCTAssertNotEqual(after.st_ino, before.st_ino, "replaced by a rename, not rewritten in place")
        XCTAssertEqual(out.bytesWritten, 12)
        XCTAssertEqual(try others(in: dir, keeping: ["out.txt"]), [], "no temporary file left")
        XCTAssertFalse(TemporaryFileRegistry.paths.contains(temp))
    }

    func testANewFileGets0644LessTheUmask() throws {
        let old = umask(0o027)
        defer { umask(old) }
        let path = dir + "/new.bin"
        let out = try OutputFile(path)
        try out.write([0, 1, 2, 255])
        try out.commit()
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data([0, 1, 2, 255]))
        XCTAssertEqual(mode(path), 0o640)
        let relative = try OutputFile("relative-\(getpid()).txt")
        defer { relative.abort() }
        XCTAssertEqual(
            OutputTarget.folder(of: try XCTUnwrap(relative.temporaryPath)), ".", "a bare name is in the current folder")
    }

    func testThroughASymlinkTheLinkStaysAndItsTargetIsReplaced() throws {
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        try "old".write(toFile: dir + "/sub/real.txt", atomically: false, encoding: .utf8)
        XCTAssertEqual(symlink("sub/real.txt", dir + "/link.txt"), 0)  // relative to the link's folder
        let out = try OutputFile(dir + "/link.txt")
        XCTAssertEqual(
            OutputTarget.folder(of: try XCTUnwrap(out.temporaryPath)), dir + "/sub",
            "the temporary file is beside the final target")
        try out.write("new")
        try out.commit()
        XCTAssertEqual(fileType(dir + "/link.txt"), S_IFLNK, "still a link")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.txt"), "sub/real.txt")
        XCTAssertEqual(contents(dir + "/sub/real.txt"), "new")
        XCTAssertEqual(try others(in: dir + "/sub", keeping: ["real.txt"]), [])
        // A dangling link: the file it names is created.
        XCTAssertEqual(symlink(dir + "/sub/later.txt", dir + "/dangling"), 0)
        let later = try OutputFile(dir + "/dangling")
        try later.write("made")
        try later.commit()
        XCTAssertEqual(fileType(dir + "/dangling"), S_IFLNK)
        XCTAssertEqual(contents(dir + "/sub/later.txt"), "made")
    }

    func testAbortAndDeinitLeaveThePreviousFileByteIdenticalAndNoTemporaryFile() throws {
        let path = dir + "/keep.gif"
        let previous = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try previous.write(to: URL(fileURLWithPath: path))
        let out = try OutputFile(path)
        try out.write([UInt8](repeating: 9, count: 10_000))
        let temp = try XCTUnwrap(out.temporaryPath)
        XCTAssertTrue(FileManager.default.fileExists(atPath: temp))
        out.abort()
        XCTAssertEqual(FileManager.default.contents(atPath: path), previous)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temp))
        XCTAssertThrowsError(try out.write("late"), "no writes after abort")
        XCTAssertNoThrow(try out.commit(), "commit after abort does nothing")
        XCTAssertEqual(FileManager.default.contents(atPath: path), previous)
        do {
            let dropped = try OutputFile(path)
            try dropped.write("half")
        }  // released without commit
        XCTAssertEqual(FileManager.default.contents(atPath: path), previous)
        XCTAssertEqual(try others(in: dir, keeping: ["keep.gif"]), [])
        XCTAssertFalse(TemporaryFileRegistry.handlersInstalled, "no output alive, no handlers")
    }

    // MARK: Devices, FIFOs, descriptors

    func testDevNullStaysACharacterDevice() throws {
        try XCTSkipUnless(
            fileType("/dev/null") == S_IFCHR, "/dev/null is not a device on this machine (something replaced it)")
        let out = try OutputFile("/dev/null")
        XCTAssertEqual(out.target, .device(path: "/dev/null"))
        XCTAssertNil(out.temporaryPath)
        try out.write([UInt8](repeating: 1, count: 100_000))
        try out.commit()
        XCTAssertEqual(fileType("/dev/null"), S_IFCHR)
        XCTAssertEqual(out.bytesWritten, 100_000)
    }

    func testAFIFOIsWrittenInPlaceAndStaysAFIFO() throws {
        let fifo = dir + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        final class Received: @unchecked Sendable { var data = Data() }  // written by the reader before fulfil
        let received = Received()
        let done = expectation(description: "reader")
        Thread.detachNewThread {
            let fd = open(fifo, O_RDONLY)  // blocks until the writer opens
            var buffer = [UInt8](repeating: 0, count: 4096)
            while fd >= 0 {
                let n = read(fd, &buffer, buffer.count)
                if n <= 0 { break }  // end: the writer closed it
                received.data.append(contentsOf: buffer[0..<n])
            }
            close(fd)
            done.fulfill()
        }
        let out = try OutputFile(fifo)  // waits for the reader, as a shell redirection does
        XCTAssertEqual(out.target, .device(path: fifo))
        try out.write("line 1\n")
        try out.write("line 2\n")
        try out.commit()
        wait(for: [done], timeout: 30)
        XCTAssertEqual(String(decoding: received.data, as: UTF8.self), "line 1\nline 2\n")
        XCTAssertEqual(fileType(fifo), S_IFIFO)
        XCTAssertEqual(try others(in: dir, keeping: ["pipe"]), [])
    }

    func testADescriptorPathIsWrittenInPlaceAndNotClosed() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        XCTAssertEqual(OutputTarget.descriptor(named: "-"), 1)
        XCTAssertEqual(OutputTarget.descriptor(named: "/dev/stdout"), 1)
        XCTAssertEqual(OutputTarget.descriptor(named: "/dev/stderr"), 2)
        XCTAssertNil(OutputTarget.descriptor(named: "/dev/null"))
        let out = try OutputFile("/dev/fd/\(fds[1])")
        XCTAssertEqual(out.target, .descriptor(fds[1]))
        try out.write("through the descriptor")
        try out.commit()
        XCTAssertNotEqual(fcntl(fds[1], F_GETFD), -1, "a descriptor the process had stays open")
        close(fds[1])
        fds[1] = open("/dev/null", O_WRONLY)  // for the deferred close
        var buffer = [UInt8](repeating: 0, count: 100)
        let n = read(fds[0], &buffer, 100)
        XCTAssertEqual(String(decoding: buffer[0..<max(0, n)], as: UTF8.self), "through the descriptor")
    }

    // MARK: Failures

    func testWriteFailuresNameThePathAndTheSystemReason() throws {
        let full = try OutputFile("/dev/full")
        XCTAssertThrowsError(try full.write("x")) { error in
            let e = error as? OutputError
            XCTAssertEqual(e?.code, ENOSPC)
            XCTAssertEqual(e?.path, "/dev/full")
            XCTAssertEqual(e?.reason, .system(action: "write to it", code: ENOSPC))
        }
        // A reader that went away: EPIPE (with SIGPIPE ignored, as host-cli does).
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        close(fds[0])
        defer { close(fds[1]) }
        let pipeOut = try OutputFile("/dev/fd/\(fds[1])")
        XCTAssertThrowsError(try pipeOut.write("x")) { error in
            XCTAssertEqual((error as? OutputError)?.code, EPIPE)
            XCTAssertEqual(
                (error as? OutputError)?.reason, .system(action: "write to descriptor \(fds[1])", code: EPIPE))
        }
        XCTAssertThrowsError(try OutputFile("/dev/fd/987")) { error in
            XCTAssertEqual((error as? OutputError)?.code, EBADF, "a descriptor that is not open")
        }
    }

    func testCheckRefusesBadPathsBeforeAnyWork() throws {
        try "x".write(toFile: dir + "/file", atomically: false, encoding: .utf8)
        let cases: [(String, OutputError.Reason)] = [
            (dir + "/missing/x.gif", .missingFolder(dir + "/missing")),
            (dir + "/file/x.gif", .folderIsFile(dir + "/file")),
            (dir, .isFolder)
        ]
        for (path, reason) in cases {
            XCTAssertThrowsError(try OutputFile.check(path), path) {
                XCTAssertEqual(($0 as? OutputError)?.reason, reason, path)
            }
        }
        XCTAssertEqual(
            OutputError(dir + "/m/x", .missingFolder(dir + "/m")).description,
            "\(dir)/m/x: the folder \(dir)/m does not exist; create it first")
        XCTAssertEqual(
            OutputError("/dev/full", .system(action: "write to it", code: ENOSPC)).description,
            "/dev/full: cannot write to it (No space left on device); free some space and run again")
        XCTAssertEqual(try OutputFile.check("-"), .descriptor(1))
        XCTAssertEqual(try OutputFile.check(dir + "/new.txt"), .file(path: dir + "/new.txt", existing: nil))
        XCTAssertEqual(try others(in: dir, keeping: ["file"]), [], "checking creates nothing")
        // A socket cannot be opened as a file.
        let socketPath = dir + "/sock"
        let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(s) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[i] = b }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        if bound == 0 {
            XCTAssertThrowsError(try OutputFile.check(socketPath)) {
                XCTAssertEqual(($0 as? OutputError)?.reason, .socket)
            }
        }
        // Permissions mean nothing to root.
        guard geteuid() != 0 else { return }
        try FileManager.default.createDirectory(atPath: dir + "/locked", withIntermediateDirectories: false)
        chmod(dir + "/locked", 0o555)
        defer { chmod(dir + "/locked", 0o755) }
        XCTAssertThrowsError(try OutputFile(dir + "/locked/x.gif")) {
            XCTAssertEqual(($0 as? OutputError)?.reason, .folderNotWritable(dir + "/locked"))
        }
    }

    // MARK: Signals

    func testSignalHandlersAreInstalledOnlyWhileAnOutputIsAlive() throws {
        func handler(_ s: Int32) -> Int {
            var a = sigaction()
            sigaction(s, nil, &a)
            return unsafeBitCast(a.__sigaction_handler.sa_handler, to: Int.self)
        }
        let dfl = unsafeBitCast(SIG_DFL, to: Int.self), ign = unsafeBitCast(SIG_IGN, to: Int.self)
        let saved = signal(SIGHUP, SIG_IGN)  // as under nohup
        defer { signal(SIGHUP, saved) }
        let before = (handler(SIGINT), handler(SIGTERM))
        XCTAssertFalse(TemporaryFileRegistry.handlersInstalled)
        let a = try OutputFile(dir + "/a.txt"), b = try OutputFile(dir + "/b.txt")
        XCTAssertTrue(TemporaryFileRegistry.handlersInstalled)
        XCTAssertNotEqual(handler(SIGINT), before.0)
        XCTAssertNotEqual(handler(SIGINT), dfl)
        XCTAssertNotEqual(handler(SIGTERM), before.1)
        XCTAssertEqual(handler(SIGHUP), ign, "an ignored signal stays ignored")
        try a.commit()
        XCTAssertTrue(TemporaryFileRegistry.handlersInstalled, "b is still alive")
        b.abort()
        XCTAssertFalse(TemporaryFileRegistry.handlersInstalled)
        XCTAssertEqual(handler(SIGINT), before.0, "the previous handlers are back")
        XCTAssertEqual(handler(SIGTERM), before.1)
        XCTAssertEqual(TemporaryFileRegistry.paths, [])
        let dev = try OutputFile("/dev/full")
        XCTAssertFalse(TemporaryFileRegistry.handlersInstalled, "a device needs no cleanup")
        dev.abort()
    }
}
