import Foundation
import ProcessSupport
import XCTest

/// Signals the writer caught in ``WriteLoopTests/testASignalWithoutRestartDuringALargeWriteLosesNothing``.
// Incremented only by the SIGUSR1 handler on the writing thread, read after the writer is done.
nonisolated(unsafe) private var caughtSignals = 0

/// The one write loop against the things that make `write(2)` stop short: a pipe smaller than
/// the write, a non-blocking descriptor that is full (EAGAIN), a signal that interrupts a
/// blocked write (EINTR, or a partial count), and a write at an offset.
final class WriteLoopTests: XCTestCase {
    /// What a reader thread got from a pipe, until end of file.
    final class Received: @unchecked Sendable {  // written by the reader thread before it signals `done`
        var bytes: [UInt8] = []
    }

    /// `count` bytes of a pattern no shift of which equals itself, so a lost or repeated
    /// piece shows.
    private func pattern(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) } }

    /// A pipe whose buffer is one page (the smallest Linux allows), and a reader thread that
    /// takes `chunk` bytes at a time with a pause between reads, so every large write is cut
    /// into many partial ones.
    private func slowPipe(chunk: Int, pause: UInt32) -> (write: Int32, received: Received, done: DispatchSemaphore) {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        // F_SETPIPE_SZ (1031, Linux's fcntl.h under _GNU_SOURCE), which Glibc's module does not export.
        XCTAssertEqual(fcntl(fds[1], 1031, 4096), 4096, "a one-page pipe")
        let received = Received(), done = DispatchSemaphore(value: 0), input = fds[0]
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: chunk)
            while true {
                let n = read(input, &buffer, chunk)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                received.bytes += buffer[0..<n]
                if pause > 0 { usleep(pause) }
            }
            close(input)
            done.signal()
        }
        return (fds[1], received, done)
    }

    func testANonBlockingPipeSmallerThanTheWriteTakesEveryByte() {
        let (fd, received, done) = slowPipe(chunk: 1000, pause: 50)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        let bytes = pattern(1 << 20)
        // 256 times the pipe's size: partial writes and EAGAIN, many times over.
        XCTAssertEqual(bytes.withUnsafeBytes { WriteLoop.write($0, to: fd) }, 0)
        close(fd)
        done.wait()
        XCTAssertEqual(received.bytes.count, bytes.count)
        XCTAssertTrue(received.bytes == bytes, "in order, nothing lost or repeated")
    }

    func testASignalWithoutRestartDuringALargeWriteLosesNothing() {
        // SIGUSR1 without SA_RESTART: a blocked write returns early, with EINTR (nothing
        // written yet) or with the count written so far.
        var action = sigaction(), previous = sigaction()
        action.__sigaction_handler.sa_handler = { _ in caughtSignals += 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        XCTAssertEqual(sigaction(SIGUSR1, &action, &previous), 0)
        defer { sigaction(SIGUSR1, &previous, nil) }
        caughtSignals = 0
        let (fd, received, done) = slowPipe(chunk: 512, pause: 100)
        let writer = pthread_self(), stop = DispatchSemaphore(value: 0), stopped = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while stop.wait(timeout: .now() + .microseconds(500)) == .timedOut { pthread_kill(writer, SIGUSR1) }
            stopped.signal()
        }
        let bytes = pattern(4 << 20)
        let code = bytes.withUnsafeBytes { WriteLoop.write($0, to: fd) }
        stop.signal()
        stopped.wait()
        close(fd)
        done.wait()
        XCTAssertEqual(code, 0)
        XCTAssertGreaterThan(caughtSignals, 10, "the write was interrupted, many times")
        print("write loop: \(bytes.count) bytes through a one-page pipe, \(caughtSignals) signals during the write")
        XCTAssertEqual(received.bytes.count, bytes.count)
        XCTAssertTrue(received.bytes == bytes, "in order, nothing lost or repeated")
    }

    func testAWriteAtAnOffsetLeavesThePositionAlone() throws {
        let path = NSTemporaryDirectory() + "/writeloop-\(getpid())"
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer {
            close(fd)
            unlink(path)
        }
        let bytes = pattern(100_000)
        XCTAssertEqual(bytes.withUnsafeBytes { WriteLoop.write($0, to: fd, at: 0) }, 0)
        XCTAssertEqual(Array("tail".utf8).withUnsafeBytes { WriteLoop.write($0, to: fd, at: 100_000) }, 0)
        XCTAssertEqual(lseek(fd, 0, SEEK_CUR), 0, "pwrite does not move the descriptor")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(bytes + Array("tail".utf8)))
    }

    func testAFailureIsTheErrnoNotATrap() {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        close(fds[0])
        let old = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, old) }
        XCTAssertEqual(WriteLoop.write("no reader", to: fds[1]), EPIPE)
        close(fds[1])
        XCTAssertEqual(WriteLoop.write("closed", to: fds[1]), EBADF)
    }
}
