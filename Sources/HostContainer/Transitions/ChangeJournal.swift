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
    }

    /// Stops recording (the entries are kept).
    public func stop() {
        if let t = token { engine.removeChangeObserver(t) }
        token = nil
    }

    /// Puts every recorded layer back to its recorded state (model values, title and extras),
    /// without
    /// animating. Running animations are left alone.
    public func restore() {
        restoring = true
        defer { restoring = false }
        for e in entries where e.layer.model != e.state || e.layer.title != e.title || e.layer.extras != e.extras {
            e.layer.restore(e.state, title: e.title, extras: e.extras)
        }
    }

    /// The layers changed so far.
    public var touchedLayers: [Layer] { entries.map(\.layer) }

    deinit { stop() }
}
