import AnimationCore
import PluginRuntime
import Sandbox
import Session
import TestSupport
import XCTest
@testable import Isolation

/// The run protocol's rules, one by one, on plain values: what a worker may send, in which
/// order, how many, and what the front end does with a message that breaks a rule.
final class RunProtocolTests: XCTestCase {
    /// A run of `maxDuration` seconds at `fps` (the bundled default animator; nothing is loaded).
    private func config(fps: Double = 60, maxDuration: Double = 30) -> SessionConfiguration {
        var c = SessionConfiguration(animator: PluginChoice(source: .builtIn(id: "default"), id: "default", parameters: ParameterValues(values: [:])))
        c.fps = fps; c.maxDuration = maxDuration
        return c
    }

    /// The rules after hello and started.
    private func running(_ c: SessionConfiguration? = nil) throws -> RunProtocol {
        var p = RunProtocol(config: c ?? config())
        _ = try p.accept(.hello(protections: WireSamples.protections), size: 100)
        _ = try p.accept(.started(expectedDuration: 0.25), size: 17)
        return p
    }

    /// The violation `message` causes after `setup`, in words.
    private func violation(_ p: inout RunProtocol, _ message: WorkerMessage, size: Int = 100, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try p.accept(message, size: size)
            XCTFail("accepted \(message.name)", file: file, line: line)
            return ""
        } catch { return error.description }
    }

    func testAWellFormedRunIsAcceptedInOrder() throws {
        var p = try running()
        for i in 0..<15 { guard case .frame(let f) = try p.accept(.frame(WireSamples.frame(i), WireSamples.status), size: 2000) else { return XCTFail() }; XCTAssertEqual(f.index, i) }
        guard case .result(let r) = try p.accept(.result(WireSamples.result(frames: 15)), size: 200) else { return XCTFail() }
        XCTAssertEqual(r.frames, 15)
        XCTAssertEqual(p.stage, .ended)
        XCTAssertEqual(p.frames, 15)
    }

    func testTheOrderIsHelloStartedFramesResult() throws {
        var p = RunProtocol(config: config())
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(0), WireSamples.status)), "frame 0 arrived before started")
        p = RunProtocol(config: config())
        XCTAssertEqual(violation(&p, .started(expectedDuration: 1)), "started arrived before hello")
        p = RunProtocol(config: config())
        _ = try p.accept(.hello(protections: []), size: 9)
        XCTAssertEqual(violation(&p, .hello(protections: [])), "a second hello arrived")
        XCTAssertEqual(violation(&p, .result(WireSamples.result(frames: 0))), "a result arrived before started")
        p = try running()
        XCTAssertEqual(violation(&p, .started(expectedDuration: 1)), "a second started arrived")
        p = try running()
        XCTAssertEqual(violation(&p, .scanned(PluginInfo(id: "x", name: "x", version: "1", summary: "", author: "", abiMajor: 1, abiMinor: 0, isAnimator: true, isInteraction: false, parameters: []))),
                       "a run worker answered with a scan verdict")
    }

    func testFramesAreNumberedFromZeroWithoutGaps() throws {
        var p = try running()
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(Int.max), WireSamples.status)), "the first frame is numbered \(Int.max), not 0")
        p = try running()
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(-1), WireSamples.status)), "the first frame is numbered -1, not 0")
        for i in 0...3 { _ = try p.accept(.frame(WireSamples.frame(i), WireSamples.status), size: 100) }
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(5), WireSamples.status)), "frame 5 arrived after frame 3")
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(3), WireSamples.status)), "frame 3 arrived after frame 3")
    }

    func testTimesAreFiniteAndNeverGoBack() throws {
        var p = try running()
        var f = WireSamples.frame(0)
        f.time = .nan
        XCTAssertEqual(violation(&p, .frame(f, WireSamples.status)), "frame 0: its time is nan s")
        f.time = 1e300
        XCTAssertEqual(violation(&p, .frame(f, WireSamples.status)), "frame 0 is at 1e+300 s, after the run's end at --max-duration")
        _ = try p.accept(.frame(WireSamples.frame(0), WireSamples.status), size: 100)
        var second = WireSamples.frame(1)
        second.time = 0.5
        _ = try p.accept(.frame(second, WireSamples.status), size: 100)
        var back = WireSamples.frame(2)
        back.time = 0.25
        XCTAssertEqual(violation(&p, .frame(back, WireSamples.status)), "frame 2 is at 0.25 s, before frame 1 at 0.5 s")
        var nanProgress = WireSamples.frame(2)
        nanProgress.progress = -.infinity
        XCTAssertEqual(violation(&p, .frame(nanProgress, WireSamples.status)), "frame 2: its progress is -inf")
        var status = WireSamples.status
        status.duration = .nan
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(2), status)), "frame 2: its status's duration is nan s")
    }

    func testRenderFramesHaveTheShapeTheRenderersIndex() throws {
        var p = try running()
        var f = WireSamples.frame(0)
        f.render.items[1].corners = []
        XCTAssertEqual(violation(&p, .frame(f, WireSamples.status)), "frame 0: item 1 has 0 corners, not 4")
        f = WireSamples.frame(0)
        f.render.items[0].masks = [7]
        XCTAssertEqual(violation(&p, .frame(f, WireSamples.status)), "frame 0: item 0 uses mask 7 of a frame with 1 masks")
        f = WireSamples.frame(0)
        f.render.masks[0].items[0].clips = [[Point(x: 0, y: 0)]]
        XCTAssertEqual(violation(&p, .frame(f, WireSamples.status)), "frame 0: clip 0 of item 0 of mask 0 has 1 corners, not 4")
        f = WireSamples.frame(0)
        f.render.size = Size(width: .infinity, height: 10)
        XCTAssertEqual(violation(&p, .frame(f, WireSamples.status)), "frame 0: its size is inf × 10.0 points")
        f = WireSamples.frame(0)
        f.render.items[2].depth = -1
        XCTAssertEqual(violation(&p, .frame(f, WireSamples.status)), "frame 0: item 2 has depth -1")
        // Geometry behind the eye is legitimately infinite: the renderers draw nothing for it.
        f = WireSamples.frame(0)
        f.render.items[0].corners[2] = Point(x: .infinity, y: -.infinity)
        guard case .frame = try p.accept(.frame(f, WireSamples.status), size: 100) else { return XCTFail() }
    }

    func testTheFramesOfARunAreBoundedByItsLimits() throws {
        let c = config(fps: 10, maxDuration: 0.45)   // ⌈4.5⌉ = 5 frames, as the session stops
        var p = try running(c)
        XCTAssertEqual(p.maximumFrames, 5)
        for i in 0..<5 {
            var f = WireSamples.frame(i)
            f.time = Double(i) / 10; f.render.time = f.time
            _ = try p.accept(.frame(f, WireSamples.status), size: 100)
        }
        var sixth = WireSamples.frame(5)
        sixth.time = 0.5
        XCTAssertEqual(violation(&p, .frame(sixth, WireSamples.status)), "frame 5 is more than the 5 frames the run's limits allow (--fps × --max-duration)")
        XCTAssertEqual(RunProtocol.maximumFrames(fps: 1000, maxDuration: 3600), 3_600_000)
        XCTAssertEqual(RunProtocol.maximumFrames(fps: .nan, maxDuration: 30), 0)
        // No time allowed: the session shows no frame and says it timed out, which is no lie.
        var none = try running(config(maxDuration: 0))
        guard case .result = try none.accept(.result(WireSamples.result(frames: 0, timedOut: true)), size: 100) else { return XCTFail() }
        XCTAssertEqual(RunProtocol(config: config(maxDuration: 2)).deadline, RunWorker.silence + 20)
    }

    func testTheBytesOfARunAreBounded() throws {
        var p = try running(config(fps: 1, maxDuration: 1))   // one frame: 4 full-size messages in all
        XCTAssertEqual(p.maximumBytes, 4 * (MessageFrame.limit + 8))
        _ = try p.accept(.frame(WireSamples.frame(0), WireSamples.status), size: MessageFrame.limit + 8)
        XCTAssertEqual(violation(&p, .result(WireSamples.result(frames: 1)), size: 3 * (MessageFrame.limit + 8)),
                       "the run's messages exceed \(p.maximumBytes) bytes, the most 1 frames can take")
    }

    func testTheResultAgreesWithTheFrames() throws {
        var p = try running()
        XCTAssertEqual(violation(&p, .result(WireSamples.result(frames: 0))), "a result arrived without any frame (a run always shows frame 0)")
        for i in 0..<3 { _ = try p.accept(.frame(WireSamples.frame(i), WireSamples.status), size: 100) }
        XCTAssertEqual(violation(&p, .result(WireSamples.result(frames: 4))), "the result counts 4 frames, but 3 were sent")
        XCTAssertEqual(violation(&p, .result(WireSamples.result(frames: 3, timedOut: true))),
                       "the result says the run reached --max-duration after 3 of 1800 frames")
        var r = WireSamples.result(frames: 3)
        r.duration = .infinity
        XCTAssertEqual(violation(&p, .result(r)), "the result's duration is inf s")
        r = WireSamples.result(frames: 3)
        r.events[1].time = .nan
        XCTAssertEqual(violation(&p, .result(r)), "an event is at nan s")
        _ = try p.accept(.result(WireSamples.result(frames: 3)), size: 100)
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(3), WireSamples.status)), "a frame message arrived after the result")
        XCTAssertEqual(violation(&p, .result(WireSamples.result(frames: 3))), "a result message arrived after the result")
    }

    func testWorkerTextIsBoundedAndANonFiniteDurationReadsAsZero() throws {
        var p = RunProtocol(config: config())
        let long = String(repeating: "p", count: 10_000)
        guard case .hello(let prot) = try p.accept(.hello(protections: [Protection(long, true, long)]), size: 100) else { return XCTFail() }
        XCTAssertLessThanOrEqual(prot[0].name.count, 65)
        XCTAssertLessThanOrEqual(prot[0].detail.count, 513)
        guard case .started(let d) = try p.accept(.started(expectedDuration: .nan), size: 17) else { return XCTFail() }
        XCTAssertEqual(d, 0)
        guard case .failure(let text) = try p.accept(.failure(long), size: 100) else { return XCTFail() }
        XCTAssertEqual(text.count, RunProtocol.maximumText + 1)
        var q = RunProtocol(config: config())
        XCTAssertEqual(violation(&q, .hello(protections: Array(repeating: Protection("a", true, ""), count: 65))), "hello lists 65 protections (at most 64)")
    }

    func testAViolationNamesThePluginsOfTheWorker() {
        var c = config()
        XCTAssertEqual(RunProtocol.culprits(c), "plugin default")
        c.interaction = .plugin(PluginChoice(source: .builtIn(id: "pan-plugin"), id: "pan-plugin", parameters: ParameterValues(values: [:])))
        XCTAssertEqual(RunProtocol.culprits(c), "plugins default and pan-plugin")
        c.layout = PluginChoice(source: .builtIn(id: "grid"), id: "grid", parameters: ParameterValues(values: [:]))
        c.toLayout = PluginChoice(source: .builtIn(id: "grid"), id: "grid", parameters: ParameterValues(values: [:]))
        XCTAssertEqual(RunProtocol.culprits(c), "plugins default, pan-plugin and grid")
        // A worker's failure is believed about blame only when it can only be about its one plugin.
        var one = config()
        XCTAssertEqual(RunProtocol.attributed(failure: "plugin default cannot be loaded: gone", one), "plugin default cannot be loaded: gone")
        XCTAssertEqual(RunProtocol.attributed(failure: "plugin slide crashed", one), "the worker running plugin default failed: plugin slide crashed")
        one.animator = PluginChoice(source: .builtIn(id: "defaults"), id: "defaults", parameters: ParameterValues(values: [:]))
        XCTAssertEqual(RunProtocol.attributed(failure: "plugin default: x", one), "the worker running plugin defaults failed: plugin default: x")
        XCTAssertEqual(RunProtocol.attributed(failure: "plugin grid cannot be loaded: gone", c),
                       "the worker running plugins default, pan-plugin and grid failed: plugin grid cannot be loaded: gone")
        XCTAssertEqual(RunWorker.brokeProtocol("frame 5 arrived after frame 3", c),
                       "the worker running plugins default, pan-plugin and grid broke the protocol: frame 5 arrived after frame 3; it was stopped")
    }
}
