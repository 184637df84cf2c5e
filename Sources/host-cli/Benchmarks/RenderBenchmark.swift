import Foundation
import AnimationCore
import Rendering

/// The renderers' benchmark: how fast a realistic transition becomes an animated GIF.
enum RenderBenchmark {
    /// Root size of the benchmark scene, points (an iPhone-sized portrait screen).
    static let screen = Size(width: 390, height: 844)

    /// The frames of the benchmark transition: a 390 × 844 root with two full-screen titled
    /// children; "From" slides out to the left on a UIKit spring (1 s, damping 0.75, initial
    /// velocity 0.5) while "To" slides in from the right and fades in on the same spring.
    /// The engine is stepped to `i / fps` for `count` frames and evaluated each time.
    /// With `decorated`, both children also have rounded corners (24), a 6-point translucent
    /// border and a shadow (opacity 0.5, radius 16, offset (0, 10)), and every frame gets a
    /// shape layer on "From" and a mask on "To" (``addShapeAndMask(_:from:to:)``) and a
    /// gradient layer on "From" (``addGradient(_:from:)``).
    static func transitionFrames(count: Int = 60, fps: Double = 60, decorated: Bool = false) -> [RenderFrame] {
        // Layers hold their engine unowned and talk to it when they are freed: the views live
        // in `run`, so they are gone before the engine is.
        let engine = AnimationEngine()
        return withExtendedLifetime(engine) { run(engine, count: count, fps: fps, decorated: decorated) }
    }

