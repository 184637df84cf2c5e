import Foundation

/// A navigation or tab bar controller of the plugin's own standing for the host's controller
/// (a ``UIViewController/transitionStandIns`` maker returned one with its children): code
/// that casts the context's controller to the container and reads its child
/// (`nav.viewControllers.first as! Detail`, `tabs.selectedViewController as? Detail`) finds
/// the child it was made with. The child the container shows (the top of the stack, the first
/// tab) has its view loaded at once — as UIKit has loaded the shown child's view before the
/// container's transition starts — filling the container's view (the host's), so what the
/// animator does to the container's view carries the child's.
extension UIViewController {
    /// The child a container stand-in shows: the top of a stack, the selected tab; nil for
    /// any other controller.
    var shownChild: UIViewController? {
        guard isContainerStandIn else { return nil }
        return (self as? UINavigationController)?.topViewController
            ?? (self as? UITabBarController)?.selectedViewController
    }

    /// Loads the shown child's view, connecting its outlets first with `outlets` (a
    /// ``transitionStandInOutlets`` entry, which ignores any other class than its own), and
    /// puts it in the container's view at the container's bounds, resized with it.
    func fillWithShownChild(outlets: ((UIViewController) -> Void)?) {
        guard let child = shownChild else { return }
        child.loadViewConnecting(outlets)
        guard let content = child.view, let box = view else { return }
        content.frame = box.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        box.addSubview(content)
    }

    /// Loads a plugin-made controller's view as UIKit loads a storyboard controller's:
    /// ``loadView()``, then the outlets connected (`outlets`), then ``viewDidLoad()``. Nothing
    /// when its view is loaded already or it is the host's.
    func loadViewConnecting(_ outlets: ((UIViewController) -> Void)?) {
        guard let own, own.view == nil else { return }
        loadView()
        if own.view == nil { own.view = UIView(frame: UIScreen.main.bounds) }
        own.view?.owningController = self
        outlets?(self)
        viewDidLoad()
    }
}
