/// Foundation's `NSKeyValueObservingOptions`: what a change handler is given.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// The handler is called once at once, with the current value (as `newValue` when `.new`).
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// A call before each change too (not sent here: the SDK learns of a change after it; see
    /// ``KeyValueObservable``).
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}
