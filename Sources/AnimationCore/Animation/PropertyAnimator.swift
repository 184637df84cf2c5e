/// UIKit's `UIViewPropertyAnimator` in the engine: animations of the properties its blocks
/// change, which can be started, paused, scrubbed, reversed, continued along new timing,
/// stopped and finished at either end, with UIKit's state machine.
///
/// **States.** `inactive` (nothing made yet, or done), `active` (its animations exist; running
/// or paused), `stopped` (frozen by ``stopAnimation(_:)`` with `false`, waiting for
/// ``finishAnimation(at:)``). Its blocks run (and set the model to their end values) when it
/// first starts or pauses; blocks added later run at once and join.
///
/// **Time.** ``fractionComplete`` is the fraction of the animator's time elapsed, 0…1. While
/// running the animations follow the timing function over the remaining time; paused, they
/// hold what is shown; setting ``fractionComplete`` while paused shows every property at that
/// fraction of the way from its start to its end, linearly when ``scrubsLinearly`` (UIKit's
/// default), else along the timing function. Continuing (``startAnimation(afterDelay:)`` or
/// ``continueAnimation(timingFunction:durationFactor:)``) runs from what is shown to the end
/// (or to the start when ``isReversed``) over the rest of the time. A block's `delayFactor`
/// holds its animations back for that fraction of the time on the first run.
///
/// **Clock.** Its animations live on their layers, so they follow those layers' time: a
/// transition's interactive driver, which pauses and scrubs the container's time, scrubs and
/// cancels them as it does UIView animations. When a segment's animations are taken away by
/// someone else (a cancelled transition removes them), the animator ends at the position its
/// clock shows then (the start, for a cancelled transition).
///
/// **Completion.** Completions run once with the position reached (`end`, `start`, or
/// `current` after ``finishAnimation(at:)`` or an interruption); the model holds that
/// position's values. With ``pausesOnCompletion`` it pauses at the end instead.
public final class PropertyAnimator {
    /// UIKit's `UIViewAnimatingState`.
    public enum State: Int, Sendable { case inactive = 0, active = 1, stopped = 2 }
    /// UIKit's `UIViewAnimatingPosition`.
    public enum Position: Int, Sendable { case end = 0, start = 1, current = 2 }

    /// The engine.
    public unowned let engine: AnimationEngine
    /// Its duration, seconds (what a spring settles in, for a physical spring).
    public let duration: Double
    /// How progress follows time.
    public let timingFunction: TimingFunction
    /// Where it is in UIKit's state machine.
    public private(set) var state = State.inactive
    /// True while its animations run (not paused or stopped).
    public private(set) var isRunning = false
    /// True: paused scrubbing shows linear progress (UIKit's default).
    public var scrubsLinearly = true
    /// True: at the end it pauses instead of completing.
    public var pausesOnCompletion = false

    /// One animated layer property: its start and end values, and its block's delay factor.
    private struct Track {
        let layer: Layer
        let property: AnimatableProperty
        let start: AnimatableValue
        let end: AnimatableValue
        let delayFactor: Double
    }

    /// What the running segment maps: from `from` to `to` of the time fraction over `length`
    /// seconds of `clock`'s local time from `begin`.
    private struct Segment {
        let clock: Layer?
        let begin: Double
        let length: Double
        let from: Double
        let to: Double
    }

    private var blocks: [(body: () -> Void, delayFactor: Double)] = []
    private var completions: [(Position?) -> Void] = []
    private var tracks: [Track] = []
    /// The animations now on layers.
    private var live: [(layer: Layer, animation: Animation)] = []
    private var segment: Segment?
    /// Bumped whenever the animations are replaced, so that a segment's completion that comes
    /// late is recognized as stale.
    private var generation = 0
    /// The time fraction while not running.
    private var heldFraction = 0.0
    /// Where the running segment's clock was when someone else took an animation away (its
    /// completion comes a frame later, when the clock may have moved on).
    private var interruptedAt: Double?
    private var reversed = false

    /// An animator of `duration` seconds along `timingFunction`.
    public init(engine: AnimationEngine, duration: Double, timingFunction: TimingFunction) {
        self.engine = engine
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.timingFunction = timingFunction
    }

    // MARK: Blocks and completions