    private static func run(_ engine: AnimationEngine, count: Int, fps: Double, decorated: Bool) -> [RenderFrame] {
        let root = View(engine: engine, frame: Rect(origin: .zero, size: screen), title: nil, backgroundColor: .white)
        let from = View(
            engine: engine, frame: Rect(origin: .zero, size: screen), title: "From",
            backgroundColor: Color(rgb: 0xF4D35E))
        let to = View(
            engine: engine, frame: Rect(origin: Point(x: screen.width, y: 0), size: screen), title: "To",
            backgroundColor: Color(rgb: 0x2E5EAA))
        to.alpha = 0
        if decorated {
            for v in [from, to] {
                v.cornerRadius = 24
                v.layer.borderWidth = 6
                v.layer.borderColor = Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.6)
                v.layer.shadowOpacity = 0.5
                v.layer.extras.shadowRadius = 16
                v.layer.extras.shadowOffset = Point(x: 0, y: 10)
            }
        }
        try! root.addSubview(from)
        try! root.addSubview(to)
        engine.animate(
            withDuration: 1, usingSpringWithDamping: 0.75, initialSpringVelocity: 0.5,
            animations: {
                from.center = Point(x: -screen.width / 2, y: screen.height / 2)
                to.center = Point(x: screen.width / 2, y: screen.height / 2)
                to.alpha = 1
            })
        var frames: [RenderFrame] = []
        for i in 0..<count {
            engine.advance(to: Double(i) / fps)
            let frame = RenderModel.evaluate(root)
            frames.append(
                decorated ? addGradient(addShapeAndMask(frame, from: from.id, to: to.id), from: from.id) : frame)
        }
        return frames
    }

    /// The decorated scene's shape layer and mask, added to an evaluated frame as the render
    /// model gives them (so the benchmark times only the renderer): on "From", above its
    /// background and moving with it, a shape layer's fill (a white five-pointed star of radius
    /// 90 at (195, 560)) and its stroke's outline (a ring of radii 102 and 110, two circles
    /// wound opposite ways); "To" (its shadow, background and border) is revealed through a
    /// circle mask about its centre whose radius grows from 80 to 600 points over the second,
    /// so the mask's edge crosses the screen. Circles are flattened to within
    /// ``RenderModel/flatness``, as the model flattens a path.
    static func addShapeAndMask(_ frame: RenderFrame, from: Int, to: Int) -> RenderFrame {
        var out = frame
        let toItems = frame.items.filter { $0.id == to }
        guard let fill = frame.items.firstIndex(where: { $0.id == from && $0.border == 0 && $0.blur == 0 }),
            let toFill = toItems.first(where: { $0.border == 0 && $0.blur == 0 }), toFill.corners.count == 4
        else { return frame }
        let origin = frame.items[fill].corners[0]
        let centre = Point(x: origin.x + 195, y: origin.y + 560)
        let star = (0..<10).map { k in
            let a = -Double.pi / 2 + Double(k) * Double.pi / 5, r = k % 2 == 0 ? 90.0 : 38
            return Point(x: centre.x + r * cos(a), y: centre.y + r * sin(a))
        }
        func shape(_ polygons: [[Point]], _ color: Color) -> RenderItem {
            var item = frame.items[fill]
            item.title = nil
            item.color = color
            item.polygons = polygons
            item.fillRule = .nonZero
            return item
        }
        out.items.insert(
            contentsOf: [
                shape([star], .white),
                shape(
                    [circle(centre, 110), circle(centre, 102).reversed()],
                    Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.8))
            ],
            at: fill + 1)
        let c = toFill.corners
        let middle = Point(x: (c[0].x + c[2].x) / 2, y: (c[0].y + c[2].y) / 2)
        let reveal = circle(middle, 80 + 520 * min(1, max(0, frame.time)))
        out.masks = [
            RenderMask(items: [
                RenderItem(
                    id: -1, title: nil, corners: c, size: toFill.size, alpha: 1, color: .black, cornerRadius: 0,
                    clips: [], depth: 0, zPosition: 0, polygons: [reveal])
            ])
        ]
        for k in out.items.indices where out.items[k].id == to { out.items[k].masks = [0] }
        return out
    }

    /// The decorated scene's gradient layer, added to an evaluated frame as the render model
    /// gives it: on "From", just above its background and moving with it, a full-width band
    /// (390 × 160 points at y = 100 of From's bounds) of a three-stop opaque gradient (coral,
    /// gold at 0.45, teal) along its diagonal, so every pixel of it has a colour of its own
    /// (a vertical gradient would repeat each row's colour and cost less).
    static func addGradient(_ frame: RenderFrame, from: Int) -> RenderFrame {
        guard
            let fill = frame.items.firstIndex(where: {
                $0.id == from && $0.border == 0 && $0.blur == 0 && $0.polygons.isEmpty
            }),
            let m = QuadMapping(
                corners: frame.items[fill].corners, width: frame.items[fill].size.width,
                height: frame.items[fill].size.height)
        else { return frame }
        var band = frame.items[fill]
        let size = Size(width: screen.width, height: 160)
        band.corners = [
            m.map(u: 0, v: 100), m.map(u: size.width, v: 100), m.map(u: size.width, v: 100 + size.height),
            m.map(u: 0, v: 100 + size.height)
        ]
        band.size = size
        band.title = nil
        band.color = .clear
        band.cornerRadius = 0
        band.gradient = RenderGradient(
            stops: [
                RenderGradient.Stop(location: 0, color: Color(rgb: 0xEE6C4D)),
                RenderGradient.Stop(location: 0.45, color: Color(rgb: 0xF4D35E)),
                RenderGradient.Stop(location: 1, color: Color(rgb: 0x3D9970))
            ],
            start: Point(x: 0, y: 0), end: Point(x: size.width, y: size.height))
        var out = frame
        out.items.insert(band, at: fill + 1)
        return out
    }

    /// A circle as a polygon whose edges stray at most ``RenderModel/flatness`` from it.
    static func circle(_ centre: Point, _ radius: Double) -> [Point] {
        let n = max(8, Int((Double.pi / acos(1 - RenderModel.flatness / radius)).rounded(.up)))
        return (0..<n).map { k in
            let a = 2 * Double.pi * Double(k) / Double(n)
            return Point(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
        }
    }

    /// `render.gif`: rasterizes the 60 frames of ``transitionFrames(count:fps:)`` at scale 1
    /// and streams them into a 60 fps GIF in memory; `frames_per_second` is frames divided by
    /// the rasterize + encode time of the median of 5 runs (after one warm-up run), split into
    /// `raster_ms_per_frame` and `encode_ms_per_frame`. Scene building and evaluation are not
    /// timed. Also reports the frames the GIF shows (`gif_frames`: fewer than 60, since above
    /// 50 fps short frames are merged and a frame identical to the one on screen only extends
    /// its delay, see ``GIFEncoder``), the size and the GIF's bytes.
    static func gif() -> BenchmarkResult { gif(samples: 5) }

    /// ``gif()`` with a chosen number of timed runs, GIF delay policy and scale (pixels per
    /// point; the benchmark proper uses 1).
    static func gif(
        samples: Int, shortDelays: GIFEncoder.ShortDelayPolicy = .merge, scale: Double = 1, decorated: Bool = false
    ) -> BenchmarkResult {
        let fps = 60.0
        let frames = transitionFrames(count: 60, fps: fps, decorated: decorated)
        let rasterizer = Rasterizer(scale: scale)
        let (w, h) = rasterizer.pixelSize(of: frames[0])
        var canvas = Canvas(width: w, height: h)
        struct Run {
            var raster = 0.0, encode = 0.0, bytes = 0, written = 0
            var total: Double { raster + encode }
        }
        func once() throws -> Run {
            var run = Run()
            var count = 0
            let encoder = GIFEncoder(width: w, height: h, fps: fps, shortDelays: shortDelays) { count += $0.count }
            for f in frames {
                let t0 = BenchClock.now()
                rasterizer.render(f, into: &canvas)
                let t1 = BenchClock.now()
                try encoder.add(canvas)
                run.raster += t1 - t0
                run.encode += BenchClock.now() - t1
            }
            let t2 = BenchClock.now()
            try encoder.finish()
            run.encode += BenchClock.now() - t2
            run.bytes = count
            run.written = encoder.framesWritten
            return run
        }
        let runs: [Run]
        do {
            _ = try once()
            runs = try (0..<max(1, samples)).map { _ in try once() }.sorted { $0.total < $1.total }
        } catch {
            preconditionFailure("a sink that counts bytes cannot fail: \(error)")
        }
        let m = runs[runs.count / 2]
        let n = Double(frames.count)
        return BenchmarkResult(
            decorated ? "render.gif.decorated" : "render.gif",
            [
                ("frames", .int(frames.count)), ("gif_frames", .int(m.written)),
                ("width", .int(w)), ("height", .int(h)), ("bytes", .int(m.bytes)),
                ("raster_ms_per_frame", .number(m.raster / n * 1e3)),
                ("encode_ms_per_frame", .number(m.encode / n * 1e3)),
                ("frames_per_second", .number(n / m.total))
            ])
    }
}
