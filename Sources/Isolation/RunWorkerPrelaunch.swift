import Foundation
import ProcessSupport

/// A run worker started before the front end knows what it will run, so that the worker's
/// own start — the exec, the dynamic loader mapping and relocating the Swift runtime and
/// Foundation, about 8 ms of its CPU time — overlaps the front end's work before the run
/// (reading the plugins folders and the scan cache, checking the choices) instead of
/// following it.
///
/// Nothing is weakened: the worker is started exactly as any other (same argv, descriptors
/// 0–4, the launch message saying `run` first) and waits, with no plugin mapped and no
/// sandbox yet, for its configuration; a worker never configured sees its input close when
/// the front end ends and exits, and it dies with the front end in any case.
package enum RunWorkerPrelaunch {
    private static let lock = NSLock()
    // Every access holds `lock`.
    nonisolated(unsafe) private static var waiting: (executable: String, worker: WorkerConnection)?

    /// Starts a run worker for a later ``connection(executable:)`` (once: a second call while
    /// one waits does nothing). A worker that cannot be started now is started later, when
    /// it is asked for, and its error said then.
    package static func start(executable: String? = ChildProcess.currentExecutable) {
        guard let executable else { return }
        lock.lock()
        defer { lock.unlock() }
        guard waiting == nil, let worker = try? WorkerConnection(mode: "run", executable: executable) else { return }
        waiting = (executable, worker)
    }

    /// The waiting run worker of `executable` if it is still alive, else a new one.
    package static func connection(executable: String?) throws(WorkerStartError) -> WorkerConnection {
        lock.lock()
        let ready = waiting
        waiting = nil
        lock.unlock()
        if let ready {
            if ready.executable == executable, ready.worker.isRunning { return ready.worker }
            ready.worker.finish(timeout: 1)
        }
        return try WorkerConnection(mode: "run", executable: executable)
    }

    /// The process id of the worker waiting to be used, if one is.
    package static var waitingPID: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return waiting?.worker.pid
    }
}
