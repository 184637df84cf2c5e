#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ProcessSupport

/// The real terminal while the player runs: raw input (no echo, no line editing, no signals
/// from keys, reads that never wait), the alternate screen, a hidden cursor, no autowrap and
/// SGR mouse reporting (button presses, drags and releases). ``restore()`` undoes all of it,
/// and so do ``TerminalRestoration``'s signal handlers and exit hook if the program ends any
/// other way.
final class TerminalSession {
    /// The sequence that enters the player's modes and clears the alternate screen.
    static let enterSequence =
        "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[0m\u{1B}[2J"

    let input: Int32, output: Int32
    private var original = termios()
    private var active = false

    /// A message when `input` or `output` is not a terminal, nil when both are.
    static func notATerminal(input: Int32 = 0, output: Int32 = 1) -> String? {
        let inTTY = isatty(input) != 0, outTTY = isatty(output) != 0
        if inTTY && outTTY { return nil }
        let which =
            !inTTY && !outTTY
            ? "standard input and output are not terminals"
            : (!outTTY ? "standard output is not a terminal" : "standard input is not a terminal")
        return
            "`host-cli play` draws the transition live in a terminal, but \(which); run it in a terminal, or render to a file instead: host-cli run --output x.gif (with the same flags)"
    }

    /// Takes over the terminal on `input`/`output`.
    init(input: Int32 = 0, output: Int32 = 1) throws(TerminalError) {
        self.input = input
        self.output = output
        guard tcgetattr(input, &original) == 0 else {
            throw .readSettings(code: errno)
        }
        var raw = original
        cfmakeraw(&raw)
        // Reads return at once with whatever is there (VMIN 0, VTIME 0): no O_NONBLOCK, which
        // would also make writes to the same terminal non-blocking.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        TerminalRestoration.arm(input: input, output: output, state: original)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            TerminalRestoration.restore()
            TerminalRestoration.uninstall()
            throw .rawMode(code: code)
        }
        active = true
        send(TerminalSession.enterSequence)
    }

    deinit { restore() }

    /// The terminal's size in cells (80 × 24 when it does not say).
    func size() -> (columns: Int, rows: Int) {
        var ws = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &ws) == 0 && ws.ws_col > 0 && ws.ws_row > 0 {
            return (Int(ws.ws_col), Int(ws.ws_row))
        }
        return (80, 24)
    }

    /// Everything typed since the last call (empty when nothing was).
    func readInput() -> [UInt8] {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while out.count < 1 << 16 {
            let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n > 0 {
                out.append(contentsOf: buffer[0..<n])
                if n < buffer.count { break }
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        return out
    }

    /// Writes `text` with one `write(2)` (more only if the terminal takes part of it, through
    /// ``WriteLoop``); nothing once the terminal has been restored (e.g. by a signal handler).
    /// A failed write is dropped, as before: a terminal that hung up sends SIGHUP, which ends
    /// the player.
    func send(_ text: String) {
        guard active, TerminalRestoration.armed != 0 else { return }
        _ = WriteLoop.write(text, to: output)
    }

    /// Leaves the player's modes and puts the settings back (idempotent).
    func restore() {
        guard active else { return }
        active = false
        TerminalRestoration.restore()
        TerminalRestoration.uninstall()
    }
}
