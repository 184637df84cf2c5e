import ProcessSupport
import Sandbox
import TextFormat
#if canImport(Glibc)
    import Glibc
#endif

/// How a worker died, said as a user needs it: which plugin, in which call, at which frame and
/// time, and the signal or the forbidden system call — or that it hung, when the front end
/// stopped it for silence.
///
/// The flight record it reads lives in memory every plugin of the worker can write, so a report
/// believes it only so far: it names only a plugin that was loaded in that worker (a
/// ``CrashSuspect``); when another file plugin shared the worker it says that plugin's code
/// could have written the record; a record with a value no monitor writes is reported as
/// overwritten and names no call. Why the worker ended is the front end's own knowledge (it
/// killed it after `hungAfter` seconds of silence), never the record's.
package struct CrashReport: Equatable, Sendable, CustomStringConvertible {
    /// The plugin whose call was running (nil when no plugin call was, or the record names
    /// none of the worker's plugins).
    package var plugin: String?
    /// The call.
    package var call: PluginCall
    /// Frame index and time, when the worker had started running frames.
    package var frame: Int?, time: Double?
    /// The refused system call's name, if the sandbox stopped the plugin.
    package var syscall: String?
    /// How the process ended.
    package var ending: ChildProcess.Ending
    /// True when the front end stopped the worker because it did not answer in time.
    package var hung: Bool
    /// The sentence.
    package var description: String

    /// The report of a worker that ended with `ending`, whose recorder says `flight`, and
    /// that had loaded `suspects`. `hungAfter` is set when the front end killed the worker
    /// after that many seconds without an answer (or it hit its CPU-time limit): the report
    /// then says `hung: no answer within N s`, whatever signal ended it.
    package init(
        ending: ChildProcess.Ending, flight: FlightRecord, suspects: [CrashSuspect], hungAfter: Double?, printed: String
    ) {
        self.ending = ending
        let intact = flight.damage == nil
        call = intact ? flight.call : .none
        let named = call == .none ? nil : suspects.first { $0.name(forKey: flight.pluginKey) != nil }
        plugin = named?.name(forKey: flight.pluginKey)
        let running = intact && flight.phase == .running && flight.frame != nil
        frame = running ? flight.frame : nil
        time = running ? flight.time : nil
        syscall = intact ? flight.syscall.map { WorkerSandbox.syscallName($0) } : nil
        // SIGXCPU is the kernel's word that the worker reached its CPU-time limit (the soft
        // limit; a worker that ignores it gets SIGKILL at the hard one).
        hung = hungAfter != nil || ending == .timedOut || ending == .signaled(SIGXCPU)

        let who: String
        if let plugin {
            who = "plugin \(plugin)"
        } else {
            who = "the worker" + CrashReport.ofPlugins(suspects.map(\.label))
        }
        let what: String
        if let hungAfter {
            what = "hung: no answer within \(Rounding.format(hungAfter)) s"
        } else if ending == .timedOut {
            what = "hung: no answer before its deadline"
        } else if let syscall {
            what = "tried to call \(syscall)"
        } else {
            switch ending {
            case .signaled(SIGXCPU): what = "hung: it used up its worker's CPU-time limit"
            case .signaled(let s): what = "crashed with \(ChildProcess.signalName(s))"
            case .timedOut: what = "hung"
            case .exited(let code): what = "ended its worker with exit status \(code) (exit or abort)"
            case .notStarted(let why): what = "could not be started: \(why)"
            }
        }
        let when = call == .none ? "" : " during \(call.text)"
        let at = running ? " at frame \(frame ?? 0) (t = \(Rounding.format(time ?? 0, quantum: 1e-3)) s)" : ""
        var text = "\(who) \(what)\(when)\(at)"
        if let damage = flight.damage {
            text += " (its flight record was overwritten — \(damage) — so the call it was in is unknown)"
        } else if let named {
            let others = suspects.filter { $0 != named && !$0.isBuiltIn }.map(\.label)
            if !others.isEmpty {
                text +=
                    " (its worker also ran \(others.count == 1 ? "plugin" : "plugins") \(CrashReport.list(others)), whose code could have written this record)"
            }
        } else if call != .none {
            text += " (its flight record names no plugin of this worker)"
        }
        if syscall != nil && !hung { text += ", which the sandbox forbids; the worker was stopped" }
        if let first = printed.split(separator: "\n").first(where: { !$0.isEmpty }) {
            text += "; it printed: \(TerminalText.escape(String(first.prefix(160))))"
        }
        description = text
    }

    /// The report with each of `plugins` a separate file plugin (as a validator check, which
    /// loads one plugin, names it); hung when `ending` is the front end's timeout, after
    /// `timedOutAfter` seconds.
    package init(
        ending: ChildProcess.Ending, flight: FlightRecord, plugins: [String], timedOutAfter: Double?, printed: String
    ) {
        self.init(
            ending: ending, flight: flight,
            suspects: plugins.map { CrashSuspect(label: $0, names: [$0], isBuiltIn: false) },
            hungAfter: ending == .timedOut ? timedOutAfter : nil, printed: printed)
    }

    /// " of plugin A", " of plugins A and B", or "" for none.
    static func ofPlugins(_ labels: [String]) -> String {
        labels.isEmpty ? "" : " of \(labels.count == 1 ? "plugin" : "plugins") \(list(labels))"
    }

    /// "A", "A and B", "A, B and C".
    static func list(_ labels: [String]) -> String {
        labels.count < 2
            ? labels.joined() : labels.dropLast().joined(separator: ", ") + " and " + labels[labels.count - 1]
    }
}
