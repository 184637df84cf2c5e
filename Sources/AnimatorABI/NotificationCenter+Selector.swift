import Foundation

/// Foundation's selector-based observer, over ``Selector``: `addObserver(self, selector:
/// Selector(Controller.keyboardWillShow(_:)), name: …, object: nil)`. As on iOS the observer is
/// not retained; once it is gone, its registration does nothing. `removeObserver(_:)` (which
/// Foundation has) does not reach these registrations: remove them with
/// ``NotificationCenter/removeSelectorObserver(_:)``, or let the observer go.
extension NotificationCenter {
    /// Calls `selector` on `observer` with each notification named `name` (nil: any) from
    /// `object` (nil: any sender).
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
        // Notifications reach a plugin on the thread that posts them, which is the host's call
        // thread: the pair never crosses threads, whatever the block's @Sendable type says.
        nonisolated(unsafe) let pair = TargetAction(observer, selector)
        let token = addObserver(forName: name, object: object, queue: nil) { note in pair.send(note) }
        SelectorObservers.shared.add(token, for: observer as AnyObject)
    }

    /// Removes every selector registration of `observer`.
    public func removeSelectorObserver(_ observer: Any) {
        for token in SelectorObservers.shared.take(for: observer as AnyObject) { removeObserver(token) }
    }
}

/// The registrations made by ``NotificationCenter/addObserver(_:selector:name:object:)``, by
/// observer (the plugin runs on one thread; the lock guards a plugin that does not).
// Every access to `tokens` holds `lock`.
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()
    private let lock = NSLock()
    private var tokens: [ObjectIdentifier: [NSObjectProtocol]] = [:]

    func add(_ token: NSObjectProtocol, for observer: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        tokens[ObjectIdentifier(observer), default: []].append(token)
    }

    func take(for observer: AnyObject) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        return tokens.removeValue(forKey: ObjectIdentifier(observer)) ?? []
    }
}
