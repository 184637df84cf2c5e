/// The container's delegate (the articles' `ContainerViewControllerDelegate`; every method is
/// optional).
public protocol ContainerViewControllerDelegate: AnyObject {
    /// A child was selected by a tap on its button (not for programmatic selection).
    func containerViewController(_ container: ContainerViewController, didSelect viewController: ViewController)
    /// The animator for a transition; nil uses the container's default animator.
    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for an animator; consulted only when the animator is not the
    /// default one (as in the reference) and the pan is not driving the transition.
    func containerViewController(
        _ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning?
}

extension ContainerViewControllerDelegate {
    public func containerViewController(_ container: ContainerViewController, didSelect viewController: ViewController)
    {}
    public func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? { nil }
    public func containerViewController(
        _ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
}
