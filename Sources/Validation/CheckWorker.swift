import Foundation
import Isolation
import PluginRuntime
import ProcessSupport
import Sandbox

/// The `check` worker mode: a worker started like every other (`host-cli __worker`, see
/// ``WorkerLaunch``) that reads one ``CheckRequest``, seals the plugin, closes the same
/// sandbox as a run worker, loads the plugin, runs the check and reports each step as a
/// ``CheckMessage`` bound to the request's nonce. The front end decides the verdict from those
/// steps (``CheckTranscript``); nothing here is believed unchecked.
package enum CheckWorker {
    /// The mode's entry (registered with ``WorkerMain/main(_:modes:)`` by `host-cli`, since
    /// Isolation cannot call Validation); returns the exit status.
    package static func main(_ launch: WorkerLaunch, _ channel: FrontChannel) -> Int32 {
        guard launch.arguments.isEmpty, let request = channel.receiveFrame(CheckRequest.self) else {
            channel.send(.failure("a check worker expects one check request and no arguments"))
            return 2
        }
        var step = 0
        let delivered = perform(request, confine: true) { body in
            defer { step += 1 }
            return channel.sendFrame(CheckMessage(nonce: request.nonce, step: step, body: body))
        }
        CallMonitor.phase(.finished)
        return delivered ? 0 : 3
    }

    /// Runs the steps of `request` in this process, handing each observation to `emit`, which
    /// returns false when it cannot be delivered (the steps then stop). With `confine` the
    /// plugin is sealed and the sandbox closed first; without it (`--in-process`, debugging)
    /// the check runs unconfined. Returns false when a message could not be delivered.
    static func perform(_ request: CheckRequest, confine: Bool, _ emit: (CheckMessage.Body) -> Bool) -> Bool {
        var sent = 0
        func say(_ body: CheckMessage.Body) -> Bool {
            sent += 1
            return emit(body)
        }
        func end() -> Bool { emit(.end(count: sent)) }
        if confine, let r = Self.confine(target: request.target, after: request.after) {
            return say(.rejected(reason: r.reason.rawValue, message: r.message)) && end()
        }
        guard say(.confined) else { return false }
        let plugin: LoadedPlugin
        switch PluginSource(request.target).load() {
        case .success(let p): plugin = p
        case .failure(let r): return say(.rejected(reason: r.reason.rawValue, message: r.message)) && end()
        }
        guard say(.identity(CheckIdentity(plugin))) else { return false }
        // An unknown check has no outcome: the front end, which asked for it, fails it.
        if let check = ValidationCheck.named(request.check), check.skipReason(plugin.info) == nil {
            // `--after`'s plugin, loaded beside the one under test; one that does not load is
            // the prelude row's warning, never a failure of the dismissal.
            let prelude = request.after.flatMap { try? PluginSource($0).load().get() }
            let r =
                request.after != nil && prelude == nil && check.name == ValidationCheck.prelude.name
                ? CheckResult.warning(
                    "the presenting plugin given with --after (\(request.after ?? "")) could not be loaded: the dismissal ran after the validator's own presentation"
                )
                : check.run(
                    plugin,
                    CheckRun(
                        seed: request.seed, scenario: request.scenario ?? ValidationScenario.defaults[0],
                        singleSection: request.singleSection, prelude: prelude))
            // Well within ``CheckMessage/limit`` (at most 4 bytes a character): a longer message
            // would be refused by the front end as a breach.
            let message = r.message.count > 16_384 ? String(r.message.prefix(16_384)) + "…" : r.message
            guard say(.outcome(r.status, message: message, missedToView: r.missedToView)) else { return false }
        }
        return end()
    }

    /// Seals a file plugin and closes the sandbox: reads only the plugin's folder and the
    /// system libraries, no writes, no processes, no network, the validator's address-space
    /// limit. Returns the loader's rejection when the plugin cannot even be sealed.
    static func confine(target: String, after: String? = nil) -> PluginRejection? {
        CallMonitor.phase(.loading)
        var folders: [String] = []
        if case .file(let path) = PluginSource(target) {
            if case .failure(let r) = PluginLoader.prepare(path: path) { return r }
            folders.append((path as NSString).deletingLastPathComponent)
        }
        // `--after`'s plugin is sealed and readable too; one that cannot be sealed is not
        // loaded (the prelude row says so), which is no rejection of the plugin under test.
        if let after, case .file(let path) = PluginSource(after), case .success = PluginLoader.prepare(path: path) {
            folders.append((path as NSString).deletingLastPathComponent)
        }
        var policy = SandboxPolicy(readable: folders + SandboxPolicy.systemLibraries)
        policy.addressSpace = UInt64(Validator.addressSpaceLimit)
        _ = WorkerSandbox.apply(policy, violationSlot: CallMonitor.slots.map { $0.pointer(to: .refusedSyscall) })
        CallMonitor.phase(.running)
        return nil
    }
}
