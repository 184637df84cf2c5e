import Foundation
import TestSupport
import XCTest
@testable import ProcessSupport

/// `ChildProcess.run` with `/bin/sh -c`: how the child ended (exit status, signal, timeout,
/// never started), what it printed (truncated), and the process group killed on timeout.
final class ChildProcessTests: XCTestCase {
    private func sh(
        _ script: String, timeout: Double = 30, maxOutput: Int = 65_536, environment: [String: String]? = nil
    ) -> ChildProcess.Outcome {
        ChildProcess.run("/bin/sh", ["-c", script], environment: environment, timeout: timeout, maxOutput: maxOutput)
    }

    func testExitStatusIsReported() {
        XCTAssertEqual(sh("exit 0").ending, .exited(0))
        XCTAssertEqual(sh("exit 3").ending, .exited(3))
        XCTAssertEqual(sh("false").ending, .exited(1))
        XCTAssertEqual(sh("exit 255").ending, .exited(255))
    }

    func testASignalIsReportedWithItsName() {
        let o = sh("kill -SEGV $$")
        XCTAssertEqual(o.ending, .signaled(SIGSEGV))
        XCTAssertEqual(ChildProcess.signalName(SIGSEGV), "SIGSEGV")
        XCTAssertEqual(sh("kill -ABRT $$").ending, .signaled(SIGABRT))
        XCTAssertEqual(ChildProcess.signalName(SIGABRT), "SIGABRT")
        XCTAssertEqual(ChildProcess.signalName(SIGKILL), "SIGKILL")
        XCTAssertEqual(ChildProcess.signalName(SIGUSR1), "signal \(SIGUSR1)")
    }

    func testStandardOutputAndErrorAreCapturedApart() {
        let o = sh(
            "printf 'out 1\\nout 2\\n'; printf 'err\\n' >&2; printf '%s' \"$GREETING\"",
            environment: ["GREETING": "hello"])
        XCTAssertEqual(o.ending, .exited(0))
        XCTAssertEqual(o.stdout, "out 1\nout 2\nhello")
        XCTAssertEqual(o.stderr, "err\n")
        XCTAssertGreaterThanOrEqual(o.seconds, 0)
    }

    func testOutputIsTruncatedAtMaxOutput() {
        let o = sh("printf 0123456789; printf abcdefghij >&2", maxOutput: 4)
        XCTAssertEqual(o.ending, .exited(0))
        XCTAssertEqual(o.stdout, "0123")
        XCTAssertEqual(o.stderr, "abcd")
        // 200 KB of output does not block the child (it goes to a file, not a pipe).
        let big = sh("head -c 200000 /dev/zero | tr '\\0' x", maxOutput: 1000)
        XCTAssertEqual(big.ending, .exited(0))
        XCTAssertEqual(big.stdout, String(repeating: "x", count: 1000))
    }

    func testAMissingExecutableIsNotStarted() {
        let o = ChildProcess.run("/nonexistent/th-no-such-program", ["x"], timeout: 5)
        guard case .notStarted(let why) = o.ending else {
            return XCTFail("expected notStarted, got \(o.ending)")
        }
        XCTAssertTrue(why.contains("/nonexistent/th-no-such-program"), why)
        XCTAssertEqual(o.stdout, "")
        XCTAssertEqual(o.stderr, "")
    }

    /// True once `pid` no longer runs: it does not exist, or it is a zombie waiting for a
    /// reaper that is not us (polls for up to `seconds`).
    private func isGone(_ pid: pid_t, within seconds: Double) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        repeat {
            if kill(pid, 0) != 0 && errno == ESRCH { return true }
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "Z"
            {
                return true
            }
            usleep(20_000)
        } while Date() < end
        return false
    }

    func testATimeoutKillsTheWholeProcessGroup() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "child")
        let pidFile = dir + "/grandchild"
        // The shell starts a grandchild in the background (same process group), then waits.
        let o = sh("sleep 60 & echo $! > '\(pidFile)'; wait", timeout: 0.5)
        XCTAssertEqual(o.ending, .timedOut)
        XCTAssertLessThan(o.seconds, 10, "killed at the timeout, not when the grandchild ends")
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let grandchild = try XCTUnwrap(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), text)
        XCTAssertTrue(isGone(grandchild, within: 5), "the background sleep \(grandchild) outlived the timeout")
    }
}
