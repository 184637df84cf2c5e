import AnimationCore
import HostContainer
import PluginRuntime
import Session

/// The live player's logic, free of I/O: it owns the ``TransitionSession`` and turns keys and
/// mouse reports into the session's live controls, and says what the status line shows.
/// ``TerminalPlayer`` feeds it from a real terminal; tests feed it directly, on a virtual clock.
///
/// * ←/→ scrub by ``scrubStep`` (``TransitionSession/scrub(by:)`` grabs the transition first).
/// * Space releases a held transition with the pan's rule: finish above ``releaseThreshold``,
///   cancel at or below it.
/// * `r` replays from the start (a new session on a new clock); `q` and Ctrl-C quit.
/// * ``reload(config:makeSession:)`` (`play --watch`, after a plugin was rebuilt) plays the
///   new build in a new session, holding the transition where it was held.
/// * Other keys (Return, Escape, ↑/↓, letters) go to an interaction plugin, if there is one.
/// * A left-button drag is the container's own pan: cell coordinates become container points
///   through ``layout`` and go to ``TransitionSession/handlePointer(_:)`` as down, move, up.
/// * The mouse wheel pinches (for `--interaction pinch`, and for plugins that read pinches):
///   the first notch puts two fingers down (`pinch` 1), each notch up spreads them by
///   ``wheelStep`` and each notch down closes them by as much, and the pinch ends
///   (`pinch-end`) ``wheelRelease`` seconds after the last notch.
package final class PlaybackController {
    /// Progress per arrow key.
    package static let scrubStep = 0.05
    /// Space finishes above this progress and cancels at or below it.
    package static let releaseThreshold = 0.2
    /// The scale one wheel notch spreads the pinch by (or closes it by, downwards).
    package static let wheelStep = 1.1
    /// Seconds after the last wheel notch at which its pinch ends.
    package static let wheelRelease = 0.3

    /// How long a ``show(_:)`` notice stays on the status line, in seconds.
    package static let noticeDuration = 3.0

    /// What is played (replaced by ``reload(config:makeSession:)``).
    package private(set) var config: SessionConfiguration
    /// The session running now (replaced by ``replay()``): in this process or in a worker.
    package private(set) var session: TransitionDriving
    /// How many times the transition was replayed.
    package private(set) var replays = 0
    /// How many times a new build was loaded.
    package private(set) var reloads = 0
    /// The last frame stepped.
    package private(set) var lastFrame: TransitionSession.Frame?
    /// Where the picture is on the screen (needed for the mouse).
    package var layout: TerminalLayout?
    /// True once `q` or Ctrl-C was pressed.
    package private(set) var quitRequested = false

    private var makeSession: () throws -> TransitionDriving
    /// A note for the status line and when it goes (``now`` time).
    private var notice: (text: String, until: Double)?
    private let now: () -> Double
    private var sessionStart: Double
    /// The session time the transition started at (the frame before its first), nil while
    /// none has.
    private var transitionStart: Double?
    private var endedAt: Double?
    private var dragging = false
    /// The wheel's pinch while it lasts: its scale and the time of its last notch.
    private var wheelPinch: (scale: Double, last: Double)?

    /// A controller playing `config` in sessions made by `makeSession` (a sandboxed worker's
    /// live session in `play`); `now` timestamps pointer input (seconds, monotonic).
    package init(
        config: SessionConfiguration, makeSession: @escaping () throws -> TransitionDriving,
        now: @escaping () -> Double = DisplayLink.now
    ) throws {
        self.config = config
        self.makeSession = makeSession
        self.now = now
        session = try makeSession()
        sessionStart = now()
    }

    /// A controller playing `config` in this process, on clocks made by `makeClock`.
    package convenience init(
        config: SessionConfiguration, makeClock: @escaping () -> FrameClock,
        now: @escaping () -> Double = DisplayLink.now
    ) throws {
        try self.init(
            config: config, makeSession: { try TransitionSession(config: config, clock: makeClock()) }, now: now)
    }

    /// What the transition is doing.
    package var phase: TransitionPhase { session.status.phase }

    /// Runs one frame of the session; throws when the session died (its worker).
    ///
    /// A transition that starts between two frames (a pan-driven session waits for a drag or
    /// a key) started at the earlier frame's time: its animations begin at the engine's time
    /// then, so the first frame after shows it one frame in. A session that starts on its own
    /// starts at 0.
    @discardableResult
    package func step() throws -> TransitionSession.Frame {
        let previousTime = lastFrame?.time ?? 0
        let wasEnded = endedAt != nil
        if let w = wheelPinch, now() - sessionStart - w.last >= PlaybackController.wheelRelease {
            wheelPinch = nil
            session.sendSignal("pinch-end", value: w.scale, at: now() - sessionStart)
        }
        let f = try session.step()
        lastFrame = f
        let now = phase
        if now == .waiting {
            transitionStart = nil
        } else if transitionStart == nil || (wasEnded && !now.hasEnded) {
            transitionStart = previousTime  // started (or a new one started) since the last frame
        }
        if now.hasEnded { if endedAt == nil { endedAt = f.time } } else { endedAt = nil }
        return f
    }

    /// The transition's time: since it started, frozen once it ended, 0 before it starts.
    var transitionTime: Double {
        guard let start = transitionStart else { return 0 }
        return max(0, (endedAt ?? lastFrame?.time ?? start) - start)
    }

    /// The status line now.
    package var status: StatusLine {
        let s = session.status
        let driver = config.driverName
        let note = notice.flatMap { now() < $0.until ? $0.text : nil }
        var line = StatusLine(
            animator: driver, interaction: s.interaction,
            time: transitionTime, progress: lastFrame?.progress ?? 0, state: s.phase, notice: note)
        line.starts = PlaybackController.starter(config.interaction)
        return line
    }

    /// What starts a waiting transition under `interaction`, for the status line: a pinch is
    /// started by the wheel (the mouse's drag is the pan, which `--interaction pinch` does not
    /// have); a plugin may read either gesture.
    static func starter(_ interaction: InteractionChoice) -> String {
        switch interaction {
        case .pinch: return "wheel (pinch)"
        case .plugin: return "drag, wheel"
        case .none, .pan: return "drag"
        }
    }

    /// Acts on one input event.
    package func handle(_ event: TerminalEvent) throws {
        switch event {
        case .key(.left): session.scrub(by: -PlaybackController.scrubStep)
        case .key(.right): session.scrub(by: PlaybackController.scrubStep)
        case .key(.space): session.release(threshold: PlaybackController.releaseThreshold)
        case .key(.character("r")), .key(.character("R")): try replay()
        case .key(.character("q")), .key(.character("Q")), .key(.controlC): quitRequested = true
        case .mouse(let m): pointer(m)
        case .key(let k): forward(k)
        }
    }

    /// Keys the player does not use go to an interaction plugin (e.g. Return to the `keys`
    /// plugin), as a press and a release.
    func forward(_ key: TerminalKey) {
        let code: Int32
        switch key {
        case .enter: code = KeyCode.return
        case .escape: code = KeyCode.escape
        case .up: code = KeyCode.up
        case .down: code = KeyCode.down
        case .character(let c):
            guard let s = c.unicodeScalars.first else { return }
            code = Int32(s.value)
        default: return
        }
        session.pressKey(code, at: lastFrame?.time ?? 0)
    }

    /// Starts again from the beginning with a new session.
    package func replay() throws {
        session = try makeSession()
        sessionStart = now()
        replays += 1
        lastFrame = nil
        transitionStart = nil
        endedAt = nil
        dragging = false
    }

    /// Plays `config` from now on, in sessions made by `makeSession` (a plugin was rebuilt).
    /// A transition held by the keys or a drag is held again at the same progress in the new
    /// session (it is stepped once, then scrubbed there); one running or over starts again.
    /// The new session is made, and stepped when it must be held, before anything changes:
    /// when that fails, the old session goes on as it was and this throws.
    package func reload(config: SessionConfiguration, makeSession: @escaping () throws -> TransitionDriving) throws {
        // The session's progress, not the last frame's: keys since that frame count.
        let held = phase == .interactive ? session.status.progress : nil
        let next = try makeSession()
        var first: TransitionSession.Frame?
        if let held {
            let f = try next.step()
            next.scrub(by: held - f.progress)
            first = f
        }
        self.config = config
        self.makeSession = makeSession
        session = next
        sessionStart = now()
        reloads += 1
        lastFrame = first
        transitionStart = first != nil && next.status.phase != .waiting ? 0 : nil
        endedAt = nil
        dragging = false
        wheelPinch = nil
    }

    /// Shows `text` on the status line, in place of the key help, for ``noticeDuration``
    /// seconds.
    package func show(_ text: String) {
        notice = (text, now() + PlaybackController.noticeDuration)
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
        case .scrollUp, .scrollDown:
            var w = wheelPinch ?? (1, t)
            if wheelPinch == nil { session.sendSignal("pinch", value: 1, at: t) }
            w.scale *= m.action == .scrollUp ? PlaybackController.wheelStep : 1 / PlaybackController.wheelStep
            w.last = t
            wheelPinch = w
            session.sendSignal("pinch", value: w.scale, at: t)
        default:
            break
        }
    }
}
