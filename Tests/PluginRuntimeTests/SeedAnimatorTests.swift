import AnimationCore
import Foundation
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// The bundled animators that come from the seed articles, loaded from their built `.so` files
/// and checked against the articles' steps in closed form: `pin-rotate` against the pin-rotating
/// transition manager, `slide` against the custom container's `PrivateAnimatedTransition`, and
/// `zoom-fade` against what the container article says of the sample animator it plugs in.
/// Expected values are computed here from the documented timing (UIKit's spring as the engine
/// documents it, the ease-in-out Bézier), never by calling the engine's own timing code.
final class SeedAnimatorTests: XCTestCase {
    // MARK: Closed forms

    /// Progress (0 → 1, above 1 when it overshoots) of UIKit's spring with damping ratio `zeta`
    /// (< 1) and initial velocity `v` (distances per second) over `duration`, at `t`: mass 1
    /// and the ω₀ for which `|ζω₀ − v| / (ω₀√(1−ζ²)) · e^(−ζω₀T) = 1e-3` (the engine's
    /// documented model, Framer's approximation). With v = 0 that is
    /// `ω₀ = ln(ζ / (√(1−ζ²) · 1e-3)) / (ζT)`; otherwise its largest root is bisected here.
    private func springProgress(zeta: Double, velocity v: Double, duration T: Double, at t: Double) -> Double {
        let root = ((1 - zeta) * (1 + zeta)).squareRoot()
        var w0: Double
        if v == 0 {
            w0 = log(zeta / (root * 1e-3)) / (zeta * T)
        } else {
            func g(_ w: Double) -> Double { log(abs(zeta * w - v) / (w * root)) - zeta * w * T - log(1e-3) }
            // g is positive at 5/T and negative at 2000/T for the springs tested here, and
            // falls between them: one crossing.
            var lo = 5 / T, hi = 2000 / T
            precondition(g(lo) > 0 && g(hi) < 0)
            for _ in 0..<200 {
                let mid = (lo + hi) / 2
                if g(mid) >= 0 { lo = mid } else { hi = mid }
            }
            w0 = (lo + hi) / 2
        }
        // Under-damped motion from displacement 1 with velocity −v (towards the target).
        let beta = zeta * w0, wd = w0 * root
        let x = exp(-beta * t) * (cos(wd * t) + ((-v + beta) / wd) * sin(wd * t))
        return 1 - x
    }

    /// UIKit's default block-animation curve, the cubic Bézier (0.42, 0, 0.58, 1), at `x`
    /// (the Bézier parameter found by bisection: x(s) is increasing).
    private func easeInOut(_ x: Double) -> Double {
        func bez(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bez(0.42, 0.58, mid) < x { lo = mid } else { hi = mid }
        }
        return bez(0, 1, (lo + hi) / 2)
    }

    /// Asserts that `t` is a pure rotation by `angle` (about the layer's anchor point).
    private func assertRotation(
        _ t: Transform3D, _ angle: Double, _ tol: Double = 1e-9, _ label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let m = t.affine
        XCTAssertTrue(t.isAffine, label, file: file, line: line)
        assertClose(m.a, cos(angle), tol, "\(label) a", file: file, line: line)
        assertClose(m.b, sin(angle), tol, "\(label) b", file: file, line: line)
        assertClose(m.c, -sin(angle), tol, "\(label) c", file: file, line: line)
        assertClose(m.d, cos(angle), tol, "\(label) d", file: file, line: line)
        assertClose(m.tx, 0, tol, "\(label) tx", file: file, line: line)
        assertClose(m.ty, 0, tol, "\(label) ty", file: file, line: line)
    }

    /// Asserts that `t` is a pure uniform scale by `s`.
    private func assertScale(
        _ t: Transform3D, _ s: Double, _ tol: Double = 1e-9, _ label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let m = t.affine
        XCTAssertTrue(t.isAffine, label, file: file, line: line)
        assertClose(m.a, s, tol, "\(label) a", file: file, line: line)
        assertClose(m.d, s, tol, "\(label) d", file: file, line: line)
        assertClose(m.b, 0, tol, "\(label) b", file: file, line: line)
        assertClose(m.c, 0, tol, "\(label) c", file: file, line: line)
        assertClose(m.tx, 0, tol, "\(label) tx", file: file, line: line)
        assertClose(m.ty, 0, tol, "\(label) ty", file: file, line: line)
    }

