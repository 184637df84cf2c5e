/// UIKit's `UIPageViewControllerDataSource`: gives a page view controller the pages on either
/// side of the one shown, when a page turn needs them (``UIPageViewController/turnPage(_:)``).
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    )
        -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    )
        -> UIViewController?
    /// How many pages a page indicator shows (optional in UIKit; 0, no indicator, when left out).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The indicator's selected page (optional in UIKit; 0 when left out).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// UIKit's behaviour when left out: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// UIKit's behaviour when left out: the first page.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
