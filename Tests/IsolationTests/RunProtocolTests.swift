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
        var c = SessionConfiguration(
            animator: PluginChoice(
                source: .builtIn(id: "default"), id: "default", parameters: ParameterValues(values: [:])))
        c.fps = fps
        c.maxDuration = maxDuration
        return c
    }

    /// The rules after hello and started.
    private func running(_ c: SessionConfiguration? = nil) throws -> RunProtocol {
        var p = RunProtocol(config: c ?? config())
        _ = try p.accept(.hello(protections: WireSamples.protections), size: 100)
        _ = try p.accept(.started(expectedDuration: 0.25), size: 17)
        return p
    }

    /// The rule `message` breaks after `setup` (nil, and a failure, when it is accepted).
    private func violation(
        _ p: inout RunProtocol, _ message: WorkerMessage, size: Int = 100, file: StaticString = #filePath,
        line: UInt = #line
    ) -> RunProtocolError? {
        do {
            _ = try p.accept(message, size: size)
            XCTFail("accepted \(message.name)", file: file, line: line)
            return nil
        } catch { return error }
    }

    func testAWellFormedRunIsAcceptedInOrder() throws {
        var p = try running()
        for i in 0..<15 {
            guard case .frame(let f) = try p.accept(.frame(WireSamples.frame(i), WireSamples.status), size: 2000) else {
                return XCTFail()
            }
            XCTAssertEqual(f.index, i)
        }
        guard case .result(let r) = try p.accept(.result(WireSamples.result(frames: 15)), size: 200) else {
            return XCTFail()
        }
        XCTAssertEqual(r.frames, 15)
        XCTAssertEqual(p.stage, .ended)
        XCTAssertEqual(p.frames, 15)
    }

    func testTheOrderIsHelloStartedFramesResult() throws {
        var p = RunProtocol(config: config())
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(0), WireSamples.status)), .frameBeforeStarted(0))
        p = RunProtocol(config: config())
        XCTAssertEqual(violation(&p, .started(expectedDuration: 1)), .startedBeforeHello)
        p = RunProtocol(config: config())
        _ = try p.accept(.hello(protections: []), size: 9)
        XCTAssertEqual(violation(&p, .hello(protections: [])), .secondHello)
        XCTAssertEqual(violation(&p, .result(WireSamples.result(frames: 0))), .resultBeforeStarted)
        p = try running()
        XCTAssertEqual(violation(&p, .started(expectedDuration: 1)), .secondStarted)
        p = try running()
        XCTAssertEqual(
            violation(
                &p,
                .scanned(
                    PluginInfo(
                        id: "x", name: "x", version: "1", summary: "", author: "", abiMajor: 1, abiMinor: 0,
                        isAnimator: true, isInteraction: false, parameters: []))),
            .scanVerdict)
    }

    func testFramesAreNumberedFromZeroWithoutGaps() throws {
        var p = try running()
        XCTAssertEqual(
            violation(&p, .frame(WireSamples.frame(Int.max), WireSamples.status)), .firstFrameNumbered(Int.max))
        p = try running()
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(-1), WireSamples.status)), .firstFrameNumbered(-1))
        for i in 0...3 { _ = try p.accept(.frame(WireSamples.frame(i), WireSamples.status), size: 100) }
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(5), WireSamples.status)), .frameOutOfOrder(5, after: 3))
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(3), WireSamples.status)), .frameOutOfOrder(3, after: 3))
    }

    func testTimesAreFiniteAndNeverGoBack() throws {
        var p = try running()
        var f = WireSamples.frame(0)
        f.time = .nan
        guard case .badFrame(0, .time(let t))? = violation(&p, .frame(f, WireSamples.status)), t.isNaN else {
            return XCTFail()
        }
        f.time = 1e300
        XCTAssertEqual(violation(&p, .frame(f, WireSamples.status)), .frameAfterEnd(0, time: 1e300))
        _ = try p.accept(.frame(WireSamples.frame(0), WireSamples.status), size: 100)
        var second = WireSamples.frame(1)
        second.time = 0.5
        _ = try p.accept(.frame(second, WireSamples.status), size: 100)
        var back = WireSamples.frame(2)
        back.time = 0.25
        XCTAssertEqual(
            violation(&p, .frame(back, WireSamples.status)),
            .frameBackwards(2, time: 0.25, previous: 1, previousTime: 0.5))
        var nanProgress = WireSamples.frame(2)
        nanProgress.progress = -.infinity
        XCTAssertEqual(violation(&p, .frame(nanProgress, WireSamples.status)), .badFrame(2, .progress(-.infinity)))
        var status = WireSamples.status
        status.duration = .nan
        guard case .badFrame(2, .statusDuration(let d))? = violation(&p, .frame(WireSamples.frame(2), status)), d.isNaN
        else { return XCTFail() }
    }

    func testRenderFramesHaveTheShapeTheRenderersIndex() throws {
        var p = try running()
        var f = WireSamples.frame(0)
        f.render.items[1].corners = []
        XCTAssertEqual(
            violation(&p, .frame(f, WireSamples.status)), .badFrame(0, .corners(item: 1, mask: nil, count: 0)))
        f = WireSamples.frame(0)
        f.render.items[0].masks = [7]
        XCTAssertEqual(
            violation(&p, .frame(f, WireSamples.status)),
            .badFrame(0, .unknownMask(item: 0, mask: nil, uses: 7, masks: 1)))
        f = WireSamples.frame(0)
        f.render.masks[0].items[0].clips = [[Point(x: 0, y: 0)]]
        XCTAssertEqual(
            violation(&p, .frame(f, WireSamples.status)),
            .badFrame(0, .clipCorners(clip: 0, item: 0, mask: 0, count: 1)))
        f = WireSamples.frame(0)
        f.render.size = Size(width: .infinity, height: 10)
        XCTAssertEqual(violation(&p, .frame(f, WireSamples.status)), .badFrame(0, .size(width: .infinity, height: 10)))
        f = WireSamples.frame(0)
        f.render.items[2].depth = -1
        XCTAssertEqual(
            violation(&p, .frame(f, WireSamples.status)), .badFrame(0, .depth(item: 2, mask: nil, depth: -1)))
        // Geometry behind the eye is legitimately infinite: the renderers draw nothing for it.
        f = WireSamples.frame(0)
        f.render.items[0].corners[2] = Point(x: .infinity, y: -.infinity)
        guard case .frame = try p.accept(.frame(f, WireSamples.status), size: 100) else { return XCTFail() }
    }

    func testTheFramesOfARunAreBoundedByItsLimits() throws {
        let c = config(fps: 10, maxDuration: 0.45)  // ⌈4.5⌉ = 5 frames, as the session stops
        var p = try running(c)
        XCTAssertEqual(p.maximumFrames, 5)
        for i in 0..<5 {
            var f = WireSamples.frame(i)
            f.time = Double(i) / 10
            f.render.time = f.time
            _ = try p.accept(.frame(f, WireSamples.status), size: 100)
        }
        var sixth = WireSamples.frame(5)
        sixth.time = 0.5
        XCTAssertEqual(violation(&p, .frame(sixth, WireSamples.status)), .tooManyFrames(5, limit: 5))
        XCTAssertEqual(RunProtocol.maximumFrames(fps: 1000, maxDuration: 3600), 3_600_000)
        XCTAssertEqual(RunProtocol.maximumFrames(fps: .nan, maxDuration: 30), 0)
        // No time allowed: the session shows no frame and says it timed out, which is no lie.
        var none = try running(config(maxDuration: 0))
        guard case .result = try none.accept(.result(WireSamples.result(frames: 0, timedOut: true)), size: 100) else {
            return XCTFail()
        }
        XCTAssertEqual(RunProtocol(config: config(maxDuration: 2)).deadline, RunWorker.silence + 20)
    }

    func testTheBytesOfARunAreBounded() throws {
        var p = try running(config(fps: 1, maxDuration: 1))  // one frame: 4 full-size messages in all
        XCTAssertEqual(p.maximumBytes, 4 * (MessageFrame.limit + 8))
        _ = try p.accept(.frame(WireSamples.frame(0), WireSamples.status), size: MessageFrame.limit + 8)
        XCTAssertEqual(
            violation(&p, .result(WireSamples.result(frames: 1)), size: 3 * (MessageFrame.limit + 8)),
            .tooManyBytes(limit: p.maximumBytes, frames: 1))
    }

    func testTheResultAgreesWithTheFrames() throws {
        var p = try running()
        XCTAssertEqual(violation(&p, .result(WireSamples.result(frames: 0))), .resultWithoutFrames)
        for i in 0..<3 { _ = try p.accept(.frame(WireSamples.frame(i), WireSamples.status), size: 100) }
        XCTAssertEqual(violation(&p, .result(WireSamples.result(frames: 4))), .resultFrameCount(claimed: 4, sent: 3))
        XCTAssertEqual(
            violation(&p, .result(WireSamples.result(frames: 3, timedOut: true))),
            .resultTimedOutEarly(frames: 3, maximum: 1800))
        var r = WireSamples.result(frames: 3)
        r.duration = .infinity
        XCTAssertEqual(violation(&p, .result(r)), .resultDuration(.infinity))
        r = WireSamples.result(frames: 3)
        r.events[1].time = .nan
        guard case .eventTime(let t)? = violation(&p, .result(r)), t.isNaN else { return XCTFail() }
        _ = try p.accept(.result(WireSamples.result(frames: 3)), size: 100)
        XCTAssertEqual(violation(&p, .frame(WireSamples.frame(3), WireSamples.status)), .messageAfterResult("frame"))
        XCTAssertEqual(violation(&p, .result(WireSamples.result(frames: 3))), .messageAfterResult("result"))
    }

    func testWorkerTextIsBoundedAndANonFiniteDurationReadsAsZero() throws {
        var p = RunProtocol(config: config())
        let long = String(repeating: "p", count: 10_000)
        guard case .hello(let prot) = try p.accept(.hello(protections: [Protection(long, true, long)]), size: 100)
        else { return XCTFail() }
        XCTAssertLessThanOrEqual(prot[0].name.count, 65)
        XCTAssertLessThanOrEqual(prot[0].detail.count, 513)
        guard case .started(let d) = try p.accept(.started(expectedDuration: .nan), size: 17) else { return XCTFail() }
        XCTAssertEqual(d, 0)
        guard case .failure(let text) = try p.accept(.failure(long), size: 100) else { return XCTFail() }
        XCTAssertEqual(text.count, RunProtocol.maximumText + 1)
        var q = RunProtocol(config: config())
        XCTAssertEqual(
            violation(&q, .hello(protections: Array(repeating: Protection("a", true, ""), count: 65))),
            .tooManyProtections(65))
    }

    func testAViolationNamesThePluginsOfTheWorker() {
        var c = config()
        XCTAssertEqual(RunProtocol.culprits(c), "plugin default")
        c.interaction = .plugin(
            PluginChoice(source: .builtIn(id: "pan-plugin"), id: "pan-plugin", parameters: ParameterValues(values: [:]))
        )
        XCTAssertEqual(RunProtocol.culprits(c), "plugins default and pan-plugin")
        c.layout = PluginChoice(source: .builtIn(id: "grid"), id: "grid", parameters: ParameterValues(values: [:]))
        c.toLayout = PluginChoice(source: .builtIn(id: "grid"), id: "grid", parameters: ParameterValues(values: [:]))
        XCTAssertEqual(RunProtocol.culprits(c), "plugins default, pan-plugin and grid")
        // A worker's failure is believed about blame only when it can only be about its one plugin.
        var one = config()
        XCTAssertEqual(
            RunProtocol.attributedError(failure: "plugin default cannot be loaded: gone", one),
            .pluginFailed("plugin default cannot be loaded: gone", culprits: nil))
        XCTAssertEqual(
            RunProtocol.attributedError(failure: "plugin slide crashed", one),
            .pluginFailed("plugin slide crashed", culprits: "plugin default"))
        one.animator = PluginChoice(
            source: .builtIn(id: "defaults"), id: "defaults", parameters: ParameterValues(values: [:]))
        XCTAssertEqual(
            RunProtocol.attributedError(failure: "plugin default: x", one),
            .pluginFailed("plugin default: x", culprits: "plugin defaults"))
        XCTAssertEqual(
            RunProtocol.attributedError(failure: "plugin grid cannot be loaded: gone", c),
            .pluginFailed("plugin grid cannot be loaded: gone", culprits: "plugins default, pan-plugin and grid"))
        // The sentences the user reads, made from those values.
        XCTAssertEqual(
            RunProtocol.attributed(failure: "plugin default cannot be loaded: gone", config()),
            "plugin default cannot be loaded: gone")
        XCTAssertEqual(
            RunProtocol.attributed(failure: "plugin grid cannot be loaded: gone", c),
            "the worker running plugins default, pan-plugin and grid failed: plugin grid cannot be loaded: gone")
        XCTAssertEqual(
            RunError.brokeProtocol(.frameOutOfOrder(5, after: 3), culprits: RunProtocol.culprits(c)).description,
            "the worker running plugins default, pan-plugin and grid broke the protocol: frame 5 arrived after frame 3; it was stopped"
        )
    }
}
