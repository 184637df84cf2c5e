import AnimatorABI

/// One or more attributes of a view or layout guide (`other.snp.bottom`, `view.snp.edges`): what
/// the right side of `equalTo(_:)` names.
public final class ConstraintItem {
    /// The view or layout guide (held weakly, as constraints hold their items).
    public private(set) weak var target: AnyObject?
    /// Its attributes (empty: the same attributes as the left side's).
    public let attributes: ConstraintAttributes

    init(target: AnyObject?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }
}
