import AnimationCore
import HostContainer
import PluginRuntime
import Sandbox
import Session
import XCTest
@testable import Isolation

/// Every message the wire carries, and every value inside one, comes back from encode → decode
/// as an equal value (not only the same bytes), with every enum case and every optional both
/// present and absent; a render frame uses every render-model field, and a new field fails
/// here until the wire and this test carry it.
final class WireRoundTripTests: XCTestCase {
    /// Encodes `value`, decodes it to the end of the bytes, checks that the copy encodes to the
    /// same bytes, and returns the copy.
    private func roundTrip<T: WireCodable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws -> T {
        var w = WireWriter()
        w.value(value)
        var r = WireReader(w.bytes)
        let back: T = try r.value()
        XCTAssertTrue(r.isAtEnd, "\(r.remaining) bytes left unread", file: file, line: line)
        var again = WireWriter()
        again.value(back)
        XCTAssertEqual(again.bytes, w.bytes, "the copy encodes to other bytes", file: file, line: line)
        return back
    }

    private func assertRoundTrips<T: WireCodable & Equatable>(
        _ value: T, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertEqual(try roundTrip(value, file: file, line: line), value, file: file, line: line)
    }

    private static let choice = PluginChoice(
        source: .builtIn(id: "pan"), id: "pan", parameters: ParameterValues(values: [:]))

    // MARK: Messages

    func testEveryWorkerMessageComesBackEqualInItsEnvelope() throws {
        var messages = WireSamples.workerMessages
        messages += PluginRejection.Reason.allCases.map {
            .rejected(PluginRejection(path: "/p/\($0.rawValue).so", reason: $0, message: "m"))
        }
        messages += [
            .hello(protections: []), .result(WireSamples.result(frames: 2, timedOut: true)), .failure(""),
            .started(expectedDuration: 0)
        ]
        for m in messages {
            let framed = MessageFrame.bytes(m)
            let length = try MessageFrame.length(header: Array(framed.prefix(8)))
            XCTAssertEqual(length, framed.count - 8, m.name)
            XCTAssertEqual(try MessageFrame.decode(Array(framed.dropFirst(8)), as: WorkerMessage.self), m, m.name)
        }
    }

    func testEveryFrontMessageComesBackEqualInItsEnvelope() throws {
        var messages = WireSamples.frontMessages
        // A configuration of each container, interaction, presentation style and none of the optional parts.
        let interactions: [InteractionChoice] = [.none, .pan, .pinch, .plugin(Self.choice)]
        let styles: [PresentationStyle] = [.none, .fullScreen, .custom]
        for (k, container) in ContainerKind.allCases.enumerated() {
            var c = SessionConfiguration(animator: Self.choice)
            c.container = container
            c.interaction = interactions[k % interactions.count]
            c.modalStyle = styles[k % styles.count]
            c.dismiss = k % 2 == 0
            c.from = k
            c.to = k + 1
            c.fps = 30 + Double(k)
            c.watchdogMargin = 0.5
            c.maxDuration = 9
            messages.append(.configure(c, live: k % 2 == 1))
        }
        for phase in [ScriptedInput.PointerPhase.down, .move, .up, .cancel] {
            messages.append(.pointer(.pointer(time: 0.5, location: Point(x: -1, y: 2.5), phase: phase)))
        }
        messages += [
            .pointer(.key(time: 1, code: Int32.min, down: false)), .pointer(.signal(time: 2, name: "", value: -3)),
            .key(Int32.max, at: 0), .scrub(-0.0), .release(threshold: 1)
        ]
        for m in messages {
            let framed = MessageFrame.bytes(m)
            XCTAssertEqual(try MessageFrame.length(header: Array(framed.prefix(8))), framed.count - 8, "\(m)")
            XCTAssertEqual(try MessageFrame.decode(Array(framed.dropFirst(8)), as: FrontMessage.self), m, "\(m)")
        }
    }

    // MARK: The render model

