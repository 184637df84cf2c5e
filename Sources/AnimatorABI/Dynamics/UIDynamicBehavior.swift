import Foundation

/// UIKit's `UIDynamicBehavior`: the base of every behaviour, and a composite one by itself —
/// subclass it and add child behaviours, as UIKit code does to bundle gravity and collision.
/// A change to a behaviour in an animator makes the animator take it into account from the
/// current state of its items.
open class UIDynamicBehavior: NSObject {
    /// A behaviour with no children and no action.
    public override init() { super.init() }

    /// The behaviours this one is made of.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []

    /// Called once per animation frame while the animator runs, after the items moved.
    open var action: (() -> Void)? { didSet { changed() } }

    /// The animator the behaviour (or the behaviour it is a child of) is in.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// The behaviour this one is a child of.
    weak var parent: UIDynamicBehavior?

    /// Adds a child behaviour (once).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        childBehaviors.append(behavior)
        behavior.parent = self
        if let a = dynamicAnimator { behavior.attach(to: a) }
        changed()
    }

    /// Removes a child behaviour.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: i)
        behavior.parent = nil
        if dynamicAnimator != nil { behavior.attach(to: nil) }
        changed()
    }

    /// Called before the behaviour joins (`dynamicAnimator` non-nil) or leaves (nil) an animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: For the animator

    /// Sets the animator of this behaviour and its children, telling each first.
    func attach(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for c in childBehaviors { c.attach(to: animator) }
    }

    /// Tells the animator that this behaviour changed.
    func changed() { dynamicAnimator?.behaviorsDidChange() }

    /// The items this behaviour (not its children) acts on, in its order.
    var ownItems: [UIDynamicItem] { [] }

    /// Puts this behaviour's effect (not its children's) into the world for the next frame;
    /// `index` finds an item's body.
    func apply(to world: inout DynamicsWorld, index: (UIDynamicItem) -> Int?, animator: UIDynamicAnimator) {}

    /// This behaviour and its descendants, depth first, parents first.
    var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap { $0.tree } }
}

/// The item list most behaviours keep: unique by identity, in the order added.
struct DynamicItemList {
    private(set) var items: [UIDynamicItem] = []
    /// The identities of ``items``: whether an item is there is a look-up, not a scan (a
    /// gravity over the thousands of tiles of a shatter was quadratic to make).
    private var ids: Set<ObjectIdentifier> = []

    init(_ items: [UIDynamicItem]) { for i in items { _ = add(i) } }

    /// Adds `item` unless present; true when added.
    mutating func add(_ item: UIDynamicItem) -> Bool {
        guard ids.insert(ObjectIdentifier(item)).inserted else { return false }
        items.append(item)
        return true
    }

    /// Removes `item`; true when it was there.
    mutating func remove(_ item: UIDynamicItem) -> Bool {
        guard ids.remove(ObjectIdentifier(item)) != nil, let i = items.firstIndex(where: { $0 === item }) else {
            return false
        }
        items.remove(at: i)
        return true
    }
}
