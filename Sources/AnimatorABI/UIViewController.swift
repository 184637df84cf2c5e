/// A view controller of the host (UIKit's `UIViewController`), seen through the plugin ABI.
/// One object stands for one host view controller, as for views (see ``UIView``); a
/// navigation or tab bar controller comes as a ``UINavigationController`` or
/// ``UITabBarController``. The relations (`parent`, `navigationController`,
/// `presentingViewController`…) need ABI 1.1; on an older host they read nil (reported).
public class UIViewController: Hashable {
    /// The host's handle.
    public let handle: ap_view_controller
    let connection: HostConnection

    init(_ h: ap_view_controller, _ c: HostConnection) { handle = h; connection = c }

    /// The object of host controller `h`, of the class its kind calls for.
    static func make(_ h: ap_view_controller, _ c: HostConnection) -> UIViewController? {
        h.bits == 0 ? nil : c.controller(h)
    }

    /// A new object for host controller `h`, of the class its kind calls for.
    static func object(for h: ap_view_controller, _ c: HostConnection) -> UIViewController {
        guard c.has(\.view_controller_kind) else { return UIViewController(h, c) }
        switch c.api.view_controller_kind!(c.host, h) {
        case AP_VC_KIND_NAVIGATION: return UINavigationController(h, c)
        case AP_VC_KIND_TAB_BAR: return UITabBarController(h, c)
        default: return UIViewController(h, c)
        }
    }

    /// Its view (loaded when first asked for, as in UIKit).
    public var view: UIView! { UIView.make(connection.api.view_controller_view!(connection.host, handle), connection) }
    /// Its view if it is loaded, else nil (UIKit's `viewIfLoaded`).
    public var viewIfLoaded: UIView? { isViewLoaded ? view : nil }
    /// True once its view exists.
    public var isViewLoaded: Bool {
        guard connection.has(\.view_controller_is_view_loaded) else { return true }
        return connection.api.view_controller_is_view_loaded!(connection.host, handle)
    }
    /// Its title.
    public var title: String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let n = connection.api.view_controller_title!(connection.host, handle, &buffer, buffer.count)
        if n >= buffer.count {
            buffer = [CChar](repeating: 0, count: n + 1)
            _ = connection.api.view_controller_title!(connection.host, handle, &buffer, buffer.count)
        }
        return n == 0 ? nil : String(cString: buffer)
    }

    // MARK: Relations

    /// The container it is a child of.
    public var parent: UIViewController? { related(AP_VC_PARENT, "parent") }
    /// Its children, in order.
    public var children: [UIViewController] {
        guard connection.has(\.view_controller_child_count) else { connection.unsupported("UIViewController.children", needs: 1); return [] }
        let n = Int(connection.api.view_controller_child_count!(connection.host, handle))
        return (0..<max(0, n)).compactMap { UIViewController.make(connection.api.view_controller_child_at!(connection.host, handle, Int32($0)), connection) }
    }
    /// The nearest navigation controller among its ancestors.
    public var navigationController: UINavigationController? { related(AP_VC_NAVIGATION_CONTROLLER, "navigationController") as? UINavigationController }
    /// The nearest tab bar controller among its ancestors.
    public var tabBarController: UITabBarController? { related(AP_VC_TAB_BAR_CONTROLLER, "tabBarController") as? UITabBarController }
    /// The controller that presented it (or its nearest presented ancestor), from the start
    /// of the presentation until its dismissal completes.
    public var presentingViewController: UIViewController? { related(AP_VC_PRESENTING, "presentingViewController") }
    /// The controller it presented (or an ancestor presented), over the same span.
    public var presentedViewController: UIViewController? { related(AP_VC_PRESENTED, "presentedViewController") }

    /// The coordinator of the transition it (or an ancestor) takes part in, nil when none runs.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        guard connection.has(\.view_controller_transition) else { connection.unsupported("UIViewController.transitionCoordinator", needs: 1); return nil }
        let h = connection.api.view_controller_transition!(connection.host, handle)
        return h.bits == 0 ? nil : connection.existingContext(h).transitionCoordinator
    }

    /// Starts its appearance transition: viewWillAppear (true) or viewWillDisappear. For
    /// animators of custom presentations that keep the presenter's view on screen and tell it
    /// themselves, as on iOS; pair each with ``endAppearanceTransition()``.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard connection.has(\.view_controller_begin_appearance_transition) else {
            return connection.unsupported("UIViewController.beginAppearanceTransition(_:animated:)", needs: 1)
        }
        _ = connection.api.view_controller_begin_appearance_transition!(connection.host, handle, isAppearing, animated)
    }

    /// Ends the appearance transition begun last: viewDidAppear or viewDidDisappear.
    public func endAppearanceTransition() {
        guard connection.has(\.view_controller_end_appearance_transition) else {
            return connection.unsupported("UIViewController.endAppearanceTransition()", needs: 1)
        }
        _ = connection.api.view_controller_end_appearance_transition!(connection.host, handle)
    }

    /// The controller `relation` names, nil when there is none (or the host lacks ABI 1.1).
    func related(_ relation: ap_vc_relation, _ name: String) -> UIViewController? {
        guard connection.has(\.view_controller_related) else { connection.unsupported("UIViewController.\(name)", needs: 1); return nil }
        return UIViewController.make(connection.api.view_controller_related!(connection.host, handle, relation), connection)
    }

    public static func == (l: UIViewController, r: UIViewController) -> Bool { l.handle.bits == r.handle.bits }
    public func hash(into h: inout Hasher) { h.combine(handle.bits) }
}

/// UIKit's `UINavigationController`: the host's navigation controller.
public final class UINavigationController: UIViewController {
    /// The stack, bottom first.
    public var viewControllers: [UIViewController] { children }
    /// The top of the stack.
    public var topViewController: UIViewController? { related(AP_VC_SELECTED, "topViewController") }
    /// What it shows: the top of the stack, or what that presented.
    public var visibleViewController: UIViewController? { topViewController.map { $0.presentedViewController ?? $0 } }
}

/// UIKit's `UITabBarController`: the host's tab bar controller.
public final class UITabBarController: UIViewController {
    /// The tabs, in order.
    public var viewControllers: [UIViewController]? { children }
    /// The selected tab.
    public var selectedViewController: UIViewController? { related(AP_VC_SELECTED, "selectedViewController") }
    /// The selected tab's index (`NSNotFound` when none).
    public var selectedIndex: Int {
        guard let s = selectedViewController else { return NSNotFound }
        return children.firstIndex(of: s) ?? NSNotFound
    }
}
