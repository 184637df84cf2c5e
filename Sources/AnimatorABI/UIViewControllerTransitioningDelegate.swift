import Foundation

/// UIKit's `UIViewControllerTransitioningDelegate`: what a presented view controller's
/// delegate vends for its presentation and dismissal. Every requirement is optional in UIKit
/// (an `@objc optional` method a delegate may leave out, meaning "use the default"), so each has
/// a default here that answers nil, which UIKit reads as "no custom object". The census of real
/// transition code found it in most repositories that present modally; the host runs the
/// animator and interaction controller a plugin exports, so a plugin's delegate is where its
/// own code picks them, as on iOS.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting` (`source` called `present`).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller for a presentation run by `animator` (nil: not interactive).
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller for a dismissal run by `animator` (nil: not interactive).
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller for a `.custom` presentation (nil: UIKit's own).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Optional in UIKit: nil, the system animator.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Optional in UIKit: nil, the system animator.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    { nil }
    /// Optional in UIKit: nil, a presentation that is not interactive.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    /// Optional in UIKit: nil, a dismissal that is not interactive.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    /// Optional in UIKit: nil, the system's presentation controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { nil }
}

extension UIViewController {
    /// The delegate that vends this controller's presentation objects. As in UIKit the
    /// controller holds it weakly: an app keeps its delegate alive itself (usually as a
    /// property of the presenting controller), and a delegate nobody holds reads back nil.
    /// Kept by the SDK for the controller object (the host does not know of it).
    public var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { TransitioningDelegates.shared.delegate(of: self) }
        set { TransitioningDelegates.shared.set(newValue, of: self) }
    }
}

/// The SDK's table of transitioning delegates, keyed by controller object (one SDK object
/// stands for one host controller, so the object is the key), each held weakly.
// Every access to `entries` holds `lock`.
final class TransitioningDelegates: @unchecked Sendable {
    static let shared = TransitioningDelegates()
    private struct Entry {
        weak var controller: UIViewController?
        weak var delegate: UIViewControllerTransitioningDelegate?
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private let lock = NSLock()

    func delegate(of vc: UIViewController) -> UIViewControllerTransitioningDelegate? {
        lock.lock()
        defer { lock.unlock() }
        guard let e = entries[ObjectIdentifier(vc)], e.controller === vc else { return nil }
        return e.delegate
    }

    func set(_ d: UIViewControllerTransitioningDelegate?, of vc: UIViewController) {
        lock.lock()
        defer { lock.unlock() }
        // Drop entries whose controller or delegate is gone, so the table stays small.
        entries = entries.filter { $0.value.controller != nil && $0.value.delegate != nil }
        entries[ObjectIdentifier(vc)] = d.map { Entry(controller: vc, delegate: $0) }
    }
}
