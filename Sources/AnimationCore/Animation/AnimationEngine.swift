/// The headless Core Animation: owns the current time, the running animations of every layer,
/// the open animation transactions, and the completions waiting to run.
///
/// **Time.** ``advance(to:)`` sets the root time (seconds, from a ``FrameClock``), computes
/// the presentation of every animated layer, ends the animations that are over, and then runs
/// the completions that became due, in the order their transactions were created. Nothing
/// runs between calls, so the same sequence of calls gives the same frames, bit for bit.
///
/// **Threading.** An engine and everything in it belong to one thread.
public final class AnimationEngine {
    /// The root time, seconds: the parent time of every layer without a superlayer.
    public private(set) var currentTime: Double = 0
    /// The main run loop on this engine's clock (plugins' delayed blocks, timers and display
    /// links); the frame loop fires it after each ``advance(to:)``.
    public let mainRunLoop = MainRunLoop()

    /// Bumped by every change that can alter a local time or a presentation; caches are valid
    /// for one epoch.
    private(set) var epoch = 0
    private var nextLayerID = 1
    /// The parent whose local time ``evaluate(record:collectingEnded:)`` found last, and in which epoch.
    private var lastParent: UnsafeMutableRawPointer?
    private var lastParentEpoch = -1
    private var lastParentTime: Double?
    /// The animations a frame found past their end: record and slot id.
    private var endedSlots: [(record: Int, id: Int)] = []
    private var nextSerial = 1
    /// Per-frame data of the layers with at least one animation; it holds those layers
    /// strongly, so that animations of detached layers still end and complete.
    let store = AnimationStore()
    var transactions: [Transaction] = []
    /// Open Core Animation transactions (`CATransaction`), innermost last.
    var layerTransactions: [LayerTransaction] = []
    /// Animations on layers, and how many of them are kept past their end (held): the engine
    /// is idle when all of them are held.
    private var animationCount = 0, heldCount = 0
    /// Explicit animations waiting for their first frame (`animationDidStart`).
    var pendingStarts: [(animation: Animation, layer: Layer)] = []
    /// Told about misuse the engine repairs (a transaction left open is committed at the next
    /// frame); the plugin bridge records these as diagnostics.
    public var onDiagnostic: ((String) -> Void)?
    private var disabledDepth = 0
    private var readyGroups: [CompletionGroup] = []
    private var changeObservers: [(id: Int, body: (Layer) -> Void)] = []
    private var timingObservers: [(id: Int, body: (Layer) -> Void)] = []
    /// The changes of the current turn, for `CATransition`'s before picture.
    let turnLog = TurnLog()
    /// Counts turns (calls of ``advance(to:)``): a layer made in the current turn has not been
    /// drawn yet, so its changes do not animate implicitly.
    private(set) var turn = 0

    /// Creates an engine at time 0.
    public init() {}

    func makeLayerID() -> Int {
        defer { nextLayerID += 1 }
        return nextLayerID
    }
    func makeSerial() -> Int {
        defer { nextSerial += 1 }
        return nextSerial
    }
    func invalidate() { epoch &+= 1 }

    /// Number of layers with running animations.
    public var animatedLayerCount: Int { store.count }

    /// Number of running animations on all layers (not counting those kept past their end).
    public var runningAnimationCount: Int { animationCount - heldCount }

    /// Number of animations kept on their layers past their end (`isRemovedOnCompletion` false).
    public var heldAnimationCount: Int { heldCount }

    // MARK: Layer hooks

    /// The model of `layer` changed: a registered layer's presentation starts again from it
    /// (its animated fields are rewritten by the next evaluation).
    func modelChanged(_ layer: Layer) {
        if layer.registryIndex >= 0 { store.presentations[layer.registryIndex] = layer.state }
        invalidate()
    }

    func timingChanged(_ layer: Layer) {
        if layer.registryIndex >= 0 { store.timings[layer.registryIndex] = layer.timing }
        invalidate()
    }

    func superlayerChanged(_ layer: Layer) {
        if layer.registryIndex >= 0 {
            store.parents[layer.registryIndex] = layer.superlayer.map { Unmanaged.passUnretained($0) }
        }
        invalidate()
    }

    // MARK: Change observation

    /// Registers `body` to be called before any property of any layer changes (model values,
    /// hidden, title; not animations or timing). Returns a token for ``removeChangeObserver(_:)``.
    /// Transitions use it to record what an animator touched, so a cancel can restore it.
    public func addChangeObserver(_ body: @escaping (Layer) -> Void) -> Int {
        let id = makeSerial()
        changeObservers.append((id, body))
        return id
    }

    /// Removes an observer added by ``addChangeObserver(_:)``.
    public func removeChangeObserver(_ token: Int) { changeObservers.removeAll { $0.id == token } }

