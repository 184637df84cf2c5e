/// What the tree looked like at the start of the current turn — since the engine's last
/// ``AnimationEngine/advance(to:)`` — for the views changed during it: each layer's state at
/// its first change, and each view's place before its first move. Core Animation's
/// `CATransition` animates from the picture of the last commit to the tree as it is, so code
/// may add the transition before or after changing the layer's content; the engine rebuilds
/// that picture from this log (``AnimationEngine/turnStartCopy(of:)``).
///
/// Recording costs one dictionary lookup per change; the log is emptied every turn.
final class TurnLog {
    /// A layer's presentation, extras and title when it first changed this turn, by layer id.
    var states: [Int: (state: LayerState, extras: LayerExtras, title: String?)] = [:]
    /// A view's superview and index there before it first moved this turn, by view id.
    var places: [Int: (view: View, parent: View?, index: Int)] = [:]

    /// Starts a new turn.
    func reset() {
        if !states.isEmpty { states.removeAll(keepingCapacity: true) }
        if !places.isEmpty { places.removeAll(keepingCapacity: true) }
    }

    /// Records `layer` before its first change this turn.
    @inline(__always) func willChange(_ layer: Layer) {
        guard states[layer.id] == nil else { return }
        states[layer.id] = (layer.presentation, layer.extras, layer.title)
    }

    /// Records `view`'s place before its first move this turn.
    func willMove(_ view: View) {
        guard places[view.id] == nil else { return }
        let parent = view.superview
        places[view.id] = (view, parent, parent?.subviews.firstIndex { $0 === view } ?? 0)
    }

    /// `view`'s subviews at the start of the turn: those that were already there (in their
    /// current order), and those that have left since, back at their old indices.
    func subviewsAtTurnStart(of view: View) -> [View] {
        var list = view.subviews.filter { places[$0.id].map { $0.parent === view } ?? true }
        let returning = places.values.filter { $0.parent === view && $0.view.superview !== view }.sorted {
            $0.index < $1.index
        }
        for r in returning { list.insert(r.view, at: min(r.index, list.count)) }
        return list
    }
}
