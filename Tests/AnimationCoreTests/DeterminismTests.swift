import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// The same script in two fresh engines, stepped by a VirtualClock at 60 fps, gives the same
/// RenderFrames bit for bit (compared with ==), run one after the other and interleaved.
final class DeterminismTests: XCTestCase {

    /// One scripted run: builds a tree, starts many kinds of animations (curves, UIKit and
    /// physical springs, keyframes in several modes, explicit repeat/autoreverse animations,
    /// nested timing, a pause and a resume, a replacement and a removal, chained completions)
    /// and records every frame and every completion.
    private final class Run {
        let engine = makeEngine()
        let clock = VirtualClock(fps: 60)
        let root: View, container: View
        var views: [View] = []
        var frames: [RenderFrame] = []
        var completions: [String] = []
        var frameIndex = 0

        init() {
            root = View(
                engine: engine, frame: Rect(x: 0, y: 0, width: 640, height: 480), title: "root", backgroundColor: .white
            )
            container = View(engine: engine, frame: Rect(x: 20, y: 20, width: 600, height: 440), title: "container")
            try! root.addSubview(container)
            container.clipsToBounds = true
            container.layer.timing = MediaTiming(beginTime: 0.05, speed: 1.25, timeOffset: 0.01)
            for i in 0..<8 {
                let v = View(
                    engine: engine, frame: Rect(x: Double(i) * 60, y: Double(i % 3) * 70, width: 50, height: 40),
                    title: "v\(i)", backgroundColor: Color(rgb: UInt32(0x203040 &* (i + 1))))
                try! (i < 6 ? container : views[i - 6]).addSubview(v)
                v.layer.zPosition = Double(i % 2)
                views.append(v)
            }
            views[7].layer.timing = MediaTiming(beginTime: -0.3, speed: 0.7, timeOffset: 0.2)
        }

        func log(_ name: String) -> (Bool) -> Void {
            { [unowned self] in self.completions.append("\(name):\($0)@\(self.frameIndex)") }
        }

