import Foundation
import PluginRuntime
import ProcessSupport
import Sandbox

/// The front end's side of one worker: it starts `host-cli __worker` (always that argv) with the
/// shared flight recorder as descriptor 4, tells it its mode in a first ``WorkerLaunch``
/// message, sends ``FrontMessage``s, receives ``WorkerMessage``s, and when the worker dies says
/// how, in the words of a ``CrashReport``.
package final class WorkerConnection {
    private let process: WorkerProcess
    private let record: SharedMemory
    private(set) var ending: ChildProcess.Ending?
    private var timedOutAfter: Double?

    /// Starts a worker in `mode` with `arguments`. The mode and arguments go in the first
    /// message, not on the command line: every worker has the same argv and descriptors.
    package init(mode: String, arguments: [String] = [], executable: String? = ChildProcess.currentExecutable)
        throws(WorkerStartError)
    {
        guard let executable else { throw .noExecutable }
        guard let record = SharedMemory.create(words: CallMonitor.slotCount) else {
            throw .sharedRecord(code: errno)
        }
        self.record = record
        record.words[0] = CallMonitor.magic
        record.words[5] = -1
        var environment = ProcessInfo.processInfo.environment
        // A plugin's crash should end the worker at once, not after seconds of symbolication.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process = try WorkerProcess(
            executable: executable, arguments: ["__worker"],
            environment: environment, shared: record.descriptor)
        // A worker that is already gone shows that on its first read, like any other death.
        process.send(MessageFrame.bytes(WorkerLaunch(mode: mode, arguments: arguments)))
    }

    /// The worker's process id.
    package var pid: Int32 { process.pid }

    /// True while the worker process has not exited.
    package var isRunning: Bool { process.isRunning }

    /// Sends a message; false when the worker is gone.
    @discardableResult
    package func send(_ message: FrontMessage) -> Bool { process.send(MessageFrame.bytes(message)) }

    /// The size on the wire (header included) of the message ``receive(timeout:)`` returned
    /// last, for a run's byte bound.
    package private(set) var lastMessageSize = 0

    /// The next message, waiting at most `timeout` seconds (nil: for ever). Its length is
    /// checked against ``MessageFrame/limit`` before its buffer exists, and it is decoded within
    /// ``WireReader``'s memory budget; bytes that are not a message end the worker.
    package func receive(timeout: Double?) throws(WorkerConnectionError) -> WorkerMessage {
        try receiveFrame(
            WorkerMessage.self, limit: MessageFrame.limit, deadline: timeout.map { ChildProcess.monotonicNow() + $0 },
            timeout: timeout)
    }

    /// One framed message of type `M`: its length checked against `limit` before its buffer
    /// exists, decoded within ``WireReader``'s budget; bytes that are not a message end the worker.
    private func receiveFrame<M: WireCodable>(_ type: M.Type, limit: Int, deadline: Double?, timeout: Double?)
        throws(WorkerConnectionError) -> M
    {
        do {
            let n = try MessageFrame.length(header: try readBytes(8, deadline, timeout))
            guard n <= limit else { throw WireError.frameOverProtocolLimit(bytes: n, limit: limit) }
            let message = try MessageFrame.decode(try readBytes(n, deadline, timeout), as: M.self)
            lastMessageSize = n + 8
            return message
        } catch let e as WireError {
            process.terminate()
            ending = process.wait(timeout: 1)
            throw .malformed(e)
        } catch let e as WorkerConnectionError {
            throw e
        } catch {
            throw .exited
        }
    }

    private func readBytes(_ n: Int, _ deadline: Double?, _ timeout: Double?) throws(WorkerConnectionError) -> [UInt8] {
        do { return try process.read(n, deadline: deadline) } catch {
            if error == .timedOut {
                process.terminate()
                timedOutAfter = timeout
                ending = process.wait(timeout: 1)
                throw .timedOut(after: timeout ?? 0)
            }
            ending = process.wait(timeout: 5)
            throw .exited
        }
    }

    /// Ends a worker that broke the protocol: killed now (its process group), not asked.
    package func stop() {
        guard ending == nil else { return }
        process.terminate()
        ending = process.wait(timeout: 1)
    }

    /// Closes the worker's commands without waiting (it exits when it sees the end): what
    /// comes after, until the worker's end, can still be received and checked.
    package func closeCommands() { process.closeInput() }

    /// Closes the worker's commands (it exits when it sees the end) and waits for it,
    /// killing it after `timeout`.
    @discardableResult
    package func finish(timeout: Double = 5) -> ChildProcess.Ending {
        if let ending { return ending }
        process.closeInput()
        ending = process.wait(timeout: timeout)
        return ending!
    }

    /// What the worker's flight recorder says now.
    package var flight: FlightRecord { FlightRecord(record.words) }

    /// What the worker printed (bounded), and how many bytes beyond the bound it printed.
    package var printed: (text: String, dropped: Int) { (process.printed, process.outputDropped) }

    /// How the worker ended, in words, naming among `suspects` (the plugins this worker
    /// loaded) the one whose call was running. When the front end killed the worker for
    /// silence, that is the reason given (`hung: no answer within N s`), not the SIGKILL it
    /// used.
    package func crashReport(suspects: [CrashSuspect]) -> CrashReport {
        CrashReport(
            ending: ending ?? .exited(-1), flight: flight, suspects: suspects, hungAfter: timedOutAfter,
            printed: printed.text)
    }

    /// ``crashReport(suspects:)`` with each of `plugins` a separate file plugin.
    package func crashReport(plugins: [String]) -> CrashReport {
        crashReport(suspects: plugins.map { CrashSuspect(label: $0, names: [$0], isBuiltIn: false) })
    }
}

// MARK: Messages of other protocols

extension WorkerConnection {
    /// Sends any message over the worker's commands (a mode's own protocol, such as the
    /// validator's check requests); false when the worker is gone.
    @discardableResult
    package func send<M: WireCodable>(message: M) -> Bool { process.send(MessageFrame.bytes(message)) }

    /// The next message of a mode's own protocol, by `deadline` (monotonic seconds, see
    /// `ChildProcess.monotonicNow`), refusing a payload over `limit` bytes before reading it:
    /// a protocol whose messages are small bounds what a hostile worker makes the front end
    /// hold. `timeout` is what a timeout is reported as.
    package func receive<M: WireCodable>(_ type: M.Type, limit: Int, deadline: Double, timeout: Double)
        throws(WorkerConnectionError) -> M
    {
        try receiveFrame(type, limit: limit, deadline: deadline, timeout: timeout)
    }

    /// Waits until `deadline` for the worker to close its messages (it is ending) and returns
    /// true; false, killing it, when a byte came instead (it said more than its protocol lets
    /// it) or nothing came by the deadline (``WorkerConnectionError/timedOut(after:)`` is then thrown).
    package func expectEnd(deadline: Double, timeout: Double) throws(WorkerConnectionError) -> Bool {
        do {
            _ = try readBytes(1, deadline, timeout)
        } catch {
            if case .exited = error { return true }
            throw error
        }
        process.terminate()
        ending = process.wait(timeout: 1)
        return false
    }
}
