import AnimatorABI

// Scripts for HeldOutGaps35SDKTests: the UIKit names session 35's held-out sample
// (tools/census/README.md, "Held-out sample (session 35)") found real transition code using
// that the SDK lacked, exercised from real transitions, reporting through `check`.

enum HeldOutGaps35Scripts {
    /// `UIEdgeInsets()` (victorchee's tab-bar transition) and `#colorLiteral` (y-okudera's menu).
    static func insetsAndColorLiterals(_ ctx: UIViewControllerContextTransitioning) {
        let none = UIEdgeInsets()
        check("no insets", none == .zero && none.top == 0 && none.right == 0)
        // The literal itself is what is tested (real files have it; the style rule bans it).
        // swift-format-ignore: NoPlaygroundLiterals
        let tint = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        check(
            "colour literal", tint == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5),
            "\(tint.red) \(tint.green) \(tint.blue) \(tint.alpha)")
        let view = UIView()
        // swift-format-ignore: NoPlaygroundLiterals
        view.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        check("as a view's colour", view.backgroundColor == .red)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// A tab bar controller the plugin makes selects tabs by index and by controller, keeps the
    /// selection when its tabs change and it stays, and refuses (logs) what UIKit raises for.
    static func tabSelection(_ ctx: UIViewControllerContextTransitioning) {
        let tabs = UITabBarController()
        let (a, b, c) = (UIViewController(), UIViewController(), UIViewController())
        tabs.viewControllers = [a, b]
        check("tabs", tabs.viewControllers == [a, b] && a.tabBarController === tabs)
        check("first selected", tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        tabs.selectedIndex = 1
        check("by index", tabs.selectedViewController === b && tabs.selectedIndex == 1)
        tabs.selectedIndex += 1
        check("out of range ignored", tabs.selectedIndex == 1)
        tabs.viewControllers = [c, b]
        check("kept while it stays", tabs.selectedViewController === b && tabs.selectedIndex == 1)
        check("removed tab has no parent", a.parent == nil)
        tabs.selectedViewController = a
        check("not a tab: ignored", tabs.selectedViewController === b)
        tabs.selectedViewController = c
        check("by controller", tabs.selectedIndex == 0)
        tabs.viewControllers = [b]
        check("selection gone with its tab", tabs.selectedViewController === b && tabs.selectedIndex == 0)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// cocoatoucher's interactor moves the controllers' views into `UIApplication.shared.keyWindow!`
    /// right after `completeTransition` (its "fix for iOS leak"): the key window is still the
    /// host's root view then, though the transition is over.
    static func keyWindowAfterCompleting(_ ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(true) }
        ctx.containerView.addSubview(to)
        to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        UIView.animate(
            withDuration: 0.25, animations: { to.alpha = 1 },
            completion: { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
                let window = UIApplication.shared.keyWindow
                check("key window after completing", window != nil)
                check("the container's root", window.map { to.isDescendant(of: $0) } ?? false)
            })
    }

    /// A tag set in Swift is the host's (`AP_PROP_TAG`): `viewWithTag` finds it, and a tag the
    /// host's number cannot hold exactly stays in the plugin (read back exactly).
    static func tags(_ ctx: UIViewControllerContextTransitioning) {
        let snapshot = UIView(frame: ctx.containerView.bounds)
        snapshot.tag = 77
        ctx.containerView.addSubview(snapshot)
        check("found by its tag", ctx.containerView.viewWithTag(77) === snapshot)
        let huge = UIView()
        huge.tag = 1 << 60
        check("a huge tag read back", huge.tag == 1 << 60)
        check("default", UIView().tag == 0)
        TransitionCodeGapsScripts.finish(ctx)
    }
}
