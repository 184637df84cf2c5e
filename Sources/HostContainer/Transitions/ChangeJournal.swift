import AnimationCore

/// Records the state of every layer the first time it changes during a transition, so that a
/// cancelled transition can put every property back exactly as it was — including properties an
/// animator changed and forgot to reset (the reference implementations leave the from view's
/// alpha at 0, or flash its final state, when a transition is cancelled).
public final class ChangeJournal {
    private let engine: AnimationEngine
    private var token: Int?
    private var restoring = false
    /// Recorded layers in first-touch order, with their state, title and extras (sublayer
    /// transform, border) before the change.
    public private(set) var entries: [(layer: Layer, state: LayerState, title: String?, extras: LayerExtras)] = []
    private var seen: Set<Int> = []
    /// Layers whose timing a plugin changed, with their timing before, in first-change order.
    public private(set) var timings: [(layer: Layer, timing: MediaTiming)] = []
    private var timingToken: Int?
    private var timed: Set<Int> = []

    /// Creates a journal for `engine`; it records nothing until ``start()``.
    public init(engine: AnimationEngine) { self.engine = engine }

    /// Starts recording.
    public func start() {
        guard token == nil else { return }
        token = engine.addChangeObserver { [unowned self] layer in
            guard !self.restoring, !self.seen.contains(layer.id) else { return }
            self.seen.insert(layer.id)
            self.entries.append((layer, layer.model, layer.title, layer.extras))
        }
        timingToken = engine.addTimingObserver { [unowned self] layer in
            guard !self.restoring, !self.timed.contains(layer.id) else { return }
            self.timed.insert(layer.id)
            self.timings.append((layer, layer.timing))
        }
    }

    /// Stops recording (the entries are kept).
    public func stop() {
        if let t = token { engine.removeChangeObserver(t) }
        if let t = timingToken { engine.removeTimingObserver(t) }
        token = nil
        timingToken = nil
    }

    /// Puts every recorded layer back to its recorded state (model values, title and extras)
    /// and the timing a plugin changed back to what it was, without animating. Running
    /// animations are left alone.
    public func restore() {
        restoring = true
        defer { restoring = false }
        for e in entries where e.layer.model != e.state || e.layer.title != e.title || e.layer.extras != e.extras {
            e.layer.restore(e.state, title: e.title, extras: e.extras)
        }
        for e in timings where e.layer.timing != e.timing { e.layer.timing = e.timing }
    }

    /// The layers changed so far.
    public var touchedLayers: [Layer] { entries.map(\.layer) }

    deinit { stop() }
}
