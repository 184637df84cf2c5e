import Foundation
import XCTest

@testable import Terminal

/// Signals the player's thread caught in ``TerminalWriteTests``.
// Incremented only by the SIGUSR1 handler on the writing thread, read after the writes are done.
nonisolated(unsafe) private var caughtSignals = 0

/// The player's writes to a real terminal (a pseudo-terminal whose reader is slow): the
/// entering sequence, a frame many times the terminal's buffer while signals interrupt the
/// write, and the restoring sequence the signal handlers also write, all arrive whole and in
/// order through ``WriteLoop``.
final class TerminalWriteTests: XCTestCase {
    /// What the reader thread got from the terminal's master side.
    final class Received: @unchecked Sendable {  // written by the reader thread before it signals `done`
        var bytes: [UInt8] = []
    }

    func testAFrameLargerThanTheTerminalsBufferArrivesWholeDespiteSignals() throws {
        // A pseudo-terminal from /dev/ptmx, by ioctl: Glibc's module leaves out posix_openpt,
        // grantpt, unlockpt and ptsname (they need _XOPEN_SOURCE), and the two request numbers.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        XCTAssertGreaterThanOrEqual(master, 0)
        var unlock: Int32 = 0, number: UInt32 = 0
        XCTAssertEqual(ioctl(master, UInt(0x4004_5431), &unlock), 0)  // TIOCSPTLCK
        XCTAssertEqual(ioctl(master, UInt(0x8004_5430), &number), 0)  // TIOCGPTN
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        XCTAssertGreaterThanOrEqual(terminal, 0)
        defer { close(terminal) }

        var action = sigaction(), previous = sigaction()
        action.__sigaction_handler.sa_handler = { _ in caughtSignals += 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: a blocked write returns early
        XCTAssertEqual(sigaction(SIGUSR1, &action, &previous), 0)
        defer { sigaction(SIGUSR1, &previous, nil) }
        caughtSignals = 0

        let frame = String(repeating: "0123456789abcdef\u{1B}[0m", count: 1 << 15)  // 688 KiB
        let expected = Array(
            (TerminalSession.enterSequence + frame + TerminalRestoration.restoreSequence).utf8)
        let received = Received(), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var chunk = [UInt8](repeating: 0, count: 512)
            let deadline = Date().addingTimeInterval(60)
            while received.bytes.count < expected.count && Date() < deadline {
                let n = read(master, &chunk, chunk.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                received.bytes += chunk[0..<n]
                usleep(20)
            }
            done.signal()
        }
        let player = pthread_self(), stop = DispatchSemaphore(value: 0), stopped = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while stop.wait(timeout: .now() + .microseconds(500)) == .timedOut { pthread_kill(player, SIGUSR1) }
            stopped.signal()
        }
        let session = try TerminalSession(input: terminal, output: terminal)
        session.send(frame)
        session.restore()  // the restoring sequence, written as the signal handlers write it
        stop.signal()
        stopped.wait()
        done.wait()
        close(master)
        XCTAssertGreaterThan(caughtSignals, 10, "the writes were interrupted")
        XCTAssertEqual(received.bytes.count, expected.count)
        XCTAssertTrue(received.bytes == expected, "every byte, in order")
        print("terminal writes: \(expected.count) bytes through a pseudo-terminal, \(caughtSignals) signals")
    }
}
