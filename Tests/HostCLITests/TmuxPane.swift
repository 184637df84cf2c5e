import Foundation
import TestSupport
import XCTest

/// A detached tmux session on a private server, for driving a program in a real terminal:
/// send keys, capture the screen, poll with a timeout. The server is killed by ``close()``.
final class TmuxPane {
    /// The server's socket path.
    let socket: String
    let tmuxPath: String
    private(set) var closed = false

    /// Starts `command` (run by the shell) in a `columns × rows` window.
    init(tmux: String, command: String, columns: Int, rows: Int) throws {
        tmuxPath = tmux
        // A socket of our own (removed by close()), so no user's tmux server is touched.
        socket = "/tmp/host-play-tmux-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let r = TmuxPane.run(
            tmux,
            [
                "-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", "play",
                "-x", "\(columns)", "-y", "\(rows)", command,
                ";", "set-option", "-w", "-t", "play", "remain-on-exit", "on"
            ], timeout: 30)
        guard r.status == 0 else { throw XCTSkip("tmux could not start a session: \(r.output)") }
    }

    deinit { close() }

    /// Kills the private server.
    func close() {
        guard !closed else { return }
        closed = true
        _ = tmux(["kill-server"])
        unlink(socket)
    }

    /// Runs a tmux command on this server.
    @discardableResult
    func tmux(_ arguments: [String]) -> (status: Int32, output: String) {
        TmuxPane.run(tmuxPath, ["-S", socket] + arguments, timeout: 30)
    }

    /// The visible screen: plain text, or with the colour escapes (`-e`).
    func capture(escapes: Bool = false) -> String {
        tmux(["capture-pane", "-p", "-t", "play"] + (escapes ? ["-e"] : [])).output
    }

    /// A pane variable (`#{…}` format).
    func variable(_ name: String) -> String {
        tmux(["display-message", "-p", "-t", "play", "#{\(name)}"]).output.trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Sends tmux key names (`Left`, `Space`, `q`).
    func send(_ keys: String...) { tmux(["send-keys", "-t", "play"] + keys) }

    /// Sends a string as it is (escape sequences included).
    func sendLiteral(_ text: String) { tmux(["send-keys", "-t", "play", "-l", text]) }

    /// Polls the screen every 50 ms until `condition` holds for it; returns that screen, or nil
    /// after `timeout` seconds.
    func wait(timeout: Double, escapes: Bool = false, until condition: (String) -> Bool) -> String? {
        let end = Date().addingTimeInterval(timeout)
        repeat {
            let screen = capture(escapes: escapes)
            if condition(screen) { return screen }
            usleep(50_000)
        } while Date() < end
        return nil
    }

    /// Runs tmux and returns its exit status (-1 when it could not start, was killed or timed
    /// out) and its standard output and error together. The output goes through files, not
    /// pipes: the tmux server that `new-session` starts inherits the client's descriptors and
    /// keeps them open, so a pipe would never see the client end.
    static func run(_ tmux: String, _ arguments: [String], timeout: Double) -> (status: Int32, output: String) {
        let o = NativeTools.run(tmux, arguments, timeout: timeout)
        guard case .exited(let code) = o.ending else { return (-1, o.stdout + o.stderr + "\(o.ending)") }
        return (code, o.stdout + o.stderr)
    }
}
