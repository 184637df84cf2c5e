import Foundation
import XCTest

/// A detached tmux session on a private server, for driving a program in a real terminal:
/// send keys, capture the screen, poll with a timeout. The server is killed by ``close()``.
final class TmuxPane {
    /// The server's socket path.
    let socket: String
    let tmuxPath: String
    private(set) var closed = false

    /// The tmux binary, or nil when it is not installed.
    static func find() -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            let path = "\(dir)/tmux"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Starts `command` (run by the shell) in a `columns × rows` window.
    init(tmux: String, command: String, columns: Int, rows: Int) throws {
        tmuxPath = tmux
        // A socket of our own (removed by close()), so no user's tmux server is touched.
        socket = "/tmp/host-play-tmux-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let r = TmuxPane.run(tmux, ["-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", "play",
                                    "-x", "\(columns)", "-y", "\(rows)", command,
                                    ";", "set-option", "-w", "-t", "play", "remain-on-exit", "on"], timeout: 30)
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
        tmux(["display-message", "-p", "-t", "play", "#{\(name)}"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
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

    /// Runs a program and returns its exit status and its standard output and error together
    /// (-1 when it could not start or was killed after `timeout` seconds).
    ///
    /// Started with `posix_spawn` and waited for with `waitpid`, output through a file: the
    /// tmux server that `new-session` starts inherits the client's descriptors and keeps them
    /// open, so neither a pipe nor Foundation's `Process` (which watches a descriptor of its
    /// own) would ever see the client end.
    static func run(_ executable: String, _ arguments: [String], timeout: Double = 600) -> (status: Int32, output: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-run-\(getpid())-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard rc == 0 else { return (-1, "cannot start \(executable): \(String(cString: strerror(rc)))") }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        var code: Int32 = -1
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { code = status & 0x7F == 0 ? (status >> 8) & 0xFF : -1; break }
            if r < 0 && errno != EINTR { break }
            if Date() > deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                break
            }
            usleep(2_000)
        }
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (code, text)
    }
}