    /// Adds a block of property changes. Before the animator runs, it waits; later, it runs at
    /// once and its changes animate over the remaining time (held, while paused).
    /// `delayFactor` (0…1) delays its animations by that fraction of the duration on the
    /// first run.
    public func addAnimations(_ body: @escaping () -> Void, delayFactor: Double = 0) {
        let df = delayFactor.isFinite ? min(1, max(0, delayFactor)) : 0
        guard state == .active else {
            if state == .inactive { blocks.append((body, df)) }
            return
        }
        let added = capture(body, delayFactor: df)
        if isRunning {
            // The new tracks join the running segment from what they show now.
            let f = fractionComplete
            startSegment(
                from: f, timingFunction: timingFunction, length: remainingLength(from: f, factor: 1), delay: 0,
                only: added, fresh: true)
        } else {
            for t in added { hold(t, at: presented(t)) }
        }
    }

    /// Adds a completion, called exactly once: with the position reached, or with nil when
    /// the animator never completes (stopped without finishing, or let go before it ran) —
    /// UIKit does not call its completions then; the nil call lets a C caller free its data.
    /// On a stopped animator it gets nil at once.
    public func addCompletion(_ completion: @escaping (Position?) -> Void) {
        guard state != .stopped else { return completion(nil) }
        completions.append(completion)
    }

    deinit {
        for c in completions { c(nil) }
    }

    // MARK: Running

    /// Starts (or, paused, resumes) the animations, after `delay` seconds on the first start.
    public func startAnimation(afterDelay delay: Double = 0) {
        switch state {
        case .stopped:
            return
        case .inactive:
            activate()
            startSegment(
                from: 0, timingFunction: timingFunction, length: duration, delay: delay.isFinite ? max(0, delay) : 0,
                only: nil, fresh: true)
        case .active:
            guard !isRunning else { return }
            startSegment(
                from: heldFraction, timingFunction: timingFunction,
                length: remainingLength(from: heldFraction, factor: 1), delay: 0, only: nil)
        }
    }

    /// Pauses: what is shown holds. An inactive animator makes its animations and holds
    /// their start.
    public func pauseAnimation() {
        switch state {
        case .stopped:
            return
        case .inactive:
            activate()
            heldFraction = 0
            holdAll(values: tracks.map { $0.start })
        case .active:
            guard isRunning else { return }
            let f = fractionComplete
            let shown = tracks.map(presented)
            heldFraction = f
            holdAll(values: shown)
        }
        isRunning = false
        segment = nil
    }

    /// Continues a paused animator to its end (or start, reversed) from what it shows, along
    /// `timingFunction` (nil: its own) over the rest of the time times `durationFactor`
    /// (0: 1).
    public func continueAnimation(timingFunction: TimingFunction?, durationFactor: Double) {
        guard state == .active, !isRunning else { return }
        let factor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : 1
        startSegment(
            from: heldFraction, timingFunction: timingFunction ?? self.timingFunction,
            length: remainingLength(from: heldFraction, factor: factor), delay: 0, only: nil)
    }

