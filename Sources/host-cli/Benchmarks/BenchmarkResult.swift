import Foundation
import AnimationCore
import TextFormat

/// One line of benchmark output: a name and ordered fields. Printed as text for people and as
/// one JSON object per line with `--json` (`{"name": "engine.frame", "layers": 10000, ...}`).
struct BenchmarkResult: Sendable {
    /// Dotted name, e.g. `engine.frame`.
    var name: String
    /// Fields in print order; values are numbers or strings.
    var fields: [(String, BenchmarkValue)]

    /// Creates a result.
    init(_ name: String, _ fields: [(String, BenchmarkValue)]) {
        self.name = name
        self.fields = fields
    }

    /// The value of a field.
    subscript(_ key: String) -> BenchmarkValue? { fields.first { $0.0 == key }?.1 }

    /// One JSON object, keys in order, `name` first.
    var json: String {
        var parts = ["\"name\": \(JSONText.string(name))"]
        for (k, v) in fields { parts.append("\(JSONText.string(k)): \(v.json)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// `name  key=value key=value`.
    var text: String {
        // The name in a column wide enough for the longest, never cut.
        name + String(repeating: " ", count: max(1, 23 - name.count))
            + fields.map { "\($0.0)=\($0.1.text)" }.joined(separator: "  ")
    }
}

/// A benchmark field value.
enum BenchmarkValue: Sendable {
    /// An integer.
    case int(Int)
    /// A measurement.
    case number(Double)
    /// A label.
    case string(String)

    var json: String {
        switch self {
        case .int(let i): return String(i)
        case .number(let d): return d.isFinite ? JSONText.number(d) : "null"
        case .string(let s): return JSONText.string(s)
        }
    }

    var text: String {
        switch self {
        case .int(let i): return String(i)
        case .number(let d):
            if d != 0 && abs(d) < 1e-3 { return String(format: "%.3g", d) }
            return String(format: "%.4g", d)
        case .string(let s): return s
        }
    }

    /// The numeric value, if any.
    var double: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .number(let d): return d
        case .string: return nil
        }
    }
}

/// Timing helpers for benchmarks.
///
/// On a machine shared with other work, wall time measures the other work as much as this
/// code (a 3 ms call that is descheduled twice takes 20). `TRANSITION_HOST_BENCH_CLOCK=cpu`
/// times the in-process benchmarks by the calling thread's CPU time instead
/// (`CLOCK_THREAD_CPUTIME_ID`), for a figure that holds under load; the benchmarks that time
/// other processes (`isolation`) always use wall time (``wall()``).
enum BenchClock {
    /// True when the in-process benchmarks are timed by thread CPU time.
    static let usesThreadCPUTime = ProcessInfo.processInfo.environment["TRANSITION_HOST_BENCH_CLOCK"] == "cpu"

    /// Seconds: monotonic wall time, or this thread's CPU time when ``usesThreadCPUTime``.
    @inline(__always) static func now() -> Double { usesThreadCPUTime ? threadCPU() : DisplayLink.now() }

    /// Monotonic wall seconds, whatever the setting (for work done in other processes).
    @inline(__always) static func wall() -> Double { DisplayLink.now() }

    /// This thread's CPU seconds.
    static func threadCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// The name of the clock in use, for the output (`wall` or `thread-cpu`).
    static var clockName: String { usesThreadCPUTime ? "thread-cpu" : "wall" }

    /// The medians of `samples` runs each of `a` and `b`, run alternately so that both see the
    /// same moments of a noisy machine (a ratio of the two is then fair), seconds.
    static func pairedMedians(
        samples: Int, warmup: Int = 3, clock: () -> Double = now, _ a: () -> Void, _ b: () -> Void
    ) -> (Double, Double) {
        for _ in 0..<warmup {
            a()
            b()
        }
        var ta: [Double] = [], tb: [Double] = []
        for _ in 0..<samples {
            var t0 = clock()
            a()
            ta.append(clock() - t0)
            t0 = clock()
            b()
            tb.append(clock() - t0)
        }
        ta.sort()
        tb.sort()
        return (ta[ta.count / 2], tb[tb.count / 2])
    }

    /// The median of `samples` runs of `frame`, seconds, each run given its number (1, 2, 3…,
    /// the warm-up runs counted) so that it evaluates a later moment than the run before: no
    /// run can answer from the work of the last.
    static func medianFrame(samples: Int, _ frame: (Int) -> Void) -> Double {
        var number = 0
        return median(samples: samples) {
            number += 1
            frame(number)
        }
    }

    /// The median of `samples` runs of `body`, seconds.
    static func median(samples: Int, warmup: Int = 3, clock: () -> Double = now, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        var times: [Double] = []
        for _ in 0..<samples {
            let t0 = clock()
            body()
            times.append(clock() - t0)
        }
        times.sort()
        return times[times.count / 2]
    }
}

/// Keeps computed values alive so the optimiser cannot drop the work being measured.
// The benchmarks run one after another on the main thread, the only thread that adds to `value`.
final class BenchSink: @unchecked Sendable {
    /// The shared sink.
    static let shared = BenchSink()
    /// Accumulated values.
    var value = 0.0
}
