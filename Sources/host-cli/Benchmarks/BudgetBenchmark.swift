import Foundation
import AnimationCore
import Rendering
import Session
#if canImport(Glibc)
    import Glibc
#endif

/// `host-cli bench budget`: the front end's work for hostile-scale scenes that only use the
/// ordinary plugin API, against an ordinary transition measured in the same run.
///
/// Each scene is built the way a worker builds it (views on an engine, evaluated by
/// ``RenderModel/evaluate(_:presentation:)``, so the frame budget applies) and its frames are
/// handed one at a time, as they arrive from a worker, to the front end's own ``FrameOutput``
/// for a PNG, an APNG, an SVG and an HTML file in a temporary folder. Reported per scene and
/// format: the front end's peak resident memory while writing it (`peak_rss_mb`: VmHWM, reset
/// before each through /proc/self/clear_refs) and the seconds it took; per scene, the drawing
/// time per frame (`draw_ms_per_frame`, the rasterizer alone, worst frame) and the items its
/// drawing budget left undrawn.
enum BudgetBenchmark {
    /// Frames per scene (a third of a second at 60 fps: enough to see memory per kept frame).
    static let frames = 20
    /// The canvas, points (an iPhone-sized portrait screen).
    static let screen = Size(width: 390, height: 844)

    /// One scene: its name and a builder that fills a root view.
    typealias Scene = (name: String, build: @Sendable (AnimationEngine, View) -> Void)

