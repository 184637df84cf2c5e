import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The SDK's UIKit and Core Animation classes are NSObjects, as on iOS (NSObjectRootsSDKScripts.swift),
/// inside a real transition: `extension NSObject: P` and NSObject-constrained protocols reach
/// views, layers, controllers and recognizers, and sets, dictionary keys and `==` still go by
/// the host's handles.
final class NSObjectRootsSDKTests: XCTestCase {
    func testUIKitClassesAreNSObjectsWithTheirEqualityByHostHandle() throws {
        ScriptedAnimator.script = NSObjectRootsScripts.roots
        let r = try runScriptedTransition()
        XCTAssertEqual(r.checks.count, 36, "\(r.checks)")
        XCTAssertEqual(r.warnings, [])
    }
}
