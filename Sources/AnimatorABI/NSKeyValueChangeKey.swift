/// Foundation's `NSKeyValueChangeKey`: the keys of a change dictionary
/// (`observeValue(forKeyPath:of:change:context:)`; see ``KeyValueObserving``).
public struct NSKeyValueChangeKey: Hashable, RawRepresentable, Sendable {
    /// The key's string (Foundation's).
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The ``NSKeyValueChange`` kind.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a to-many change.
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// True in a notification sent before the change.
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
