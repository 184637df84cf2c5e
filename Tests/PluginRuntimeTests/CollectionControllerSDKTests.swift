import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// UIKit's `UICollectionViewController` in the SDK (CollectionControllerSDKScripts.swift), run
/// inside a real transition.
final class CollectionControllerSDKTests: XCTestCase {
    func testACollectionControllerIsItsCollectionsDataSourceAndSubclassesOverride() throws {
        ScriptedAnimator.script = CollectionControllerScripts.gridController
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 8, "\(r.checks)")
        XCTAssertTrue(r.checks.allSatisfy { $0.hasSuffix(": ok") }, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }
}
