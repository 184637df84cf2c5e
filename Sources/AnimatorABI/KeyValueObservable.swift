/// An object whose geometry can be observed with Swift's key-path KVO,
/// `observe(_:options:changeHandler:)`, without the Objective-C runtime: `UIView` (and so
/// `UIScrollView`, `UICollectionView`, every view) is one.
///
/// **What is observed.** On iOS, KVO swaps the object's class at run time to hook its setters.
/// Here the SDK's own setters announce changes: a view's `frame`, `bounds`, `center`,
/// `transform`, `alpha` and `isHidden` (so a scroll view's `contentOffset`, its bounds' origin),
/// set by plugin code, by an animation block or by autoresizing. After each, every observation
/// of the view reads its key path again and calls its handler when the value changed (an
/// `Equatable` value; a value that is not `Equatable` is reported after every such set).
/// **Partial**: a property whose value the host changes without an SDK setter (the host's
/// own layout of its views) is not seen; a value set to what it already was is not reported
/// (iOS reports every set); `.prior` calls are not made. The string-keyed form
/// (`addObserver(_:forKeyPath:options:context:)` with `observeValue(forKeyPath:of:change:context:)`)
/// works on views too: see ``KeyValueObserving``.
public protocol KeyValueObservable: AnyObject {}

/// An object that keeps observations (the SDK's observable classes).
protocol KeyValueObservationHost: AnyObject {
    /// Its observations, made when first observed.
    var keyValueObservers: KeyValueObservers { get }
}

extension KeyValueObservable {
    /// Calls `changeHandler` when the value at `keyPath` changes (see ``KeyValueObservable``
    /// for which changes are seen), and at once when `options` has `.initial`.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        observe(keyPath, options: options, same: ==, changeHandler: changeHandler)
    }

    /// Calls `changeHandler` after every set of an observable property of the object, since a
    /// value that is not `Equatable` cannot be compared (see ``KeyValueObservable``), and at
    /// once when `options` has `.initial`.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        observe(keyPath, options: options, same: { _, _ in false }, changeHandler: changeHandler)
    }

    private func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions, same: @escaping (Value, Value) -> Bool,
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        watch({ $0[keyPath: keyPath] }, initially: options.contains(.initial), same: same) { object, new, old in
            changeHandler(
                object,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? new : nil,
                    oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
    }

    /// The one mechanism of both observation forms: an observation, registered with the
    /// object, that reads `read` after each of the object's announced sets and calls `changed`
    /// with the new value and the last one when `same` says they differ (and at once, with no
    /// old value, when `initially`).
    func watch<Value>(
        _ read: @escaping (Self) -> Value, initially: Bool, same: @escaping (Value, Value) -> Bool,
        changed: @escaping (Self, Value, Value?) -> Void
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        var last = read(self)
        if initially { changed(self, last, nil) }
        observation.evaluateChange = { [weak self] in
            guard let self else { return }
            let now = read(self)
            guard !same(last, now) else { return }
            let old = last
            last = now
            changed(self, now, old)
        }
        (self as? KeyValueObservationHost)?.keyValueObservers.add(observation)
        return observation
    }
}

/// Views announce their geometry's changes (see ``KeyValueObservable``).
extension UIView: KeyValueObservable, KeyValueObservationHost {
    var keyValueObservers: KeyValueObservers {
        if let o = observedStorage { return o }
        let o = KeyValueObservers()
        observedStorage = o
        return o
    }
}
