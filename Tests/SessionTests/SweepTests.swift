import TestSupport
import XCTest
@testable import Session

/// Prints one line per session scenario (outcome, frames, timeout, diagnostics): a summary to
/// read when a matrix check fails. Every scenario must end before its 10 s limit.
final class SweepTests: XCTestCase {
    func testSweep() throws {
        var lines: [String] = []
        try SessionScenarios.forEach { label, c, _ in
            let s = try TransitionSession(config: c)
            let r = s.run()
            XCTAssertFalse(r.timedOut, label)
            lines.append(
                "\(label): \(r.outcome.rawValue) frames=\(r.frames) timedOut=\(r.timedOut) diags=\(s.diagnostics)")
        }
        XCTAssertEqual(lines.count, 4 * 4 * 5)
        print(lines.joined(separator: "\n"))
    }
}
