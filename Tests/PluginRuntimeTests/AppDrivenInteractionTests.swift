import AnimationCore
import AnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The host playing the app for interaction controllers that own no gesture
/// (`AppDrivenRules`), and recognizers made with UIKit's target/action spelling.
final class AppDrivenInteractionTests: XCTestCase {
    /// An ``InteractionRig`` run of `descriptor`'s plugin with `parameters`, `script` scheduled.
    private func start(_ descriptor: UnsafeRawPointer, _ script: String, parameters: [String] = []) throws -> (
        TransitionRig<ContainerViewController>, RecordingAnimator
    ) {
        let r = try InteractionRig(descriptor, script, parameters: parameters)
        return (r.rig, r.animator)
    }

    private func lines(_ h: TransitionRig<ContainerViewController>) -> [String] { InteractionRig.logged(h) }

    /// A drag of 200 of 320 points: every sample becomes `update(translation / width)` on the
    /// subclass (its override runs), and the release past half way `finish()` — once.
    func testAPercentDrivenSubclassWithoutAGestureFollowsTheDragAndFinishes() throws {
        let (h, rec) = try start(
            appDrivenPercentPluginDescriptor(), "press 250 200; move -200 0 over 0.5; wait 0.1; release")
        h.run(toFrame: 33)
        let ctx = try XCTUnwrap(h.container.currentTransition)
        XCTAssertTrue(ctx.isInteractive)
        assertClose(ctx.percentComplete, 200.0 / 320, 1e-9, "the drag's share of the width")
        h.runUntilIdle()
        let calls = lines(h)
        XCTAssertEqual(calls.last, "finish")
        XCTAssertEqual(calls.filter { $0 == "finish" || $0 == "cancel" }.count, 1, "one end per transition: \(calls)")
        let updates = calls.filter { $0.hasPrefix("update ") }.compactMap { Double($0.dropFirst(7)) }
        XCTAssertGreaterThan(updates.count, 20)
        XCTAssertEqual(updates, updates.sorted(), "a steady drag only moves forwards")
        assertClose(updates.last ?? 0, 200.0 / 320, 1e-3)
        XCTAssertEqual(h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)")
        XCTAssertEqual(rec.ended, [true])
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// A short drag released after a pause cancels; the same short drag flicked faster than
    /// the velocity threshold finishes.
    func testThresholdAndVelocityDecideTheRelease() throws {
        let (slow, _) = try start(
            appDrivenPercentPluginDescriptor(), "press 250 200; move -60 0 over 0.5; wait 0.1; release")
        slow.runUntilIdle()
        XCTAssertEqual(lines(slow).last, "cancel")
        XCTAssertEqual(slow.log.first(prefix: "completeTransition(")?.text, "completeTransition(false)")

        // 60 points in 0.05 s: 1,200 points per second at the release.
        let (flick, _) = try start(appDrivenPercentPluginDescriptor(), "press 250 200; move -60 0 over 0.05; release")
        flick.runUntilIdle()
        XCTAssertEqual(lines(flick).last, "finish")

        // The same flick under a raised velocity threshold cancels.
        let (strict, _) = try start(
            appDrivenPercentPluginDescriptor(), "press 250 200; move -60 0 over 0.05; release",
            parameters: ["app-velocity=5000"])
        strict.runUntilIdle()
        XCTAssertEqual(lines(strict).last, "cancel")
    }

    /// A fixed direction: a drag the other way makes no progress.
    func testAFixedDirectionIgnoresADragTheOtherWay() throws {
        let (h, _) = try start(
            appDrivenPercentPluginDescriptor(), "press 100 200; move 200 0 over 0.5; wait 0.1; release",
            parameters: ["app-direction=left"])
        h.run(toFrame: 33)
        assertClose(try XCTUnwrap(h.container.currentTransition).percentComplete, 0, 1e-12)
        h.runUntilIdle()
        XCTAssertEqual(lines(h).last, "cancel")
    }

    /// A plain conformer without a gesture: the host drives its context.
    func testAPlainConformerWithoutAGestureIsDrivenThroughItsContext() throws {
        let (h, rec) = try start(
            appDrivenPlainPluginDescriptor(), "press 250 200; move -200 0 over 0.5; wait 0.1; release")
        h.run(toFrame: 33)
        assertClose(try XCTUnwrap(h.container.currentTransition).percentComplete, 200.0 / 320, 1e-9)
        h.runUntilIdle()
        XCTAssertEqual(lines(h).first, "started")
        XCTAssertEqual(rec.ended, [true])
    }

    /// A controller that takes the host's events itself is left alone: the drag does nothing,
    /// its own key handling finishes.
    func testAControllerThatHandlesEventsItselfIsNotDriven() throws {
        let (h, rec) = try start(
            selfDrivenPluginDescriptor(), "press 250 200; move -200 0 over 0.5; wait 0.1; release; wait 0.2; key return"
        )
        h.run(toFrame: 33)
        assertClose(
            try XCTUnwrap(h.container.currentTransition).percentComplete, 0, 1e-12, "the host did not play the app")
        h.runUntilIdle()
        XCTAssertEqual(rec.ended, [true], "its own Return finished it")
    }

    /// Target/action: the recognizer calls the method on its target with itself, and a second
    /// pair's method without arguments; the transition follows the pan and finishes.
    func testTargetActionRecognizersCallTheirMethods() throws {
        let (h, rec) = try start(
            targetActionPluginDescriptor(), "press 250 200; move -200 0 over 0.5; wait 0.1; release")
        h.run(toFrame: 33)
        assertClose(try XCTUnwrap(h.container.currentTransition).percentComplete, 200.0 / 320, 1e-9)
        h.runUntilIdle()
        XCTAssertEqual(rec.ended, [true])
        XCTAssertGreaterThan(
            lines(h).filter { $0 == "noted" }.count, 10, "the second target/action pair ran on every change")
    }
}

/// The app-playing rules as pure functions.
final class AppDrivenRulesTests: XCTestCase {
    func testProgressAlongEachDirection() {
        let size = CGSize(width: 400, height: 800)
        XCTAssertEqual(AppDrivenRules.progress(CGPoint(x: -100, y: 30), .left, in: size), 0.25)
        XCTAssertEqual(
            AppDrivenRules.progress(CGPoint(x: -100, y: 30), .right, in: size), 0, "backwards is clamped to 0")
        XCTAssertEqual(AppDrivenRules.progress(CGPoint(x: 0, y: 200), .down, in: size), 0.25)
        XCTAssertEqual(AppDrivenRules.progress(CGPoint(x: 0, y: -1600), .up, in: size), 1, "clamped to 1")
        XCTAssertEqual(AppDrivenRules.progress(CGPoint(x: 10, y: 0), .right, in: .zero), 0, "an empty container")
    }

