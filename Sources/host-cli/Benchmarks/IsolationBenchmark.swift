import Foundation
import Isolation
import PluginRuntime
import ProcessSupport
import Session

/// What the worker processes cost, each against its baseline in the same run:
///
/// * `isolation.run`: `host-cli run --animator slide --output x.gif` through a worker against
///   the same run in-process (`TRANSITION_HOST_ISOLATION=none`), whole commands, interleaved.
/// * `isolation.start`: a run worker's start, sandbox, plugin load and session, until it says
///   `started`; and, for a worker started ahead of its run (``RunWorkerPrelaunch``), the part
///   left after its configuration is sent.
/// * `isolation.step`: one frame asked of a worker and received (the `play` round trip), on a
///   virtual clock, against the same step in this process.
/// * `isolation.list`: `host-cli list` over 50 cached C plugins (built with `cc` from the test
///   fixture, when both are there).
enum IsolationBenchmark {
    static func all() -> [BenchmarkResult] { [run(), start(), step(), list(), hash()] }

    /// SHA-256 over 16 MiB (every plugin file is hashed once per content, and again by the
    /// worker that seals it) as the host hashes (the CPU's SHA extensions when it has them)
    /// and with the portable compression, against copying the same bytes.
    static func hash() -> BenchmarkResult {
        let data = [UInt8](repeating: 0x5A, count: 16 << 20)
        var copy = [UInt8](repeating: 0, count: data.count)
        var digest = ""
        func sha(portable: Bool) {
            var sha = SHA256(portable: portable)
            data.withUnsafeBytes { sha.update($0) }
            digest = sha.finish().description
        }
        let (h, c) = BenchClock.pairedMedians(
            samples: 5, warmup: 1, { sha(portable: false) },
            {
                copy.withUnsafeMutableBytes { dst in data.withUnsafeBytes { dst.copyMemory(from: $0) } }
            })
        let portable = BenchClock.median(samples: 3, warmup: 1) { sha(portable: true) }
        BenchSink.shared.value += Double(digest.count + Int(copy[7]))
        let mib = Double(data.count) / 1_048_576
        return BenchmarkResult(
            "isolation.hash",
            [
                ("sha256_mib_per_s", .number(mib / h)),
                ("sha_extensions", .string(SHA256.hardwareAvailable ? "yes" : "no")),
                ("portable_sha256_mib_per_s", .number(mib / portable)), ("copy_mib_per_s", .number(mib / c))
            ])
    }

    /// The running executable (host-cli itself).
    static var executable: String { ChildProcess.currentExecutable ?? "host-cli" }

    /// Median wall time of `arguments` run as commands, seconds, alternating two environments;
    /// then the median CPU time (user + system) of each, its workers included, seconds.
    static func commands(_ arguments: [String], _ a: [String: String], _ b: [String: String], samples: Int) -> (
        Double, Double, cpu: (Double, Double)
    ) {
        var cpuA: [Double] = [], cpuB: [Double] = []
        func once(_ env: [String: String], _ cpu: inout [Double]) {
            let before = childrenCPU()
            _ = ChildProcess.run(executable, arguments, environment: env, timeout: 120)
            cpu.append(childrenCPU() - before)
        }
        let (wa, wb) = BenchClock.pairedMedians(
            samples: samples, warmup: 1, clock: BenchClock.wall, { once(a, &cpuA) }, { once(b, &cpuB) })
        return (wa, wb, (median(cpuA), median(cpuB)))
    }

