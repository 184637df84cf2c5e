import Foundation
import AnimatorABI

/// `dynamics.frame`: one 1/60 s frame (two 1/120 s sub-steps) of the UIKit Dynamics stepper
/// with 1,000 boxes falling under gravity into a box, colliding with its walls and with each
/// other, against a baseline measured in the same run: the same number of items integrated
/// under gravity in flat arrays, without collisions. The README's target is under 1 ms.
enum DynamicsBenchmark {
    /// The scene: `items` boxes of 6…12 points, 40 to a row on a 16-point grid (none
    /// overlapping) in a 680 × 1,000 box, turned a little each, with some elasticity and
    /// friction (a shatter's pieces).
    static func scene(items: Int) -> DynamicsWorld {
        var w = DynamicsWorld()
        for i in 0..<items {
            let size = CGSize(width: 6 + Double(i * 7 % 7), height: 6 + Double(i * 5 % 7))
            var b = DynamicBody(
                position: DynamicsVector(20 + Double(i % 40) * 16, 20 + Double(i / 40) * 16), size: size,
                angle: Double(i % 13) * 0.05)
            b.acceleration = DynamicsVector(0, 1000)
            b.elasticity = 0.2
            b.friction = 0.3
            w.bodies.append(b)
        }
        w.groups = [
            DynamicsCollisionGroup(
                members: Array(0..<items),
                boundaries: DynamicsBoundary.walls(of: CGRect(x: 0, y: 0, width: 680, height: 1000)))
        ]
        return w
    }

    /// The median and worst frame over `frames` frames of the scene from its start (the fall,
    /// the impacts and the pile), with the flat baseline's median; then the same world on to
    /// `settled` frames (12 s), whose second half gives the pile's steady state: its median
    /// CPU frame, its items' median and 90th-percentile speeds (a pile at rest: under
    /// ``DynamicsWorld/restSpeed``) and how many sleep.
    static func frame(items: Int = 1_000, frames: Int = 180, settled: Int = 720) -> BenchmarkResult {
        var times: [Double] = [], cpu: [Double] = [], late: [Double] = []
        var contacts = 0, asleepAt3s = 0
        var world = scene(items: items)
        for f in 0..<max(frames, settled) {
            let t0 = BenchClock.now(), c0 = threadCPUTime()
            world.advance(by: 1.0 / 60)
            let wall = BenchClock.now() - t0, used = threadCPUTime() - c0
            if f < frames {
                times.append(wall)
                cpu.append(used)
                contacts = max(contacts, world.contacts.count)
            }
            if f >= settled / 2 { late.append(used) }
            if f == frames - 1 { asleepAt3s = world.sleepingCount }
        }
        let asleepAt12s = world.sleepingCount
        let speeds = world.bodies.map { ($0.velocity.x * $0.velocity.x + $0.velocity.y * $0.velocity.y).squareRoot() }
            .sorted()
        late.sort()
        cpu.sort()
        BenchSink.shared.value += world.bodies[items - 1].position.y
        let sorted = times.sorted()
        let median = sorted[sorted.count / 2], worst = sorted[sorted.count - 1]
        let baseline = baselineFrame(items: items, samples: frames)
        return BenchmarkResult(
            "dynamics.frame",
            [
                ("items", .int(items)), ("ms_per_frame", .number(median * 1e3)), ("worst_ms", .number(worst * 1e3)),
                ("cpu_ms_per_frame", .number(cpu[cpu.count / 2] * 1e3)),
                ("baseline_ms_per_frame", .number(baseline * 1e3)), ("ratio", .number(median / baseline)),
                ("peak_contacts", .int(contacts)), ("asleep_at_end", .int(asleepAt3s)),
                ("settled_cpu_ms_per_frame", .number(late.isEmpty ? 0 : late[late.count / 2] * 1e3)),
                ("settled_median_speed", .number(speeds[speeds.count / 2])),
                ("settled_p90_speed", .number(speeds[speeds.count * 9 / 10])),
                ("asleep_at_12s", .int(asleepAt12s))
            ])
    }

    /// The same items' two sub-steps of gravity, semi-implicit Euler over flat arrays.
    static func baselineFrame(items n: Int, samples: Int) -> Double {
        var x = (0..<n).map { Double($0 % 40) * 14 }, y = (0..<n).map { Double($0 / 40) * 16 }
        var vx = [Double](repeating: 0, count: n), vy = [Double](repeating: 0, count: n)
        let h = DynamicsWorld.substep
        let t = BenchClock.median(samples: samples) {
            for _ in 0..<2 {
                for i in 0..<n {
                    vy[i] += 1000 * h
                    x[i] += vx[i] * h
                    y[i] += vy[i] * h
                }
            }
        }
        BenchSink.shared.value += x[n - 1] + y[n - 1]
        return t
    }

    /// CPU seconds this thread has used (a busy machine's waits left out), for the median frame.
    static func threadCPUTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
