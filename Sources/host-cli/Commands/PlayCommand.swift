import Session
import Terminal
import TextFormat

/// `host-cli play`: the transition live in the terminal, at the display's pace, with keys and
/// the mouse to scrub, release and replay it.
struct PlayCommand: ParsableCommand {
    /// `--fps`: live, the drawing pace, not a virtual clock's rate.
    static let fps = RunCommand.Options.fps.with(
        help: "Frames drawn per second in the terminal (default 60, at most 240)")

    static let spec = CommandSpec(
        name: "play", summary: "Play one transition live in the terminal; scrub it with the keys or the mouse",
        arguments: "",
        discussion: """
            Takes the same flags as `run` (but renders nothing to files) and draws the transition in
            the terminal in real time, --fps frames per second (default 60, at most 240; 30 is gentler on slow
            terminals), with colour half blocks: 24-bit colour when COLORTERM is truecolor or 24bit,
            else 256 colours, and no colour at all when NO_COLOR is set. The bottom line shows the
            animator, the interaction, the time, the progress and the state.

            Keys: ←/→ grab the transition and move it by 5%; space lets go (finishes above 20%,
            cancels below); r replays from the start; q or Ctrl-C quits. Dragging with the mouse is
            the container's pan; the mouse wheel is a pinch (each notch up spreads the fingers by
            10 %, down closes them; the pinch ends 0.3 s after the last notch): try
            --container collection --interaction pinch. Other keys (Return, Escape, letters) go to an interaction plugin
            (try --interaction keys). When the transition is over the last frame stays until r or q.
            With --interaction pan or pinch and no --gesture, nothing moves until you drag, turn the
            wheel or press ←/→.
            With --watch, a plugin file of the run that is rebuilt, or its --gesture @FILE edited
            (written and closed, then quiet for 0.3 s), is loaded by a new worker and played at once; a transition held with ←/→ or
            a drag is held at the same progress, and the status line says "reloaded".
            Needs a terminal on standard input and output; to render to a file use
            `host-cli run --output x.gif`.
            """,
        options: RunCommand.Options.shared.map { $0 == RunCommand.Options.fps ? fps : $0 })

    /// The command line, checked by ``validate()`` (``RunCommand/Flags`` reads it).
    private let parsed: ParsedArguments
    /// What plays, and the watch: worked out by ``validate()``.
    private var config: SessionConfiguration?
    private var watch: PluginWatch?

    init(parsed: ParsedArguments) { self.parsed = parsed }

    /// Live: at most 240 frames a second, and without --gesture the user's own drag is the
    /// pan. Flags are checked first (bad usage is reported wherever it runs), then the
    /// terminal, then the plugins are scanned.
    mutating func validate() throws(UsageError) {
        let setup = try RunCommand.Setup.validated(parsed, live: true) { () throws(UsageError) in
            if let problem = TerminalPlayer.notATerminal() { throw .notATerminal(problem) }
        }
        config = setup.config
        watch = try PluginWatch.requested(setup, args: parsed, live: true)
    }

    func run(_ console: Console) -> ExitCode {
        guard let config else { preconditionFailure("play: run before validate") }
        let outcome: TerminalPlayer.Outcome
        do {
            outcome = try TerminalPlayer.play(
                config, makeSession: { try Workers.session(for: config) }, reloading: watch.map(Self.reloading))
        } catch {
            console.error("\(error)")
            return .failure
        }
        for d in outcome.diagnostics { console.warning(d) }
        if let failure = outcome.failure {
            console.error(failure)
            return .failure
        }
        console.line(TerminalText.escape(outcome.summary))
        return .success
    }

    /// `play --watch`: what the player asks each frame — a new build to play when a plugin
    /// file changed, or a note saying why not.
    static func reloading(_ watch: PluginWatch) -> TerminalPlayer.Reloading {
        {
            guard let change = watch.poll() else { return nil }
            switch change {
            case let .reloaded(setup, changed):
                let config = setup.config
                return .play(
                    config, makeSession: { try Workers.session(for: config) },
                    notice: "reloaded \(PluginWatch.names(changed))")
            case .unchanged(let changed):
                return .notice("\(PluginWatch.names(changed)): same bytes, nothing to reload", problem: nil)
            case let .failed(message, changed):
                return .notice(
                    "\(PluginWatch.names(changed)) cannot be loaded (details after q)",
                    problem:
                        "\(changed.joined(separator: ", ")) changed but could not be loaded, the previous build went on playing: \(message)"
                )
            }
        }
    }
}
