import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Controls, buttons, labels, cells, autoresizing, traits and masked corners on host views,
/// through real transitions: the scripts of ControlsAndCellsSDKScripts.swift run as the
/// animator and report their checks through the log.
final class ControlsAndCellsSDKTests: XCTestCase {
    /// Runs the script set in ScriptedAnimator.script to the end of the transition; returns its checks (failing on any that
    /// failed, on diagnostics, and on a transition that did not end).
    private func run(file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let plugin = try LoadedPlugin.inTest(scriptedPluginDescriptor())
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(plugin))
        let ctx = try h.select(1)
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded, "the transition ended", file: file, line: line)
        let lines = h.log.texts([.plugin]).compactMap { l -> String? in
            l.range(of: "[info]: check ").map { String(l[$0.upperBound...]) }
        }
        for l in lines where !l.hasSuffix(": ok") { XCTFail(l, file: file, line: line) }
        XCTAssertEqual(h.log.diagnostics, [], file: file, line: line)
        return lines
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
        XCTAssertEqual(try run().count, 10)
    }
}
