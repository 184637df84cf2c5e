/// One open animation block: what kind of animation its property changes make, and (for
/// keyframe blocks) the keyframes recorded so far.
final class Transaction {
    enum Kind {
        /// From/to animations with one timing function.
        case basic(TimingFunction)
        /// Keyframe animations built when the block returns.
        case keyframes(KeyframeCalculationMode)
        /// Changes apply without animation (animations disabled, or duration ≤ 0).
        case none
        /// Changes apply at once and are recorded (from what was shown to the new value) for a
        /// ``PropertyAnimator`` to animate.
        case capture
    }

    struct KeyframeRecord {
        let layer: Layer
        let property: AnimatableProperty
        let start: Double
        let duration: Double
        let value: AnimatableValue
    }

    let serial: Int
    let kind: Kind
    /// True for an `animateKeyframes` block even when it does not animate (kind `.none`):
    /// UIKit still accepts `addKeyframe` there and applies its changes at once.
    let isKeyframeBlock: Bool
    let duration: Double
    let delay: Double
    let options: AnimationOptions
    let group: CompletionGroup
    /// The keyframe being recorded (relative start and duration), inside `addKeyframe`.
    var keyframeWindow: (start: Double, duration: Double)?
    var records: [KeyframeRecord] = []
    /// First value of each (layer, property) a keyframe block touched, in touch order.
    var initialValues: [(layer: Layer, property: AnimatableProperty, value: AnimatableValue)] = []
    /// How many times the animations repeat (0: as `options` say, once or forever); a
    /// block opened by ``AnimationEngine/beginAnimations(duration:delay:options:repeatCount:)``.
    var repeatCount = 0.0
    /// True for a block opened by `beginAnimations` (closed by `commitAnimations`, or by the
    /// host when the code that opened it returns without closing it).
    var isOpenBlock = false
    /// A capture block's changes, in first-change order: from what was shown to the last
    /// value set.
    var captures: [(layer: Layer, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue)] = []

    init(
        serial: Int, kind: Kind, isKeyframeBlock: Bool, duration: Double, delay: Double, options: AnimationOptions,
        group: CompletionGroup
    ) {
        self.serial = serial
        self.kind = kind
        self.isKeyframeBlock = isKeyframeBlock
        self.duration = duration
        self.delay = delay
        self.options = options
        self.group = group
    }
}

extension AnimationEngine {
    // MARK: Block animations (UIKit's UIView.animate family)

