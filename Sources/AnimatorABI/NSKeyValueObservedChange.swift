import Foundation

/// Foundation's `NSKeyValueObservedChange`: what a change handler is given.
public struct NSKeyValueObservedChange<Value> {
    /// Always `.setting` for the SDK's properties.
    public let kind: NSKeyValueChange
    /// The new value, when the options asked for `.new`.
    public let newValue: Value?
    /// The old value, when the options asked for `.old` (nil in the `.initial` call).
    public let oldValue: Value?
    /// The indexes of a to-many change (nil: the SDK's properties are values).
    public let indexes: IndexSet?
    /// True in a call before the change (never here).
    public let isPrior: Bool
}
