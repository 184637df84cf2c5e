import Foundation
import AnimationCore
import ProcessSupport

/// The engine's benchmarks: frame evaluation against a flat-array baseline, the curve
/// solvers, and a leak soak. See the README's "Benchmarks" section for the targets.
enum EngineBenchmark {
    /// The curves the `curves` group measures: the five named curves, two that leave the unit
    /// square, and two with vertical tangents (where browser solvers lose accuracy).
    static let benchmarkCurves: [(String, CubicBezier)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
        ("default", .default), ("(0.3,1.5,0.8,1.5)", CubicBezier(0.3, 1.5, 0.8, 1.5)),
        ("(0.4,-0.8,0.7,1.7)", CubicBezier(0.4, -0.8, 0.7, 1.7)), ("(1,0,0,1)", CubicBezier(1, 0, 0, 1)),
        ("(0,1,1,0)", CubicBezier(0, 1, 1, 0))
    ]

    /// `curve.bezier` per curve (ns per evaluation over `count` ascending x in [0, 1] and the
    /// largest |Δy| against 200-step bisection), then `curve.spring` per damping regime.
    static func curves(count: Int = 1_000_000) -> [BenchmarkResult] {
        var out: [BenchmarkResult] = []
        let step = 1.0 / Double(count - 1)
        for (name, curve) in benchmarkCurves {
            var sink = 0.0
            let seconds = BenchClock.median(samples: 5, warmup: 1) {
                var acc = 0.0
                for i in 0..<count { acc += curve.progress(Double(i) * step) }
                sink += acc
            }
            var maxError = 0.0
            for i in 0..<count {
                let x = Double(i) * step
                maxError = max(maxError, abs(curve.progress(x) - curve.referenceProgress(x)))
            }
            BenchSink.shared.value += sink
            out.append(
                BenchmarkResult(
                    "curve.bezier",
                    [
                        ("curve", .string(name)), ("ns_per_eval", .number(seconds / Double(count) * 1e9)),
                        ("max_error", .number(maxError)), ("refined_segments", .int(curve.refinedSegmentCount)),
                        ("exact_subsegments", .int(curve.exactSubsegmentCount))
                    ]))
        }
        let springs: [(String, Spring)] = [
            ("under", Spring(mass: 1, stiffness: 100, damping: 10)),
            ("critical", Spring(mass: 1, stiffness: 100, damping: 20)),
            ("over", Spring(mass: 1, stiffness: 100, damping: 30))
        ]
        for (name, spring) in springs {
            let s = spring.unitSolution
            let dt = 2.0 / Double(count)
            var sink = 0.0
            let seconds = BenchClock.median(samples: 5, warmup: 1) {
                var acc = 0.0
                for i in 0..<count { acc += s.position(at: Double(i) * dt) }
                sink += acc
            }
            BenchSink.shared.value += sink
            out.append(
                BenchmarkResult(
                    "curve.spring", [("regime", .string(name)), ("ns_per_eval", .number(seconds / Double(count) * 1e9))]
                ))
        }
        return out
    }

