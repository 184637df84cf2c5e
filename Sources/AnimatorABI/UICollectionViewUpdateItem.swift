/// UIKit's `UICollectionViewUpdateItem`: one insert, delete, move or reload of an item, as a
/// layout's ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` gets it. An insert
/// has no index path before the update, a delete none after it, as in UIKit.
open class UICollectionViewUpdateItem: NSObject {
    /// UIKit's update actions (UIKit's raw values).
    public enum Action: Int, Sendable { case insert = 0, delete = 1, reload = 2, move = 3, none = 4 }

    /// Where the item was (nil for an insert).
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the item goes (nil for a delete).
    public let indexPathAfterUpdate: IndexPath?
    /// What happens to it.
    public let updateAction: Action

    /// An update (UIKit makes these itself; here a plugin that applies updates makes them):
    /// `before` is dropped for an insert and `after` for a delete, as UIKit reports them.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = action == .insert ? nil : before
        indexPathAfterUpdate = action == .delete ? nil : after
    }
}
