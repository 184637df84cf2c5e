import Foundation
import PluginRuntime
import ProcessSupport
import Sandbox
#if canImport(Glibc)
import Glibc
#endif

/// One validator check in a process of its own, both sides of it. The parent starts
/// `host-cli __validate-check CHECK TARGET --seed N [--scenario NAME]` with a result pipe (descriptor 3) and a
/// flight recorder (descriptor 4), and reads back the result lines, what the plugin printed
/// (bounded) and how the process ended. The child seals the plugin, closes the same sandbox
/// as a plugin worker, runs the check and writes its lines to the pipe.
struct CheckProcess {
    /// The result lines the child wrote.
    var written: String
    /// How the child ended.
    var ending: ChildProcess.Ending
    /// The first lines the plugin printed, on one line ("" when none).
    var said: String
    /// What the flight recorder says, for a child that did not end normally.
    var crash: CrashReport?

    /// Runs `check` on `target` (its transitions in `scenario`) as `options` say; the process
    /// is killed after `options.timeout`.
    static func run(_ check: String, scenario: ValidationScenario?, target: String, options o: Validator.Options) -> CheckProcess {
        guard let record = SharedMemory.create(words: CallMonitor.slotCount) else {
            return CheckProcess(written: "", ending: .notStarted("cannot create the check's flight recorder"), said: "", crash: nil)
        }
        record.words[0] = CallMonitor.magic
        record.words[5] = -1
        // No Swift backtracer in the child: a plugin's crash should end it at once, not after
        // seconds of symbolication, and its signal is what the report needs.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let child: WorkerProcess
        do {
            child = try WorkerProcess(executable: o.executable!, arguments: ["__validate-check", check, target, "--seed", String(o.seed)]
                                        + (scenario.map { ["--scenario", $0.rawValue] } ?? []),
                                      environment: environment, shared: record.descriptor)
        } catch {
            return CheckProcess(written: "", ending: .notStarted(error.description), said: "", crash: nil)
        }
        child.closeInput()
        let deadline = ChildProcess.monotonicNow() + o.timeout
        let bytes = (try? child.readToEnd(limit: 1 << 20, deadline: deadline)) ?? []
        let ending = child.wait(timeout: max(0.5, deadline - ChildProcess.monotonicNow()))
        let printed = child.printed.split(separator: "\n").prefix(3).joined(separator: " / ")
        let said = printed.count > 200 ? String(printed.prefix(200)) + "…" : printed
        let normal = ending == .exited(0) && !bytes.isEmpty
        let plugin = (target as NSString).lastPathComponent
        let crash = normal ? nil : CrashReport(ending: ending, flight: FlightRecord(record.words), plugins: [plugin], timedOutAfter: o.timeout, printed: "")
        return CheckProcess(written: String(decoding: bytes, as: UTF8.self), ending: ending, said: said, crash: crash)
    }

    // MARK: The child's side

    /// Attaches the flight recorder, seals a file plugin and closes the sandbox: reads only
    /// the plugin's folder and the system libraries, no writes, no processes, no network.
    /// Returns a result line when the plugin cannot even be sealed, else nil.
    static func confine(target: String) -> String? {
        WorkerSandbox.begin()  // first: only descriptors 0-4, and death with the front end
        CallMonitor.slots = SharedMemory.attach(4, words: CallMonitor.slotCount)?.words
        CallMonitor.phase(.loading)
        var folders: [String] = []
        if case .file(let path) = PluginSource(target) {
            if case .failure(let r) = PluginLoader.prepare(path: path) {
                return "\(CheckStatus.fail.rawValue)\tthe loader rejects it: \(r.reason.rawValue): \(r.message)"
            }
            folders.append((path as NSString).deletingLastPathComponent)
        }
        ProcessMemory.prepare()  // the memory check reads /proc/self/statm after the sandbox closes
        var policy = SandboxPolicy(readable: folders + SandboxPolicy.systemLibraries)
        policy.addressSpace = UInt64(Validator.addressSpaceLimit)
        _ = WorkerSandbox.apply(policy, violationSlot: CallMonitor.slots.map { $0 + 5 })
        CallMonitor.phase(.running)
        return nil
    }

    /// Writes the result lines to the result pipe; false when it is gone.
    static func report(_ lines: [String]) -> Bool {
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(3, $0.baseAddress! + offset, $0.count - offset) }
            if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return false }
        }
        return true
    }
}
