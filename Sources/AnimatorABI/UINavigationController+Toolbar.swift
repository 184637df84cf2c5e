/// UIKit's toolbar and bar-hiding members of `UINavigationController`. As with the navigation
/// bar, the host's containers draw no bars: the toolbar is a view of the SDK's, 44 points high
/// across the bottom of the screen, hidden by default as UIKit's, in no hierarchy unless the
/// plugin adds it; the bar-hiding settings are kept (nothing scrolls or taps here to trigger
/// them).
extension UINavigationController {
    /// The toolbar (see the extension's note).
    public var toolbar: UIToolbar! {
        if let bar = settings["toolbar"] as? UIToolbar { return bar }
        let screen = UIScreen.main.bounds
        let bar = UIToolbar(frame: CGRect(x: 0, y: screen.height - 44, width: screen.width, height: 44))
        bar.isHidden = true
        settings["toolbar"] = bar
        return bar
    }

    /// True when the toolbar is hidden (its `isHidden`; true by default, as in UIKit).
    public var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set { toolbar.isHidden = newValue }
    }

    /// Hides or shows the toolbar (at once, as the bar is not drawn).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Whether a swipe hides the bars (false by default): kept.
    public var hidesBarsOnSwipe: Bool {
        get { settings["hidesBarsOnSwipe"] as? Bool ?? false }
        set { settings["hidesBarsOnSwipe"] = newValue }
    }

    /// Whether a tap hides the bars (false by default): kept.
    public var hidesBarsOnTap: Bool {
        get { settings["hidesBarsOnTap"] as? Bool ?? false }
        set { settings["hidesBarsOnTap"] = newValue }
    }

    /// The recognizer that hides the bars on a swipe: a pan recognizer attached to nothing
    /// (the host runs no bar hiding).
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
        if let r = settings["barHideOnSwipeGestureRecognizer"] as? UIPanGestureRecognizer { return r }
        let r = UIPanGestureRecognizer()
        settings["barHideOnSwipeGestureRecognizer"] = r
        return r
    }
}

/// UIKit's `setViewControllers(_:animated:)` of `UITabBarController` (at once: the host runs
/// no animation for tabs a plugin sets).
extension UITabBarController {
    /// Sets the tabs, as ``viewControllers``.
    public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}
