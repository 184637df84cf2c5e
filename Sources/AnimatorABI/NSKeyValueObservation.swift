import Foundation

/// Foundation's `NSKeyValueObservation`: what `observe(_:options:changeHandler:)` returns. The
/// observation lasts while it is kept (and until ``invalidate()``), as on iOS: keep it in a
/// property. See ``KeyValueObservable`` for which properties can be observed without the
/// Objective-C runtime.
public final class NSKeyValueObservation: NSObject {
    /// Compares the observed value with the last one and calls the handler (nil once invalidated).
    var evaluateChange: (() -> Void)?

    /// Stops the observation: the handler is not called again.
    public func invalidate() { evaluateChange = nil }

    deinit { evaluateChange = nil }
}

/// The observations of one object (kept by the object; the observations are held weakly).
final class KeyValueObservers {
    private var list: [WeakObservation] = []
    /// The string-keyed registrations (`addObserver(_:forKeyPath:…)`), which the observed
    /// object keeps until they are removed.
    var keyed: [KeyedObservation] = []

    private struct WeakObservation {
        weak var observation: NSKeyValueObservation?
    }

    /// Adds an observation.
    func add(_ o: NSKeyValueObservation) {
        list.removeAll { $0.observation?.evaluateChange == nil }
        list.append(WeakObservation(observation: o))
    }

    /// A property changed: every live observation checks its value.
    func notify() {
        for w in list { w.observation?.evaluateChange?() }
    }
}