    /// A custom container (320 × 480, A B C) whose delegate vends the bundled `id` with
    /// `params`, wrapped to capture the state at the start.
    private func rig(_ id: String, _ params: [String] = []) throws -> (
        TransitionRig<ContainerViewController>, CapturingAnimator
    ) {
        let h = try TransitionRig()
        let capture = CapturingAnimator(try h.animator(id, params))
        h.delegate(animator: capture)
        return (h, capture)
    }

    // MARK: pin-rotate

    /// The pin-rotate default timing: the article's 1 s, and (its values being lost) a spring
    /// with damping 0.8 and velocity 0.
    private func pinProgress(at t: Double) -> Double { springProgress(zeta: 0.8, velocity: 0, duration: 1, at: t) }

    func testPinRotateDefaultsAreTheDocumentedOnes() throws {
        let info = try TestPlugins.plugin("pin-rotate").info
        let defaults = Dictionary(uniqueKeysWithValues: info.parameters.map { ($0.name, $0.defaultText) })
        XCTAssertEqual(defaults, ["duration": "1", "damping": "0.8", "velocity": "0", "direction": "clockwise"])
    }

    /// Steps 1–4 of the article, right after `animateTransition`: the from view pinned at its
    /// top centre where it was, the to view below it at (−w, h) a quarter turn round; the model
    /// already holds step 5's targets.
    func testPinRotateSetsUpTheArticlesStartState() throws {
        let (h, capture) = try rig("pin-rotate")
        let ctx = try h.select(1)
        let a = h.children[0].view, b = h.children[1].view
        let source = ctx.initialFrame(for: ctx.fromViewController)
        let final = try XCTUnwrap(capture.toFinal)
        XCTAssertEqual(source, Rect(x: 0, y: 0, width: 320, height: 480))

        // Step 2: anchor (0.5, 0), position at the top centre (the article's (160, 0)), the
        // frame unchanged by the anchor change.
        XCTAssertEqual(a.layer.model.anchorPoint, Point(x: 0.5, y: 0))
        assertClose(a.layer.model.position, Point(x: source.minX + source.width / 2, y: source.minY))
        assertClose(
            a.layer.model.position, Point(x: 160, y: 0), 1e-12,
            "the article's literal position for its 320-point screen")
        XCTAssertEqual(a.layer.model.bounds.size, source.size)
        // Step 3: the to view below the from view.
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [b.id, a.id])
        XCTAssertEqual(b.layer.model.anchorPoint, Point(x: 0.5, y: 0.5), "the to view is not pinned")
        // Step 5's targets are the model.
        assertRotation(a.layer.model.transform, .pi, 1e-12, "from view target: rotation π")
        assertClose(b.layer.model.position, final.center, 1e-12, "to view target: its final centre")
        XCTAssertEqual(b.layer.model.bounds.size, final.size)
        assertRotation(b.layer.model.transform, 0, 0, "to view target: rotation 0")

