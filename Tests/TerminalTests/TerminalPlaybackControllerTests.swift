import AnimationCore
import HostContainer
import Session
import TestSupport
import XCTest
@testable import Terminal

/// The player's logic on a virtual clock: keys, mouse and replay, without a terminal.
final class TerminalPlaybackControllerTests: XCTestCase {
    var clockTime = 0.0

    func controller(interaction: String = "none", duration: Double = 1) throws -> PlaybackController {
        var config = SessionConfiguration(animator: try TestPlugins.choice("slide", ["duration=\(duration)"]))
        if interaction == "pan" {
            config.interaction = .pan
        } else if interaction != "none" {
            config.interaction = .plugin(try TestPlugins.choice(interaction))
        }
        return try PlaybackController(
            config: config, makeClock: { VirtualClock(fps: 60) }, now: { [unowned self] in self.clockTime })
    }

    func step(_ c: PlaybackController, _ n: Int) {
        for _ in 0..<n {
            try! c.step()
            clockTime += 1.0 / 60
        }
    }

    func runUntilEnded(_ c: PlaybackController, max: Int = 600) {
        var n = 0
        while !c.phase.hasEnded && n < max {
            step(c, 1)
            n += 1
        }
    }

    func testKeysScrubAndSpaceFinishes() throws {
        let c = try controller()
        step(c, 1)
        XCTAssertEqual(c.phase, .running)
        XCTAssertEqual(c.status.interaction, "none")
        step(c, 20)
        let before = c.session.status.progress
        XCTAssertGreaterThan(before, 0)
        try c.handle(.key(.right))
        XCTAssertNotNil(c.session.status.duration, "a transition is running")
        XCTAssertEqual(c.phase, .interactive)
        XCTAssertEqual(c.status.interaction, "keyboard", "a transition without interaction controller is adopted")
        // Grabbed where it is now (a running transition's reported percent lags a frame), plus 5%.
        let held = c.session.status.progress
        XCTAssertEqual(held, before + 0.05 + 1.0 / 60, accuracy: 0.02)
        // Held: time passes, progress does not.
        step(c, 10)
        XCTAssertEqual(c.session.status.progress, held, accuracy: 1e-9)
        XCTAssertEqual(c.status.progress, held, accuracy: 1e-9)
        for _ in 0..<3 { try c.handle(.key(.right)) }
        XCTAssertEqual(c.session.status.progress, held + 0.15, accuracy: 1e-9)
        try c.handle(.key(.left))
        XCTAssertEqual(c.session.status.progress, held + 0.1, accuracy: 1e-9)
        // Above 20%: space finishes.
        try c.handle(.key(.space))
        XCTAssertEqual(c.phase, .finishing)
        runUntilEnded(c)
        XCTAssertEqual(c.phase, .completed)
        XCTAssertEqual(c.status.progress, 1)
        XCTAssertTrue(c.status.text(width: 200).contains("completed, showing the last frame"))
        // Keys do nothing once it is over; the time stays.
        let t = c.status.time
        try c.handle(.key(.left))
        step(c, 5)
        XCTAssertEqual(c.phase, .completed)
        XCTAssertEqual(c.status.time, t)
    }

    func testScrubClampsAndSpaceCancelsAtLowProgress() throws {
        let c = try controller()
        step(c, 3)
        for _ in 0..<30 { try c.handle(.key(.left)) }
        XCTAssertEqual(c.session.status.progress, 0)
        try c.handle(.key(.right))
        XCTAssertEqual(c.session.status.progress, 0.05, accuracy: 1e-9)
        try c.handle(.key(.space))
        XCTAssertEqual(c.phase, .cancelling)
        runUntilEnded(c)
        XCTAssertEqual(c.phase, .cancelled)
        XCTAssertEqual(c.status.progress, 0)
    }

    func testReplayStartsOverAndQuitKeys() throws {
        let c = try controller(duration: 0.2)
        runUntilEnded(c)
        XCTAssertEqual(c.phase, .completed)
        let first = c.session
        try c.handle(.key(.character("r")))
        XCTAssertFalse(c.session === first)
        XCTAssertEqual(c.replays, 1)
        step(c, 1)
        XCTAssertEqual(c.phase, .running)
        XCTAssertEqual(c.status.time, 0)
        XCTAssertFalse(c.quitRequested)
        try c.handle(.key(.character("x")))
        XCTAssertFalse(c.quitRequested)
        try c.handle(.key(.character("q")))
        XCTAssertTrue(c.quitRequested)
        let d = try controller()
        try d.handle(.key(.controlC))
        XCTAssertTrue(d.quitRequested)
    }

