import Foundation

/// The observer of string-keyed key-value observing — `view.addObserver(self, forKeyPath:
/// "contentOffset", options: .new, context: nil)` with an overridden
/// `observeValue(forKeyPath:of:change:context:)`, as older UIKit code and scroll-driven
/// interaction controllers write it. On iOS that method is `NSObject`'s; Foundation on Linux
/// has no such method to override, so the SDK's open classes (`UIResponder` — views and
/// controllers —, `UIPercentDrivenInteractiveTransition`, `UIPresentationController`,
/// `UICollectionViewLayout`, `UIGestureRecognizer`) declare it and conform, and a plain
/// `NSObject` subclass conforms to this protocol instead (`host-cli port` rewrites its
/// `override` into the conformance).
public protocol KeyValueObserving: AnyObject {
    /// The value at `keyPath` of `object` changed; `change` holds `.newKey`/`.oldKey` as the
    /// registration's options asked (the values themselves — `CGPoint`, `CGRect`, `CGFloat`,
    /// `Bool` — not `NSValue`s), and `.kindKey` (`NSKeyValueChange.setting`'s raw value).
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

/// A string-keyed registration on a view: who observes which key path with what context.
final class KeyedObservation {
    weak var observer: AnyObject?
    let keyPath: String
    let context: UnsafeMutableRawPointer?
    let observation: NSKeyValueObservation
    init(_ observer: AnyObject, _ keyPath: String, _ context: UnsafeMutableRawPointer?, _ o: NSKeyValueObservation) {
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
        observation = o
    }
}

extension UIView {
    /// The key paths a view's string-keyed observation can read: its geometry (announced by
    /// the SDK's setters, as ``KeyValueObservable`` describes) and, on a scroll view, its
    /// offset, content size and inset. The reader and an equality of its values.
    static func keyValueReader(_ keyPath: String) -> (read: (UIView) -> Any?, same: (Any?, Any?) -> Bool)? {
        func of<V: Equatable>(_ get: @escaping (UIView) -> V?) -> ((UIView) -> Any?, (Any?, Any?) -> Bool) {
            ({ get($0) }, { ($0 as? V) == ($1 as? V) })
        }
        switch keyPath {
        case "frame": return of { $0.frame }
        case "bounds": return of { $0.bounds }
        case "center": return of { $0.center }
        case "transform": return of { $0.transform }
        case "alpha": return of { $0.alpha }
        case "hidden", "isHidden": return of { $0.isHidden }
        case "contentOffset": return of { ($0 as? UIScrollView)?.contentOffset }
        case "contentSize": return of { ($0 as? UIScrollView)?.contentSize }
        case "contentInset": return of { ($0 as? UIScrollView)?.contentInset }
        default: return nil
        }
    }

    /// Starts calling `observer`'s `observeValue(forKeyPath:of:change:context:)` when the value
    /// at `keyPath` changes (at once with `.initial`). The key paths a view can be observed at
    /// are its geometry (`frame`, `bounds`, `center`, `transform`, `alpha`, `hidden`) and a scroll
    /// view's `contentOffset`, `contentSize` and `contentInset`; another logs an error and is
    /// not observed, as is an observer that does not implement the method
    /// (``KeyValueObserving``). The view keeps the registration until
    /// ``removeObserver(_:forKeyPath:)``; the observer is held weakly.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let (read, same) = Self.keyValueReader(keyPath) else {
            return connection.log(
                "addObserver(_:forKeyPath:): \(keyPath) cannot be observed on a view here (its geometry, and a scroll view's contentOffset, contentSize and contentInset, can); nothing is observed",
                level: AP_LOG_ERROR)
        }
        guard let target = observer as? KeyValueObserving else {
            return connection.log(
                "addObserver(_:forKeyPath:): \(type(of: observer)) has no observeValue(forKeyPath:of:change:context:) here (conform to KeyValueObserving); nothing is observed",
                level: AP_LOG_ERROR)
        }
        weak let weakTarget = target
        let observation = watch(read, initially: options.contains(.initial), same: same) { view, new, old in
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let new { change[.newKey] = new }
            if options.contains(.old), let old = old ?? nil { change[.oldKey] = old }
            weakTarget?.observeValue(forKeyPath: keyPath, of: view, change: change, context: context)
        }
        keyValueObservers.keyed.append(KeyedObservation(observer, keyPath, context, observation))
    }

    /// Stops `observer`'s registrations for `keyPath`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeKeyedObservations { $0.observer === observer && $0.keyPath == keyPath }
    }

    /// Stops `observer`'s registration for `keyPath` made with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeKeyedObservations { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }
    }

    private func removeKeyedObservations(where matches: (KeyedObservation) -> Bool) {
        let observers = keyValueObservers
        for k in observers.keyed where matches(k) { k.observation.invalidate() }
        observers.keyed.removeAll { matches($0) || $0.observer == nil }
    }
}

extension UIResponder: KeyValueObserving {}
extension UIPercentDrivenInteractiveTransition: KeyValueObserving {}
extension UIPresentationController: KeyValueObserving {}
extension UICollectionViewLayout: KeyValueObserving {}
extension UIGestureRecognizer: KeyValueObserving {}