    /// Animates the property changes made in `animations` over `duration` seconds after
    /// `delay`, with the curve in `options` (UIKit's `animate(withDuration:delay:options:animations:completion:)`).
    ///
    /// Each change sets the model value at once and adds an animation from the old model value
    /// (or, with ``AnimationOptions/beginFromCurrentState``, from the presentation value) that
    /// holds its start during the delay. A running animation of the same property is replaced
    /// and its completion sees `finished == false`; setting a property twice in one block makes
    /// one animation to the last value. `completion` runs exactly once, from a later
    /// ``advance(to:)``: after the last animation ends (`finished` true) or is removed
    /// (`finished` false), or on the next frame when nothing was animated (`finished` true).
    /// A `duration` ≤ 0 applies the changes without animating. When `options` name no curve
    /// and an open layer transaction has a timing function
    /// (``setTransactionTimingFunction(_:)``), the animations follow that function.
    public func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let curve: TimingFunction =
            options.namesCurve
            ? .bezier(options.curve.bezier) : (transactionTimingFunction ?? .bezier(options.curve.bezier))
        run(.basic(curve), duration: duration, delay: delay, options: options, animations, completion)
    }

    /// Like ``animate(withDuration:delay:options:animations:completion:)`` with a spring:
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` semantics — a damping ratio
    /// and an initial velocity in distances per second, over exactly `duration`
    /// (see ``Spring/uiKit(duration:dampingRatio:initialVelocity:)``).
    public func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring.uiKit(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        run(
            .basic(.spring(spring.unitSolution)), duration: duration, delay: delay, options: options, animations,
            completion)
    }

    /// Animates with a physical spring (mass, stiffness, damping, initial velocity) for as long
    /// as it takes to settle (``Spring/settlingDuration(epsilon:)``).
    public func animate(
        with spring: Spring, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let d = spring.settlingDuration()
        run(
            .basic(.spring(spring.unitSolution)), duration: d.isFinite ? d : 60, delay: delay, options: options,
            animations, completion)
    }

    /// Animates with an explicit timing function (any cubic Bézier).
    public func animate(
        withDuration duration: Double, delay: Double = 0, timingFunction: TimingFunction,
        options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(.basic(timingFunction), duration: duration, delay: delay, options: options, animations, completion)
    }

    /// UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`: inside
    /// `animations`, each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// moves the properties it sets to their new values during its share of the duration, and
    /// they hold between keyframes. Changes made outside any keyframe span the whole duration.
    /// The calculation mode comes from `options`; overall timing is linear.
    ///
    /// Keyframes are sorted by start; a keyframe that starts before the previous one of the
    /// same property ends is moved to start at that end, keeping its duration (cut at the end of
    /// the block).
    public func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            .keyframes(options.calculationMode), duration: duration, delay: delay, options: options, animations,
            completion)
    }

    /// True inside an ``animateKeyframes(withDuration:delay:options:animations:completion:)`` block,
    /// whether or not it animates (duration ≤ 0, animations disabled, or a non-animated
    /// transition): there ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// applies its changes at once, as UIKit does.
    public var isInKeyframeBlock: Bool {
        transactions.last?.isKeyframeBlock ?? false
    }

    /// Adds a keyframe to the innermost ``animateKeyframes(withDuration:delay:options:animations:completion:)``
    /// block: the changes in `animations` happen between `start` and `start + duration`,
    /// fractions of that block's duration (clamped to [0, 1]). Outside an animating keyframe
    /// block (including one that does not animate) the changes simply apply.
    public func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration duration: Double, animations: () -> Void
    ) {
        guard let tx = transactions.last, case .keyframes = tx.kind else {
            animations()
            return
        }
        let s = min(1, max(0, start.isFinite ? start : 0))
        let d = min(1 - s, max(0, duration.isFinite ? duration : 0))
        let saved = tx.keyframeWindow
        tx.keyframeWindow = (s, d)
        animations()
        tx.keyframeWindow = saved
    }

    private func run(
        _ kind: Transaction.Kind, duration: Double, delay: Double, options: AnimationOptions,
        _ body: () -> Void, _ completion: ((Bool) -> Void)?
    ) {
        let group = makeGroup(completion)
        let animating = areAnimationsEnabled && duration > 0 && duration.isFinite
        var isKeyframeBlock = false
        if case .keyframes = kind { isKeyframeBlock = true }
        let tx = Transaction(
            serial: makeSerial(), kind: animating ? kind : .none, isKeyframeBlock: isKeyframeBlock, duration: duration,
            delay: delay.isFinite ? max(0, delay) : 0, options: options, group: group)
        transactions.append(tx)
        let depth = transactions.count
        body()
        // Blocks the body opened with beginAnimations and left open close with it (the
        // host reports them when the plugin code that opened them returns).
        closeOpenAnimationBlocks(downTo: depth)
        transactions.removeLast()
        if case .keyframes(let mode) = tx.kind { buildKeyframeAnimations(tx, mode) }
        close(group)
    }

    /// Runs `body`, applying its property changes at once, and returns them: for each layer
    /// property it changed, what was shown before and the last value set (what a
    /// ``PropertyAnimator`` animates).
    func captureChanges(_ body: () -> Void) -> [(
        layer: Layer, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue
    )] {
        let tx = Transaction(
            serial: makeSerial(), kind: .capture, isKeyframeBlock: false, duration: 0, delay: 0, options: [],
            group: makeGroup(nil))
        transactions.append(tx)
        let depth = transactions.count
        body()
        closeOpenAnimationBlocks(downTo: depth)
        transactions.removeLast()
        close(tx.group)
        return tx.captures
    }

    // MARK: The seed-era block (UIKit's beginAnimations / commitAnimations)

    /// Opens an animation block that stays open until ``commitAnimations(_:completion:)``:
    /// the property changes made in between animate as in
    /// ``animate(withDuration:delay:options:animations:completion:)`` (UIKit's
    /// `beginAnimations(_:context:)`, whose parameters the SDK gathers before the first
    /// change). `repeatCount` > 0 repeats the animations that many times (fractions play
    /// part of the last pass); 0 leaves it to `options`.
    public func beginAnimations(
        duration: Double, delay: Double = 0, options: AnimationOptions = [], repeatCount: Double = 0
    ) -> AnimationBlock {
        let curve: TimingFunction =
            options.namesCurve
            ? .bezier(options.curve.bezier) : (transactionTimingFunction ?? .bezier(options.curve.bezier))
        return beginAnimations(
            .basic(curve), duration: duration, delay: delay, options: options, repeatCount: repeatCount)
    }

    /// Like ``beginAnimations(duration:delay:options:repeatCount:)`` with any timing function.
    public func beginAnimations(
        duration: Double, delay: Double = 0, timingFunction: TimingFunction, options: AnimationOptions = [],
        repeatCount: Double = 0
    ) -> AnimationBlock {
        beginAnimations(
            .basic(timingFunction), duration: duration, delay: delay, options: options, repeatCount: repeatCount)
    }

    private func beginAnimations(
        _ kind: Transaction.Kind, duration: Double, delay: Double, options: AnimationOptions, repeatCount: Double
    ) -> AnimationBlock {
        let animating = areAnimationsEnabled && duration > 0 && duration.isFinite
        let tx = Transaction(
            serial: makeSerial(), kind: animating ? kind : .none, isKeyframeBlock: false, duration: duration,
            delay: delay.isFinite ? max(0, delay) : 0, options: options, group: makeGroup(nil))
        tx.repeatCount = repeatCount.isFinite || repeatCount == .infinity ? max(0, repeatCount) : 0
        tx.isOpenBlock = true
        transactions.append(tx)
        return AnimationBlock(tx)
    }

    /// Closes `block`, which must be the innermost open animation block; `completion` runs
    /// once, as an `animate` block's would. False (nothing changes) when it is not the
    /// innermost or is already closed.
    @discardableResult
    public func commitAnimations(_ block: AnimationBlock, completion: ((Bool) -> Void)?) -> Bool {
        guard let tx = block.transaction, tx.isOpenBlock, transactions.last === tx else { return false }
        block.transaction = nil
        tx.isOpenBlock = false
        transactions.removeLast()
        tx.group.completion = completion
        close(tx.group)
        return true
    }

    /// The number of animation blocks open now (any kind); with
    /// ``closeOpenAnimationBlocks(downTo:)`` a caller closes what code it ran left open.
    public var openAnimationBlockDepth: Int { transactions.count }

    /// Closes the blocks opened by `beginAnimations` above depth `depth` (innermost first,
    /// without completions) and returns how many there were; blocks of other kinds are left
    /// alone (their own code closes them).
    @discardableResult
    public func closeOpenAnimationBlocks(downTo depth: Int) -> Int {
        var closed = 0
        while transactions.count > depth, let tx = transactions.last, tx.isOpenBlock {
            transactions.removeLast()
            tx.isOpenBlock = false
            close(tx.group)
            closed += 1
        }
        return closed
    }

    /// Where an animation of `p` would start if the change being made is animated, or `nil`
    /// when it is not (called before the model changes, so the presentation is the old one).
    func transactionStartValue(for layer: Layer, _ p: AnimatableProperty, old: AnimatableValue) -> AnimatableValue? {
        guard areAnimationsEnabled, let tx = transactions.last else { return nil }
        let current = tx.options.contains(.beginFromCurrentState) ? presentation(of: layer).value(of: p) : old
        switch tx.kind {
        case .none:
            return nil
        case .capture:
            // A property animator starts from what is on screen, as UIKit's do.
            return presentation(of: layer).value(of: p)
        case .keyframes:
            if !tx.initialValues.contains(where: { $0.layer === layer && $0.property == p }) {
                tx.initialValues.append((layer, p, current))
            }
            return current
        case .basic:
            // A second change in the same block keeps the first one's start.
            if let running = layer.animation(for: p), running.transactionSerial == tx.serial,
                case .basic(let from, _) = running.content
            {
                return from
            }
            return current
        }
    }

    /// Adds the animation for a change made inside the innermost transaction.
    func addTransactionAnimation(to layer: Layer, _ p: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        guard let tx = transactions.last else { return }
        switch tx.kind {
        case .none:
            return
        case .capture:
            if let i = tx.captures.firstIndex(where: { $0.layer === layer && $0.property == p }) {
                tx.captures[i].to = to
            } else {
                tx.captures.append((layer, p, from, to))
            }
        case .keyframes:
            let w = tx.keyframeWindow ?? (0, 1)
            tx.records.append(.init(layer: layer, property: p, start: w.start, duration: w.duration, value: to))
        case .basic(let tf):
            if let running = layer.animation(for: p), running.transactionSerial == tx.serial {
                // Retarget: the replaced animation is the same logical animation, so it does
                // not count against the block's `finished`.
                running.group = nil
                tx.group.pending -= 1
                remove(running, from: layer, finished: true)
            }
            let a = Animation(
                property: p, from: from, to: to, duration: tx.duration, timingFunction: tf,
                timing: timing(for: tx, layer))
            attach(a, to: layer, tx)
        }
    }

    private func timing(for tx: Transaction, _ layer: Layer) -> MediaTiming {
        var t = MediaTiming()
        t.beginTime = (localTime(of: layer) ?? 0) + tx.delay
        // UIKit holds the start during a delay (Core Animation's backwards fill).
        t.fillMode = .backwards
        if tx.repeatCount > 0 {
            t.repeatCount = tx.repeatCount
        } else if tx.options.contains(.repeat) {
            t.repeatCount = .infinity
        }
        t.autoreverses = tx.options.contains(.autoreverse)
        return t
    }

    private func attach(_ a: Animation, to layer: Layer, _ tx: Transaction) {
        a.transactionSerial = tx.serial
        a.group = tx.group
        tx.group.pending += 1
        add(a, to: layer)
    }

    private func buildKeyframeAnimations(_ tx: Transaction, _ mode: KeyframeCalculationMode) {
        for (layer, p, initial) in tx.initialValues {
            let recs = tx.records.filter { $0.layer === layer && $0.property == p }.sorted { $0.start < $1.start }
            guard !recs.isEmpty else { continue }
            var times: [Double] = [0]
            var values: [AnimatableValue] = [initial]
            var last = initial
            var end = 0.0
            for r in recs {
                let start = max(r.start, end)
                let stop = min(1, start + r.duration)
                if start > times[times.count - 1] {
                    times.append(start)
                    values.append(last)
                }
                times.append(stop)
                values.append(r.value)
                last = r.value
                end = stop
            }
            if end < 1 {
                times.append(1)
                values.append(last)
            }
            let track = KeyframeTrack(values: values, keyTimes: times, mode: mode)
            let a = Animation(
                property: p, keyframes: track, duration: tx.duration, timingFunction: .linear,
                timing: timing(for: tx, layer))
            attach(a, to: layer, tx)
        }
    }
}
