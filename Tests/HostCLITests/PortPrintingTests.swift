import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on an animator that prints (`Tests/Fixtures/Port/Printing`): the SDK's
/// `print`, `debugPrint` and `dump` shadow the standard library's, so its lines go to the host's
/// log, which names the plugin — never to the worker's standard output, where the validator
/// would warn and `run --trace -` would be corrupted — through the real CLI and `swift build`.
final class PortPrintingTests: XCTestCase {
    func testPrintsGoToTheHostsLogNotStandardOutput() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-printing")
        let env = try PortCLI.environment(for: self)
        let o = try PortCLI.run(try PortCLI.files(in: "Printing") + ["--output", "out"], in: dir, environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        let block = PortCLI.block("ChattyFadeAnimator", in: o.stdout)
        XCTAssertTrue(block.contains("built, validated ("), o.stdout)
        XCTAssertFalse(block.contains("standard output"), block)
        XCTAssertFalse(block.contains("warning"), block)

        // The trace on standard output stays JSON lines; the prints are the plugin's log events.
        let run = try NativeTools.cli(
            ["run", "--plugins", dir + "/out/plugins", "--animator", "port.chatty-fade-animator", "--trace", "-"],
            environment: env, timeout: 300)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 10, run.stdout)
        for line in lines {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), String(line))
        }
        let last = String(lines.last ?? "")
        for text in [
            "fade: starting 390.0 wide", "\\\"fade: debug\\\" 1", "fade: finished=true",
            "▿ 2 elements", "- \\\"fade\\\"", "- \\\"dumped\\\""
        ] {
            XCTAssertTrue(last.contains(text), "\(text) not in \(last)")
        }
    }
}
