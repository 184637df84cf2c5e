import AnimationCore

/// `engine.views.N`: N views (1,000, 5,000, 15,000) over a 1376 × 1032 container (the
/// largest iOS screen, `odd-sizes`' largest), each with a UIView animation of its own (a move
/// down and a fade, seeded random offsets), as animators that cut a screen into tiles make
/// them (StarWars.iOS: one snapshot per 10-point tile, 14,000 at that size). Timed per frame
/// while every view moves: the engine's evaluation (`advance(to:)`) and the render model
/// built from it (what `run`, `play` and the validator's per-frame checks do each frame), for
/// views with a background colour and for snapshot tiles (each view's contents the picture of
/// its part of a snapshot of the page: three items a tile). The baseline, in the same run:
/// each view's four corners mapped through its presentation into one flat array, the least
/// a frame's geometry costs.
enum ManyViewsBenchmark {
    /// The view counts timed.
    static let counts = [1000, 5000, 15000]
    /// The container: a 13-inch iPad in landscape, points.
    static let screen = Size(width: 1376, height: 1032)

    static func run(samples: Int = 11) -> [BenchmarkResult] {
        counts.map { n in
            let plain = measure(views: n, snapshots: false, samples: samples)
            let tiles = measure(views: n, snapshots: true, samples: samples)
            return BenchmarkResult(
                "engine.views.\(n / 1000)k",
                [
                    ("views", .int(n)), ("items", .int(plain.items)),
                    ("engine_ms_per_frame", .number(plain.engine * 1e3)),
                    ("render_model_ms_per_frame", .number(plain.model * 1e3)),
                    ("flat_corners_ms_per_frame", .number(plain.baseline * 1e3)), ("tile_items", .int(tiles.items)),
                    ("tile_engine_ms_per_frame", .number(tiles.engine * 1e3)),
                    ("tile_render_model_ms_per_frame", .number(tiles.model * 1e3))
                ])
        }
    }

    /// Medians per frame, seconds, and the items of a frame.
    struct Timing {
        var engine = 0.0, model = 0.0, baseline = 0.0
        var items = 0
    }

    private static func measure(views n: Int, snapshots: Bool, samples: Int) -> Timing {
        let engine = AnimationEngine()
        return withExtendedLifetime(engine) {
            let (root, views) = scene(engine, views: n, snapshots: snapshots)
            var engineTimes: [Double] = [], modelTimes: [Double] = [], baselineTimes: [Double] = []
            var timing = Timing()
            var corners: [Point] = []
            corners.reserveCapacity(4 * n)
            // Frames from 0.1 s on, one every 1/60 s (three of them warm-up): every view moves
            // until 1.5 s.
            for frame in 0..<(samples + 3) {
                let t0 = BenchClock.now()
                engine.advance(to: 0.1 + Double(frame) / 60)
                let t1 = BenchClock.now()
                let rendered = RenderModel.evaluate(root)
                let t2 = BenchClock.now()
                timing.items = rendered.items.count
                BenchSink.shared.value += Double(rendered.items.count)
                let t3 = BenchClock.now()
                corners.removeAll(keepingCapacity: true)
                for v in views {
                    let s = v.layer.presentation
                    let m = s.toParent, b = s.bounds
                    corners.append(m.apply(Point(x: b.minX, y: b.minY)))
                    corners.append(m.apply(Point(x: b.maxX, y: b.minY)))
                    corners.append(m.apply(Point(x: b.maxX, y: b.maxY)))
                    corners.append(m.apply(Point(x: b.minX, y: b.maxY)))
                }
                let t4 = BenchClock.now()
                BenchSink.shared.value += corners[corners.count - 2].y
                guard frame >= 3 else { continue }
                engineTimes.append(t1 - t0)
                modelTimes.append(t2 - t1)
                baselineTimes.append(t4 - t3)
            }
            precondition(engine.runningAnimationCount == 2 * n, "the views' animations ended early")
            timing.engine = median(engineTimes)
            timing.model = median(modelTimes)
            timing.baseline = median(baselineTimes)
            return timing
        }
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// The root (the container) holding `n` views in a grid that covers it, each animating.
    private static func scene(_ engine: AnimationEngine, views n: Int, snapshots: Bool) -> (View, [View]) {
        let root = View(
            engine: engine, frame: Rect(origin: .zero, size: screen), title: "container",
            backgroundColor: Color(rgb: 0x1C1C1E))
        let page = View(
            engine: engine, frame: Rect(origin: .zero, size: screen), title: "From",
            backgroundColor: Color(rgb: 0xFF3B30))
        try! root.addSubview(page)
        engine.advance(to: 0)
        // As StarWars does: a snapshot of the page, then each tile a snapshot of the snapshot.
        let snapshot = View(engine: engine, frame: Rect(origin: .zero, size: screen))
        snapshot.layer.extras.contents = Picture.of(page, presentation: true)
        page.removeFromSuperview()
        let columns = max(1, Int((Double(n) * screen.width / screen.height).squareRoot()))
        let rows = (n + columns - 1) / columns
        let w = screen.width / Double(columns), h = screen.height / Double(rows)
        var views: [View] = []
        views.reserveCapacity(n)
        for i in 0..<n {
            let rect = Rect(x: Double(i % columns) * w, y: Double(i / columns) * h, width: w, height: h)
            let v = View(engine: engine, frame: rect)
            if snapshots {
                v.layer.extras.contents = Picture.of(snapshot, presentation: true, rect: rect)
            } else {
                v.backgroundColor = Color(rgb: 0x3366CC)
            }
            try! root.addSubview(v)
            views.append(v)
        }
        var random = ShatterBenchmark.Random(seed: 0x5747_A125)
        for v in views {
            let c = v.center
            let to = Point(x: c.x + 400 * random.unit() - 200, y: c.y + screen.height * (1 + 0.3 * random.unit()))
            engine.animate(
                withDuration: 1.5, delay: 0, options: .curveLinear,
                animations: {
                    v.center = to
                    v.alpha = 0.5
                }, completion: nil)
        }
        return (root, views)
    }
}
