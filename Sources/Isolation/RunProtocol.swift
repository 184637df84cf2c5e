import AnimationCore
import Sandbox
import Session

/// The rules a run worker's messages must keep, as the front end enforces them: one place,
/// pure (no I/O, no clock), so every rule is testable with plain values.
///
/// A worker is the plugin (its code runs there with the whole process in reach), so what it
/// sends is believed only after these checks. `run` (``accept(_:size:)``):
///
/// 1. `hello` once, first; then `started` once; then frames; then exactly one `result`; then
///    nothing (the worker must close). A `failure` may end the run at any point before the
///    result.
/// 2. Frames are numbered 0, 1, 2, … with no gap or repeat, at most ``maximumFrames`` of them
///    (what the session itself can produce: ⌈`--max-duration` × `--fps`⌉), with finite times
///    that never go back, finite progress, and a render frame that passes ``RenderFrameCheck``.
/// 3. The result says as many frames as were sent, at least one when the limits allow one (a
///    run always shows frame 0), has a finite, non-negative duration and finite event times, and claims a timeout only
///    after the last frame the limits allow.
/// 4. All messages of a run together are at most ``maximumBytes`` on the wire, and after
///    `started` the front end waits for the worker at most ``deadline`` seconds in all.
///
/// `play` (``checkLiveFrame(_:_:)``) checks each frame's values; ``LiveSession`` keeps the
/// order (a step is answered by exactly one frame).
package struct RunProtocol {
    /// What the front end may act on: a message that kept the rules, its values checked.
    package enum Step {
        /// The sandbox's protections (at most ``maximumProtections``).
        case hello([Protection])
        /// The animator's expected duration (a non-finite or negative one reads as 0).
        case started(expectedDuration: Double)
        /// The next frame.
        case frame(TransitionSession.Frame)
        /// The end of the run.
        case result(TransitionSession.Result)
        /// The worker could not run it (its sentence, at most ``maximumText`` characters).
        case failure(String)
    }

    /// Where in the conversation the worker is.
    package enum Stage: Equatable {
        case awaitingHello, awaitingStarted, running, ended
    }

    /// The most protections a `hello` may list (a sandbox has a handful).
    package static let maximumProtections = 64
    /// The most characters of worker text (a failure, a stall reason, a protection) kept.
    package static let maximumText = 4096
    /// The longest `started` → `result` wait allowed per second of `--max-duration`: a real
    /// session does at most this much work per second of virtual time (the worker's CPU limit
    /// allows the same, plus loading), so ten times the virtual duration is generous.
    package static let secondsPerVirtualSecond = 10.0

    /// The most frames this run may send: ⌈`maxDuration` × `fps`⌉, exactly the bound
    /// ``TransitionSession/run(onFrame:)`` stops at.
    package let maximumFrames: Int
    /// The most bytes all messages of the run may take on the wire: a full-size message for
    /// each frame and for hello, started and the result.
    package let maximumBytes: Int
    /// Seconds the front end may wait for the worker, in all, from `started` to the result:
    /// ``silence`` + ``secondsPerVirtualSecond`` × `maxDuration` (time the front end spends
    /// drawing frames is not counted; loading is bounded by the silence timeout alone).
    package let deadline: Double

    /// Where the conversation is.
    package private(set) var stage = Stage.awaitingHello
    /// Frames accepted so far.
    package private(set) var frames = 0
    /// Bytes of the messages accepted so far, headers included.
    package private(set) var bytes = 0
    private var lastTime = 0.0
    /// True when the session's own bound allows a frame (always, with the CLI's limits): its
    /// result must then count at least one.
    private let requiresFrame: Bool
    /// The latest time a frame may have: frame ``maximumFrames`` − 1 is at most one frame
    /// interval past `maxDuration`; a second of slack keeps this free of rounding questions.
    private let latestTime: Double

    /// The rules for a run of `config`; `silence` is the per-message timeout (part of the deadline).
    package init(config: SessionConfiguration, silence: Double = RunWorker.silence) {
        maximumFrames = RunProtocol.maximumFrames(fps: config.fps, maxDuration: config.maxDuration)
        let (product, overflow) = (maximumFrames + 3).multipliedReportingOverflow(by: MessageFrame.limit + 8)
        maximumBytes = overflow ? Int.max : product
        let virtual = config.maxDuration.isFinite ? min(max(config.maxDuration, 0), 86_400) : 86_400
        deadline = silence + RunProtocol.secondsPerVirtualSecond * virtual
        requiresFrame = maximumFrames > 0
        latestTime = virtual + (config.fps.isFinite && config.fps >= 1 ? 1 / config.fps : 1) + 1
    }

    /// ⌈`maxDuration` × `fps`⌉ as the session computes it, at most 10⁹ (the flags allow 3.6
    /// million); 0 for a configuration that is not a number or allows no time.
    package static func maximumFrames(fps: Double, maxDuration: Double) -> Int {
        let n = (maxDuration * fps).rounded(.up)
        guard n.isFinite, n >= 1 else { return 0 }
        return Int(min(n, 1e9))
    }

    /// Checks `message`, `size` bytes long on the wire (header included), against the rules
    /// and the conversation so far; returns what the front end may use.
    package mutating func accept(_ message: WorkerMessage, size: Int) throws(RunProtocolError) -> Step {
        guard stage != .ended else { throw .messageAfterResult(message.name) }
        let (sum, overflow) = bytes.addingReportingOverflow(max(0, size))
        guard !overflow, sum <= maximumBytes else {
            throw .tooManyBytes(limit: maximumBytes, frames: maximumFrames)
        }
        bytes = sum
        switch message {
        case .hello(let protections):
            guard stage == .awaitingHello else { throw .secondHello }
            guard protections.count <= RunProtocol.maximumProtections else {
                throw .tooManyProtections(protections.count)
            }
            stage = .awaitingStarted
            return .hello(
                protections.map {
                    Protection(RunProtocol.clip($0.name, 64), $0.isActive, RunProtocol.clip($0.detail, 512))
                })
        case .started(let d):
            guard stage == .awaitingStarted else {
                throw stage == .awaitingHello ? .startedBeforeHello : .secondStarted
            }
            stage = .running
            return .started(expectedDuration: d.isFinite && d >= 0 ? d : 0)
        case let .frame(frame, status):
            guard stage == .running else { throw .frameBeforeStarted(frame.index) }
            guard frame.index == frames else {
                throw frames == 0 ? .firstFrameNumbered(frame.index) : .frameOutOfOrder(frame.index, after: frames - 1)
            }
            guard frames < maximumFrames else {
                throw .tooManyFrames(frame.index, limit: maximumFrames)
            }
            if let problem = RunProtocol.problem(frame, status) { throw .badFrame(frame.index, problem) }
            guard frame.time <= latestTime else {
                throw .frameAfterEnd(frame.index, time: frame.time)
            }
            guard frame.time >= lastTime else {
                throw .frameBackwards(frame.index, time: frame.time, previous: frames - 1, previousTime: lastTime)
            }
            lastTime = frame.time
            frames += 1
            return .frame(frame)
        case .result(let r):
            guard stage == .running else { throw .resultBeforeStarted }
            guard frames > 0 || !requiresFrame else { throw .resultWithoutFrames }
            guard r.frames == frames else { throw .resultFrameCount(claimed: r.frames, sent: frames) }
            guard r.duration.isFinite, r.duration >= 0 else { throw .resultDuration(r.duration) }
            guard !r.timedOut || frames == maximumFrames else {
                throw .resultTimedOutEarly(frames: frames, maximum: maximumFrames)
            }
            if let e = r.events.first(where: { !$0.time.isFinite }) { throw .eventTime(e.time) }
            stage = .ended
            var checked = r
            checked.stall = r.stall.map { RunProtocol.clip($0, RunProtocol.maximumText) }
            return .result(checked)
        case .failure(let text):
            stage = .ended
            return .failure(RunProtocol.clip(text, RunProtocol.maximumText))
        case .scanned, .rejected:
            throw .scanVerdict
        }
    }

    /// The values of a frame of `play` (any index from 0, finite time and progress, a sound
    /// render frame and status), or what is wrong with them.
    package static func checkLiveFrame(_ frame: TransitionSession.Frame, _ status: TransitionSession.Status)
        throws(RunProtocolError)
    {
        guard frame.index >= 0 else { throw .negativeFrameIndex(frame.index) }
        if let problem = problem(frame, status) { throw .badFrame(frame.index, problem) }
    }

    /// What is wrong with the values of a frame and its status, or nil.
    static func problem(_ frame: TransitionSession.Frame, _ status: TransitionSession.Status) -> FrameProblem? {
        guard frame.time.isFinite, frame.time >= 0 else { return .time(frame.time) }
        guard frame.progress.isFinite else { return .progress(frame.progress) }
        guard status.progress.isFinite else { return .statusProgress(status.progress) }
        if let d = status.duration, !d.isFinite || d < 0 { return .statusDuration(d) }
        guard status.interaction.utf8.count <= 256 else {
            return .interactionName(bytes: status.interaction.utf8.count)
        }
        return RenderFrameCheck.problem(frame.render)
    }

    /// `s` cut to `n` characters (worker text kept for a sentence or a status line).
    static func clip(_ s: String, _ n: Int) -> String { s.count <= n ? s : String(s.prefix(n)) + "…" }

    /// A worker's `failure` text as the user sees it. The worker is the plugin, so its words
    /// are not believed about who is to blame: the text is kept as it is only when the worker
    /// runs one plugin and the text names that plugin first (as the host's own failures do:
    /// "plugin fade cannot be loaded: …"); otherwise it is prefixed with the worker's plugins,
    /// so a plugin cannot pin its failure on another one.
    package static func attributed(failure text: String, _ config: SessionConfiguration) -> String {
        attributedError(failure: text, config).description
    }

    /// ``attributed(failure:_:)`` as a value: the text, and the worker's plugins unless the
    /// text may stand alone.
    package static func attributedError(failure text: String, _ config: SessionConfiguration) -> RunError {
        let ids = Set(config.plugins.map(\.id))
        if ids.count == 1, let id = ids.first, text.hasPrefix("plugin \(id) ") || text.hasPrefix("plugin \(id):") {
            return .pluginFailed(text, culprits: nil)
        }
        return .pluginFailed(text, culprits: culprits(config))
    }

    /// The plugins a worker of `config` runs, for a sentence: "plugin fade", "plugins fade and
    /// pan", "plugins a, b and c" (ids, each once, in the configuration's order).
    package static func culprits(_ config: SessionConfiguration) -> String {
        var seen = Set<String>(), ids: [String] = []
        for c in config.plugins where seen.insert(c.id).inserted { ids.append(c.id) }
        guard let last = ids.last else { return "no plugin" }
        if ids.count == 1 { return "plugin \(last)" }
        return "plugins \(ids.dropLast().joined(separator: ", ")) and \(last)"
    }
}
