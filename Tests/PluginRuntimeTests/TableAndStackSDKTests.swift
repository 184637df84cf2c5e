import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// UIKit's table view, its controller and cells, the stack view and the smaller controls, on
/// host views inside real transitions (TableAndStackSDKScripts.swift). The expected frames are
/// computed by hand in the scripts' checks.
final class TableAndStackSDKTests: XCTestCase {
    private func run(file: StaticString = #filePath, line: UInt = #line) throws -> (
        checks: [String], warnings: [String]
    ) {
        let r = try runScriptedTransition(file: file, line: line)
        return (r.checks, r.warnings)
    }

    func testTableLaysOutRowsLoadsVisibleCellsRecyclesThemOnScrollAndSelects() throws {
        ScriptedAnimator.script = TableAndStackScripts.table
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 19, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testTableControllerOwnsItsTableAndCellsPlaceTheirLabels() throws {
        ScriptedAnimator.script = TableAndStackScripts.controllerAndCells
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 5, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testStackRowLaysOutByEachDistributionAndAlignment() throws {
        ScriptedAnimator.script = TableAndStackScripts.stackRow
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 11, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testStackColumnGivesTheRoomLeftToTheLastViewAndFollowsItsSize() throws {
        ScriptedAnimator.script = TableAndStackScripts.stackColumn
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 4, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testSwitchTextFieldProgressPagesSpinnerAndLayoutGuides() throws {
        ScriptedAnimator.script = TableAndStackScripts.controls
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 10, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testTextFieldRectanglesFollowTheOverlaysAndSubclassesOverrideThem() throws {
        ScriptedAnimator.script = TableAndStackScripts.textFieldRects
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 8, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testSegmentedControlSearchBarTextViewAndToolbar() throws {
        ScriptedAnimator.script = TableAndStackScripts.moreControls
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 8, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testSectionHeadersAreDequeuedPlacedAndReused() throws {
        ScriptedAnimator.script = TableAndStackScripts.headerFooter
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 4, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testATapOnARowSelectsItAndTellsTheDelegate() throws {
        ScriptedAnimator.script = TableAndStackScripts.tapToSelect
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 4, "\(checks)")
        XCTAssertEqual(warnings, [])
    }
}