    func testAutoDirectionIsTheDominantAxis() {
        let r = AppDrivenRules()
        XCTAssertNil(r.resolve(.zero))
        XCTAssertEqual(r.resolve(CGPoint(x: -3, y: 2)), .left)
        XCTAssertEqual(r.resolve(CGPoint(x: 3, y: -2)), .right)
        XCTAssertEqual(r.resolve(CGPoint(x: 1, y: 5)), .down)
        XCTAssertEqual(r.resolve(CGPoint(x: 1, y: -5)), .up)
        var fixed = AppDrivenRules()
        fixed.direction = .down
        XCTAssertEqual(fixed.resolve(CGPoint(x: -300, y: 0)), .down)
    }

    func testReleaseDecision() {
        let r = AppDrivenRules()
        XCTAssertTrue(r.finishes(progress: 0.51, velocity: 0))
        XCTAssertFalse(r.finishes(progress: 0.5, velocity: 0), "past the threshold, not at it")
        XCTAssertTrue(r.finishes(progress: 0.1, velocity: 1001))
        XCTAssertFalse(r.finishes(progress: 0.9, velocity: -1001), "a fast release backwards cancels")
    }

    func testPinchProgressIsTheLogOfTheScale() {
        XCTAssertEqual(AppDrivenRules.pinchProgress(1), 0)
        XCTAssertEqual(AppDrivenRules.pinchProgress(2), 1)
        XCTAssertEqual(AppDrivenRules.pinchProgress(0.5), 1)
        assertCloseD(AppDrivenRules.pinchProgress(1.6), log2(1.6))
        XCTAssertEqual(AppDrivenRules.pinchProgress(0), 0)
        XCTAssertEqual(AppDrivenRules.pinchProgress(-3), 0)
        XCTAssertEqual(AppDrivenRules.pinchProgress(.infinity), 0)
        XCTAssertEqual(AppDrivenRules.pinchProgress(.nan), 0)
    }

    private func assertCloseD(_ a: Double, _ b: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a, b, accuracy: 1e-12, file: file, line: line)
    }
}
