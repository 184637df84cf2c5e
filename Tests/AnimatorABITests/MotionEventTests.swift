import XCTest

@testable import AnimatorABI

/// UIKit's motion events on `UIResponder`: an app controller's `motionEnded(_:with:)` override
/// (a shake-to-undo, a debug menu: AlexeyIK's login controller beside its animators, held-out
/// 39) compiles and runs when called; by default each passes the motion on to `next`.
final class MotionEventTests: XCTestCase {
    private final class Chain: UIResponder {
        var seen: [String] = []
        var after: UIResponder?
        override var next: UIResponder? { after }
    }

    private final class Shaken: UIResponder {
        var log: [String] = []
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("began \(motion.rawValue)")
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("ended \(motion.rawValue)")
            super.motionEnded(motion, with: event)
        }
        override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("cancelled \(motion.rawValue)")
        }
    }

    func testTheDefaultPassesTheMotionOnAndOverridesRun() {
        let handler = Shaken()
        let first = Chain()
        first.after = handler
        first.motionBegan(.motionShake, with: nil)
        first.motionEnded(.motionShake, with: nil)
        first.motionCancelled(.none, with: nil)
        XCTAssertEqual(handler.log, ["began 1", "ended 1", "cancelled 0"])
        // The end of the chain: nothing to pass to, nothing happens.
        Chain().motionEnded(.motionShake, with: nil)
    }
}
