import Foundation
import AnimationCore
import Rendering

/// `engine.shatter`: a full-screen view broken into 3,000 snapshot tiles, each flying away on
/// its own animation, as shatter animators do it. Each tile is a view showing a picture of its
/// part of the original (what `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`
/// gives a plugin: the host's ``Picture/of(_:presentation:rect:)`` as the view's contents),
/// with a UIView animation block of its own (a move outwards and down, a turn with a shrink,
/// a fade; seeded random durations and delays). Timed per frame, while every tile is moving:
/// the engine's evaluation (`advance(to:)`), the render model built from it, and a raster of
/// it at scale 1. Frames per second are of engine time.
enum ShatterBenchmark {
    /// Tiles across and down: 50 × 60 = 3,000 tiles of 7.8 × 14.1 points.
    static let columns = 50, rows = 60

    static func run(samples: Int = 31) -> BenchmarkResult {
        let engine = AnimationEngine()
        return withExtendedLifetime(engine) { measure(engine, samples: samples) }
    }

    private static func measure(_ engine: AnimationEngine, samples: Int) -> BenchmarkResult {
        let screen = RenderBenchmark.screen
        let root = View(engine: engine, frame: Rect(origin: .zero, size: screen), title: nil, backgroundColor: .white)
        let source = sourceView(engine, screen)
        try! root.addSubview(source)
        engine.advance(to: 0)
        // Cut it into tiles (the snapshots are of what is on screen), then take it away.
        let w = screen.width / Double(columns), h = screen.height / Double(rows)
        var random = Random(seed: 0x5EA7_7E12)
        let t0 = BenchClock.now()
        var tiles: [View] = []
        tiles.reserveCapacity(columns * rows)
        for r in 0..<rows {
            for c in 0..<columns {
                let rect = Rect(x: Double(c) * w, y: Double(r) * h, width: w, height: h)
                let tile = View(engine: engine, frame: rect)
                tile.layer.extras.contents = Picture.of(source, presentation: true, rect: rect)
                tiles.append(tile)
            }
        }
        let snapshotSeconds = BenchClock.now() - t0
        source.removeFromSuperview()
        for tile in tiles { try! root.addSubview(tile) }
        let middle = Point(x: screen.width / 2, y: screen.height / 2)
        for tile in tiles {
            let c = tile.center
            let away = Point(
                x: c.x + (c.x - middle.x) * (0.5 + random.unit()),
                y: c.y + (c.y - middle.y) * (0.5 + random.unit()) + 300 * random.unit())
            let turn = (random.unit() * 2 - 1) * .pi
            engine.animate(
                withDuration: 1 + 0.7 * random.unit(), delay: 0.2 * random.unit(), options: .curveEaseIn,
                animations: {
                    tile.center = away
                    tile.transform = Transform2D.rotation(turn).scaledBy(x: 0.5, y: 0.5)
                    tile.alpha = 0
                }, completion: nil)
        }
        // Frames from 0.25 s on, one every 1/60 s: every tile is still moving (each starts
        // by 0.2 s and lasts at least 1 s; the last of the 34 frames timed is at 0.82 s).
        let engineTime = BenchClock.medianFrame(samples: samples) { engine.advance(to: 0.25 + Double($0) / 60) }
        precondition(engine.runningAnimationCount == 3 * tiles.count, "shatter animations ended early")
        let modelTime = BenchClock.median(samples: samples) {
            BenchSink.shared.value += Double(RenderModel.evaluate(root).items.count)
        }
        let rendered = RenderModel.evaluate(root)
        let rasterizer = Rasterizer(scale: 1)
        let (pw, ph) = rasterizer.pixelSize(of: rendered)
        var canvas = Canvas(width: pw, height: ph)
        let rasterTime = BenchClock.median(samples: 5, warmup: 1) { rasterizer.render(rendered, into: &canvas) }
        return BenchmarkResult(
            "engine.shatter",
            [
                ("tiles", .int(tiles.count)), ("items", .int(rendered.items.count)),
                ("ms_per_frame", .number(engineTime * 1e3)), ("frames_per_second", .number(1 / engineTime)),
                ("render_model_ms_per_frame", .number(modelTime * 1e3)),
                ("raster_ms_per_frame", .number(rasterTime * 1e3)),
                ("snapshots_ms", .number(snapshotSeconds * 1e3))
            ])
    }

    /// The view that shatters: a full-screen page with a title, a bar and three cards.
    static func sourceView(_ engine: AnimationEngine, _ screen: Size) -> View {
        let page = View(
            engine: engine, frame: Rect(origin: .zero, size: screen), title: "From",
            backgroundColor: Color(rgb: 0xF4D35E))
        let bar = View(
            engine: engine, frame: Rect(x: 0, y: 0, width: screen.width, height: 96), title: "Title",
            backgroundColor: Color(rgb: 0x2E5EAA))
        try! page.addSubview(bar)
        for i in 0..<3 {
            let card = View(
                engine: engine, frame: Rect(x: 24, y: 130 + Double(i) * 220, width: screen.width - 48, height: 190),
                title: "Card \(i + 1)", backgroundColor: Color(rgb: [0xEE6C4D, 0x3D9970, 0xFFFFFF][i]))
            card.cornerRadius = 16
            try! page.addSubview(card)
        }
        return page
    }

    /// SplitMix64 numbers in [0, 1), so the scene is the same on every run.
    struct Random {
        private var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func unit() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) * 0x1p-53
        }
    }
}
