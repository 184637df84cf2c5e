/// Why a view hierarchy change was refused. The view tree is never left half-changed.
public enum ViewHierarchyError: Error, Equatable, CustomStringConvertible {
    /// The change would make a view its own ancestor.
    case wouldCreateCycle(view: Int, into: Int)
    /// A sibling given for `insertSubview(_:aboveSubview:)`/`belowSubview:` is not a subview
    /// of the receiver.
    case notASubview(sibling: Int, parent: Int)
    /// The two views belong to different engines.
    case differentEngines

    public var description: String {
        switch self {
        case let .wouldCreateCycle(v, into):
            return
                "adding view \(v) to view \(into) would make a view its own ancestor; remove it from its descendants first"
        case let .notASubview(s, p):
            return "view \(s) is not a subview of view \(p); pass one of its current subviews as the sibling"
        case .differentEngines:
            return "the views belong to different animation engines; create both with the same engine"
        }
    }
}
