import AnimationCore
import CAnimatorABI
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The host's pointer as UIKit touches (TouchesSDKPlugins.swift): hit-tested to the deepest
/// view, passed up the responder chain, located in any view's coordinates through transforms,
/// cancelled when a gesture recognizer takes the sequence, and driving controls (a slider's
/// thumb, a button's tap) as UIKit's do.
final class TouchesSDKTests: XCTestCase {
    /// A → B in the custom container (320 × 480) under the touch plugin with `scene`, a linear
    /// 1 s recording animator, input `script` forwarded as a session forwards it.
    private func start(_ scene: TouchScene, _ script: String, continuous: Bool = true) throws -> (
        TransitionRig<ContainerViewController>, RecordingAnimator
    ) {
        TouchInteraction.scene = scene
        TouchInteraction.sliderContinuous = continuous
        let run = try InteractionRig(touchPluginDescriptor(), script)
        return (run.rig, run.animator)
    }

    private func lines(_ h: TransitionRig<ContainerViewController>, _ prefix: String) -> [String] {
        h.log.texts([.plugin]).compactMap { l in l.range(of: "]: \(prefix)").map { String(l[$0.upperBound...]) } }
    }

    /// A press lands on the deepest view under it (a plain child of a view scaled 2×); the
    /// child does not handle touches, so they reach its superview through the responder
    /// chain; locations are the window's converted through the scale: (100, 150) is (75, 75)
    /// in the scaled view and (65, 65) in the child, and the 40-point move right is 20 points
    /// in the scaled view.
    func testTouchesReachTheHitViewThroughTheChainInItsCoordinates() throws {
        let (h, rec) = try start(.views, "press 100 150; move 40 0 over 0.2; wait 0.1; release")
        h.runUntilIdle()
        XCTAssertEqual(lines(h, "container origin "), ["0.0 0.0"], "the container is at the window's origin")
        let touches = lines(h, "touch ")
        XCTAssertEqual(touches.first, "began child began 75.0 75.0 | 65.0 65.0 | prev 75.0 75.0 | 1")
        let moves = touches.filter { $0.hasPrefix("moved") }
        XCTAssertGreaterThan(moves.count, 1, "\(touches)")
        XCTAssertTrue(moves.allSatisfy { $0.hasPrefix("moved child moved ") }, "\(moves)")
        XCTAssertEqual(
            moves.last.map { String($0.split(separator: "|")[0]) }, "moved child moved 95.0 75.0 ", "\(moves)")
        // Each move's previous location is the one before (the same touch object throughout).
        var last = "75.0 75.0"
        for m in moves {
            let parts = m.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(parts[2], "prev \(last)", "\(moves)")
            last = parts[0].split(separator: " ").suffix(2).joined(separator: " ")
        }
        XCTAssertEqual(touches.last, "ended child ended 95.0 75.0 | 85.0 65.0 | prev 95.0 75.0 | 1")
        XCTAssertEqual(touches.filter { $0.hasPrefix("cancelled") }, [])
        XCTAssertEqual(rec.ended, [true], "the release finished the transition")
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// A press outside every view of the plugin's reaches none of them.
    func testAPressOutsideTheViewsTouchesNothing() throws {
        let (h, _) = try start(.views, "press 300 460; move -10 0 over 0.1; release")
        h.run(toFrame: 30)
        XCTAssertEqual(lines(h, "touch "), [])
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// A pan recognizer on the container recognizes the drag: the touch it took is cancelled in
    /// the view (`cancelsTouchesInView`), which then gets no moves and no end.
    func testARecognizedPanCancelsTheTouchInTheView() throws {
        let (h, rec) = try start(.pan, "press 100 150; move 40 0 over 0.2; wait 0.1; release")
        h.runUntilIdle()
        let touches = lines(h, "touch ").map { String($0.split(separator: " ").prefix(2).joined(separator: " ")) }
        XCTAssertEqual(touches, ["began child", "cancelled child"])
        XCTAssertEqual(lines(h, "pan ").first, "began")
        XCTAssertEqual(lines(h, "pan ").last, "ended")
        XCTAssertEqual(rec.ended, [true])
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// The slider's thumb (centre (134, 320) at 0.5 on a 228-point track, 200 points of
    /// travel) dragged 50 points right ends at 0.75, sending `.valueChanged` on the way (as it
    /// is continuous) and the touch events a control sends; the button's press and release
    /// send touchDown (highlighted) and touchUpInside (no longer highlighted).
    func testControlsFollowTheirTouches() throws {
        let (h, rec) = try start(
            .controls,
            "press 134 320; move 50 0 over 0.2; wait 0.1; release; wait 0.1; press 70 400; wait 0.05; release")
        h.runUntilIdle()
        let controls = lines(h, "control ")
        let slider = controls.filter { $0.hasPrefix("slider") }
        XCTAssertEqual(slider.first, "slider touchDown")
        let values = slider.filter { $0.hasPrefix("slider valueChanged") }.map {
            Float($0.split(separator: " ").last!)!
        }
        XCTAssertGreaterThan(values.count, 1, "\(slider)")
        XCTAssertEqual(values.last, 0.75)
        XCTAssertEqual(values, values.sorted(), "the value only grows with the drag right")
        XCTAssertTrue(slider.contains("slider touchDragInside"))
        XCTAssertEqual(slider.last, "slider touchUpInside")
        XCTAssertEqual(
            controls.filter { $0.hasPrefix("button") }, ["button touchDown true", "button touchUpInside false"])
        XCTAssertEqual(rec.ended, [true], "the button's tap finished the transition")
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// A slider that is not continuous sends one `.valueChanged`, on release, with the value
    /// the drag left (0.75).
    func testANonContinuousSliderSendsOnceOnRelease() throws {
        let (h, _) = try start(.controls, "press 134 320; move 50 0 over 0.2; wait 0.1; release", continuous: false)
        h.run(toFrame: 30)
        let slider = lines(h, "control slider ")
        XCTAssertEqual(slider.filter { $0.hasPrefix("valueChanged") }, ["valueChanged 0.75"], "\(slider)")
        let changed = try XCTUnwrap(slider.firstIndex(of: "valueChanged 0.75"))
        XCTAssertEqual(slider.last, "touchUpInside")
        XCTAssertLessThan(changed, slider.count - 1, "sent before touchUpInside, from endTracking")
    }

    /// A button's touch stays "inside" within UIKit's 70-point margin around its bounds (x
    /// 20…120): released at x 180, 60 points past the right edge, it is a touchUpInside (which
    /// finishes); released at x 200, 80 points past, it left on the way (touchDragExit) and is
    /// a touchUpOutside, which does not finish.
    func testAButtonTouchCountsAsInsideWithinTheTrackingMargin() throws {
        let (near, nearRec) = try start(.controls, "press 70 400; moveto 180 400 over 0.1; wait 0.05; release")
        near.runUntilIdle()
        let nearEvents = lines(near, "control button ")
        XCTAssertEqual(nearEvents.first, "touchDown true")
        XCTAssertFalse(nearEvents.contains { $0.hasPrefix("touchDragExit") }, "\(nearEvents)")
        XCTAssertEqual(nearEvents.last, "touchUpInside false")
        XCTAssertEqual(nearRec.ended, [true])

        let (far, farRec) = try start(.controls, "press 70 400; moveto 200 400 over 0.1; wait 0.05; release")
        far.run(toFrame: 40)
        let farEvents = lines(far, "control button ")
        XCTAssertEqual(farEvents.filter { $0.hasPrefix("touchDragExit") }, ["touchDragExit false"], "\(farEvents)")
        XCTAssertEqual(farEvents.last, "touchUpOutside false")
        XCTAssertEqual(farRec.ended, [], "touchUpOutside does not finish the transition")
    }

    /// A press beside the thumb, on the track, moves nothing (UIKit's slider is dragged by its
    /// thumb only): its `beginTracking` declines the touch, so the slider does not track it
    /// and sends no event at all.
    func testAPressOnTheTrackDoesNotMoveTheSlider() throws {
        let (h, _) = try start(.controls, "press 220 320; move 20 0 over 0.1; release")
        h.run(toFrame: 30)
        XCTAssertEqual(lines(h, "control slider"), [])
        XCTAssertEqual(lines(h, "container origin ").count, 1, "the scene was set up")
    }
}
