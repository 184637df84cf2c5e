import AnimationCore
import TextFormat

/// The host's percent-driven interaction (UIKit's `UIPercentDrivenInteractiveTransition`,
/// without private hooks): it works with *any* animator that animates through the engine,
/// because it drives time, not animations.
///
/// * **Interactive start**: the container's layer is paused (`speed = 0`,
///   `timeOffset = base`, its local time now) *before* the animator runs, so the animator's
///   animations begin at `base` in a frozen time frame; ``update(_:)`` scrubs
///   `timeOffset = base + percent × duration`. The interactive segment is linear.
/// * **Non-interactive start**: time runs freely; ``pause()`` grabs the transition at its
///   current percent (interruptible transitions).
/// * **Finish / cancel**: the rest of the way runs on measured frame time (``tick(_:)`` gets
///   the clock's real delta, so dropped frames do not stretch it) with the completion curve
///   through the Bézier solver; finishing takes `(1 − p) × duration / completionSpeed`,
///   cancelling `p × duration / completionSpeed`. At the end of a finish, time resumes with
///   Core Animation's recipe so the animations complete normally. At the end of a cancel the
///   presentation is exactly the start; the transition then puts every changed property back
///   and removes the animations *before* time resumes, so nothing flashes.
/// * ``finish()`` and ``cancel()`` are idempotent; calls while already completing are ignored
///   (reported), as are ``update(_:)`` calls after the interaction ended; one while the
///   transition runs on its own, never held, is noted (UIKit ignores it, nothing differs).
///
/// Views outside the container animated alongside the transition are driven the same way
/// (``addDrivenLayer(_:)``), which UIKit's percent-driven class does not do for Core
/// Animation layers.
public final class PercentDrivenDriver {
    /// Where the driver is.
    public enum State: Equatable, Sendable {
        /// Time runs freely (non-interactive start, not grabbed).
        case running
        /// Paused; the interaction scrubs.
        case interactive
        /// Running the rest of the way towards the end (`forward`) or the start.
        case completing(forward: Bool)
        /// Completion phase over; time runs freely again.
        case resumed
    }

    /// The current state.
    public private(set) var state: State
    /// The progress, 0…1: while the transition runs on its own, what its container's time says
    /// now (so a frame reports the progress it shows, not the previous frame's); otherwise the
    /// value the interaction or the completion phase set.
    public var percent: Double { state == .running ? runningPercent() : heldPercent }
    /// The progress set by the interaction, a completion phase or the last running frame.
    private var heldPercent: Double = 0
    /// The animator's duration (what percent 1 means), seconds.
    public let duration: Double
    /// Curve and speed of the current completion phase.
    public private(set) var completionCurve: AnimationCurve = .easeInOut
    public private(set) var completionSpeed: Double = 1

    private let engine: AnimationEngine
    /// Driven layers and their local time when the transition started.
    private(set) var layers: [(layer: Layer, base: Double)] = []
    private var phaseStart = 0.0, phaseElapsed = 0.0, phaseTotal = 0.0
    /// Called when a cancel has run back to the start, before time resumes.
    var onReachedStart: (() -> Void)?
    /// Called for ignored calls, with a sentence for the log.
    var onIgnored: ((String) -> Void)?
    /// Called for ignored calls that are harmless (UIKit ignores them silently, and nothing on
    /// screen differs), with a sentence for the log: noted, not reported as a fault.
    var onNoted: ((String) -> Void)?

    /// Creates a driver for `container`'s layer; paused when `interactive`.
    init(engine: AnimationEngine, container: Layer, duration: Double, interactive: Bool) {
        self.engine = engine
        self.duration = duration
        state = interactive ? .interactive : .running
        addDrivenLayer(container)
    }

    /// Drives another layer with the transition (its local time now is its base).
    func addDrivenLayer(_ layer: Layer) {
        guard !layers.contains(where: { $0.layer === layer }) else { return }
        let base = layer.localTime ?? 0
        layers.append((layer, base))
        switch state {
        case .interactive, .completing: freeze(layer, at: base + percent * duration)
        case .running, .resumed: break
        }
    }

    /// True when `layer` is driven.
    func drives(_ layer: Layer) -> Bool { layers.contains { $0.layer === layer } }

    private func freeze(_ layer: Layer, at t: Double) {
        var m = layer.timing
        m.speed = 0
        m.timeOffset = t
        m.beginTime = 0
        layer.timing = m
    }

    private func scrub() {
        for (layer, base) in layers { freeze(layer, at: base + percent * duration) }
    }

