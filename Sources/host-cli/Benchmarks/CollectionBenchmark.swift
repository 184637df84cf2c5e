import Foundation
import AnimationCore
import HostContainer
import PluginRuntime

/// The collection views' benchmarks (issue 15's targets: one frame of a 10,000-item layout
/// transition under 2 ms, a 10,000-item layout computed under 5 ms), each beside a baseline
/// doing the same arithmetic over flat arrays in the same run.
enum CollectionBenchmark {
    /// `collection.layout`: a 10,000-item grid laid out (`FlowLayout.prepare`), against a
    /// baseline computing the same frames into a flat array.
    static func layout(items n: Int = 10_000, samples: Int = 31) -> BenchmarkResult {
        let grid = FlowLayout(itemSize: Size(width: 8, height: 8), minimumLineSpacing: 2, minimumInteritemSpacing: 2)
        let context = CollectionLayoutContext(size: Size(width: 998, height: 998), sections: [n])
        return laidOut("collection.layout", items: n, samples: samples) { grid.prepare(context) }
    }

    /// `collection.plugin`: the same 10,000-item grid laid out by the bundled `grid` layout
    /// plugin (next to the executable) through the C table and the SDK — every item's
    /// attributes written by the plugin and checked by the host — against the same baseline.
    static func plugin(items n: Int = 10_000, samples: Int = 31) -> BenchmarkResult {
        guard let dir = PluginSearchPath.executableDirectory() else {
            return BenchmarkResult("collection.plugin", [("error", .string("cannot find the executable's folder"))])
        }
        var path = PluginSearchPath(
            explicit: [dir], environment: ["HOME": "/nonexistent", "XDG_DATA_HOME": "/nonexistent"],
            executableDirectory: nil)
        path.folders = path.folders.filter { $0.origin == .commandLine }
        let scan = PluginLoader.scan(path, builtIns: [])
        guard let grid = scan.plugin(id: "grid"), grid.info.isLayout,
            let values = try? ParameterValues(
                plugin: grid.info, assignments: ["item-width=8", "item-height=8", "spacing=2"])
        else {
            return BenchmarkResult(
                "collection.plugin",
                [
                    (
                        "error",
                        .string("the bundled grid layout plugin is not next to the executable (build everything first)")
                    )
                ])
        }
        let bridge = PluginBridge(engine: AnimationEngine(), log: EventLog())
        guard let layout = try? PluginLayout(plugin: grid, parameters: values, bridge: bridge) else {
            return BenchmarkResult(
                "collection.plugin", [("error", .string("the grid layout plugin could not be instantiated"))])
        }
        let context = CollectionLayoutContext(size: Size(width: 998, height: 998), sections: [n])
        precondition(
            layout.prepare(context).items[0].count == n && bridge.log.diagnostics.isEmpty,
            "the plugin laid every item out")
        return laidOut("collection.plugin", items: n, samples: samples) { layout.prepare(context) }
    }

    /// `name`: the median time of `prepare` (a 10,000-item grid of 8-point items 10 apart)
    /// against the baseline computing the same frames into a flat array.
    private static func laidOut(_ name: String, items n: Int, samples: Int, _ prepare: () -> PreparedLayout)
        -> BenchmarkResult
    {
        var sink = 0.0
        let time = BenchClock.median(samples: samples) { sink += prepare().contentSize.height }
        var frames = [Rect](repeating: .zero, count: n)
        let baseline = BenchClock.median(samples: samples) {
            for i in 0..<n { frames[i] = Rect(x: Double(i % 100) * 10, y: Double(i / 100) * 10, width: 8, height: 8) }
        }
        BenchSink.shared.value += sink + frames[n - 1].origin.y
        return BenchmarkResult(
            name,
            [
                ("items", .int(n)), ("ms", .number(time * 1e3)), ("baseline_ms", .number(baseline * 1e3)),
                ("ratio", .number(time / baseline))
            ])
    }

    /// `collection.transition`: a collection of 10,000 items all on screen (a 100 × 100 grid)
    /// animating to a ring over 10 s: one frame's evaluation, against a baseline interpolating
    /// the same centres and sizes along the same curve over flat arrays.
    static func transition(items n: Int = 10_000, samples: Int = 31) -> BenchmarkResult {
        let engine = AnimationEngine()
        let grid = FlowLayout(itemSize: Size(width: 8, height: 8), minimumLineSpacing: 2, minimumInteritemSpacing: 2)
        let collection = CollectionView(
            engine: engine, frame: Rect(x: 0, y: 0, width: 998, height: 998), sections: [n], layout: grid)
        let ring = CircleLayout(itemSize: Size(width: 6, height: 6), margin: 4)
        let from = collection.prepared.items[0], to = ring.prepare(collection.context).items[0]
        collection.setLayout(ring, animated: true, duration: 10)
        precondition(collection.cells.count == n, "every item on screen")
        let time = BenchClock.medianFrame(samples: samples) { engine.advance(to: 0.01 * Double($0)) }
        // Each cell moves and resizes: two animations per item, still running.
        precondition(engine.runningAnimationCount == 2 * n, "benchmark animations ended early")
        let curve = CubicBezier.easeInEaseOut
        var centers = [Point](repeating: .zero, count: n),
            sizes = [Size](repeating: Size(width: 0, height: 0), count: n)
        let baseline = BenchClock.medianFrame(samples: samples) { frame in
            let p = curve.progress(0.01 * Double(frame) / 10)
            for i in 0..<n {
                centers[i] = from[i].center.interpolated(to: to[i].center, p)
                sizes[i] = Size(
                    width: from[i].size.width + (to[i].size.width - from[i].size.width) * p,
                    height: from[i].size.height + (to[i].size.height - from[i].size.height) * p)
            }
        }
        BenchSink.shared.value += centers[n - 1].x + sizes[n - 1].width
        return BenchmarkResult(
            "collection.transition",
            [
                ("items", .int(n)), ("ms_per_frame", .number(time * 1e3)),
                ("baseline_ms_per_frame", .number(baseline * 1e3)), ("ratio", .number(time / baseline))
            ])
    }
}