    /// The scenes, the ordinary transition first.
    static let scenes: [Scene] = [
        (
            "baseline",
            { engine, root in
                // Two full-screen titled pages, as a real push shows them.
                for (k, title) in ["From", "To"].enumerated() {
                    let v = View(
                        engine: engine,
                        frame: Rect(x: Double(k) * 40, y: 0, width: screen.width, height: screen.height), title: title,
                        backgroundColor: Color(red: 0.2 + 0.5 * Double(k), green: 0.4, blue: 0.6, alpha: 1))
                    try? root.addSubview(v)
                }
            }
        ),
        (
            "titles",
            { engine, root in
                // 20,000 small views, each titled with the longest title allowed.
                let title = String(repeating: "W", count: FrameBudget.maximumTitleBytes - 1)
                for k in 0..<20_000 {
                    let x = Double(k % 97) * 4, y = Double(k / 97 % 211) * 4
                    let v = View(
                        engine: engine, frame: Rect(x: x, y: y, width: 3, height: 3), title: title,
                        backgroundColor: Color(red: Double(k % 7) / 6, green: 0.5, blue: 0.5, alpha: 1))
                    try? root.addSubview(v)
                }
            }
        ),
        (
            "gradients",
            { engine, root in
                // 2,000 full-screen views, each a gradient of 256 stops.
                var colors: [Color] = []
                for k in 0..<FrameBudget.maximumGradientStops {
                    let red = Double(k % 2), green = Double(k % 3) / 2, blue = Double(k % 5) / 4
                    colors.append(Color(red: red, green: green, blue: blue, alpha: 1))
                }
                for _ in 0..<2_000 {
                    let v = View(engine: engine, frame: Rect(origin: .zero, size: screen))
                    v.layer.gradient = GradientStyle(
                        colors: colors, startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
                    try? root.addSubview(v)
                }
            }
        ),
        (
            "fullscreen",
            { engine, root in
                // 20,000 opaque full-screen views.
                for k in 0..<20_000 {
                    try? root.addSubview(
                        View(
                            engine: engine, frame: Rect(origin: .zero, size: screen),
                            backgroundColor: Color(red: Double(k % 7) / 6, green: 0.3, blue: 0.6, alpha: 1)))
                }
            }
        ),
        (
            "path",
            { engine, root in
                // The longest path allowed, cubics across the whole coordinate range, filled and stroked.
                var elements: [Path.Element] = [.move(Point(x: 0, y: 0))]
                for i in 1..<FrameBudget.maximumPathElements {
                    let x: Double = i % 2 == 1 ? 900_000 : -900_000
                    let y = Double(i % 3) * 300_000
                    let end = Point(x: x / 2, y: y / 2)
                    elements.append(.cubic(Point(x: x, y: -y), Point(x: -x, y: y), end))
                }
                let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300))
                v.layer.path = Path(elements)
                v.layer.fillColor = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
                v.layer.strokeColor = .black
                v.layer.lineWidth = 3
                try? root.addSubview(v)
            }
        )
    ]

    /// Every scene in every format.
    static func all() -> [BenchmarkResult] { scenes.flatMap(run) }

    /// One scene: its drawing line, then one line per format.
    static func run(_ scene: Scene) -> [BenchmarkResult] {
        let engine = AnimationEngine()
        return withExtendedLifetime(engine) {
            let root = View(engine: engine, frame: Rect(origin: .zero, size: screen), backgroundColor: .white)
            scene.build(engine, root)
            // The scene slides a little each frame, so every frame differs.
            func frame(_ i: Int) -> TransitionSession.Frame {
                engine.advance(to: Double(i) / 60)
                root.bounds = Rect(x: -Double(i), y: 0, width: screen.width, height: screen.height)
                var dropped = 0
                let render = RenderModel.evaluate(root, dropped: &dropped)
                return TransitionSession.Frame(
                    index: i, time: Double(i) / 60, progress: Double(i) / Double(frames - 1), render: render)
            }
            var results: [BenchmarkResult] = []
            // Drawing alone: the worst frame's time and what the budget left out.
            let rasterizer = Rasterizer(scale: 1)
            var worst = 0.0, skipped = 0, bytes = 0, items = 0
            for i in 0..<frames {
                let f = frame(i)
                bytes = max(bytes, f.render.wireSize)
                items = max(items, f.render.items.count)
                let t0 = BenchClock.now()
                let (_, s) = rasterizer.renderCounting(f.render)
                worst = max(worst, BenchClock.now() - t0)
                skipped = max(skipped, s)
            }
            results.append(
                BenchmarkResult(
                    "budget.\(scene.name).draw",
                    [
                        ("frames", .int(frames)), ("items", .int(items)),
                        ("frame_mb", .number(Double(bytes) / 1_048_576)),
                        ("draw_ms_per_frame", .number(worst * 1e3)), ("skipped_items", .int(skipped))
                    ]))
            let folder = NSTemporaryDirectory() + "host-cli-bench-budget-\(getpid())"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            for ext in ["png", "apng", "svg", "html"] {
                let path = folder + "/out.\(ext)"
                resetPeak()
                let t0 = BenchClock.now()
                var written = 0
                do {
                    let output = try FrameOutput(
                        path: path, size: screen, scale: 1, fps: 60, at: nil, sheet: nil, subject: "bench")
                    for i in 0..<frames { output.add(frame(i)) }
                    written = try output.finish(duration: Double(frames) / 60)
                } catch {
                    results.append(BenchmarkResult("budget.\(scene.name).\(ext)", [("error", .string("\(error)"))]))
                    continue
                }
                let seconds = BenchClock.now() - t0
                results.append(
                    BenchmarkResult(
                        "budget.\(scene.name).\(ext)",
                        [
                            ("peak_rss_mb", .number(Double(peakBytes()) / 1_048_576)),
                            ("seconds", .number(seconds)), ("file_mb", .number(Double(written) / 1_048_576))
                        ]))
            }
            return results
        }
    }

    /// Resets this process's peak resident memory (VmHWM) to its current size (Linux 4.0+).
    static func resetPeak() {
        let fd = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = "5".withCString { write(fd, $0, 1) }
        close(fd)
    }

    /// This process's peak resident memory since the last ``resetPeak()``, bytes (VmHWM); 0
    /// when unknown.
    static func peakBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kb = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return 0 }
        return kb * 1024
    }
}