    /// True when running (or continuing) goes back to the start. Changing it while running
    /// turns the animations round from what they show.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if isRunning {
                let f = fractionComplete
                startSegment(
                    from: f, timingFunction: timingFunction, length: remainingLength(from: f, factor: 1), delay: 0,
                    only: nil)
            }
        }
    }

    /// The fraction of the time elapsed, 0…1. Set while paused (active, not running) to scrub;
    /// ignored otherwise, as in UIKit.
    public var fractionComplete: Double {
        get {
            guard isRunning, let s = segment else { return heldFraction }
            guard s.length > 0 else { return s.to }
            let now = s.clock.flatMap { engine.localTime(of: $0) } ?? engine.currentTime
            let u = min(1, max(0, (now - s.begin) / s.length))
            return s.from + (s.to - s.from) * u
        }
        set {
            guard state == .active, !isRunning, newValue.isFinite else { return }
            heldFraction = min(1, max(0, newValue))
            generation += 1
            removeLive()
            for t in tracks { scrub(t, to: heldFraction) }
        }
    }

    /// Stops: the animations go, every property keeps what it shows (the model takes it).
    /// `withoutFinishing` true: the animator is done (inactive), no completion runs; false: it
    /// waits, stopped, for ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let f = fractionComplete
        let shown = tracks.map(presented)
        generation += 1
        removeLive()
        setModel(shown)
        heldFraction = f
        isRunning = false
        segment = nil
        if withoutFinishing {
            let abandoned = completions
            finishState()
            for c in abandoned { c(nil) }
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator at `position` (the model takes the start or end values, or
    /// keeps what is shown) and runs the completions.
    public func finishAnimation(at position: Position) {
        guard state == .stopped else { return }
        complete(at: position)
    }

    // MARK: Inside

    /// The first start or pause of an inactive animator: its animations are made, from what
    /// the views show now, and it becomes active.
    private func activate() {
        makeTracks()
        state = .active
    }

    private func makeTracks() {
        let pending = blocks
        blocks = []
        for b in pending { _ = capture(b.body, delayFactor: b.delayFactor) }
    }

    /// Runs `body` capturing its changes as tracks; returns the new ones.
    private func capture(_ body: () -> Void, delayFactor: Double) -> [Track] {
        var added: [Track] = []
        for c in engine.captureChanges(body) {
            if let i = tracks.firstIndex(where: { $0.layer === c.layer && $0.property == c.property }) {
                // The same property again: one track, from its first start to the new end.
                let t = Track(
                    layer: c.layer, property: c.property, start: tracks[i].start, end: c.to,
                    delayFactor: tracks[i].delayFactor)
                tracks[i] = t
                added.append(t)
            } else {
                let t = Track(layer: c.layer, property: c.property, start: c.from, end: c.to, delayFactor: delayFactor)
                tracks.append(t)
                added.append(t)
            }
        }
        return added
    }

    /// The seconds from fraction `f` to the target end.
    private func remainingLength(from f: Double, factor: Double) -> Double {
        (reversed ? f : 1 - f) * duration * factor
    }

    /// What `t`'s property shows now.
    private func presented(_ t: Track) -> AnimatableValue { engine.presentation(of: t.layer).value(of: t.property) }

    /// Runs the tracks (`only` these, else all) from what they show (their start values when
    /// `fresh`: just captured, their model is already at the end) to the target end over
    /// `length` seconds after `delay`, the fraction going from `f` to the target.
    private func startSegment(
        from f: Double, timingFunction tf: TimingFunction, length: Double, delay: Double, only: [Track]?,
        fresh: Bool = false
    ) {
        let target = reversed ? 0.0 : 1.0
        let chosen = only ?? tracks
        let shown = fresh ? chosen.map(\.start) : chosen.map(presented)
        if only == nil {
            generation += 1
            removeLive()
        } else {
            // Replace just these tracks' animations.
            for t in chosen {
                live.removeAll { entry in
                    guard entry.layer === t.layer && entry.animation.property == t.property else { return false }
                    entry.animation.group = nil
                    engine.remove(entry.animation, from: entry.layer, finished: false)
                    return true
                }
            }
        }
        isRunning = true
        heldFraction = f
        interruptedAt = nil
        let clock = tracks.first?.layer
        let begin = (clock.flatMap { engine.localTime(of: $0) } ?? engine.currentTime) + delay
        if only == nil { segment = Segment(clock: clock, begin: begin, length: length, from: f, to: target) }
        let g = generation
        // Strong: a running animator lives until its animations end, even when let go.
        let group = engine.makeGroup { finished in self.segmentEnded(finished, generation: g) }
        for (t, from) in zip(chosen, shown) {
            // The block's delay: the part of its window still ahead of `f`, on the way out.
            var wait = 0.0, span = length
            if !reversed, t.delayFactor > 0, f < t.delayFactor, f < 1 {
                wait = (t.delayFactor - f) / (1 - f) * length
                span = length - wait
            } else if reversed, t.delayFactor > 0, f > 0 {
                span = max(0, (f - t.delayFactor) / f) * length
            }
            let to = reversed ? t.start : t.end
            guard span > 0 else {
                setModel(t, to)
                continue
            }
            var timing = MediaTiming()
            timing.beginTime = (engine.localTime(of: t.layer) ?? 0) + delay + wait
            timing.fillMode = .backwards
            let a = Animation(
                property: t.property, from: from, to: to, duration: span, timingFunction: tf, timing: timing)
            a.group = group
            a.onInterrupted = { [unowned self] in
                if g == self.generation, self.interruptedAt == nil { self.interruptedAt = self.fractionComplete }
            }
            group.pending += 1
            engine.add(a, to: t.layer)
            live.append((t.layer, a))
        }
        // The model shows the target while the animations run.
        setModel(chosen.map { reversed ? $0.start : $0.end }, of: chosen)
        engine.close(group)
    }

    /// A segment's animations are over: all finished (the target reached), or taken away.
    private func segmentEnded(_ finished: Bool, generation g: Int) {
        guard g == generation, isRunning else { return }
        // Where the segment ended: its target, or where its clock was when interrupted.
        let f = finished ? (reversed ? 0 : 1) : (interruptedAt ?? fractionComplete)
        interruptedAt = nil
        live = []
        isRunning = false
        segment = nil
        heldFraction = f
        if finished {
            if pausesOnCompletion {
                holdAll(values: tracks.map { reversed ? $0.start : $0.end })
                return
            }
            complete(at: reversed ? .start : .end)
        } else {
            // Taken away (a cancelled transition removes them, or another animation of the
            // property replaced one): at the position the clock shows; a property another
            // animation now moves keeps that animation's target.
            complete(at: f <= 1e-9 ? .start : (f >= 1 - 1e-9 ? .end : .current), sparingAnimated: true)
        }
    }

    /// Ends at `position`: the model takes its values (with `sparingAnimated`, not for a
    /// property another animation moves now), the animations go, the completions run.
    private func complete(at position: Position, sparingAnimated: Bool = false) {
        generation += 1
        let shown = tracks.map(presented)
        removeLive()
        let values: [AnimatableValue]
        switch position {
        case .end: values = tracks.map(\.end)
        case .start: values = tracks.map(\.start)
        case .current: values = shown
        }
        let chosen = zip(tracks, values).filter { t, _ in
            !sparingAnimated || t.layer.animations(for: t.property).isEmpty
        }
        setModel(chosen.map(\.1), of: chosen.map(\.0))
        let done = completions
        finishState()
        for c in done { c(position) }
    }

    private func finishState() {
        state = .inactive
        isRunning = false
        segment = nil
        tracks = []
        completions = []
        live = []
    }

    /// Holds every track at `values` (paused).
    private func holdAll(values: [AnimatableValue]) {
        generation += 1
        removeLive()
        for (t, v) in zip(tracks, values) { hold(t, at: v) }
    }

    /// A paused animation showing `value` for `t`.
    private func hold(_ t: Track, at value: AnimatableValue) {
        pausedAnimation(t, from: value, to: value, timingFunction: .linear, time: 0)
    }

    /// A paused animation showing `t` at fraction `f` of the way from its start to its end.
    private func scrub(_ t: Track, to f: Double) {
        let local = t.delayFactor < 1 ? min(1, max(0, (f - t.delayFactor) / (1 - t.delayFactor))) : (f >= 1 ? 1 : 0)
        pausedAnimation(
            t, from: t.start, to: t.end, timingFunction: scrubsLinearly ? .linear : timingFunction, time: local)
    }

    /// Adds a one-second animation of `t` frozen at `time` (0…1; it holds past its end).
    private func pausedAnimation(
        _ t: Track, from: AnimatableValue, to: AnimatableValue, timingFunction tf: TimingFunction, time: Double
    ) {
        var timing = MediaTiming()
        timing.speed = 0
        timing.timeOffset = time
        timing.fillMode = .both
        let a = Animation(property: t.property, from: from, to: to, duration: 1, timingFunction: tf, timing: timing)
        a.isRemovedOnCompletion = false
        engine.add(a, to: t.layer)
        live.append((t.layer, a))
    }

    /// Takes its animations off their layers without running any completion.
    private func removeLive() {
        for (layer, a) in live {
            a.group = nil
            a.onInterrupted = nil
            engine.remove(a, from: layer, finished: false)
        }
        live = []
    }

    /// Sets the model of every track to `values` without animating.
    private func setModel(_ values: [AnimatableValue]) { setModel(values, of: tracks) }

    private func setModel(_ values: [AnimatableValue], of chosen: [Track]) {
        engine.performWithoutAnimation {
            for (t, v) in zip(chosen, values) { t.layer.set(t.property, v) }
        }
    }

    private func setModel(_ t: Track, _ v: AnimatableValue) { setModel([v], of: [t]) }
}