    /// Registers `body` to be called before a plugin changes a layer's timing (through
    /// ``Layer/setTimingForClient(_:)``; the host's own timing changes are not reported).
    /// Returns a token for ``removeTimingObserver(_:)``. A cancelled transition's journal
    /// uses it to put a plugin's `speed`, `timeOffset` and `beginTime` back.
    public func addTimingObserver(_ body: @escaping (Layer) -> Void) -> Int {
        let id = makeSerial()
        timingObservers.append((id, body))
        return id
    }

    /// Removes an observer added by ``addTimingObserver(_:)``.
    public func removeTimingObserver(_ token: Int) { timingObservers.removeAll { $0.id == token } }

    func layerTimingWillChange(_ layer: Layer) {
        for o in timingObservers { o.body(layer) }
    }

    func layerWillChange(_ layer: Layer) {
        turnLog.willChange(layer)
        for o in changeObservers { o.body(layer) }
    }

    // MARK: Time

    /// Advances the root time to `time` and brings everything up to date: presentations,
    /// ended animations, due completions.
    public func advance(to time: Double) {
        commitOpenLayerTransactions()
        turnLog.reset()
        turn += 1
        currentTime = time
        invalidate()
        endedSlots.removeAll(keepingCapacity: true)
        for r in 0..<store.count { evaluate(record: r, collectingEnded: true) }
        let ended = endedSlots.map { (store.layers[$0.record].takeUnretainedValue(), $0.id) }
        for (layer, id) in ended where !isTimeFrozen(layer) {
            guard let a = layer.animations.first(where: { $0.slotID == id }), !a.isHeld else { continue }
            if a.isRemovedOnCompletion { remove(a, from: layer, finished: true) } else { hold(a) }
        }
        // Completions first: an animation replaced when another was added stopped before the
        // new one started.
        runReadyCompletions()
        if !pendingStarts.isEmpty { runPendingStarts() }
    }

    /// True when `layer` or an ancestor is paused (`speed == 0`). Animations in a frozen time
    /// frame never end, even when scrubbed to (or past) their end: they show their end value
    /// and complete only once time runs again. This is what lets an interaction scrub a
    /// transition to 100 % and back without completing it (UIKit completes it there, a
    /// behaviour its users report as a bug). Only called for animations past their end, so
    /// the walk up the tree costs nothing per frame.
    func isTimeFrozen(_ layer: Layer) -> Bool {
        var l: Layer? = layer
        while let x = l {
            if x.timing.speed == 0 { return true }
            l = x.superlayer
        }
        return false
    }

    /// The local time of `layer` now, through its ancestors' timings (`nil` when one of them is
    /// inactive). Cached per epoch.
    public func localTime(of layer: Layer) -> Double? {
        if layer.timeEpoch == epoch { return layer.cachedTime }
        let parent: Double?
        if let s = layer.superlayer { parent = localTime(of: s) } else { parent = currentTime }
        let t: Double?
        if let p = parent { t = layer.timing.isIdentity ? p : layer.timing.localTime(p) } else { t = nil }
        layer.cachedTime = t
        layer.timeEpoch = epoch
        return t
    }

    /// Core Animation's `convertTime(_:from:)`: `t` in `from`'s time (the root's when nil)
    /// expressed in `to`'s time (the root's when nil), through each layer's `beginTime`,
    /// `speed` and `timeOffset` (a layer's active local time: `(parent − beginTime) × speed +
    /// timeOffset`). Going up through a paused layer (speed 0) every parent time maps to its
    /// offset, so the conversion gives that layer's `beginTime`.
    public func convertTime(_ t: Double, from: Layer?, to: Layer?) -> Double {
        var root = t
        var l = from
        while let x = l {
            let m = x.timing
            root = m.speed != 0 ? (root - m.timeOffset) / m.speed + m.beginTime : m.beginTime
            l = x.superlayer
        }
        var chain: [Layer] = []
        l = to
        while let x = l {
            chain.append(x)
            l = x.superlayer
        }
        var out = root
        for x in chain.reversed() { out = (out - x.timing.beginTime) * x.timing.speed + x.timing.timeOffset }
        return out
    }

    /// The presentation of `layer` at the current time.
    public func presentation(of layer: Layer) -> LayerState {
        let r = layer.registryIndex
        if r < 0 { return layer.state }
        if store.evaluatedEpochs[r] != epoch { evaluate(record: r) }

        return store.presentations[r]
    }

    /// The presentation's `zPosition` of `layer` at the current time: what the render model
    /// orders siblings by, read in place instead of copying the whole state of each sibling.
    func presentationZPosition(of layer: Layer) -> Double {
        let r = layer.registryIndex
        if r < 0 { return layer.state.zPosition }
        if store.evaluatedEpochs[r] != epoch { evaluate(record: r) }
        return store.presentations[r].zPosition
    }