    func testMouseDragIsThePan() throws {
        let c = try controller(duration: 2)
        c.layout = TerminalLayout(columns: 100, rows: 41, viewport: Size(width: 390, height: 844))
        step(c, 10)
        // A press outside the picture does nothing.
        try c.handle(.mouse(MouseEvent(.press, button: 0, column: 5, row: 20)))
        try c.handle(.mouse(MouseEvent(.drag, button: 0, column: 4, row: 20)))
        step(c, 1)
        XCTAssertEqual(c.phase, .running)
        try c.handle(.mouse(MouseEvent(.release, button: 0, column: 4, row: 20)))
        // Press in the middle, drag left: the pan grabs the running transition.
        try c.handle(.mouse(MouseEvent(.press, button: 0, column: 50, row: 20)))
        step(c, 1)
        let start = c.session.status.progress
        var column = 50
        for _ in 0..<8 {
            column -= 1
            try c.handle(.mouse(MouseEvent(.drag, button: 0, column: column, row: 20)))
            step(c, 1)
        }
        XCTAssertEqual(c.phase, .interactive)
        XCTAssertEqual(c.status.interaction, "pan")
        let held = c.session.status.progress
        // 8 cells = 8 pixels = 8 / scale points; the pan moves 0.5 per container width.
        let expected = 8 / c.layout!.scale / 390 * 0.5
        XCTAssertEqual(held - start, expected, accuracy: 0.02)
        step(c, 10)  // rest, so the release is not a flick
        try c.handle(.mouse(MouseEvent(.release, button: 0, column: column, row: 20)))
        XCTAssertEqual(c.phase, held > 0.2 ? .finishing : .cancelling)
        runUntilEnded(c)
        XCTAssertEqual(c.phase, held > 0.2 ? .completed : .cancelled)
    }

    func testPanSessionWaitsThenKeysStartIt() throws {
        let c = try controller(interaction: "pan")
        step(c, 5)
        XCTAssertEqual(c.phase, .waiting)
        XCTAssertTrue(c.status.help.contains("drag"))
        try c.handle(.key(.space))
        XCTAssertEqual(c.phase, .waiting, "space has nothing to release")
        try c.handle(.key(.right))
        XCTAssertEqual(c.phase, .interactive)
        XCTAssertEqual(c.session.status.progress, 0.05, accuracy: 1e-9)
        step(c, 3)
        try c.handle(.key(.space))
        XCTAssertEqual(c.phase, .cancelling)
        runUntilEnded(c)
        XCTAssertEqual(c.phase, .cancelled)
    }

