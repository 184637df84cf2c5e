import XCTest

@testable import Porting

/// A stand-in given a time calls its closures when the time is up, as the app's helper would:
/// `delay(0.3) { ctx.completeTransition(true) }` completing at once ends an interactive
/// transition before it can be cancelled, and a watchdog-free run before anything is seen.
final class PortStubsTimedClosureTests: XCTestCase {
    private func source(_ name: String, _ parameters: [String], isStatic: Bool = false) -> String {
        var s = PortStubs(files: [("A.swift", "")])
        var helper = PortStubs.Stub(name: "Motion", shape: .plainClass)
        helper.members = [.init(name: name, isStatic: isStatic, kind: .method(overloads: [parameters]))]
        s.stubs.append(helper)
        return s.source()
    }

    func testACompletionAfterADelayRunsWhenTheDelayIsUp() {
        let source = source("wait", ["seconds a0: Any?", "then a1: @escaping () -> Void"])
        XCTAssertTrue(
            source.contains(
                "func wait(seconds a0: Any?, then a1: @escaping () -> Void) { DispatchQueue.main.asyncAfter(deadline: .now() + ((a0 as Any?) as? Double ?? ((a0 as Any?) as? CGFloat).map { Double($0) } ?? ((a0 as Any?) as? Int).map { Double($0) } ?? 0)) { a1(); }; }"
            ), source)
    }

    func testAnAnimationBlockWithADurationIsAnimatedAndItsCompletionWaits() {
        let source = source(
            "fadeAnimation",
            ["withDuration a0: Any?", "animations a1: @escaping () -> Void", "completion a2: ((Bool) -> Void)?"],
            isStatic: true)
        XCTAssertTrue(source.contains("{ UIView.animate(withDuration: ((a0 as Any?)"), source)
        XCTAssertTrue(source.contains(", animations: a1); DispatchQueue.main.asyncAfter("), source)
        XCTAssertTrue(source.contains("{ a2?(true); }; }"), source)
        // The unlabelled closure of a method named like an animation is its animation block.
        let spring = self.source("springIn", ["duration a0: Any?", "_ a1: @escaping () -> Void"])
        XCTAssertTrue(spring.contains("{ UIView.animate(withDuration: ((a0 as Any?)"), spring)
        XCTAssertFalse(spring.contains("asyncAfter"), spring)
    }

    /// `delay(0.3) { … }`, `after(0.5) { … }`: the unlabelled first argument of a method named
    /// for waiting is its time; of any other method it is not.
    func testAnUnlabelledTimeOfAWaitingMethod() {
        let delay = source("delay", ["_ a0: Any?", "_ a1: @escaping () -> Void"])
        XCTAssertTrue(
            delay.contains(
                "func delay(_ a0: Any?, _ a1: @escaping () -> Void) { DispatchQueue.main.asyncAfter(deadline: .now() + ((a0 as Any?)"
            ), delay)
        let fade = source("fade", ["_ a0: Any?", "_ a1: @escaping () -> Void"])
        XCTAssertTrue(fade.contains("func fade(_ a0: Any?, _ a1: @escaping () -> Void) { a1(); }"), fade)
    }

    func testWithoutATimeTheClosuresRunAtOnceAsBefore() {
        let source = source("hide", ["animated a0: Any?", "completion a1: ((Bool) -> Void)?"])
        XCTAssertTrue(
            source.contains("func hide(animated a0: Any?, completion a1: ((Bool) -> Void)?) { a1?(true); }"), source)
    }

    /// The seconds expression reads the numbers an app passes (Double, CGFloat, Int) and 0
    /// for anything else: evaluated here exactly as the stand-in writes it.
    func testTheSecondsExpressionReadsEveryNumberType() {
        func seconds(_ a0: Any?) -> Double {
            ((a0 as Any?) as? Double ?? ((a0 as Any?) as? CGFloat).map { Double($0) } ?? ((a0 as Any?) as? Int).map {
                Double($0)
            } ?? 0)
        }
        XCTAssertEqual(seconds(0.35), 0.35)
        XCTAssertEqual(seconds(CGFloat(0.5)), 0.5)
        XCTAssertEqual(seconds(2), 2)
        XCTAssertEqual(seconds(nil), 0)
        XCTAssertEqual(seconds("soon"), 0)
    }
}
