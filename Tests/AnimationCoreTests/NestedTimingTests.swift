import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Time flowing down the layer tree: local times composed through ancestors with non-default
/// timing, animations on nested layers, inactive and looping ancestors, and Core Animation's
/// pause / scrub / resume recipe, traced frame by frame against the formulas.
final class NestedTimingTests: XCTestCase {

    /// `t = (tp − beginTime)·speed + timeOffset` down a chain of layer timings (layers have
    /// duration 0, so stage 2 is the identity).
    private func compose(_ tp: Double, _ timings: [MediaTiming]) -> Double {
        var t = tp
        for m in timings { t = (t - m.beginTime) * m.speed + m.timeOffset }
        return t
    }

    private func chain(_ engine: AnimationEngine, depth: Int, timings: [MediaTiming]) -> (root: View, layers: [View]) {
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        var parent = root, layers: [View] = []
        for i in 0..<depth {
            let v = View(engine: engine, frame: Rect(x: 10, y: 10, width: 100, height: 100))
            try! parent.addSubview(v)
            v.layer.timing = timings[i]
            layers.append(v)
            parent = v
        }
        return (root, layers)
    }

    private func randomLayerTiming(_ rng: inout SplitMix64, speeds: [Double]) -> MediaTiming {
        MediaTiming(
            beginTime: rng.uniform(-2, 2), speed: speeds[rng.int(0...(speeds.count - 1))],
            timeOffset: rng.uniform(-1, 1))
    }

    func testLocalTimeComposesThroughAncestorsAtDepths1To4() {
        var rng = SplitMix64(seed: 0x4E01)
        for depth in 1...4 {
            for _ in 0..<40 {
                let engine = makeEngine()
                let timings = (0..<depth).map { _ in randomLayerTiming(&rng, speeds: [0.5, 0.75, 1.5, 2, -1, 0]) }
                let (root, layers) = chain(engine, depth: depth, timings: timings)
                for _ in 0..<20 {
                    let T = rng.uniform(-5, 20)
                    engine.advance(to: T)
                    XCTAssertEqual(root.layer.localTime, T)
                    for i in 0..<depth {
                        let expected = compose(T, Array(timings[0...i]))
                        XCTAssertEqual(root.layer.localTime, T)
                        XCTAssertEqual(
                            layers[i].layer.localTime!, expected, accuracy: 1e-12 * (1 + abs(expected)),
                            "depth \(i + 1) of \(depth) at T = \(T)")
                    }
                }
            }
        }
    }

    func testAnimationOnANestedLayerFollowsTheComposedTime() {
        var rng = SplitMix64(seed: 0x4E02)
        for depth in 1...4 {
            for trial in 0..<12 {
                let engine = makeEngine()
                let timings = (0..<depth).map { _ in randomLayerTiming(&rng, speeds: [0.8, 1.25, 1.5, 2, 2.5]) }
                let (_, layers) = chain(engine, depth: depth, timings: timings)
                let target = layers[depth - 1]
                XCTAssertEqual(target.alpha, 1)
                // Begins (in the layer's local time) at what the local time is at T ∈ [0.3, 2] s.
                let begin = compose(rng.uniform(0.3, 2), timings), duration = rng.uniform(0.5, 2)
                let a = Animation(
                    property: .opacity, from: .scalar(0.2), to: .scalar(0.8), duration: duration,
                    timingFunction: .linear, timing: MediaTiming(beginTime: begin, fillMode: .backwards))
                target.layer.add(a)
                XCTAssertEqual(a.timing.beginTime, begin, "an explicit beginTime is kept")
                var removed = false, sawMiddle = false
                for n in 0...1200 {
                    let T = Double(n) / 60
                    engine.advance(to: T)
                    let active = compose(T, timings) - begin
                    let expected: Double
                    if removed {
                        expected = 1
                    } else if active < 0 {
                        expected = 0.2
                    } else if active >= duration {
                        removed = true
                        expected = 1  // ended: removed, the model shows
                    } else {
                        expected = 0.2 + 0.6 * active / duration
                        sawMiddle = true
                    }
                    XCTAssertEqual(
                        target.layer.presentation.opacity, expected, accuracy: 1e-12,
                        "depth \(depth) trial \(trial) frame \(n): active \(active)")
                    XCTAssertEqual(
                        target.layer.animation(for: .opacity) == nil, removed,
                        "removed exactly when it ends, frame \(n)")
                }
                XCTAssertTrue(sawMiddle && removed, "the trace covers the animation (depth \(depth) trial \(trial))")
            }
        }
    }

