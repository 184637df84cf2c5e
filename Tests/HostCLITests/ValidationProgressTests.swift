import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif
@testable import host_cli

/// `validate`'s progress: on a terminal one line updated in place and cleared before the
/// report (the checks are not listed twice); elsewhere the plain line per check.
final class ValidationProgressTests: XCTestCase {
    private let checks = ["--only", "^(file|handshake|descriptor|duration)$"]

    /// A real `host-cli validate` whose standard output and error are a pseudo-terminal: the
    /// progress is redrawn in place (`\r`, the line, erase to the end), the last state is
    /// cleared, and the report follows on the clean line; no per-check progress line.
    func testOnATerminalProgressIsOneLineClearedBeforeTheReport() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "progress")
        let (master, slave) = try openPseudoTerminal()
        defer { close(master) }
        let screen = ScreenBytes()
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(master, &buffer, buffer.count)
                if n <= 0 { break }
                screen.append(buffer[0..<n])
            }
        }
        reader.start()
        let env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
        let p = try SpawnedProcess(
            try NativeTools.hostCLI(), ["validate", "default"] + checks, environment: env,
            stdout: .path(slave), stderr: .path(slave))
        XCTAssertEqual(p.wait(timeout: 120), .exited(0))
        XCTAssertTrue(SpawnedProcess.poll(timeout: 10) { reader.isFinished }, "the terminal closed")
        let text = String(decoding: screen.bytes, as: UTF8.self)
        for (i, step) in [
            "0/4…", "1/4 (file: skip)…", "2/4 (handshake: pass)…", "3/4 (descriptor: pass)…", "4/4 (duration: pass)…"
        ].enumerated() {
            XCTAssertTrue(
                text.contains("\rvalidating default: \(step)\u{1B}[K"),
                "step \(i) drawn in place: \(text.debugDescription)")
        }
        XCTAssertTrue(
            text.contains("\u{1B}[K\r\u{1B}[Kdefault (Spring slide"),
            "cleared, then the report: \(text.debugDescription)")
        // Each check once in the progress and once in the report, not twice on the screen.
        XCTAssertEqual(text.components(separatedBy: "(descriptor: pass)").count - 1, 1, text.debugDescription)
        XCTAssertEqual(text.components(separatedBy: "PASS    descriptor").count - 1, 1, text.debugDescription)
        XCTAssertFalse(text.contains("  pass descriptor"), "no plain progress line on a terminal")
        XCTAssertTrue(text.contains("3 passed, 0 failed, 1 skipped"), text)
    }

    /// A new pseudo-terminal: its master descriptor and its slave's path. (Glibc's Swift
    /// module does not export the pty calls, so they are looked up in the C library.)
    private func openPseudoTerminal() throws -> (master: Int32, slave: String) {
        typealias Call = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
        let libc = dlopen(nil, RTLD_NOW)
        guard let grant = dlsym(libc, "grantpt"), let unlock = dlsym(libc, "unlockpt"),
            let name = dlsym(libc, "ptsname_r")
        else {
            throw XCTSkip("the C library has no pseudo-terminal calls")
        }
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw XCTSkip("no pseudo-terminal: \(String(cString: strerror(errno)))") }
        var path = [CChar](repeating: 0, count: 256)
        guard unsafeBitCast(grant, to: Call.self)(master) == 0, unsafeBitCast(unlock, to: Call.self)(master) == 0,
            unsafeBitCast(name, to: Name.self)(master, &path, path.count) == 0
        else {
            close(master)
            throw XCTSkip("cannot set up a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        return (master, String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Not on a terminal: the plain lines, one per check, and no escape sequences. The lines
    /// come in the order the checks end, so one lane (`--jobs 1`) makes that order the checks'.
    func testElsewhereProgressIsAPlainLinePerCheck() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "progress")
        let o = try NativeTools.cli(
            ["validate", "default", "--jobs", "1"] + checks,
            environment: NativeTools.cliEnvironment(cacheDirectory: dir + "/cache"))
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        XCTAssertEqual(
            o.stderr, "validating default\n  skip file\n  pass handshake\n  pass descriptor\n  pass duration\n")
        XCTAssertTrue(o.stdout.hasPrefix("default (Spring slide"), o.stdout)
    }

    /// The in-place line is cut to the terminal's width (a wrapped line could not be redrawn),
    /// counts per target, and escapes what a plugin controls.
    func testTheLineFitsTheTerminalAndRestartsPerTarget() {
        var written = ""
        let console = Console(out: { _ in }, err: { written += $0 }, stderrIsTerminal: true)
        let progress = ValidationProgress(console: console, checks: 3, columns: 30)
        progress.begin("[1/2] a-very-long-plugin-name-indeed")
        progress.finished("pass file")
        progress.begin("[2/2] b")
        progress.finished("fail completes\u{1B}[2J")
        XCTAssertFalse(written.contains("\u{1B}[2J"), "escaped")
        let long = ValidationProgress(console: console, checks: 3, columns: 200)
        long.begin("c")
        long.finished("fail completes\u{1B}[2J")
        XCTAssertTrue(written.hasSuffix("validating c: 1/3 (completes\\e[2J: fail)…\u{1B}[K"), written.debugDescription)
        long.clear()
        progress.clear()
        let lines = written.components(separatedBy: "\r").filter { !$0.isEmpty }
        XCTAssertEqual(
            lines,
            [
                "validating [1/2] a-very-long…\u{1B}[K", "validating [1/2] a-very-long…\u{1B}[K",
                "validating [2/2] b: 0/3…\u{1B}[K", "validating [2/2] b: 1/3 (com…\u{1B}[K",
                "validating c: 0/3…\u{1B}[K", "validating c: 1/3 (completes\\e[2J: fail)…\u{1B}[K", "\u{1B}[K",
                "\u{1B}[K"
            ])
        XCTAssertEqual(ValidationProgress(console: console, checks: 1, columns: 30).inPlace, true)
        XCTAssertEqual(ValidationProgress(console: Console(out: { _ in }, err: { _ in }), checks: 1).inPlace, false)
    }
}

/// What a terminal received, appended by its reader thread and read by the test.
private final class ScreenBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var data: [UInt8] = []

    /// Adds bytes read from the terminal.
    func append(_ more: ArraySlice<UInt8>) {
        lock.lock()
        data += more
        lock.unlock()
    }

    /// Everything so far.
    var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
