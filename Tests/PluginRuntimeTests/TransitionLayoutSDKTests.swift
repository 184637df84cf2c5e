import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `UICollectionViewTransitionLayout` and a collection's interactive layout change, in a real
/// transition (TransitionLayoutSDKScripts.swift): interpolated attributes, a delegate's
/// subclass, finish and cancel.
final class TransitionLayoutSDKTests: XCTestCase {
    func testAnInteractiveLayoutChangeInterpolatesFinishesAndCancels() throws {
        ScriptedAnimator.script = TransitionLayoutScripts.interactiveChange
        let run = try runScriptedTransition()
        XCTAssertEqual(run.checks.count, 6)
        XCTAssertEqual(run.warnings, [])
    }

    func testAMovingItemAndPeekActionsRunAsTheAppCallsThem() throws {
        ScriptedAnimator.script = TransitionLayoutScripts.movingAndPeeking
        let run = try runScriptedTransition()
        XCTAssertEqual(run.checks.count, 2)
        XCTAssertEqual(run.warnings, [])
    }
}
