/// UIKit's `UIPageViewControllerDelegate`: told when a page turn starts and ends. As in UIKit,
/// a page turn is a gesture's (here ``UIPageViewController/turnPage(_:)``);
/// `setViewControllers(_:direction:animated:completion:)` tells it nothing. Every member is
/// optional in UIKit: the defaults below do what UIKit does when one is left out.
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A page turn towards `pendingViewControllers` begins.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A page turn ended; `completed` is false when it was abandoned (the old pages stay).
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// Where the spine goes for `orientation` (page-curl style).
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    /// The orientations the page controller supports.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    /// The orientation it prefers when presented.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Left out: nothing to do.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Left out: nothing to do.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    /// Left out: the spine stays where it is.
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
    /// Left out: every orientation of a phone but upside down (UIKit's phone default).
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    { .allButUpsideDown }
    /// Left out: portrait.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation { .portrait }
}