        func start() {
            let v = views
            engine.animate(
                withDuration: 0.8, options: .curveEaseInOut, animations: { v[0].center = Point(x: 400, y: 300) },
                completion: log("ease"))
            engine.animate(
                withDuration: 1.2, delay: 0.1, timingFunction: .bezier(.cached(0.3, 1.5, 0.8, 1.5)),
                animations: {
                    v[1].transform = Transform2D.rotation(2.5).scaledBy(x: 1.5, y: 0.5)
                }, completion: log("overshoot"))
            engine.animate(
                withDuration: 1, usingSpringWithDamping: 0.4, initialSpringVelocity: 2,
                animations: {
                    v[2].frame = Rect(x: 300, y: 200, width: 120, height: 90)
                    v[2].alpha = 0.3
                },
                completion: { [unowned self] finished in
                    self.log("uikit-spring")(finished)
                    // A chained animation started from a completion.
                    self.engine.animate(
                        withDuration: 0.5, options: .curveEaseOut, animations: { v[2].cornerRadius = 12 },
                        completion: self.log("chained"))
                })
            engine.animate(
                with: Spring(mass: 1.5, stiffness: 180, damping: 12, initialVelocity: -1),
                animations: {
                    v[3].layer.transform = Transform3D.rotation(1.1, x: 0.3, y: 1, z: 0).concatenating(
                        .perspective(distance: 700))
                }, completion: log("physical-spring"))
            engine.animateKeyframes(
                withDuration: 1.5, options: .calculationModeCubic,
                animations: {
                    self.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) {
                        v[4].center = Point(x: 100, y: 400)
                    }
                    self.engine.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.4) {
                        v[4].center = Point(x: 500, y: 100)
                    }
                    self.engine.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) {
                        v[4].center = Point(x: 300, y: 300)
                    }
                    v[4].backgroundColor = Color(red: 0.1, green: 0.9, blue: 0.3)
                }, completion: log("keyframes"))
            engine.animateKeyframes(
                withDuration: 1, options: .calculationModePaced,
                animations: {
                    self.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v[6].alpha = 0.2 }
                    self.engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v[6].alpha = 0.9 }
                }, completion: log("paced"))
            v[5].layer.add(
                Animation(
                    property: .opacity, from: .scalar(1), to: .scalar(0.1), duration: 0.4,
                    timingFunction: .easeInEaseOut,
                    timing: MediaTiming(repeatCount: 2.5, autoreverses: true)))
            v[7].layer.add(
                Animation(
                    property: .bounds, from: .rect(Rect(x: 0, y: 0, width: 10, height: 10)),
                    to: .rect(Rect(x: 0, y: 0, width: 60, height: 30)), duration: 0.9, timingFunction: .linear,
                    timing: MediaTiming(beginTime: 0.35, fillMode: .both)))
        }

        func step() {
            let tick = clock.nextFrame()
            frameIndex = tick.index
            switch tick.index {
            case 30:  // pause the container
                let t = container.layer.localTime!
                container.layer.timing.speed = 0
                container.layer.timing.timeOffset = t
            case 50:  // scrub it
                container.layer.timing.timeOffset -= 0.2
            case 70:  // resume
                let p = container.layer.timing.timeOffset
                container.layer.timing.speed = 1
                container.layer.timing.timeOffset = 0
                container.layer.timing.beginTime = 0
                container.layer.timing.beginTime = root.layer.localTime! - p
            case 90:  // replace one animation, remove another
                engine.animate(
                    withDuration: 0.6, options: [.beginFromCurrentState, .curveEaseIn],
                    animations: {
                        self.views[0].center = Point(x: 10, y: 10)
                    }, completion: log("replacement"))
                views[5].layer.removeAllAnimations()
            default: break
            }
            engine.advance(to: tick.time)
            frames.append(RenderModel.evaluate(root))
        }
    }

    private let frameCount = 240

    func testTwoFreshEnginesProduceIdenticalFrames() {
        let a = Run(), b = Run()
        a.start()
        for _ in 0..<frameCount { a.step() }
        b.start()
        for _ in 0..<frameCount { b.step() }
        compare(a, b)
    }

    func testInterleavedEnginesProduceIdenticalFrames() {
        // Stepping two engines alternately shows that no state leaks between them.
        let a = Run(), b = Run()
        a.start()
        b.start()
        for _ in 0..<frameCount {
            a.step()
            b.step()
        }
        compare(a, b)
        let c = Run()
        c.start()
        for _ in 0..<frameCount { c.step() }
        compare(a, c)
    }

    private func compare(_ a: Run, _ b: Run, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.frames.count, frameCount, file: file, line: line)
        XCTAssertEqual(a.frames.count, b.frames.count, file: file, line: line)
        if let i = zip(a.frames, b.frames).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            XCTFail("frames differ first at frame \(i)", file: file, line: line)
        }
        XCTAssertTrue(a.frames == b.frames, file: file, line: line)
        XCTAssertEqual(a.completions, b.completions, file: file, line: line)
        // The script really animates: frames change over time and every completion ran.
        XCTAssertNotEqual(a.frames[10], a.frames[20], file: file, line: line)
        let changes = a.frames.indices.dropFirst().filter { a.frames[$0].items != a.frames[$0 - 1].items }.count
        XCTAssertGreaterThan(
            changes, 60, "frames show movement (the container is paused for 40 of them)", file: file, line: line)
        for name in [
            "ease", "overshoot", "uikit-spring", "chained", "physical-spring", "keyframes", "paced", "replacement"
        ] {
            XCTAssertTrue(
                a.completions.contains { $0.hasPrefix(name + ":") }, "\(name) completed: \(a.completions)", file: file,
                line: line)
        }
        XCTAssertTrue(
            a.completions.contains { $0.hasPrefix("ease:false") }, "the replaced animation reports unfinished",
            file: file, line: line)
    }
}
