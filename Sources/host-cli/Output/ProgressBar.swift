import AnimationCore
import Foundation
import ProcessSupport
#if canImport(Glibc)
    import Glibc
#endif

/// A one-line progress bar on standard error for long renders, drawn only when standard error
/// is a terminal (`isatty(2)`): redirected to a file or a pipe, or under CI, it prints nothing
/// at all, so logs and machine-read output stay clean.
///
/// Not thread-safe: update it from one thread.
final class ProgressBar {
    /// The count that means done.
    let total: Int
    /// Text in front of the bar.
    var label: String
    /// True when the bar draws (standard error is a terminal, unless overridden at creation).
    let isEnabled: Bool
    /// Cells of the bar.
    let width: Int
    /// Progress so far, 0…``total``.
    private(set) var done = 0

    private var lastLine = ""
    private var lastDraw = 0.0
    private let write: (String) -> Void
    /// True when the bar writes to the process's standard error, so a signal that ends the
    /// process mid-line must end the line (``TerminationSignals/setInterruptedLine(_:)``).
    private let ownsSignalLine: Bool

    /// A bar for `total` steps. `enabled` overrides the terminal check (tests); `output`
    /// receives the drawn text (standard error by default).
    /// `writesStandardError`: `output` is the process's standard error (the default is).
    init(
        total: Int, label: String = "", width: Int = 30, enabled: Bool? = nil, output: ((String) -> Void)? = nil,
        writesStandardError: Bool? = nil
    ) {
        self.total = max(0, total)
        self.label = label
        self.width = max(1, width)
        isEnabled = enabled ?? (isatty(2) != 0)
        write = output ?? { s in FileHandle.standardError.write(Data(s.utf8)) }
        ownsSignalLine = writesStandardError ?? (output == nil)
    }

    /// Sets the progress to `value` (clamped) and redraws when the text changes, at most every
    /// 50 ms except for the final step.
    func update(_ value: Int) {
        done = min(total, max(0, value))
        guard isEnabled else { return }
        let now = DisplayLink.now()
        if done < total && now - lastDraw < 0.05 { return }
        let line = ProgressBar.line(done: done, total: total, label: label, width: width)
        guard line != lastLine else { return }
        if lastLine.isEmpty && ownsSignalLine { TerminationSignals.setInterruptedLine("\n") }
        lastLine = line
        lastDraw = now
        write("\r" + line + "\u{1B}[K")
    }

    /// Adds `steps` to the progress.
    func advance(by steps: Int = 1) { update(done + steps) }

    /// Draws the final state and ends the line (only if anything was drawn). `completed`: the
    /// work is done, so the bar shows 100 % whatever the estimate of ``total`` was (a render's
    /// total is a guess made before its length is known); otherwise it stays where it stopped.
    func finish(completed: Bool = false) {
        if completed { done = total }
        guard isEnabled else { return }
        lastDraw = 0
        let line = ProgressBar.line(done: done, total: total, label: label, width: width)
        if line != lastLine { write("\r" + line + "\u{1B}[K") }
        write("\n")
        lastLine = ""
        if ownsSignalLine { TerminationSignals.setInterruptedLine(nil) }
    }

    /// The bar's text: `label [#######-------]  50% 5/10`.
    static func line(done: Int, total: Int, label: String, width: Int) -> String {
        let fraction = total > 0 ? Double(min(done, total)) / Double(total) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let percent = Int((fraction * 100).rounded(.down))
        let p = String(percent)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        return (label.isEmpty ? "" : label + " ") + "[" + bar + "] " + String(repeating: " ", count: 3 - p.count) + p
            + "% \(done)/\(total)"
    }
}