    /// Computes record `r`'s presentation at the current time and reports each animation that
    /// has passed its end to `ended`.
    @inline(__always)
    private func evaluate(record r: Int, collectingEnded collect: Bool = false) {
        // The animations past their end go into `endedSlots` (no closure per record: one
        // made the frame loop retain and release the engine for every layer).
        @inline(__always) func ended(_ id: Int) { if collect { endedSlots.append((r, id)) } }
        store.evaluatedEpochs[r] = epoch
        let parentTime: Double?
        if let parent = store.parents[r] {
            // Most records share their parent with the record before (siblings): its time once.
            if parent.toOpaque() == lastParent, lastParentEpoch == epoch {
                parentTime = lastParentTime
            } else {
                parentTime = parent._withUnsafeGuaranteedRef { localTime(of: $0) }
                lastParent = parent.toOpaque()
                lastParentEpoch = epoch
                lastParentTime = parentTime
            }
        } else {
            parentTime = currentTime
        }
        let timing = store.timings[r]
        let p = store.presentations + r
        guard let pt = parentTime, let t = timing.isIdentity ? pt : timing.localTime(pt) else {
            // Inactive time: no animation applies, the model shows.
            p.pointee = store.layers[r]._withUnsafeGuaranteedRef { $0.state }
            return
        }
        // Animations sharing a property each write over the model in order: start from it.
        let shared = store.shared[r]
        if shared { p.pointee = store.layers[r]._withUnsafeGuaranteedRef { $0.state } }
        @inline(__always) func run(_ slot: UnsafeMutablePointer<AnimationSlot>) {
            switch slot.pointee.apply(at: t, to: &p.pointee) {
            case .applied: break
            case .appliedAndEnded: ended(slot.pointee.id)
            case .notApplied:
                if !shared {
                    p.pointee.copy(slot.pointee.property, from: store.layers[r]._withUnsafeGuaranteedRef { $0.state })
                }
            case .ended:
                if !shared {
                    p.pointee.copy(slot.pointee.property, from: store.layers[r]._withUnsafeGuaranteedRef { $0.state })
                }
                ended(slot.pointee.id)
            }
        }
        let plane = store.capacity
        for i in 0..<Int(store.slotCounts[r]) { run(store.slots + (i * plane + r)) }
        if store.hasExtra[r] {
            store.layers[r]._withUnsafeGuaranteedRef { layer in
                layer.extraSlots.withUnsafeMutableBufferPointer { b in for i in b.indices { run(b.baseAddress! + i) } }
            }
        }
    }

    // MARK: Animations

    /// Adds `a` to `layer`. An animation made by a UIView block (not explicit) replaces the
    /// running animations of its property that are not explicit either (they end with
    /// `finished == false`); an explicit one runs beside them, applying after those added
    /// before it. A `beginTime` of 0 becomes the layer's local time now.
    public func add(_ a: Animation, to layer: Layer) {
        precondition(layer.engine === self, "layer \(layer.id) belongs to another engine")
        if a.timing.beginTime == 0 { a.timing.beginTime = localTime(of: layer) ?? 0 }
        if !a.isExplicit {
            for old in layer.animations where old.property == a.property && !old.isExplicit {
                remove(old, from: layer, finished: false)
            }
        }
        a.slotID = makeSerial()
        layer.animations.append(a)
        layer.animatedProperties |= 1 << UInt32(a.property.bit)
        animationCount += 1
        if layer.registryIndex < 0 { layer.registryIndex = store.register(layer) }
        store.addSlot(AnimationSlot(a), record: layer.registryIndex, layer: layer)
        store.shared[layer.registryIndex] = Self.sharesAProperty(layer.animations)
        invalidate()
    }

    /// True when the layer's presentation must start from the model each frame: two of
    /// `animations` animate the same property, or one adds to what is shown (additive).
    private static func sharesAProperty(_ animations: [Animation]) -> Bool {
        var seen: UInt32 = 0
        for a in animations {
            if a.startsFromModel { return true }
            let bit: UInt32 = 1 << UInt32(a.property.bit)
            if seen & bit != 0 { return true }
            seen |= bit
        }
        return false
    }

    /// Removes `a` from `layer` and settles its completion group.
    func remove(_ a: Animation, from layer: Layer, finished: Bool) {
        guard let i = layer.animations.firstIndex(where: { $0 === a }) else { return }
        layer.animations.remove(at: i)
        layer.animatedProperties = layer.animations.reduce(0) { $0 | 1 << UInt32($1.property.bit) }
        animationCount -= 1
        if a.isHeld { heldCount -= 1 }
        let r = layer.registryIndex
        store.removeSlot(id: a.slotID, record: r, layer: layer)
        store.shared[r] = Self.sharesAProperty(layer.animations)
        store.presentations[r].copy(a.property, from: layer.state)
        invalidate()
        if layer.animations.isEmpty { unregister(layer) }
        if let g = a.group {
            a.group = nil
            if !finished, let note = a.onInterrupted {
                a.onInterrupted = nil
                note()
            }
            g.pending -= 1
            if !finished { g.finished = false }
            if g.pending == 0 && g.closed { enqueue(g) }
        }
    }

