import Foundation
import TestSupport
import XCTest

/// `play --interaction pinch` in a real terminal (a tmux pane): the status line names what
/// starts the transition — the wheel's pinch, not a drag — and that is what works: a mouse
/// drag leaves it waiting, wheel notches start it.
final class PlayPinchStatusTests: XCTestCase {
    /// The status line of a screen (the line with the state field).
    private func status(_ screen: String) -> String? {
        screen.split(separator: "\n").last {
            $0.contains(" | waiting") || $0.contains(" | interactive") || $0.contains(" | running")
                || $0.contains(" | completed") || $0.contains(" | cancelled")
        }.map(String.init)
    }

    func testPinchStatusLineSaysTheWheelStartsItAndTheWheelDoes() throws {
        let tmux = try TerminalPlayCommandTests.requireTmux()
        let cli = try NativeTools.hostCLI()
        let command =
            "'\(cli)' play --container collection --interaction pinch --items 12 --fps 30; echo \"EXIT=$?\"; echo DONE; exec sleep 600"
        let pane = try TmuxPane(tmux: tmux, command: command, columns: 110, rows: 40)
        defer { pane.close() }
        guard
            let waiting = pane.wait(
                timeout: 60, until: { (self.status($0) ?? "").contains("to start") || $0.contains("DONE") }),
            let line = status(waiting)
        else {
            return XCTFail("no waiting status line within 60 s:\n\(pane.capture())")
        }
        XCTAssertTrue(line.contains("wheel (pinch) or ←/→ to start"), line)
        XCTAssertFalse(line.contains("drag"), "a drag does not start a pinch-driven transition: \(line)")

        // A mouse drag (press, move, release) is the pan, which this run does not have: still waiting.
        pane.sendLiteral("\u{1B}[<0;50;20M")
        for column in stride(from: 49, through: 30, by: -1) { pane.sendLiteral("\u{1B}[<32;\(column);20M") }
        pane.sendLiteral("\u{1B}[<0;30;20m")
        Thread.sleep(forTimeInterval: 1)
        XCTAssertTrue(
            (status(pane.capture()) ?? "").contains("| waiting"), "a drag started the pinch run:\n\(pane.capture())")

        // Wheel notches up spread the pinch: the transition starts.
        for _ in 0..<6 { pane.sendLiteral("\u{1B}[<64;50;20M") }
        let started = pane.wait(timeout: 30) { s in
            let l = self.status(s) ?? ""
            return !l.isEmpty && !l.contains("| waiting")
        }
        XCTAssertNotNil(started, "wheel notches did not start the pinch:\n\(pane.capture())")

        pane.send("q")
        guard let done = pane.wait(timeout: 30, until: { $0.contains("DONE") }) else {
            return XCTFail("q did not quit:\n\(pane.capture())")
        }
        XCTAssertTrue(done.contains("EXIT=0"), done)
    }
}