    /// User + system seconds of every child this process has waited for (and of the children
    /// they waited for: a command's workers).
    static func childrenCPU() -> Double {
        var u = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &u)
        return Double(u.ru_utime.tv_sec) + Double(u.ru_utime.tv_usec) * 1e-6 + Double(u.ru_stime.tv_sec) + Double(
            u.ru_stime.tv_usec) * 1e-6
    }

    /// Seconds process `pid` has run on a CPU so far (`/proc/PID/schedstat`, nanoseconds), nil
    /// when it cannot be read.
    static func onCPU(_ pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
            let ns = text.split(separator: " ").first.flatMap({ Double($0) })
        else { return nil }
        return ns * 1e-9
    }

    static func median(_ xs: [Double]) -> Double { xs.isEmpty ? .nan : xs.sorted()[xs.count / 2] }

    static func run(samples: Int = 7) -> BenchmarkResult {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("th-bench-\(getpid()).gif").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        var env = ProcessInfo.processInfo.environment
        env["TRANSITION_HOST_ISOLATION"] = nil
        var inProcess = env
        inProcess["TRANSITION_HOST_ISOLATION"] = "none"
        let (worker, local, cpu) = commands(
            ["run", "--animator", "slide", "--output", out], env, inProcess, samples: samples)
        return BenchmarkResult(
            "isolation.run",
            [
                ("worker_ms", .number(worker * 1e3)), ("in_process_ms", .number(local * 1e3)),
                ("extra_ms", .number((worker - local) * 1e3)), ("ratio", .number(worker / local)),
                ("worker_cpu_ms", .number(cpu.0 * 1e3)), ("in_process_cpu_ms", .number(cpu.1 * 1e3)),
                ("cpu_ratio", .number(cpu.0 / cpu.1))
            ])
    }

    static func start(samples: Int = 15) -> BenchmarkResult {
        // The bundled slide plugin as a file (sealed, hash-checked and loaded by the worker).
        let config = SessionConfiguration(animator: bundledSlide() ?? PluginChoice(defaultsOf: slide()))
        // Beside the wall time, the worker's own time on a CPU until it said `started`: what
        // its start costs, whatever else the machine runs.
        var cpu: [Double] = []
        let seconds = BenchClock.median(samples: samples, warmup: 2, clock: BenchClock.wall) {
            guard let w = try? WorkerConnection(mode: "run") else { return }
            w.send(.configure(config, live: false))
            while let m = try? w.receive(timeout: 10) { if case .started = m { break } }
            if let c = onCPU(w.pid) { cpu.append(c) }
            w.finish()
        }
        // A worker started ahead (as `run` and `play` start theirs before reading the plugin
        // folders): what is left on the run's path, from its configuration to `started`, once
        // its process has had 50 ms to start.
        var ready: [Double] = []
        for i in 0..<(samples + 2) {
            guard let w = try? WorkerConnection(mode: "run") else { break }
            usleep(50_000)
            let t0 = ChildProcess.monotonicNow()
            w.send(.configure(config, live: false))
            while let m = try? w.receive(timeout: 10) { if case .started = m { break } }
            if i >= 2 { ready.append(ChildProcess.monotonicNow() - t0) }
            w.finish()
        }
        return BenchmarkResult(
            "isolation.start",
            [
                ("ms", .number(seconds * 1e3)), ("worker_cpu_ms", .number(median(cpu) * 1e3)),
                ("started_ahead_ms", .number(median(ready) * 1e3))
            ])
    }

    static func step(frames: Int = 2_000) -> BenchmarkResult {
        var config = SessionConfiguration(animator: PluginChoice(defaultsOf: slide()))
        config.maxDuration = 3600
        guard let w = try? WorkerConnection(mode: "run") else {
            return BenchmarkResult("isolation.step", [("error", .string("no worker"))])
        }
        defer { w.finish() }
        w.send(.configure(config, live: false))
        while let m = try? w.receive(timeout: 10) { if case .started = m { break } }
        guard let local = try? TransitionSession(config: config) else {
            return BenchmarkResult("isolation.step", [("error", .string("no session"))])
        }
        let (remote, direct) = BenchClock.pairedMedians(
            samples: 9, warmup: 1, clock: BenchClock.wall,
            {
                for _ in 0..<frames / 10 {
                    w.send(.step)
                    _ = try? w.receive(timeout: 10)
                }
            },
            {
                for _ in 0..<frames / 10 { _ = local.step() }
            })
        let per = Double(frames / 10)
        return BenchmarkResult(
            "isolation.step",
            [
                ("worker_ms_per_frame", .number(remote / per * 1e3)),
                ("in_process_ms_per_frame", .number(direct / per * 1e3))
            ])
    }

    static func list(plugins count: Int = 50, samples: Int = 9) -> BenchmarkResult {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let source = root + "/Tests/Fixtures/Hostile/hostile_animator.c",
            header = root + "/Sources/CAnimatorABI/include"
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("th-bench-list-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try? FileManager.default.createDirectory(
            atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        for i in 0..<count {
            // MODE 100+i: no escape, a distinct id per file.
            let r = ChildProcess.run(
                "/usr/bin/env",
                ["cc", "-shared", "-fPIC", "-O1", "-I", header, "-DMODE=\(100 + i)", "-o", "\(dir)/p\(i).so", source],
                timeout: 60)
            guard r.ending == .exited(0) else {
                return BenchmarkResult(
                    "isolation.list", [("error", .string("cannot build the plugins with cc (\(source))"))])
            }
        }
        var env = ProcessInfo.processInfo.environment
        env["TRANSITION_HOST_CACHE_DIR"] = dir + "/cache"
        env["TRANSITION_HOST_ISOLATION"] = nil
        // Scans and caches.
        _ = ChildProcess.run(executable, ["list", "--plugins", dir], environment: env, timeout: 300)
        let seconds = BenchClock.median(samples: samples, warmup: 1, clock: BenchClock.wall) {
            _ = ChildProcess.run(executable, ["list", "--plugins", dir], environment: env, timeout: 120)
        }
        return BenchmarkResult("isolation.list", [("plugins", .int(count)), ("cached_ms", .number(seconds * 1e3))])
    }

    /// The bundled `libSlideAnimator.so` next to the executable, chosen with its hash.
    static func bundledSlide() -> PluginChoice? {
        guard let dir = PluginSearchPath.executableDirectory() else { return nil }
        let path = dir + "/libSlideAnimator.so"
        guard case .success(let f) = PluginLoader.inspect(path: path) else { return nil }
        defer { PluginLoader.close(f) }
        // As a listing hands it over: with the file's identity when it has settled.
        return PluginChoice(
            source: .file(path: path), id: "slide", parameters: ParameterValues(values: [:]),
            contentHash: PluginLoader.contentHash(f),
            contentIdentity: f.identity.isSettled() ? f.identity : nil)
    }

    /// The built-in default animator (the spring slide): always there.
    static func slide() -> LoadedPlugin { BuiltInPlugins.defaultAnimator }
}
