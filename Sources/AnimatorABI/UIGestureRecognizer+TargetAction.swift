/// UIKit's target/action spelling of recognizers, over ``Selector``: what iOS code writes as
/// `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))` is
/// `UIPanGestureRecognizer(target: self, action: Selector(Controller.handlePan(_:)))` here.
/// The target is held weakly, as UIKit does; the method gets the recognizer when it takes an
/// argument.
extension UIGestureRecognizer {
    /// A recognizer that calls `action` on `target` at every state change (UIKit's
    /// `init(target:action:)`); both nil: no action yet.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let action { addTarget(target, action: action) }
    }

    /// Adds a target/action pair (UIKit's `addTarget(_:action:)`).
    public func addTarget(_ target: Any?, action: Selector) {
        targetActions.append(TargetAction(target, action))
    }

    /// Removes the pairs of `target` (nil: every pair) — UIKit's `removeTarget(_:action:)`.
    /// `action` is not compared (selectors here have no identity), so every action of that
    /// target goes. Handlers added as closures stay.
    public func removeTarget(_ target: Any?, action: Selector?) {
        guard let target else {
            targetActions.removeAll()
            return
        }
        let object = target as AnyObject
        targetActions.removeAll { $0.target === object }
    }
}