    func testBeginTimeZeroMeansTheLayersLocalNow() {
        let engine = makeEngine()
        let timings = [
            MediaTiming(beginTime: 0.4, speed: 2, timeOffset: 0.3),
            MediaTiming(beginTime: -1, speed: 0.5, timeOffset: 0)
        ]
        let (_, layers) = chain(engine, depth: 2, timings: timings)
        let target = layers[1]
        engine.advance(to: 1.3)
        let now = compose(1.3, timings)
        let a = Animation(
            property: .cornerRadius, from: .scalar(0), to: .scalar(10), duration: 2, timingFunction: .linear)
        target.layer.add(a)
        XCTAssertEqual(a.timing.beginTime, now, accuracy: 1e-15)
        // And a block animation begins at local now plus its delay.
        engine.animate(withDuration: 1, delay: 0.25, options: .curveLinear, animations: { target.alpha = 0 })
        for n in 0...60 {
            let T = 1.3 + Double(n) / 60
            engine.advance(to: T)
            let local = compose(T, timings)
            XCTAssertEqual(target.layer.presentation.cornerRadius, 10 * (local - now) / 2, accuracy: 1e-9)
            let u = min(1, max(0, (local - now - 0.25) / 1))
            if u < 1 { XCTAssertEqual(target.layer.presentation.opacity, 1 - u, accuracy: 1e-9, "T = \(T)") }
        }
    }

    func testInactiveAncestorShowsTheModel() {
        for fill in [FillMode.removed, .both] {
            let engine = makeEngine()
            let (_, layers) = chain(
                engine, depth: 2, timings: [MediaTiming(beginTime: 0.5, duration: 1, fillMode: fill), MediaTiming()])
            let b = layers[1]
            let a = Animation(
                property: .opacity, from: .scalar(0), to: .scalar(0.5), duration: 4, timingFunction: .linear,
                timing: MediaTiming(beginTime: 0.1, fillMode: .backwards))
            b.layer.add(a)
            let cases: [(T: Double, removed: Double, both: Double, localRemoved: Double?, localBoth: Double)] = [
                (0.25, 1, 0, nil, 0),  // before the ancestor's interval: nothing, or its first frame held
                (0.9, 0.5 * 0.3 / 4, 0.5 * 0.3 / 4, 0.4, 0.4),
                (1.6, 1, 0.5 * 0.9 / 4, nil, 1),  // after it: nothing, or its last frame held
                (3, 1, 0.5 * 0.9 / 4, nil, 1)
            ]
            for c in cases {
                engine.advance(to: c.T)
                let expected = fill == .removed ? c.removed : c.both
                XCTAssertEqual(b.layer.presentation.opacity, expected, accuracy: 1e-12, "\(fill) at T = \(c.T)")
                if fill == .removed {
                    XCTAssertEqual(b.layer.localTime == nil, c.localRemoved == nil, "\(fill) at T = \(c.T)")
                    if let l = c.localRemoved { XCTAssertEqual(b.layer.localTime!, l, accuracy: 1e-12) }
                } else {
                    XCTAssertEqual(b.layer.localTime!, c.localBoth, accuracy: 1e-12)
                }
                XCTAssertNotNil(b.layer.animation(for: .opacity), "an inactive time never ends the animation")
            }
        }
    }

    func testLoopingAncestorLoopsItsSublayersAnimations() {
        let engine = makeEngine()
        let (_, layers) = chain(
            engine, depth: 2, timings: [MediaTiming(duration: 1, repeatCount: .infinity), MediaTiming(speed: 0.5)])
        let b = layers[1]
        b.layer.add(
            Animation(property: .opacity, from: .scalar(0), to: .scalar(1), duration: 2, timingFunction: .linear))
        for n in 0...300 {
            let T = Double(n) / 60
            engine.advance(to: T)
            let local = (T - (T / 1).rounded(.down) * 1) * 0.5
            XCTAssertEqual(b.layer.presentation.opacity, local / 2, accuracy: 1e-12, "T = \(T)")
        }
        XCTAssertNotNil(b.layer.animation(for: .opacity))
    }

    // MARK: Pause, scrub, resume

    private final class CompletionLog {
        var frame = 0
        var entries: [(name: String, finished: Bool, frame: Int)] = []
        func record(_ name: String, _ finished: Bool) { entries.append((name, finished, frame)) }
    }

