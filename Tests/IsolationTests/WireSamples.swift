import AnimationCore
import HostContainer
import PluginRuntime
import Sandbox
import Session
@testable import Isolation

/// One valid value of every message the wire carries, with every optional present and every
/// array non-empty, so that round trips cover each field's encoding and mutations of these
/// bytes reach every branch of the decoder.
enum WireSamples {
    /// A render item using every field: title, clip, polygon, mask, gradient.
    static func item(_ id: Int, masks: [Int] = []) -> RenderItem {
        let quad = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50), Point(x: 0, y: 50)]
        return RenderItem(
            id: id, title: "view \(id) — é", corners: quad, size: Size(width: 100, height: 50), alpha: 0.75,
            color: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1), cornerRadius: 4, clips: [quad], depth: 2,
            zPosition: 1,
            border: 1, blur: 2, polygons: [[Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 5, y: 8)]],
            fillRule: .evenOdd,
            masks: masks,
            gradient: RenderGradient(
                stops: [
                    .init(location: 0, color: Color(red: 1, green: 0, blue: 0, alpha: 1)),
                    .init(location: 1, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
                ],
                start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))
    }

    /// Frame `index` at `fps` 60 with three items and one mask.
    static func frame(_ index: Int, items: Int = 3) -> TransitionSession.Frame {
        let t = Double(index) / 60
        let render = RenderFrame(
            time: t, size: Size(width: 390, height: 844), items: (0..<items).map { item($0, masks: [0]) },
            masks: [RenderMask(items: [item(99)])])
        return TransitionSession.Frame(index: index, time: t, progress: min(1, t / 0.25), render: render)
    }

    static let status = TransitionSession.Status(phase: .running, progress: 0.5, interaction: "none", duration: 0.25)

    /// A completed result of `frames` frames with two events.
    static func result(frames: Int, timedOut: Bool = false) -> TransitionSession.Result {
        TransitionSession.Result(
            outcome: .completed, duration: 0.25,
            events: [
                .init(kind: .transition, text: "began", time: 0), .init(kind: .diagnostic, text: "note", time: 0.1)
            ],
            frames: frames, timedOut: timedOut, stall: timedOut ? "it reached --max-duration" : nil)
    }

    static let protections = [
        Protection("seccomp", true, "filter of 80 calls"), Protection("landlock", false, "kernel too old")
    ]

    /// Every worker message kind.
    static var workerMessages: [WorkerMessage] {
        let parameter = ParameterInfo(
            name: "damping", kind: .number(min: 0.01, max: 1), defaultValue: 0.5, unit: "ratio", help: "Spring damping")
        let choice = ParameterInfo(
            name: "edge", kind: .choice(["left", "right"]), defaultValue: 0, unit: nil, help: "Edge")
        let info = PluginInfo(
            id: "slide", name: "Slide", version: "1.2.0", summary: "Slides", author: "Tests", abiMajor: 1, abiMinor: 3,
            isAnimator: true, isInteraction: false, isLayout: true,
            parameters: [parameter, choice, ParameterInfo(name: "b", kind: .bool, defaultValue: 1, unit: nil, help: "")]
        )
        return [
            .hello(protections: protections), .scanned(info),
            .rejected(PluginRejection(path: "/p/x.so", reason: .notELF, message: "not an ELF file")),
            .started(expectedDuration: 0.25), .frame(frame(0), status), .result(result(frames: 1)),
            .failure("plugin x: create returned NULL")
        ]
    }

    /// Every front-end message kind, the configuration with every optional part.
    static var frontMessages: [FrontMessage] {
        let hash = ContentHash(hex: String(repeating: "ab", count: 32))
        let values = ParameterValues(values: ["damping": .number(0.4), "bounce": .bool(true), "edge": .choice("left")])
        var config = SessionConfiguration(
            animator: PluginChoice(source: .file(path: "/p/a.so"), id: "a", parameters: values, contentHash: hash))
        config.interaction = .plugin(
            PluginChoice(source: .builtIn(id: "pan"), id: "pan", parameters: ParameterValues(values: [:])))
        config.input = [
            .pointer(time: 0, location: Point(x: 1, y: 2), phase: .down), .key(time: 0.1, code: 123, down: true),
            .signal(time: 0.2, name: "tilt", value: 0.5)
        ]
        config.layout = PluginChoice(source: .builtIn(id: "grid"), id: "grid", parameters: ParameterValues(values: [:]))
        config.toLayout = PluginChoice(
            source: .builtIn(id: "list"), id: "list", parameters: ParameterValues(values: [:]))
        config.sections = [3, 4]
        config.container = .collection
        return [
            .configure(config, live: true), .run, .step, .scrub(0.1), .release(threshold: 0.5), .key(40, at: 1),
            .pointer(.pointer(time: 1, location: Point(x: 3, y: 4), phase: .move)), .signal("tilt", value: 1, at: 2),
            .replay, .quit
        ]
    }

    /// The payload bytes of `m`.
    static func payload<M: WireCodable>(_ m: M) -> [UInt8] {
        var w = WireWriter()
        w.value(m)
        return w.bytes
    }
}
