import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// UIKit members real transition and layout files override or call (OverridesAndDequeueSDKScripts.swift),
/// run inside real transitions: a controller's and a view's memory, safe-area and trait hooks,
/// the flow layout's invalidation context, the dequeue calls, and bounds changes asking the layout.
final class OverridesAndDequeueSDKTests: XCTestCase {
    private func run(file: StaticString = #filePath, line: UInt = #line) throws -> (
        checks: [String], warnings: [String]
    ) {
        let r = try runScriptedTransition(file: file, line: line)
        return (r.checks, r.warnings)
    }

    func testControllerAndViewHooksAreOverridableAndTheFlowLayoutMakesFlowContexts() throws {
        ScriptedAnimator.script = OverridesAndDequeueScripts.overrides
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 7, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testDequeuedCellsAreOfTheRegisteredClassPlacedByTheLayoutAndReused() throws {
        ScriptedAnimator.script = OverridesAndDequeueScripts.dequeue
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 11, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testANewLayoutIsPreparedAndMovesTheOffsetToItsTarget() throws {
        ScriptedAnimator.script = OverridesAndDequeueScripts.layoutChange
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 2, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testABoundsChangeAsksTheLayoutAndInvalidatesWithItsContext() throws {
        ScriptedAnimator.script = OverridesAndDequeueScripts.boundsChange
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 4, "\(checks)")
        XCTAssertEqual(warnings, [])
    }
}