    /// Builds `layers` views under one root, each with a position animation on a Bézier curve,
    /// a transform animation on a spring and an alpha keyframe animation, all ten seconds long.
    static func makeScene(layers: Int) -> (AnimationEngine, View) {
        let engine = AnimationEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        for i in 0..<layers {
            let v = View(
                engine: engine, frame: Rect(x: Double(i % 100) * 10, y: Double(i / 100 % 100) * 10, width: 8, height: 8)
            )
            try! root.addSubview(v)
            engine.animate(withDuration: 10, options: .curveEaseInOut, animations: { v.center = Point(x: 500, y: 500) })
            engine.animate(
                withDuration: 10, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                animations: {
                    v.transform = Transform2D.rotation(.pi / 2).scaledBy(x: 0.5, y: 0.5)
                })
            engine.animateKeyframes(
                withDuration: 10,
                animations: {
                    engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { v.alpha = 0.2 }
                    engine.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.4) { v.alpha = 0.8 }
                    engine.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) { v.alpha = 0 }
                })
        }
        return (engine, root)
    }

    /// `engine.frame` for each size: the median time of one `advance(to:)` (evaluating every
    /// layer's three animations), beside a baseline evaluating the same curves over flat arrays.
    static func frames(sizes: [Int] = [1_000, 10_000, 50_000], samples: Int = 31) -> [BenchmarkResult] {
        sizes.map { n in
            let (engine, _) = makeScene(layers: n)
            let engineTime = BenchClock.medianFrame(samples: samples) { engine.advance(to: 0.01 * Double($0)) }
            precondition(engine.runningAnimationCount == 3 * n, "benchmark animations ended early")
            let baseline = baselineFrame(layers: n, samples: samples)
            return BenchmarkResult(
                "engine.frame",
                [
                    ("layers", .int(n)), ("ms_per_frame", .number(engineTime * 1e3)),
                    ("baseline_ms_per_frame", .number(baseline * 1e3)),
                    ("ratio", .number(engineTime / baseline))
                ])
        }
    }

    /// The practical limit: the same three animations per element, each evaluated on its
    /// own (its own begin time, so no work can be shared between elements, as none can between
    /// independent layers), over flat arrays with no tree, no timing hierarchy and no dispatch.
    static func baselineFrame(layers n: Int, samples: Int) -> Double {
        let curve = CubicBezier.easeInEaseOut
        let target = Decomposed2D(Transform2D.rotation(.pi / 2).scaledBy(x: 0.5, y: 0.5))
        // Per-element parameters, as each layer has its own animations.
        let posFrom = (0..<n).map { Point(x: Double($0 % 100) * 10 + 4, y: Double($0 / 100 % 100) * 10 + 4) }
        let posDelta = posFrom.map { Point(x: 500, y: 500) - $0 }
        let fade = FlatFade(count: n)
        let transformFrom = [Decomposed2D](repeating: Decomposed2D(.identity), count: n)
        let transformTo = [Decomposed2D](repeating: target, count: n)
        let springs = [SpringSolution](
            repeating: Spring.uiKit(duration: 10, dampingRatio: 0.5, initialVelocity: 0).unitSolution, count: n)
        var positions = [Point](repeating: .zero, count: n)
        var matrices = [Transform3D](repeating: .identity, count: n)
        var alphas = [Double](repeating: 0, count: n)
        let t = BenchClock.medianFrame(samples: samples) { frame in
            let time = 0.01 * Double(frame)
            for i in 0..<n {
                let elapsed = time - fade.begins[i]
                let u = elapsed / 10
                let p = curve.progress(u)
                positions[i] = Point(x: posFrom[i].x + posDelta[i].x * p, y: posFrom[i].y + posDelta[i].y * p)
                matrices[i] = TransformInterpolator.affine(
                    transformFrom[i], transformTo[i], springs[i].progress(at: elapsed))
                alphas[i] = fade.alpha(u, element: i)
            }
        }
        BenchSink.shared.value += positions[n - 1].x + matrices[n - 1].m11 + alphas[n - 1]
        return t
    }

    /// The baselines' alpha keyframes (1, 0.2, 0.8, 0 at 0, 0.3, 0.7, 1) over flat arrays: each
    /// element's own begin time and its own four (time, value) pairs, as each layer has its own
    /// animation and timing.
    struct FlatFade {
        /// Each element's begin time, seconds.
        let begins: [Double]
        /// Four key times, then four values, per element.
        let times: [Double], values: [Double]

        init(count n: Int) {
            begins = (0..<n).map { Double($0 % 97) * 1e-4 }
            times = [[Double]](repeating: [0, 0.3, 0.7, 1], count: n).flatMap { $0 }
            values = [[Double]](repeating: [1, 0.2, 0.8, 0], count: n).flatMap { $0 }
        }

        /// Element `i`'s alpha at progress `u`: linear between its keyframes.
        @inline(__always) func alpha(_ u: Double, element i: Int) -> Double {
            let k0 = 4 * i
            var k = 0
            while k < 2 && times[k0 + k + 1] <= u { k += 1 }
            let a = values[k0 + k], b = values[k0 + k + 1]
            return a + (b - a) * ((u - times[k0 + k]) / (times[k0 + k + 1] - times[k0 + k]))
        }
    }

    /// `engine.explicit`: `layers` views, each with two explicit Core Animation animations, a
    /// `transform.rotation.z` turn (0 to 2π, linear, 10 s) and an opacity keyframe animation
    /// (1, 0.2, 0.8, 0 at 0, 0.3, 0.7, 1), timed like ``frames(sizes:samples:)`` beside a
    /// baseline computing the same two values per element over flat arrays.
    static func explicitFrames(layers n: Int = 10_000, samples: Int = 31) -> BenchmarkResult {
        let engine = AnimationEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let fade = KeyframeTrack(
            values: [.scalar(1), .scalar(0.2), .scalar(0.8), .scalar(0)], keyTimes: [0, 0.3, 0.7, 1])
        for i in 0..<n {
            let v = View(
                engine: engine, frame: Rect(x: Double(i % 100) * 10, y: Double(i / 100 % 100) * 10, width: 8, height: 8)
            )
            try! root.addSubview(v)
            try! engine.addExplicit(
                ExplicitAnimation(keyPath: .rotation(axis: 2), from: .scalar(0), to: .scalar(2 * .pi), duration: 10),
                to: v.layer)
            try! engine.addExplicit(
                ExplicitAnimation(keyPath: .property(.opacity), keyframes: fade, duration: 10), to: v.layer)
        }
        let engineTime = BenchClock.medianFrame(samples: samples) { engine.advance(to: 0.01 * Double($0)) }
        precondition(engine.runningAnimationCount == 2 * n, "benchmark animations ended early")
        // Baseline: the angle's matrix and the keyframe alpha per element, flat.
        let flatFade = FlatFade(count: n)
        var matrices = [Transform3D](repeating: .identity, count: n)
        var alphas = [Double](repeating: 0, count: n)
        let baseline = BenchClock.medianFrame(samples: samples) { frame in
            let time = 0.01 * Double(frame)
            for i in 0..<n {
                let u = (time - flatFade.begins[i]) / 10
                matrices[i] = .rotation(2 * .pi * u, x: 0, y: 0, z: 1)
                alphas[i] = flatFade.alpha(u, element: i)
            }
        }
        BenchSink.shared.value += matrices[n - 1].m11 + alphas[n - 1]
        return BenchmarkResult(
            "engine.explicit",
            [
                ("layers", .int(n)), ("ms_per_frame", .number(engineTime * 1e3)),
                ("baseline_ms_per_frame", .number(baseline * 1e3)), ("ratio", .number(engineTime / baseline))
            ])
    }

    /// `engine.soak`: runs `transactions` complete transactions (a new view, a spring, a
    /// keyframe and a Bézier animation whose completions capture the view, run to the end,
    /// the view removed) and reports resident memory growth across them after a warm-up.
    static func soak(transactions: Int = 10_000) -> BenchmarkResult {
        let engine = AnimationEngine()
        let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var time = 0.0
        var completed = 0
        func one() {
            let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10), title: "soak")
            try! root.addSubview(v)
            engine.animate(
                withDuration: 0.05,
                animations: {
                    v.alpha = 0.5
                    v.center = Point(x: 50, y: 50)
                }
            ) { _ in
                v.removeFromSuperview()
                completed += 1
            }
            engine.animate(
                withDuration: 0.05, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                animations: {
                    v.transform = .scale(2, 2)
                }
            ) { _ in _ = v.title }
            time += 0.1
            engine.advance(to: time)
        }
        for _ in 0..<1_000 { one() }
        let before = ProcessMemory.residentBytes()
        for _ in 0..<transactions { one() }
        engine.advance(to: time + 1)
        let after = ProcessMemory.residentBytes()
        precondition(
            completed == transactions + 1_000, "soak: \(completed) completions for \(transactions + 1_000) transactions"
        )
        precondition(engine.animatedLayerCount == 0 && root.subviews.isEmpty, "soak: animations or views left behind")
        return BenchmarkResult(
            "engine.soak",
            [
                ("transactions", .int(transactions)), ("rss_before_bytes", .int(before)),
                ("rss_after_bytes", .int(after)), ("rss_growth_bytes", .int(after - before))
            ])
    }
}
