import CAnimatorABI
import Foundation
import AnimationCore
import HostContainer
import PluginRuntime

/// The plugin benchmarks: `plugin.load` (discover, open and handshake each plugin in a cold
/// process) and `abi.call` (one property set through the C table against the same set done
/// directly in Swift, measured in the same run).
enum PluginBenchmark {
    /// Both results.
    static func all() -> [BenchmarkResult] { [load(), call()] }

    /// Runs `host-cli __probe-load DIR` in fresh processes (cold: nothing loaded yet) and
    /// reports the median time per plugin. Each probe scans only `DIR` (default: the bundled
    /// folder), so the figure is discovery + open + ELF check + dlopen + handshake + validation.
    static func load(folder: String? = PluginSearchPath.executableDirectory(), runs: Int = 7) -> BenchmarkResult {
        guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), let folder else {
            return BenchmarkResult("plugin.load", [("error", .string("cannot find the executable"))])
        }
        var perPlugin: [Double] = []
        var count = 0
        for _ in 0..<runs {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: exe)
            p.arguments = ["__probe-load", folder]
            let pipe = Pipe()
            p.standardOutput = pipe
            p.standardError = FileHandle.nullDevice
            guard (try? p.run()) != nil else { continue }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            let f = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
            if f.count == 2, let seconds = Double(f[0]), let n = Int(f[1]), n > 0 {
                perPlugin.append(seconds / Double(n))
                count = n
            }
        }
        perPlugin.sort()
        let median = perPlugin.isEmpty ? .nan : perPlugin[perPlugin.count / 2]
        return BenchmarkResult(
            "plugin.load",
            [("plugins", .int(count)), ("runs", .int(perPlugin.count)), ("ms_per_plugin", .number(median * 1e3))])
    }

    /// The probe's work: scans `folder` alone and prints `seconds count`.
    static func probe(folder: String) -> String {
        let t0 = BenchClock.now()
        var path = PluginSearchPath(
            explicit: [folder], environment: ["HOME": "/nonexistent", "XDG_DATA_HOME": "/nonexistent"],
            executableDirectory: nil)
        path.folders = path.folders.filter { $0.origin == .commandLine }
        let scan = PluginLoader.scan(path, builtIns: [])
        let t1 = BenchClock.now()
        return "\(t1 - t0) \(scan.plugins.count)"
    }

    /// One `alpha` set through `view_set_number` against `view.alpha = x` directly, alternating
    /// values so every set changes the model.
    static func call(iterations: Int = 200_000) -> BenchmarkResult {
        let engine = AnimationEngine()
        let log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let binding = bridge.makeBinding(for: BuiltInPlugins.defaultAnimator)
        let view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let handle = bridge.handle(view)
        let host = UnsafePointer(binding.table)
        let set = binding.table.pointee.view_set_number!
        var status: Int32 = 0
        let (viaTable, direct) = BenchClock.pairedMedians(
            samples: 15,
            {
                for i in 0..<iterations { status |= set(host, handle, AP_PROP_ALPHA, (i & 1) == 0 ? 0.25 : 0.75) }
            },
            {
                for i in 0..<iterations { view.alpha = (i & 1) == 0 ? 0.25 : 0.75 }
            })
        BenchSink.shared.value += Double(status) + view.alpha
        let ns = viaTable / Double(iterations) * 1e9, dns = direct / Double(iterations) * 1e9
        return BenchmarkResult(
            "abi.call",
            [("ns_per_call", .number(ns)), ("direct_ns_per_call", .number(dns)), ("ratio", .number(ns / dns))])
    }
}
