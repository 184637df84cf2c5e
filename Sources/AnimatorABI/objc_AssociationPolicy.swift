import Foundation

/// How ``objc_setAssociatedObject(_:_:_:_:)`` holds a value, spelled as the Objective-C
/// runtime's `objc_AssociationPolicy` (iOS code writes `.OBJC_ASSOCIATION_RETAIN_NONATOMIC`).
/// Swift on Linux has no Objective-C runtime; the SDK keeps associated values in a table of
/// its own, which gives what app code relies on: a stored property added in an extension
/// (`var isBack: Bool { get { objc_getAssociatedObject(self, &key) as? Bool ?? false } … }`).
/// **Partial**: every policy keeps the value strongly (an `ASSIGN` of an object does not
/// dangle after the object goes, as on iOS it would); `COPY` does not copy.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// iOS: a weak, unretained reference. Here: kept strongly (see the type's note).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained, not atomically.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// iOS: copied, not atomically. Here: kept as given.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// iOS: copied atomically. Here: kept as given.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a static variable, as iOS code
/// passes `&Keys.isBack`); nil removes it. A value of an object that is not a class instance is
/// not kept (the Objective-C runtime would box it; no app relies on that).
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard type(of: object) is AnyClass else { return }
    AssociatedObjects.shared.set(value, for: object as AnyObject, key: key)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard type(of: object) is AnyClass else { return nil }
    return AssociatedObjects.shared.value(for: object as AnyObject, key: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard type(of: object) is AnyClass else { return }
    AssociatedObjects.shared.removeAll(for: object as AnyObject)
}

/// The associated values, by object. An object's entry remembers the object weakly: once it is
/// gone the entry is dropped at the next access to that address, so a new object that reuses
/// the address does not see its predecessor's values (the runtime drops them at deallocation).
// Every access to `entries` holds `lock`.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Any] = [:]
    }

    /// The live entry of `object`, or nil when none (or only a gone object's).
    private func entry(_ object: AnyObject) -> Entry? {
        let id = ObjectIdentifier(object)
        guard let e = entries[id] else { return nil }
        guard e.owner === object else {
            entries[id] = nil
            return nil
        }
        return e
    }

    func set(_ value: Any?, for object: AnyObject, key: UnsafeRawPointer) {
        lock.lock()
        defer { lock.unlock() }
        // The entries of objects that are gone go first: their values are nobody's.
        entries = entries.filter { $0.value.owner != nil }
        var e = entry(object) ?? Entry(owner: object)
        e.values[key] = value
        entries[ObjectIdentifier(object)] = e.values.isEmpty ? nil : e
    }

    func value(for object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return entry(object)?.values[key]
    }

    func removeAll(for object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(object)] = nil
    }
}