        // Step 4 on screen at t = 0.
        h.run(toFrame: 0)
        let a0 = a.layer.presentation, b0 = b.layer.presentation
        assertClose(b0.position, Point(x: -source.width, y: source.height), 1e-9, "to view centre at (−w, h)")
        assertRotation(b0.transform, .pi / 2, 1e-9, "to view a quarter turn round")
        assertRotation(a0.transform, 0, 1e-9, "from view not yet turned")
        XCTAssertEqual(a0.frame, source, "the pinned from view has not moved")
    }

    /// Step 5 in closed form: every frame shows the spring's progress q — the from view turned
    /// by πq about its top centre, the to view's centre q of the way from (−w, h) to its final
    /// centre and its rotation π/2 · (1 − q).
    func testPinRotateFollowsTheDocumentedSpring() throws {
        let (h, capture) = try rig("pin-rotate")
        let ctx = try h.select(1)
        let a = h.children[0].view, b = h.children[1].view
        let source = ctx.initialFrame(for: ctx.fromViewController)
        let final = try XCTUnwrap(capture.toFinal).center
        let start = Point(x: -source.width, y: source.height)
        for n in [6, 12, 18, 30, 45, 59] {
            h.run(toFrame: n)
            let q = pinProgress(at: Double(n) / 60)
            let label = "frame \(n), q \(q)"
            let pa = a.layer.presentation, pb = b.layer.presentation
            assertRotation(pa.transform, .pi * q, 1e-7, "from \(label)")
            assertClose(pa.position, Point(x: 160, y: 0), 1e-9, "from stays pinned, \(label)")
            assertClose(
                pb.position, Point(x: start.x + (final.x - start.x) * q, y: start.y + (final.y - start.y) * q), 1e-6,
                "to \(label)")
            assertRotation(pb.transform, .pi / 2 * (1 - q), 1e-7, "to \(label)")
        }
        // Just before completion the from view has all but finished its half turn (the
        // spring's last overshoot is under 2e-3 of it).
        assertRotation(a.layer.presentation.transform, .pi, 2e-3 * .pi, "from view at π before completion")
        XCTAssertEqual(h.log.count(prefix: "completeTransition("), 0, "not yet completed at frame 59")
    }

    /// The end: completed at 1 s, the to view at its final frame and centre with the identity
    /// transform, alone in the container; the from view (removed) put back as it was.
    func testPinRotateEndsInPlaceAndRestoresTheFromView() throws {
        let (h, capture) = try rig("pin-rotate")
        let ctx = try h.select(1)
        let a = h.children[0].view, b = h.children[1].view
        let source = ctx.initialFrame(for: ctx.fromViewController)
        h.runUntilIdle()
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 1.0)
        XCTAssertEqual(h.log.diagnostics, [])
        let final = try XCTUnwrap(capture.toFinal)
        XCTAssertEqual(b.layer.model.position, final.center)
        XCTAssertEqual(b.frame, final)
        XCTAssertEqual(b.layer.model.transform, .identity)
        XCTAssertEqual(b.layer.presentation, b.layer.model)
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [b.id])
        // The departure: the from view is clean for a later transition back to it.
        XCTAssertNil(a.superview)
        XCTAssertEqual(a.layer.model.transform, .identity)
        XCTAssertEqual(a.layer.model.anchorPoint, Point(x: 0.5, y: 0.5))
        XCTAssertEqual(a.frame, source)
        XCTAssertEqual(a.layer.model, try XCTUnwrap(capture.fromBefore), "the from view exactly as it was")
    }

    /// `direction=counterclockwise` is the article's motion mirrored about the source frame's
    /// vertical centre line.
    func testPinRotateCounterclockwiseIsTheMirrorImage() throws {
        let (h, capture) = try rig("pin-rotate", ["direction=counterclockwise"])
        let ctx = try h.select(1)
        let a = h.children[0].view, b = h.children[1].view
        let source = ctx.initialFrame(for: ctx.fromViewController)
        let final = try XCTUnwrap(capture.toFinal).center
        assertRotation(a.layer.model.transform, -.pi, 1e-12, "from view target: rotation −π")
        h.run(toFrame: 0)
        let start = Point(x: 2 * source.midX + source.width, y: source.height)
        assertClose(b.layer.presentation.position, start, 1e-9, "to view starts at the mirror of (−w, h)")
        assertRotation(b.layer.presentation.transform, -.pi / 2, 1e-9, "to view a quarter turn the other way")
        h.run(toFrame: 18)
        let q = pinProgress(at: 18.0 / 60)
        assertRotation(a.layer.presentation.transform, -.pi * q, 1e-7, "from at frame 18")
        assertClose(
            b.layer.presentation.position,
            Point(x: start.x + (final.x - start.x) * q, y: start.y + (final.y - start.y) * q), 1e-6)
        h.runUntilIdle()
        XCTAssertEqual(h.container.selectedIndex, 1)
        XCTAssertEqual(h.log.diagnostics, [])
    }

    /// The generalisation of the article's (160, 0): a from frame that does not start at the
    /// top left (a custom presentation's presented view, (0, 120, 320, 360), being dismissed)
    /// is pinned at its own top centre, and its nil to view is left alone.
    func testPinRotatePinsAnOffsetFromFrameAtItsOwnTopCentre() throws {
        let m = try ModalFixture()
        m.animator = try m.rig.animator("pin-rotate")
        m.presentAtOnce(style: .custom)
        let b = m.B.view
        let source = b.frame
        XCTAssertEqual(source, Rect(x: 0, y: 120, width: 320, height: 360))
        m.modal.dismiss()
        XCTAssertEqual(b.layer.model.anchorPoint, Point(x: 0.5, y: 0))
        assertClose(b.layer.model.position, Point(x: source.minX + source.width / 2, y: source.minY))
        m.rig.run(toFrame: 0)
        XCTAssertEqual(b.layer.presentation.frame, source, "pinned without moving")
        m.rig.runUntilIdle()
        XCTAssertEqual(m.log.diagnostics, [])
        XCTAssertNil(m.modal.presentedViewController)
        XCTAssertEqual(b.frame, source, "restored")
        XCTAssertEqual(b.layer.model.anchorPoint, Point(x: 0.5, y: 0.5))
    }

    // MARK: slide (PrivateAnimatedTransition)

    func testSlideDefaultsAreTheSeedsConstants() throws {
        let info = try TestPlugins.plugin("slide").info
        let defaults = Dictionary(uniqueKeysWithValues: info.parameters.map { ($0.name, $0.defaultText) })
        XCTAssertEqual(
            defaults, ["duration": "1", "damping": "0.75", "velocity": "0.5", "padding": "16", "direction": "auto"])
    }

    /// The seed's steps: travel = width + 16 away from the side the to view's frames say it comes
    /// from; the to view added on top at alpha 0 displaced by the inverse travel; one spring
    /// (0.75, 0.5, 1 s) moves and fades both; the completion resets the from view.
    func testSlideFollowsTheSeed() throws {
        let (h, _) = try rig("slide")
        _ = try h.select(1)
        let a = h.children[0].view, b = h.children[1].view
        let travel = 320.0 + 16
        // Going to a later child: its initial frame is to the right, so it comes from the right.
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [a.id, b.id], "to view added on top")
        assertClose(a.layer.model.transform.affine.tx, -travel, 1e-12, "from target")
        XCTAssertEqual(a.layer.model.opacity, 0)
        XCTAssertEqual(b.layer.model.transform, .identity)
        XCTAssertEqual(b.layer.model.opacity, 1)
        h.run(toFrame: 0)
        assertClose(b.layer.presentation.transform.affine.tx, travel, 1e-9, "to view starts one travel to the right")
        assertClose(b.layer.presentation.opacity, 0, 1e-12)
        for n in [12, 30] {
            h.run(toFrame: n)
            let q = springProgress(zeta: 0.75, velocity: 0.5, duration: 1, at: Double(n) / 60)
            assertClose(a.layer.presentation.transform.affine.tx, -travel * q, 1e-6, "A tx at \(n)")
            assertClose(b.layer.presentation.transform.affine.tx, travel * (1 - q), 1e-6, "B tx at \(n)")
            assertClose(a.layer.presentation.opacity, 1 - q, 1e-8, "A alpha at \(n)")
            assertClose(b.layer.presentation.opacity, q, 1e-8, "B alpha at \(n)")
        }
        h.runUntilIdle()
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 1.0)
        XCTAssertEqual(a.transform, .identity, "the seed's completion")
        XCTAssertEqual(a.alpha, 1, "the documented departure: alpha reset too")

        // Back to the earlier child: it comes from the left.
        h.container.select(index: 0)
        h.step(1)
        XCTAssertLessThan(a.layer.presentation.transform.affine.tx, -travel * 0.9, "A comes back from the left")
        h.runUntilIdle()
        XCTAssertEqual(h.log.diagnostics, [])
    }

    // MARK: zoom-fade (the sample animator the seed plugs in)

    /// What the seed fixes (the shape) and the documented choices (1 s, scale 0.1, ease-in-out):
    /// the to view on top at alpha 0, the from view shrinking about its centre, the completion
    /// resetting its transform.
    func testZoomFadeMatchesItsDocumentation() throws {
        let (h, _) = try rig("zoom-fade")
        _ = try h.select(1)
        let a = h.children[0].view, b = h.children[1].view
        let centre = a.layer.model.position
        XCTAssertEqual(h.container.containerView.subviews.map(\.id), [a.id, b.id], "to view added on top")
        assertScale(a.layer.model.transform, 0.1, 1e-12, "from target")
        XCTAssertEqual(b.layer.model.opacity, 1)
        h.run(toFrame: 0)
        assertClose(b.layer.presentation.opacity, 0, 1e-12)
        assertScale(a.layer.presentation.transform, 1, 1e-12, "from at 0")
        // The curve is symmetric: halfway in time (frame 30) is halfway in value.
        for (n, expected) in [(15, easeInOut(0.25)), (30, 0.5), (48, easeInOut(0.8))] {
            h.run(toFrame: n)
            assertClose(b.layer.presentation.opacity, expected, 1e-6, "to alpha at \(n)")
            assertScale(a.layer.presentation.transform, 1 + (0.1 - 1) * expected, 1e-6, "from at \(n)")
            XCTAssertEqual(a.layer.presentation.position, centre, "shrinks about its centre")
        }
        h.runUntilIdle()
        assertClose(try XCTUnwrap(h.log.first(prefix: "completeTransition(true)")).time, 1.0)
        XCTAssertEqual(a.transform, .identity)
        XCTAssertEqual(b.alpha, 1)
        XCTAssertEqual(h.log.diagnostics, [])
    }
}
