/// The live player's logic, free of I/O: it owns the ``TransitionSession``, turns keys and
/// mouse reports into what they mean for the transition, and says what the status line shows.
/// ``TerminalPlayer`` feeds it from a real terminal; tests feed it directly, on a virtual clock.
///
/// * ←/→ scrub by ``scrubStep``: the running transition is grabbed first — adopted by a
///   keyboard interaction when it has no interaction controller, otherwise paused
///   (`pauseInteractiveTransition()`). A pan-driven session that has not started yet starts
///   the configured transition and grabs it at 0.
/// * Space releases a held transition with the pan's rule: finish above ``releaseThreshold``,
///   cancel at or below it.
/// * `r` replays from the start (a new session on a new clock); `q` and Ctrl-C quit.
/// * Other keys (Return, Escape, ↑/↓, letters) go to an interaction plugin, if there is one.
/// * A left-button drag is the container's own pan: cell coordinates become container points
///   through ``layout`` and go to ``TransitionSession/handlePointer(_:)`` as down, move, up.
public final class PlaybackController {
    /// Progress per arrow key.
    public static let scrubStep = 0.05
    /// Space finishes above this progress and cancels at or below it.
    public static let releaseThreshold = 0.2

    /// What is played.
    public let config: SessionConfiguration
    /// The session running now (replaced by ``replay()``).
    public private(set) var session: TransitionSession
    /// How many times the transition was replayed.
    public private(set) var replays = 0
    /// The last frame stepped.
    public private(set) var lastFrame: TransitionSession.Frame?
    /// Where the picture is on the screen (needed for the mouse).
    public var layout: TerminalLayout?
    /// True once `q` or Ctrl-C was pressed.
    public private(set) var quitRequested = false
    /// The interaction that adopts a transition the keys grab.
    public let keyboard = PercentDrivenInteractiveTransition(displayName: "keyboard")

    private let makeClock: () -> FrameClock
    private let now: () -> Double
    private var sessionStart: Double
    private var endedAt: Double?
    private var dragging = false

    /// A controller playing `config` on clocks made by `makeClock` (a ``DisplayLink`` live);
    /// `now` timestamps pointer input (seconds, monotonic).
    public init(config: SessionConfiguration, makeClock: @escaping () -> FrameClock,
                now: @escaping () -> Double = DisplayLink.now) throws(PluginInstanceError) {
        self.config = config
        self.makeClock = makeClock
        self.now = now
        session = try TransitionSession(config: config, clock: makeClock())
        sessionStart = now()
    }

    /// The transition shown: the running one, else the last one.
    public var context: TransitionContext? { session.currentTransition ?? session.lastTransition }

    /// What the transition is doing.
    public var state: PlaybackState { PlaybackState(context) }

    /// Runs one frame of the session.
    @discardableResult
    public func step() -> TransitionSession.Frame {
        let f = session.step()
        lastFrame = f
        if state.hasEnded { if endedAt == nil { endedAt = f.time } } else { endedAt = nil }
        return f
    }

    /// The status line now.
    public var status: StatusLine {
        let configured: String
        switch config.interaction {
        case .none: configured = "none"
        case .pan: configured = "pan"
        case .plugin(let p, _): configured = p.info.id
        }
        return StatusLine(animator: config.animator.info.id,
                          interaction: context?.interactionController?.displayName ?? configured,
                          time: endedAt ?? lastFrame?.time ?? 0, progress: lastFrame?.progress ?? 0, state: state)
    }

    /// Acts on one input event.
    public func handle(_ event: TerminalEvent) throws(PluginInstanceError) {
        switch event {
        case .key(.left): scrub(by: -PlaybackController.scrubStep)
        case .key(.right): scrub(by: PlaybackController.scrubStep)
        case .key(.space): release()
        case .key(.character("r")), .key(.character("R")): try replay()
        case .key(.character("q")), .key(.character("Q")), .key(.controlC): quitRequested = true
        case .mouse(let m): pointer(m)
        case .key(let k): forward(k)
        }
    }

    /// Keys the player does not use go to an interaction plugin (e.g. Return to the `keys`
    /// plugin), as a press and a release.
    func forward(_ key: TerminalKey) {
        guard let interaction = session.runner.interaction else { return }
        let code: Int32
        switch key {
        case .enter: code = KeyCode.return
        case .escape: code = KeyCode.escape
        case .up: code = KeyCode.up
        case .down: code = KeyCode.down
        case .character(let c): guard let s = c.unicodeScalars.first else { return }; code = Int32(s.value)
        default: return
        }
        let t = lastFrame?.time ?? 0
        interaction.handle(InputEvent(.key(.began, key: code), time: t), context: session.currentTransition)
        interaction.handle(InputEvent(.key(.ended, key: code), time: t), context: session.currentTransition)
    }

    /// Grabs the transition if needed and moves its progress by `delta` (clamped to 0…1).
    public func scrub(by delta: Double) {
        if context == nil, case .pan = config.interaction {
            // Nothing started yet: start the configured transition to hold it at 0.
            session.scene.begin()
        }
        guard let c = session.currentTransition, !c.isCompleted else { return }
        if !c.isInteractive {
            if c.interactionController == nil { c.adopt(keyboard) } else { c.pauseInteractiveTransition() }
        }
        guard c.isInteractive else { return }
        c.updateInteractiveTransition(min(1, max(0, c.percentComplete + delta)))
    }

    /// Lets go of a held transition: finish above ``releaseThreshold``, else cancel.
    public func release() {
        guard let c = session.currentTransition, !c.isCompleted, c.isInteractive else { return }
        if c.percentComplete > PlaybackController.releaseThreshold { c.finishInteractiveTransition() } else { c.cancelInteractiveTransition() }
    }

    /// Starts again from the beginning with a new session.
    public func replay() throws(PluginInstanceError) {
        session = try TransitionSession(config: config, clock: makeClock())
        sessionStart = now()
        replays += 1
        lastFrame = nil
        endedAt = nil
        dragging = false
    }

    /// A left-button drag drives the container's pan.
    func pointer(_ m: MouseEvent) {
        guard let layout, !layout.isEmpty else { return }
        let p = layout.point(column: m.column, row: m.row)
        let t = now() - sessionStart
        switch m.action {
        case .press where m.button == 0:
            guard !dragging, layout.contains(column: m.column, row: m.row) else { return }
            dragging = true
            session.handlePointer(.pointer(time: t, location: p, phase: .down))
        case .drag where dragging:
            session.handlePointer(.pointer(time: t, location: p, phase: .move))
        case .release where dragging:
            dragging = false
            session.handlePointer(.pointer(time: t, location: p, phase: .up))
        default:
            break
        }
    }
}
