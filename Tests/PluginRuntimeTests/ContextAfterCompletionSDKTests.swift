import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The SDK's transition context stays readable after plugin code completes the transition, as
/// UIKit's does: reads made before are answered again without a host call (which the host
/// would refuse on an ended transition), so the run has no diagnostic.
final class ContextAfterCompletionSDKTests: XCTestCase {
    func testReadsAfterCompletingGiveTheSameAnswersAndNoDiagnostic() throws {
        ScriptedAnimator.script = ContextAfterCompletionScripts.readsAfterCompleting
        let r = try runScriptedTransition()
        XCTAssertEqual(
            r.checks,
            [
                "to controller: ok", "from controller: ok", "to view: ok", "container: ok", "final frame: ok",
                "cancelled flag: ok", "mask cleared: ok"
            ])
        XCTAssertEqual(r.warnings, [])
    }
}