    /// A pan-driven session waits for input; the status line's time is the transition's, from
    /// the frame before it started, not the session's (which counts the wait).
    func testStatusTimeIsTheTransitionsNotTheWait() throws {
        let c = try controller(interaction: "pan")
        step(c, 120)  // two seconds of waiting: frames at 0 … 119/60
        XCTAssertEqual(c.phase, .waiting)
        XCTAssertEqual(try XCTUnwrap(c.lastFrame).time, 119.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(c.status.time, 0)
        XCTAssertTrue(c.status.text(width: 200).contains("| t 0.00 s |"), c.status.text(width: 200))
        try c.handle(.key(.right))  // starts the transition and grabs it
        step(c, 30)
        XCTAssertEqual(c.phase, .interactive)
        XCTAssertEqual(c.status.time, 30.0 / 60, accuracy: 1e-9, "half a second of transition, not 2.5 s of session")
        XCTAssertTrue(c.status.text(width: 200).contains("| t 0.50 s |"), c.status.text(width: 200))
        for _ in 0..<4 { try c.handle(.key(.right)) }
        try c.handle(.key(.space))
        runUntilEnded(c)
        XCTAssertEqual(c.phase, .completed)
        let ended = c.status.time
        XCTAssertEqual(ended, try XCTUnwrap(c.lastFrame).time - 119.0 / 60, accuracy: 1e-9)
        step(c, 10)
        XCTAssertEqual(c.status.time, ended, "frozen once over")
        // A replay waits again from 0; a mouse drag starts it this time.
        try c.replay()
        c.layout = TerminalLayout(columns: 100, rows: 41, viewport: Size(width: 390, height: 844))
        step(c, 60)
        XCTAssertEqual(c.status.time, 0)
        try c.handle(.mouse(MouseEvent(.press, button: 0, column: 50, row: 20)))
        var frames = 0
        for column in stride(from: 49, through: 30, by: -1) {
            try c.handle(.mouse(MouseEvent(.drag, button: 0, column: column, row: 20)))
            step(c, 1)
            frames += 1
            if c.phase != .waiting { break }
        }
        XCTAssertEqual(c.phase, .interactive, "the drag started the transition")
        XCTAssertEqual(c.status.time, 1.0 / 60, accuracy: 1e-9, "one frame into the transition")
        step(c, 9)
        XCTAssertEqual(c.status.time, 10.0 / 60, accuracy: 1e-9)
        XCTAssertLessThan(frames, 20)
    }

    func testOtherKeysGoToAnInteractionPlugin() throws {
        let c = try controller(interaction: "keys", duration: 1)
        step(c, 1)
        XCTAssertEqual(c.phase, .interactive)
        XCTAssertEqual(c.status.interaction, "keys")
        XCTAssertNotNil(c.session.status.duration, "a transition is running")
        let before = c.session.status.progress
        try c.handle(.key(.character("x")))  // the plugin advances on any key
        XCTAssertGreaterThan(c.session.status.progress, before)
        try c.handle(.key(.enter))  // and lets go on Return
        XCTAssertNotEqual(c.phase, .interactive)
        runUntilEnded(c)
        XCTAssertTrue(c.phase.hasEnded)
        XCTAssertFalse(c.quitRequested)
    }

    /// The wheel pinches a collection's layout-to-layout push: three notches up spread the
    /// fingers to 1.1³ (progress log2 1.331), five more past 2× (all the way); the pinch ends
    /// 0.3 s after the last notch and the transition finishes.
    func testTheWheelIsAPinch() throws {
        var config = SessionConfiguration(animator: try TestPlugins.choice("slide"))
        config.container = .collection
        config.layout = try TestPlugins.choice("grid")
        config.toLayout = try TestPlugins.choice("list")
        config.interaction = .pinch
        let c = try PlaybackController(
            config: config, makeClock: { VirtualClock(fps: 60) }, now: { [unowned self] in self.clockTime })
        c.layout = TerminalLayout(columns: 100, rows: 41, viewport: Size(width: 390, height: 844))
        step(c, 5)
        XCTAssertEqual(c.phase, .waiting, "a pinch-driven session waits for the pinch")
        XCTAssertEqual(c.status.animator, "grid → list")
        for _ in 0..<3 { try c.handle(.mouse(MouseEvent(.scrollUp, button: -1, column: 50, row: 20))) }
        step(c, 1)
        XCTAssertEqual(c.phase, .interactive)
        XCTAssertEqual(c.status.interaction, "pinch")
        XCTAssertEqual(c.session.status.progress, log2(1.331), accuracy: 1e-9)
        try c.handle(.mouse(MouseEvent(.scrollDown, button: -1, column: 50, row: 20)))
        step(c, 1)
        XCTAssertEqual(c.session.status.progress, log2(1.21), accuracy: 1e-9, "a notch down closes the fingers")
        for _ in 0..<6 { try c.handle(.mouse(MouseEvent(.scrollUp, button: -1, column: 50, row: 20))) }
        step(c, 1)
        XCTAssertEqual(c.session.status.progress, 1, accuracy: 1e-9)
        step(c, 10)
        XCTAssertEqual(c.phase, .interactive, "held until 0.3 s after the last notch")
        runUntilEnded(c)
        XCTAssertEqual(c.phase, .completed)
    }

    // MARK: play --watch

    /// A config playing the slide for `duration` seconds, and the sessions that play it.
    private func build(duration: Double) throws -> (SessionConfiguration, () throws -> TransitionDriving) {
        let config = SessionConfiguration(animator: try TestPlugins.choice("slide", ["duration=\(duration)"]))
        return (config, { try TransitionSession(config: config, clock: VirtualClock(fps: 60)) })
    }

    func testAReloadHoldsAHeldTransitionAtTheSameProgressInTheNewBuild() throws {
        let c = try controller(duration: 1)
        step(c, 10)
        for _ in 0..<6 { try c.handle(.key(.right)) }
        XCTAssertEqual(c.phase, .interactive)
        let held = c.session.status.progress
        XCTAssertGreaterThan(held, 0.4, "10 frames in, plus 6 × 5 %")
        let old = c.session
        let (config, make) = try build(duration: 2)
        try c.reload(config: config, makeSession: make)
        XCTAssertFalse(c.session === old, "a new session plays the new build")
        XCTAssertEqual(c.config, config)
        XCTAssertEqual(c.reloads, 1)
        XCTAssertEqual(c.replays, 0, "a reload is not a replay")
        step(c, 1)
        XCTAssertEqual(c.phase, .interactive, "held again")
        XCTAssertEqual(try XCTUnwrap(c.lastFrame).progress, held, accuracy: 1e-9, "at the same progress")
        // Held in the new build: time passes, progress does not; the new duration applies.
        step(c, 30)
        XCTAssertEqual(try XCTUnwrap(c.lastFrame).progress, held, accuracy: 1e-9)
        XCTAssertEqual(c.session.status.duration ?? 0, 2, accuracy: 1e-9)
        try c.handle(.key(.space))
        runUntilEnded(c)
        XCTAssertEqual(c.phase, .completed)
    }

    func testAReloadOfARunningOrEndedTransitionPlaysItFromTheStart() throws {
        let c = try controller(duration: 0.5)
        runUntilEnded(c)
        XCTAssertEqual(c.phase, .completed)
        let (config, make) = try build(duration: 0.25)
        try c.reload(config: config, makeSession: make)
        step(c, 1)
        XCTAssertEqual(c.phase, .running)
        XCTAssertLessThan(try XCTUnwrap(c.lastFrame).progress, 0.1, "from the start")
        var frames = 1
        while !c.phase.hasEnded && frames < 600 {
            step(c, 1)
            frames += 1
        }
        XCTAssertEqual(c.phase, .completed)
        XCTAssertLessThan(frames, 40, "the new build's 0.25 s, not the old 0.5 s (about 15 frames plus its settling)")
    }

    /// A session whose worker died at once: every step throws.
    private final class DeadSession: TransitionDriving {
        struct Died: Error {}
        var status: TransitionSession.Status {
            TransitionSession.Status(phase: .waiting, progress: 0, interaction: "none", duration: nil)
        }
        var diagnostics: [String] { [] }
        func step() throws -> TransitionSession.Frame { throw Died() }
        func scrub(by delta: Double) {}
        func release(threshold: Double) {}
        func sendSignal(_ name: String, value: Double, at time: Double) {}
        func pressKey(_ code: Int32, at time: Double) {}
        func handlePointer(_ input: ScriptedInput) {}
    }

    func testAReloadThatCannotStartKeepsTheOldSessionAndANoticeShowsForThreeSeconds() throws {
        let c = try controller()
        step(c, 5)
        let old = c.session, config = c.config
        struct Broken: Error {}
        XCTAssertThrowsError(try c.reload(config: c.config, makeSession: { throw Broken() }))
        XCTAssertTrue(c.session === old)
        XCTAssertEqual(c.reloads, 0)
        // A build whose first frame fails while the transition is held: nothing changes either.
        try c.handle(.key(.right))
        XCTAssertEqual(c.phase, .interactive)
        let (other, _) = try build(duration: 3)
        XCTAssertThrowsError(try c.reload(config: other, makeSession: { DeadSession() }))
        XCTAssertTrue(c.session === old, "the old session plays on")
        XCTAssertEqual(c.config, config)
        XCTAssertEqual(c.reloads, 0)
        step(c, 2)
        XCTAssertEqual(c.phase, .interactive)
        c.show("reloaded libFade.so")
        XCTAssertTrue(c.status.text(width: 200).hasSuffix("| reloaded libFade.so"), c.status.text(width: 200))
        clockTime += PlaybackController.noticeDuration - 0.01
        XCTAssertEqual(c.status.notice, "reloaded libFade.so")
        clockTime += 0.02
        XCTAssertNil(c.status.notice, "gone after three seconds")
        XCTAssertTrue(c.status.text(width: 200).hasSuffix("space release  r replay  q quit"))
    }
}
