import AnimationCore
import Foundation
import PluginRuntime
import ProcessSupport
import Sandbox
import Session

/// The worker's side: `host-cli __worker`, always with no further argument, learns its mode
/// from the first message (``WorkerLaunch``): `scan PATH HASH`, `run`, `probe` (the sandbox
/// alone, to report the protections), or a mode the executable adds (the validator's `check`,
/// which Isolation cannot call). A worker prepares the plugins it will load (sealed copies,
/// checked against the hashes the front end scanned), closes its sandbox, says `hello` with
/// the protections in place, and only then maps plugin code. Everything a plugin does happens
/// here; the front end only sees messages and, if the worker dies, its flight recorder.
package enum WorkerMain {
    /// A mode the executable adds: it gets the launch and the channel, returns the exit status.
    package typealias Mode = (WorkerLaunch, FrontChannel) -> Int32

    /// Runs the worker: reads its launch from the front end and runs that mode (one of
    /// `modes`, else a built-in one). `arguments` (after `__worker`) must be empty: a worker's
    /// command line says nothing about what it is for. Returns the exit status.
    package static func main(_ arguments: [String], modes: [String: Mode] = [:]) -> Int32 {
        WorkerSandbox.begin()  // first: only descriptors 0-4, and death with the front end
        let record = SharedMemory.attach(4, words: CallMonitor.slotCount)
        CallMonitor.slots = record?.words
        CallMonitor.phase(.starting)
        // Every mode opens the same descriptors in the same order, so a plugin cannot tell its
        // worker's mode from them: /proc/self/statm is opened here for all (the validator's
        // memory check reads it after the sandbox closes).
        ProcessMemory.prepare()
        let channel = FrontChannel()
        guard arguments.isEmpty else {
            channel.send(
                .failure(
                    "a worker takes its mode from its first message, not from arguments (\(arguments.count) given)"))
            return 2
        }
        guard let launch = channel.receiveFrame(WorkerLaunch.self) else {
            channel.send(.failure("the worker expected its launch (mode and arguments) first"))
            return 2
        }
        if let mode = modes[launch.mode] { return mode(launch, channel) }
        let a = launch.arguments
        switch launch.mode {
        case "scan" where a.count >= 1:
            return scan(a[0], expected: a.count > 1 ? ContentHash(hex: a[1]) : nil, channel)
        case "run":
            return run(channel)
        case "probe":
            // The sandbox alone: what a worker gets on this machine.
            confine(policy(for: [], cpuSeconds: 10), channel)
            return 0
        default:
            channel.send(.failure("unknown worker mode \(([launch.mode] + a).joined(separator: " "))"))
            return 2
        }
    }

    /// The sandbox for plugins in `files`: they and the system libraries may be read.
    static func policy(for files: [String], cpuSeconds: UInt64?) -> SandboxPolicy {
        let folders = Set(files.map { ($0 as NSString).deletingLastPathComponent })
        return SandboxPolicy(readable: folders.sorted() + SandboxPolicy.systemLibraries, cpuSeconds: cpuSeconds)
    }

    /// Closes the sandbox and says `hello`.
    static func confine(_ policy: SandboxPolicy, _ channel: FrontChannel) {
        let slot = CallMonitor.slots.map { $0.pointer(to: .refusedSyscall) }
        channel.send(.hello(protections: WorkerSandbox.apply(policy, violationSlot: slot)))
    }

    /// Loads one plugin file and reports what it declares (or why it is rejected).
    static func scan(_ path: String, expected: ContentHash?, _ channel: FrontChannel) -> Int32 {
        CallMonitor.phase(.loading)
        if case .failure(let r) = PluginLoader.prepare(path: path, expected: expected) {
            channel.send(.rejected(r))
            return 0
        }
        confine(policy(for: [path], cpuSeconds: 30), channel)
        switch PluginLoader.load(path: path) {
        case .success(let p): channel.send(.scanned(p.info))
        case .failure(let r): channel.send(.rejected(r))
        }
        CallMonitor.phase(.finished)
        return 0
    }

    /// Runs the sessions the front end configures, answering its commands.
    static func run(_ channel: FrontChannel) -> Int32 {
        guard case let .configure(config, live)? = channel.receive() else {
            channel.send(.failure("the worker expected a configuration first"))
            return 2
        }
        CallMonitor.phase(.loading)
        let choices = config.plugins
        for c in choices {
            if case .failure(let e) = c.prepare() {
                channel.send(.failure(e.message))
                return 0
            }
        }
        let files = choices.compactMap { c -> String? in
            if case .file(let path) = c.source { return path } else { return nil }
        }
        // A run has --max-duration of virtual time; the CPU limit is a backstop far beyond it.
        confine(policy(for: files, cpuSeconds: live ? nil : UInt64(min(86_400, config.maxDuration * 10 + 60))), channel)
        let makeSession = { () throws(PluginInstanceError) -> TransitionSession in
            try TransitionSession(config: config, clock: live ? DisplayLink(fps: min(config.fps, 240)) : nil)
        }
        var session: TransitionSession
        do { session = try makeSession() } catch {
            channel.send(.failure(error.message))
            return 0
        }
        channel.send(.started(expectedDuration: session.expectedDuration))
        CallMonitor.phase(.running)
        while let message = channel.receive() {
            switch message {
            case .run:
                let result = session.run { f in channel.send(.frame(f, session.status)) }
                channel.send(.result(result))
            case .step:
                let f = session.step()
                channel.send(.frame(f, session.status))
            case .scrub(let d): session.scrub(by: d)
            case .release(let t): session.release(threshold: t)
            case let .key(code, t): session.pressKey(code, at: t)
            case .pointer(let p): session.handlePointer(p)
            case let .signal(name, v, t): session.sendSignal(name, value: v, at: t)
            case .replay:
                do { session = try makeSession() } catch {
                    channel.send(.failure(error.message))
                    return 0
                }
                channel.send(.started(expectedDuration: session.expectedDuration))
            case .quit:
                channel.send(.result(session.result(frames: 0, timedOut: false)))
                CallMonitor.phase(.finished)
                return 0
            case .configure:
                channel.send(.failure("a worker runs one configuration"))
                return 2
            }
        }
        CallMonitor.phase(.finished)
        return 0
    }
}
