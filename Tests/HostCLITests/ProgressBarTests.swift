import AnimationCore
import Foundation
import Rendering
import TestSupport
import TextFormat
import XCTest
@testable import host_cli

/// The progress bar draws only on a terminal.
final class RenderProgressBarTests: XCTestCase {
    func testDisabledBarPrintsNothing() {
        var printed = ""
        let bar = ProgressBar(total: 10, label: "x", enabled: false) { printed += $0 }
        for _ in 0..<10 { bar.advance() }
        bar.finish()
        XCTAssertEqual(printed, "")
        XCTAssertEqual(bar.done, 10)
    }

    func testDefaultFollowsWhetherStandardErrorIsATerminal() {
        XCTAssertEqual(ProgressBar(total: 1).isEnabled, isatty(2) != 0)
    }

    func testEnabledBarDrawsOneLineAndEndsIt() {
        var printed = ""
        let bar = ProgressBar(total: 4, label: "render", width: 8, enabled: true) { printed += $0 }
        bar.update(2)
        bar.update(4)
        bar.finish()
        XCTAssertTrue(printed.hasPrefix("\rrender [####----]  50% 2/4"))
        XCTAssertTrue(printed.contains("\rrender [########] 100% 4/4"))
        XCTAssertTrue(printed.hasSuffix("\n"))
        XCTAssertEqual(printed.filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(ProgressBar.line(done: 0, total: 0, label: "", width: 4), "[####] 100% 0/0")
    }
}
