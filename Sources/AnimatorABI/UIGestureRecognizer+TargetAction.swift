/// UIKit's target/action spelling of recognizers, over ``Selector``: what iOS code writes as
/// `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))` is
/// `UIPanGestureRecognizer(target: self, action: Selector(Controller.handlePan(_:)))` here.
/// The target is held weakly, as UIKit does; the method gets the recognizer when it takes an
/// argument.
/// The initializer `init(target:action:)` is in the class's body (UIGestureRecognizer.swift):
/// UIKit's designated initializer, which a subclass's own initializer calls through `super`.
extension UIGestureRecognizer {
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
