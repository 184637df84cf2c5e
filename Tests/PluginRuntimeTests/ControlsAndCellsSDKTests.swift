import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Controls, buttons, labels, cells, autoresizing, traits and masked corners on host views,
/// through real transitions: the scripts of ControlsAndCellsSDKScripts.swift run as the
/// animator and report their checks through the log.
final class ControlsAndCellsSDKTests: XCTestCase {
    /// The scripted transition's checks (``runScriptedTransition(file:line:)``).
    private func run(file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try runScriptedTransition(file: file, line: line).checks
    }

    func testControlsSendTheirActionsByEvent() throws {
        ScriptedAnimator.script = ControlsAndCellsScripts.controls
        XCTAssertEqual(try run().count, 12)
    }

    func testButtonsAndLabelsDrawTheirTitles() throws {
        ScriptedAnimator.script = ControlsAndCellsScripts.buttonsAndLabels
        XCTAssertEqual(try run().count, 11)
    }

    func testAutoresizingFollowsTheSuperviewsSize() throws {
        ScriptedAnimator.script = ControlsAndCellsScripts.autoresizing
        XCTAssertEqual(try run().count, 10)
    }

    func testCellsKeepTheirContentAndBackgroundsSized() throws {
        ScriptedAnimator.script = ControlsAndCellsScripts.cells
        XCTAssertEqual(try run().count, 9)
    }

    func testTraitsAndMaskedCorners() throws {
        ScriptedAnimator.script = ControlsAndCellsScripts.traitsAndCorners
        XCTAssertEqual(try run().count, 6)
    }

    func testAutoLayoutIsKeptAndReadBack() throws {
        ScriptedAnimator.script = ControlsAndCellsScripts.autoLayout
        XCTAssertEqual(try run().count, 11)
    }
}