    /// The labels of a value's stored properties, each with its value as text.
    private func fields(_ v: Any) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: Mirror(reflecting: v).children.map { ($0.label ?? "?", String(describing: $0.value)) }
        )
    }

    func testTheSampleItemSetsEveryRenderModelFieldAwayFromItsBlankValue() {
        let blank = RenderItem(
            id: 0, title: nil, corners: [], size: Size(width: 0, height: 0), alpha: 0,
            color: Color(red: 0, green: 0, blue: 0, alpha: 0), cornerRadius: 0, clips: [], depth: 0, zPosition: 0,
            border: 0, blur: 0, polygons: [], fillRule: .nonZero, masks: [], gradient: nil)
        let sample = WireSamples.item(1, masks: [0])
        let known: Set = [
            "id", "title", "corners", "size", "alpha", "color", "cornerRadius", "clips", "depth", "zPosition",
            "border", "blur", "polygons", "fillRule", "masks", "gradient"
        ]
        let sampleFields = fields(sample), blankFields = fields(blank)
        XCTAssertEqual(
            Set(sampleFields.keys), known,
            "RenderItem's fields changed: carry the new one on the wire (WireCodable.swift) and here")
        for (label, value) in sampleFields {
            XCTAssertNotEqual(value, blankFields[label], "the sample leaves \(label) blank")
        }
        let frame = WireSamples.frame(3).render
        XCTAssertEqual(Set(fields(frame).keys), ["time", "size", "items", "masks"], "RenderFrame's fields changed")
        XCTAssertFalse(frame.masks.isEmpty)
        XCTAssertNotEqual(frame.time, 0)
        XCTAssertEqual(Set(fields(sample.gradient!).keys), ["stops", "start", "end"], "RenderGradient's fields changed")
        XCTAssertEqual(Set(fields(frame.masks[0]).keys), ["items"], "RenderMask's fields changed")
    }

    func testARenderFrameUsingEveryFieldComesBackEqual() throws {
        var render = WireSamples.frame(5).render
        var plain = WireSamples.item(7)
        plain.title = nil
        plain.gradient = nil
        plain.fillRule = .nonZero
        render.items.append(plain)
        try assertRoundTrips(render)
        try assertRoundTrips(TransitionSession.Frame(index: 5, time: render.time, progress: 0.2, render: render))
        try assertRoundTrips(RenderFrame(time: 0, size: Size(width: 1, height: 1), items: []))
    }

    func testDoublesCrossAsTheirBitPatterns() throws {
        let odd: [Double] = [
            -0.0, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            Double(bitPattern: 0x7FF8_0000_0000_1234)
        ]
        for d in odd {
            var item = WireSamples.item(1)
            item.alpha = d
            item.corners[0].x = d
            item.color.red = d
            let back = try roundTrip(RenderFrame(time: d, size: Size(width: d, height: 1), items: [item]))
            for got in [
                back.time, back.size.width, back.items[0].alpha, back.items[0].corners[0].x, back.items[0].color.red
            ] {
                XCTAssertEqual(got.bitPattern, d.bitPattern, "\(d)")
            }
        }
    }

    // MARK: Session and plugin values

    func testSessionValuesComeBackEqualInEveryCase() throws {
        for phase in [TransitionPhase.waiting, .running, .interactive, .finishing, .cancelling, .completed, .cancelled]
        {
            try assertRoundTrips(
                TransitionSession.Status(phase: phase, progress: 0.25, interaction: "pan", duration: nil))
            try assertRoundTrips(TransitionSession.Status(phase: phase, progress: 1, interaction: "", duration: 0.3))
        }
        let kinds: [EventLog.Event.Kind] = [
            .containment, .appearance, .coordinator, .animator, .interaction, .transition, .diagnostic, .plugin
        ]
        let events = kinds.enumerated().map { EventLog.Event(kind: $1, text: "event \($0) — ü", time: Double($0) / 7) }
        for outcome in [TransitionSession.Outcome.completed, .cancelled, .none] {
            try assertRoundTrips(
                TransitionSession.Result(outcome: outcome, duration: 0.5, events: events, frames: 31, timedOut: false))
            try assertRoundTrips(
                TransitionSession.Result(
                    outcome: outcome, duration: 9, events: [], frames: 0, timedOut: true, stall: "stalled"))
        }
    }

    func testPluginValuesComeBackEqualInEveryCase() throws {
        try assertRoundTrips(PluginSource.builtIn(id: "default"))
        try assertRoundTrips(PluginSource.file(path: "/plugins/libSlide.so"))
        let hash = try XCTUnwrap(ContentHash(hex: String(repeating: "0f", count: 32)))
        try assertRoundTrips(hash)
        let values = ParameterValues(values: [
            "a": .number(-1.5), "b": .bool(false), "c": .choice("x"), "d": .bool(true)
        ])
        try assertRoundTrips(values)
        try assertRoundTrips(ParameterValues(values: [:]))
        try assertRoundTrips(PluginChoice(source: .file(path: "/p.so"), id: "p", parameters: values, contentHash: hash))
        let identity = PluginLoader.FileIdentity(
            device: .max, inode: 77, size: 5_543_592, mtime: -3, mtimeNanos: 999_999_999, ctime: 1_790_000_000,
            ctimeNanos: 0)
        try assertRoundTrips(
            PluginChoice(
                source: .file(path: "/p.so"), id: "p", parameters: values, contentHash: hash, contentIdentity: identity)
        )
        try assertRoundTrips(
            PluginChoice(source: .builtIn(id: "default"), id: "default", parameters: values, contentHash: nil))
        for kind in [ParameterInfo.Kind.number(min: -2, max: 3), .bool, .choice(["a", "b"]), .choice([])] {
            try assertRoundTrips(ParameterInfo(name: "p", kind: kind, defaultValue: 1, unit: "pt", help: "help"))
            try assertRoundTrips(ParameterInfo(name: "q", kind: kind, defaultValue: 0, unit: nil, help: ""))
        }
        try assertRoundTrips(
            PluginInfo(
                id: "i", name: "N", version: "0.1", summary: "", author: "A", abiMajor: 1, abiMinor: 0,
                isAnimator: false, isInteraction: true, isLayout: false, parameters: []))
        for reason in PluginRejection.Reason.allCases {
            try assertRoundTrips(PluginRejection(path: "/x.so", reason: reason, message: "why"))
        }
        try assertRoundTrips(Protection("seccomp", true, "80 calls"))
        try assertRoundTrips(Protection("landlock", false, ""))
    }
}
