import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// One thread that lives as long as the process and starts every worker. A worker's death
/// signal (PR_SET_PDEATHSIG) fires when the *thread* that created it exits, not the process:
/// workers started from Dispatch's pool threads (scans run under `concurrentPerform`) would
/// be killed whenever the pool retired an idle thread. Started from here, a worker dies only
/// with the front end.
// `job` and `finished` are used only under `condition`; callers queue on `callers`.
package final class SpawnThread: @unchecked Sendable {
    /// The process's spawn thread (started on first use).
    package static let shared = SpawnThread()

    private let condition = NSCondition()
    private let callers = NSLock()
    private var job: (() -> Void)?
    private var finished = false

    private init() {
        let thread = Thread { [unowned self] in self.serve() }
        thread.name = "worker-spawner"
        thread.start()
    }

    /// Runs `body` on the spawn thread and returns its result; one caller at a time.
    package func perform<T>(_ body: () -> T) -> T {
        callers.lock()
        defer { callers.unlock() }
        var result: T?
        withoutActuallyEscaping(body) { body in
            condition.lock()
            job = { result = body() }
            finished = false
            condition.broadcast()
            while !finished { condition.wait() }
            condition.unlock()
        }
        return result!
    }

    /// The thread's loop: run each job, say it is done, never return.
    private func serve() {
        condition.lock()
        while true {
            while job == nil { condition.wait() }
            let work = job!
            job = nil
            work()
            finished = true
            condition.broadcast()
        }
    }
}
