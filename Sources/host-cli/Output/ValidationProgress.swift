import Foundation
import ProcessSupport
import TextFormat
#if canImport(Glibc)
    import Glibc
#endif

/// `validate`'s progress on standard error. On a terminal it is one line updated in place —
/// `validating slide: 7/18 (completes: pass)…` — and cleared before the report is printed, so
/// the checks are not listed twice on the screen. Anywhere else (a file, a pipe, CI) it is the
/// plain log it always was: `validating TARGET`, then one `  STATUS CHECK` line per check.
///
/// The validator reports checks from its worker threads, one at a time (under its lock), so
/// the calls never overlap.
final class ValidationProgress {
    /// Where the progress goes (its standard error).
    private let console: Console
    /// True when the line is drawn in place (standard error is a terminal).
    let inPlace: Bool
    /// The checks each target runs.
    let total: Int
    /// The terminal's width: a longer line is cut, since a wrapped line cannot be redrawn.
    let columns: Int
    /// The target being validated, and how many of its checks finished.
    private var label = ""
    private var done = 0
    /// True when a line is on the screen (and must be cleared).
    private var drawn = false

    /// Progress for `total` checks per target, drawn in place when `console`'s standard error
    /// is a terminal `columns` wide (by default, as the terminal reports it).
    init(console: Console, checks total: Int, columns: Int? = nil) {
        self.console = console
        self.total = total
        inPlace = console.stderrIsTerminal
        self.columns = max(20, columns ?? ValidationProgress.terminalColumns())
    }

    /// A target starts (`label` escaped already, with its `[n/m] ` prefix when there are several).
    func begin(_ label: String) {
        self.label = label
        done = 0
        if inPlace { draw("validating \(label): 0/\(total)…") } else { console.err("validating \(label)\n") }
    }

    /// A check finished; `line` is the validator's `STATUS CHECK`.
    func finished(_ line: String) {
        done += 1
        guard inPlace else {
            console.err("  \(TerminalText.escape(line))\n")
            return
        }
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        let what = parts.count == 2 ? "\(parts[1]): \(parts[0])" : line
        draw("validating \(label): \(done)/\(total) (\(TerminalText.escape(what)))…")
    }

    /// Clears the line (on a terminal), so the report starts on a clean line.
    func clear() {
        guard inPlace, drawn else { return }
        console.err("\r\u{1B}[K")
        drawn = false
        TerminationSignals.setInterruptedLine(nil)
    }

    /// Redraws the line with `text`, cut to the terminal's width.
    private func draw(_ text: String) {
        let fitted = text.count < columns ? text : String(text.prefix(columns - 2)) + "…"
        console.err("\r" + fitted + "\u{1B}[K")
        // Ctrl-C or SIGTERM mid-validation clears the line too, so the prompt starts clean.
        if !drawn { TerminationSignals.setInterruptedLine("\r\u{1B}[K") }
        drawn = true
    }

    /// The width of the terminal on standard error, or 80.
    static func terminalColumns() -> Int {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
