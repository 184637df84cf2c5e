/// UIKit's `UIDynamicAnimatorDelegate`: told when the animator starts moving items again and
/// when every item has come to rest. Both methods are optional.
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to move items after having been paused (or before its first motion).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item is at rest; the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing unless implemented.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing unless implemented.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
