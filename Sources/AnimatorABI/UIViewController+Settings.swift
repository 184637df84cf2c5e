/// UIKit's view-controller settings that the host's containers decide for themselves here
/// (which controller presents, with which built-in animation, whether the bars extend under
/// the content), kept and read back with UIKit's defaults; and the calls that need no host:
/// loading the view, editing mode, `show(_:sender:)` and the container's child transition.
extension UIViewController {
    /// Whether this controller's view is the area an over-current-context presentation covers
    /// (false by default): kept; the host picks the presenting controller.
    public var definesPresentationContext: Bool {
        get { settings["definesPresentationContext"] as? Bool ?? false }
        set { settings["definesPresentationContext"] = newValue }
    }

    /// Whether this controller's transition style applies to presentations in its context
    /// (false by default): kept.
    public var providesPresentationContextTransitionStyle: Bool {
        get { settings["providesPresentationContextTransitionStyle"] as? Bool ?? false }
        set { settings["providesPresentationContextTransitionStyle"] = newValue }
    }

    /// The built-in animation of a modal presentation of this controller (`.coverVertical` by
    /// default): kept; a presentation here is animated by the plugin's animator.
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { settings["modalTransitionStyle"] as? UIModalTransitionStyle ?? .coverVertical }
        set { settings["modalTransitionStyle"] = newValue }
    }

    /// Whether the presentation refuses interactive dismissal (false by default): kept.
    public var isModalInPresentation: Bool {
        get { settings["isModalInPresentation"] as? Bool ?? false }
        set { settings["isModalInPresentation"] = newValue }
    }

    /// The edges the view extends under bars (all, UIKit's default): kept; the host's screen
    /// has no bars over the content.
    public var edgesForExtendedLayout: UIRectEdge {
        get { settings["edgesForExtendedLayout"] as? UIRectEdge ?? .all }
        set { settings["edgesForExtendedLayout"] = newValue }
    }

    /// Whether the view extends under opaque bars (false by default): kept.
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { settings["extendedLayoutIncludesOpaqueBars"] as? Bool ?? false }
        set { settings["extendedLayoutIncludesOpaqueBars"] = newValue }
    }

    /// The interface style forced on this controller's views (`.unspecified`): kept; the
    /// host's traits are light.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { settings["overrideUserInterfaceStyle"] as? UIUserInterfaceStyle ?? .unspecified }
        set { settings["overrideUserInterfaceStyle"] = newValue }
    }

    /// Whether the tab bar hides while this controller is pushed (false by default): kept.
    public var hidesBottomBarWhenPushed: Bool {
        get { settings["hidesBottomBarWhenPushed"] as? Bool ?? false }
        set { settings["hidesBottomBarWhenPushed"] = newValue }
    }

    /// Insets added to the view's safe area (none by default): kept; the safe area here is
    /// the whole screen.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { settings["additionalSafeAreaInsets"] as? UIEdgeInsets ?? .zero }
        set { settings["additionalSafeAreaInsets"] = newValue }
    }

    /// Whether focus returns to where it was after a transition (true by default): kept.
    public var restoresFocusAfterTransition: Bool {
        get { settings["restoresFocusAfterTransition"] as? Bool ?? true }
        set { settings["restoresFocusAfterTransition"] = newValue }
    }

    /// The nib the controller was made from: nil, there are no nibs here.
    public var nibName: String? { nil }
    /// The bundle of the nib: nil.
    public var nibBundle: Bundle? { nil }

    /// Loads the view now if it is not loaded (``loadView()`` then ``viewDidLoad()``, once),
    /// as UIKit's `loadViewIfNeeded()`.
    public func loadViewIfNeeded() { _ = view }

    /// Shows `vc` as UIKit's `show(_:sender:)` does outside a split view: pushed onto the
    /// navigation controller this controller is in, else presented modally.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let nav = self as? UINavigationController ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail: presented modally, as UIKit does outside a split view.
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }

    /// UIKit's container transition between two children of this controller: `toVC`'s view is
    /// put just above `fromVC`'s in its superview, `animations` run with `options` (a
    /// transition option such as `.transitionCrossDissolve` animates the container as
    /// `UIView.transition(with:…)`), then `fromVC`'s view is removed and `completion` runs.
    /// Both must be children of this controller (UIKit raises otherwise; here it is logged and
    /// nothing happens).
    public func transition(
        from fromVC: UIViewController, to toVC: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromVC.parent === self, toVC.parent === self else {
            return connection.log(
                "UIViewController.transition(from:to:duration:options:animations:completion:): both controllers must be children of the receiver; ignored",
                level: AP_LOG_ERROR)
        }
        let fromView: UIView = fromVC.view, toView: UIView = toVC.view
        guard let container = fromView.superview else {
            return connection.log(
                "UIViewController.transition(from:to:duration:options:animations:completion:): the from controller's view is in no superview; ignored",
                level: AP_LOG_ERROR)
        }
        container.insertSubview(toView, aboveSubview: fromView)
        UIView.transition(
            with: container, duration: duration, options: options, animations: animations,
            completion: { finished in
                fromView.removeFromSuperview()
                completion?(finished)
            })
    }
}

/// A view controller is a content container, as in UIKit: its children ask it for their size.
extension UIViewController: UIContentContainer {}
