import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// String-keyed KVO (`addObserver(_:forKeyPath:options:context:)`) in a real transition
/// (KeyValueObservingSDKScripts.swift): a scroll view's offset and a view's alpha told to a
/// `KeyValueObserving` object and to a view's override, a removed registration silent, and a
/// key path that cannot be observed refused with an error.
final class KeyValueObservingSDKTests: XCTestCase {
    func testStringKeyedObservationsTellTheirObservers() throws {
        ScriptedAnimator.script = KeyValueObservingScripts.observed
        let run = try runScriptedTransition()
        XCTAssertEqual(run.checks.count, 3)
        XCTAssertEqual(run.warnings.count, 1)
        XCTAssertTrue(run.warnings.first?.contains("layer.cornerRadius cannot be observed") == true, "\(run.warnings)")
    }
}