    private struct Scene {
        let engine: AnimationEngine, root: View, container: View, child: View, log: CompletionLog
    }

    /// Three one-second animations (ease-in-out position, UIKit spring alpha, two keyframes of
    /// rotation) on a child of a container, all added at time 0.
    private func makeScene() -> Scene {
        let engine = makeEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let container = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let child = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try! root.addSubview(container)
        try! container.addSubview(child)
        let log = CompletionLog()
        engine.animate(withDuration: 1, options: .curveEaseInOut, animations: { child.center = Point(x: 300, y: 50) }) {
            log.record("position", $0)
        }
        engine.animate(
            withDuration: 1, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, animations: { child.alpha = 0.2 }
        ) {
            log.record("alpha", $0)
        }
        engine.animateKeyframes(
            withDuration: 1,
            animations: {
                engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { child.transform = .rotation(0.5) }
                engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { child.transform = .rotation(1) }
            }
        ) { log.record("keyframes", $0) }
        return Scene(engine: engine, root: root, container: container, child: child, log: log)
    }

    /// The position the ease-in-out animation shows at local time `u` (closed form + bisection).
    private func expectedX(_ u: Double) -> Double {
        let p = u <= 0 ? 0 : (u >= 1 ? 1 : ReferenceBezier(0.42, 0, 0.58, 1).progress(u))
        return 50 + 250 * p
    }

    func testPauseScrubAndResumeMatchTheFreeRunningTree() {
        let p = makeScene(), f = makeScene()
        var frame = pause(p, f)
        scrubWhilePaused(p, f, frame: &frame)
        resumeAndRunToTheEnd(p, f, from: frame)
    }

    /// Runs both scenes to frame 18, pauses `p`'s container there (paused = local time now;
    /// speed = 0; timeOffset = paused) and checks it stays frozen to frame 60; returns the frame.
    private func pause(_ p: Scene, _ f: Scene) -> Int {
        for n in 0...18 {
            p.engine.advance(to: Double(n) / 60)
            f.engine.advance(to: Double(n) / 60)
        }
        let paused = p.container.layer.localTime!
        XCTAssertEqual(paused, 18.0 / 60)
        p.container.layer.timing.speed = 0
        p.container.layer.timing.timeOffset = paused
        let frozen = p.child.layer.presentation
        XCTAssertEqual(frozen, f.child.layer.presentation, "pausing does not move anything")
        var frame = 18
        while frame < 60 {
            frame += 1
            p.engine.advance(to: Double(frame) / 60)
            XCTAssertEqual(p.child.layer.presentation, frozen, "frozen while paused, frame \(frame)")
        }
        return frame
    }

    /// Scrubs the paused tree back and forth: at offset x it shows what the free tree shows at
    /// x; nothing completes. Ends at offset 0.4372, frame 120.
    private func scrubWhilePaused(_ p: Scene, _ f: Scene, frame: inout Int) {
        var rng = SplitMix64(seed: 0x4E03)
        var offsets = (0..<40).map { _ in rng.uniform(0, 0.95) }
        offsets += [0, 0.5, 0.9, 0.1, 0.4372]
        for x in offsets {
            frame += 1
            p.container.layer.timing.timeOffset = x
            p.engine.advance(to: Double(frame) / 60)
            f.engine.advance(to: x)
            XCTAssertEqual(p.child.layer.localTime, x)
            XCTAssertEqual(p.child.layer.presentation, f.child.layer.presentation, "scrubbed to \(x)")
            XCTAssertEqual(
                p.child.layer.presentation.position.x, expectedX(x), accuracy: 250 * 1e-7, "closed form at \(x)")
        }
        XCTAssertTrue(p.log.entries.isEmpty, "nothing completes while paused")
        XCTAssertTrue(f.log.entries.isEmpty)
        while frame < 120 {
            frame += 1
            p.engine.advance(to: Double(frame) / 60)
        }
    }

