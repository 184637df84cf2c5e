import AnimatorABI
import HostContainer
import PluginRuntime
import TestSupport
import XCTest

/// An SDK plugin object's `deinit` runs inside the host's `destroy` call with its host
/// connection (TwidereX, held-out 41: `deinit { os_log(…) }` had none and wrote to the host's
/// standard error, which the validator reports as a plugin printing).
final class DeinitLogTests: XCTestCase {
    func testADeinitsLogReachesTheHostsLog() throws {
        let plugin = try LoadedPlugin.inTest(PluginExport.animator(DeinitLoggingPlugin.self))
        let h = try TransitionRig()
        var animator: PluginAnimator? = try h.animator(plugin)
        XCTAssertNotNil(animator)
        animator = nil
        let logged = h.log.texts([.plugin])
        XCTAssertTrue(logged.contains { $0.contains("deinit 7 of test.swift-deinit-log") }, "\(logged)")
        XCTAssertTrue(logged.contains { $0.contains("[teardown] logger in deinit") }, "\(logged)")
    }
}

/// Logs from its deinit, as apps' animators do.
final class DeinitLoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    deinit {
        os_log("deinit %d of %@", 7, "test.swift-deinit-log")
        Logger(subsystem: "test", category: "teardown").info("logger in deinit")
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

enum DeinitLoggingPlugin: SDKTestPlugin {
    static let id = "test.swift-deinit-log"
    static let name = "Deinit log"
    static let summary = "Logs from its deinit"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        DeinitLoggingAnimator()
    }
}