    private func unregister(_ layer: Layer) {
        let r = layer.registryIndex
        guard r >= 0 else { return }
        layer.registryIndex = -1
        if let moved = store.unregister(r) { moved.registryIndex = r }
    }

    /// Removes every running animation of every layer in `layers` for which `predicate` holds;
    /// their completions see `finished`. Used by the percent-driven interaction to retire a
    /// cancelled transition's animations while the presentation still shows the start.
    public func removeAnimations(
        of layers: [Layer], finished: Bool, where predicate: (Animation) -> Bool = { _ in true }
    ) {
        for layer in layers {
            for a in layer.animations where predicate(a) { remove(a, from: layer, finished: finished) }
        }
    }

    // MARK: Completions

    /// A new completion group; inside an open layer transaction it counts towards that
    /// transaction's completion.
    func makeGroup(_ completion: ((Bool) -> Void)?) -> CompletionGroup {
        let g = CompletionGroup(serial: makeSerial(), completion: completion)
        if let t = layerTransactions.last {
            g.parent = t.group
            t.group.pending += 1
        }
        return g
    }

    /// Runs `completion(finished)` from the next ``advance(to:)``, as an animation block with
    /// nothing to animate would; used to keep the "every completion runs exactly once" promise
    /// when a call is refused.
    public func scheduleCompletion(finished: Bool, _ completion: @escaping (Bool) -> Void) {
        let g = makeGroup(completion)
        g.finished = finished
        close(g)
    }

    func close(_ g: CompletionGroup) {
        g.closed = true
        if g.pending == 0 { enqueue(g) }
    }

    private func enqueue(_ g: CompletionGroup) {
        guard !g.queued else { return }
        g.queued = true
        // A layer transaction's completion runs after those of the transactions in it, so it
        // takes its place in the order when it becomes ready, not when it was opened.
        if g.runsAfterChildren { g.serial = makeSerial() }
        readyGroups.append(g)
        if let p = g.parent {
            g.parent = nil
            p.pending -= 1
            if !g.finished { p.finished = false }
            if p.pending == 0 && p.closed { enqueue(p) }
        }
    }

    /// Runs the completions that are due, in transaction order. Completions that become due
    /// while these run wait for the next call, so a completion that starts an empty
    /// transaction cannot loop within one frame.
    public func runReadyCompletions() {
        guard !readyGroups.isEmpty else { return }
        let batch = readyGroups.sorted { $0.serial < $1.serial }
        readyGroups.removeAll()
        for g in batch {
            let c = g.completion
            g.completion = nil
            c?(g.finished)
        }
    }

    /// True when completions are waiting for the next ``advance(to:)``.
    public var hasPendingCompletions: Bool { !readyGroups.isEmpty }

    /// True when nothing is animating and no completion waits to run: advancing time changes
    /// nothing (animations kept past their end show a fixed value and do not count).
    public var isIdle: Bool { readyGroups.isEmpty && animationCount == heldCount }

    /// Keeps `a` (past its end, not removed on completion) on its layer: it is finished, so its
    /// completion group settles now.
    private func hold(_ a: Animation) {
        a.isHeld = true
        heldCount += 1
        if let g = a.group {
            a.group = nil
            g.pending -= 1
            if g.pending == 0 && g.closed { enqueue(g) }
        }
    }

    /// Calls `animationDidStart` for the explicit animations whose layer time has reached their
    /// begin time; drops those removed before they started.
    private func runPendingStarts() {
        var waiting: [(animation: Animation, layer: Layer)] = []
        for (a, layer) in pendingStarts where layer.animations.contains(where: { $0 === a }) {
            if let t = localTime(of: layer), t >= a.timing.beginTime - 1e-12 {
                let start = a.onStart
                a.onStart = nil
                start?()
            } else {
                waiting.append((a, layer))
            }
        }
        pendingStarts = waiting
    }

    // MARK: Animation switch

    /// True unless inside ``performWithoutAnimation(_:)``.
    public var areAnimationsEnabled: Bool { disabledDepth == 0 }

    /// Runs `body` with animations disabled: property changes apply at once, and transactions
    /// opened inside run their completions without animating anything.
    public func performWithoutAnimation(_ body: () -> Void) {
        disabledDepth += 1
        defer { disabledDepth -= 1 }
        body()
    }
}
