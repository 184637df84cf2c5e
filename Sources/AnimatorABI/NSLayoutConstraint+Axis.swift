extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Axis` (Objective-C's `UILayoutConstraintAxis`): the
    /// direction content-hugging and compression priorities, and stack views, lay out along.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