    /// Resumes (p = timeOffset; speed = 1; timeOffset = 0; beginTime = 0; beginTime = parent
    /// now − p): continuous at the resume, then following the free tree until the first frame
    /// whose local time reaches the 1 s duration, which ends all three animations.
    private func resumeAndRunToTheEnd(_ p: Scene, _ f: Scene, from frame: Int) {
        let offset = p.container.layer.timing.timeOffset
        XCTAssertEqual(offset, 0.4372)
        p.container.layer.timing.speed = 1
        p.container.layer.timing.timeOffset = 0
        p.container.layer.timing.beginTime = 0
        let parentNow = p.root.layer.localTime!
        XCTAssertEqual(parentNow, 2)
        p.container.layer.timing.beginTime = parentNow - offset
        let begin = parentNow - offset
        p.engine.advance(to: Double(frame) / 60)
        f.engine.advance(to: offset)
        let resumed = p.child.layer.presentation, reference = f.child.layer.presentation
        XCTAssertEqual(resumed.position.x, reference.position.x, accuracy: 1e-9, "continuous at resume")
        XCTAssertEqual(resumed.opacity, reference.opacity, accuracy: 1e-12, "continuous at resume")
        XCTAssertLessThanOrEqual(
            Ref.maxDiff(resumed.transform.rows, reference.transform.rows), 1e-12, "continuous at resume")

        var endFrame = frame
        while Double(endFrame) / 60 - begin < 1 { endFrame += 1 }
        XCTAssertGreaterThan(Double(endFrame) / 60 - begin - 1, 1e-9, "not a borderline frame")
        XCTAssertGreaterThan(1 - (Double(endFrame - 1) / 60 - begin), 1e-9, "not a borderline frame")
        for n in (frame + 1)...(endFrame + 10) {
            p.log.frame = n
            p.engine.advance(to: Double(n) / 60)
            let local = Double(n) / 60 - begin
            if n < endFrame {
                f.engine.advance(to: local)
                XCTAssertEqual(p.child.layer.presentation, f.child.layer.presentation, "frame \(n), local \(local)")
                XCTAssertEqual(p.child.layer.presentation.position.x, expectedX(local), accuracy: 250 * 1e-7)
            }
        }
        XCTAssertEqual(
            p.log.entries.map(\.name).sorted(), ["alpha", "keyframes", "position"], "each completion exactly once")
        for e in p.log.entries {
            XCTAssertTrue(e.finished, e.name)
            XCTAssertEqual(e.frame, endFrame, "\(e.name) completes on the frame its local time reaches the end")
        }
        XCTAssertEqual(p.child.layer.presentation, p.child.layer.model)
        XCTAssertEqual(p.engine.runningAnimationCount, 0)
    }

    /// `convertTime(_:from:)`/`(to:)` against the header formula, both ways, and the classic
    /// pause: offset = the layer's time now, speed 0 — the animation freezes where it was.
    func testConvertTimeFollowsTheFormulaAndPausingFreezesALayer() throws {
        let engine = makeEngine()
        let outer = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try outer.addSubview(inner)
        outer.layer.timing = MediaTiming(beginTime: 2, speed: 3, timeOffset: 1)
        inner.layer.timing = MediaTiming(beginTime: -1, speed: 0.5, timeOffset: 4)
        // Root 10 → outer (10 − 2) × 3 + 1 = 25 → inner (25 + 1) × 0.5 + 4 = 17.
        XCTAssertEqual(engine.convertTime(10, from: nil, to: inner.layer), 17, accuracy: 1e-12)
        XCTAssertEqual(engine.convertTime(17, from: inner.layer, to: nil), 10, accuracy: 1e-12)
        XCTAssertEqual(engine.convertTime(25, from: outer.layer, to: inner.layer), 17, accuracy: 1e-12)
        XCTAssertEqual(engine.convertTime(17, from: inner.layer, to: outer.layer), 25, accuracy: 1e-12)

        let view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layer.add(Animation(property: .opacity, from: .scalar(0), to: .scalar(1), duration: 1))
        engine.advance(to: 0.25)
        let paused = engine.convertTime(engine.currentTime, from: nil, to: view.layer)
        view.layer.timing.speed = 0
        view.layer.timing.timeOffset = paused
        engine.advance(to: 0.75)
        XCTAssertEqual(view.layer.presentation.opacity, 0.25, accuracy: 1e-12, "frozen where it was paused")
        // Resume: speed 1, no offset, begin time = the time spent paused.
        view.layer.timing.speed = 1
        view.layer.timing.timeOffset = 0
        view.layer.timing.beginTime = 0
        view.layer.timing.beginTime = engine.convertTime(engine.currentTime, from: nil, to: view.layer) - paused
        engine.advance(to: 1.0)
        XCTAssertEqual(view.layer.presentation.opacity, 0.5, accuracy: 1e-12, "on from where it stopped")
    }
}
