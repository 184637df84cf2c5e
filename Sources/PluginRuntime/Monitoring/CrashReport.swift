import ProcessSupport
import Sandbox
import TextFormat

/// How a worker died, said as a user needs it: which plugin, in which call, at which frame and
/// time, and the signal or the forbidden system call.
package struct CrashReport: Sendable, CustomStringConvertible {
    /// The plugin whose call was running (nil when no plugin call was).
    package var plugin: String?
    /// The call.
    package var call: PluginCall
    /// Frame index and time, when the worker had started running frames.
    package var frame: Int?, time: Double?
    /// The refused system call's name, if the sandbox stopped the plugin.
    package var syscall: String?
    /// How the process ended.
    package var ending: ChildProcess.Ending
    /// The sentence.
    package var description: String

    /// The report of a worker that ended with `ending`, whose recorder says `flight`; the plugin
    /// is named from `plugins` (ids, or file names for a crash while loading).
    package init(ending: ChildProcess.Ending, flight: FlightRecord, plugins: [String], timedOutAfter: Double?, printed: String) {
        self.ending = ending
        call = flight.call
        plugin = flight.call == .none ? nil : plugins.first { CallMonitor.key(for: $0) == flight.pluginKey }
        let running = flight.phase == .running
        frame = running ? flight.frame : nil
        time = running ? flight.time : nil
        syscall = flight.syscall.map { WorkerSandbox.syscallName($0) }
        let who = plugin.map { "plugin \($0)" } ?? "the worker"
        let when = call == .none ? "" : " during \(call.text)"
        let at = running ? " at frame \(flight.frame) (t = \(Rounding.format(flight.time, quantum: 1e-3)) s)" : ""
        let what: String
        if let syscall {
            what = "tried to call \(syscall)"
        } else {
            switch ending {
            case .signaled(let s): what = "crashed with \(ChildProcess.signalName(s))"
            case .timedOut: what = "hung (no answer within \(Rounding.format(timedOutAfter ?? 0)) s)"
            case .exited(let code): what = "ended its worker with exit status \(code) (exit or abort)"
            case .notStarted(let why): what = "could not be started: \(why)"
            }
        }
        var text = "\(who) \(what)\(when)\(at)"
        if syscall != nil { text += ", which the sandbox forbids; the worker was stopped" }
        if let first = printed.split(separator: "\n").first(where: { !$0.isEmpty }) {
            text += "; it printed: \(first.prefix(160))"
        }
        description = text
    }
}
