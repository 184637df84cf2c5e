/// Core Animation's `CAAction`: what a layer runs for an event (an animation is one; `NSNull`
/// stands for "no action" in `actions` dictionaries and delegate answers).
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// An animation run as an action is added to the layer under the event's key, as Core
/// Animation's animations do.
extension CAAnimation: CAAction {
    /// Adds the animation to `anObject` (a layer) for `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// `NSNull` in an `actions` dictionary means "no action", as in Core Animation.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