    /// Core Animation's resume recipe: local time continues from `base + percent × duration`.
    private func resume() {
        for (layer, base) in layers {
            let target = base + percent * duration
            var m = layer.timing
            m.speed = 1
            m.timeOffset = 0
            m.beginTime = 0
            layer.timing = m
            let parentTime = layer.superlayer.flatMap { engine.localTime(of: $0) } ?? engine.currentTime
            m.beginTime = parentTime - target
            layer.timing = m
        }
    }

    /// The percent implied by the container's local time (while running).
    private func runningPercent() -> Double {
        guard let (layer, base) = layers.first, let t = layer.localTime, duration > 0 else { return heldPercent }
        return min(1, max(0, (t - base) / duration))
    }

    /// Grabs the transition: it becomes interactive at its current percent.
    /// Returns false (and reports) when there is nothing to grab.
    @discardableResult
    public func pause() -> Bool {
        switch state {
        case .interactive:
            return true
        case .running:
            heldPercent = runningPercent()
        case .completing:
            break
        case .resumed:
            // A gesture's `.began` that pauses as it starts a transition which has already run
            // its course: UIKit ignores it, and the transition ends as it would have.
            onNoted?("pause() after the completion phase ended is ignored, as UIKit ignores it")
            return false
        }
        state = .interactive
        scrub()
        return true
    }

    /// Scrubs to `p` (clamped to 0…1); only while interactive.
    public func update(_ p: Double) {
        if state == .running {
            // An animator that scrubs its own context while no gesture drives it (one class
            // that is animator and interaction controller, calling its update from
            // animateTransition): UIKit ignores it, and the transition runs on as it would.
            onNoted?(
                "update(\(Rounding.format(p))) on a transition no interaction holds is ignored, as UIKit ignores it")
            return
        }
        guard state == .interactive else {
            onIgnored?("update(\(Rounding.format(p))) outside the interactive state (\(state)) is ignored")
            return
        }
        guard p.isFinite else {
            onIgnored?("update(\(p)) with a non-finite percent is ignored")
            return
        }
        heldPercent = min(1, max(0, p))
        scrub()
    }

    /// Runs the rest of the way to the end (`forward`) or back to the start.
    /// Returns false when ignored (not interactive).
    @discardableResult
    public func release(forward: Bool, speed: Double, curve: AnimationCurve) -> Bool {
        if state == .running {
            if forward {
                // An animator that calls `finishInteractiveTransition()` before completing a
                // transition nothing drives: UIKit ignores it, and nothing differs on screen.
                onNoted?("finish() on a transition that is already running to its end is ignored, as UIKit ignores it")
                return false
            }
            heldPercent = runningPercent()
            state = .interactive
            scrub()
        }
        guard state == .interactive else {
            let call = forward ? "finish()" : "cancel()"
            // After the completion phase, before completeTransition (an animator that ends the
            // interaction itself in its completion): UIKit ignores it as well.
            if state == .resumed {
                onNoted?("\(call) after the completion phase ended is ignored, as UIKit ignores it")
            } else {
                onIgnored?("\(call) while \(state) is ignored")
            }
            return false
        }
        var s = speed
        if !(s > 0) || !s.isFinite {
            onIgnored?("completionSpeed \(speed) is not a positive number; using 1")
            s = 1
        }
        completionSpeed = s
        completionCurve = curve
        phaseStart = percent
        phaseElapsed = 0
        phaseTotal = (forward ? 1 - percent : percent) * duration / s
        state = .completing(forward: forward)
        if phaseTotal <= 0 { endPhase(forward) }
        return true
    }

    /// Advances a completion phase by `dt` seconds of measured time.
    public func tick(_ dt: Double) {
        switch state {
        case .running:
            heldPercent = runningPercent()
        case .completing(let forward):
            phaseElapsed += max(0, dt)
            // Frame deltas are sums of 1/fps steps that fall a rounding error short of an
            // exact phase length; a phase within 1e-9 of its end is over (not one frame late).
            var s = min(1, phaseTotal > 0 ? phaseElapsed / phaseTotal : 1)
            if s >= 1 - 1e-9 { s = 1 }
            let q = completionCurve.bezier.progress(s)
            heldPercent = forward ? phaseStart + (1 - phaseStart) * q : phaseStart * (1 - q)
            if s >= 1 { endPhase(forward) } else { scrub() }
        case .interactive, .resumed:
            break
        }
    }

    private func endPhase(_ forward: Bool) {
        heldPercent = forward ? 1 : 0
        scrub()
        if !forward { onReachedStart?() }
        resume()
        state = .resumed
    }

    /// Puts every driven layer back on free-running time (used when a transition ends early,
    /// e.g. an animator that completes while still paused).
    func releaseTime() {
        switch state {
        case .interactive, .completing: resume()
        case .running, .resumed: break
        }
        state = .resumed
    }

    /// The driven layers' bases (their local time at the start).
    var bases: [(Layer, Double)] { layers.map { ($0.layer, $0.base) } }
}
