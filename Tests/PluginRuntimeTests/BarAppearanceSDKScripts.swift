import AnimatorABI

/// Bar appearances as iOS 13+ apps configure them in their navigation code: copied when set,
/// drawn as the bar's background colour, their text attributes kept.
enum BarAppearanceScripts {
    static func configured(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let fresh = UINavigationBarAppearance()
        check("default background is a blur", fresh.backgroundEffect != nil && fresh.backgroundColor == nil)
        let a = UINavigationBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = .red
        a.titleTextAttributes = [.foregroundColor: UIColor.white]
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        bar.standardAppearance = a
        bar.scrollEdgeAppearance = a
        a.backgroundColor = .blue
        check("the bar keeps a copy", bar.standardAppearance.backgroundColor == .red && bar.standardAppearance !== a)
        check("scroll edge copied too", bar.scrollEdgeAppearance?.backgroundColor == .red)
        check("drawn in its colour", bar.backgroundColor == .red)
        check(
            "attributes copied",
            bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        let item = UINavigationItem(title: "Detail")
        item.standardAppearance = a
        check("an item copies", item.standardAppearance?.backgroundColor == .blue && item.standardAppearance !== a)
        let clear = UIToolbarAppearance()
        clear.configureWithTransparentBackground()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 60, width: 100, height: 44))
        toolbar.standardAppearance = clear
        check("transparent", toolbar.backgroundColor == .clear && toolbar.standardAppearance.shadowColor == nil)
        let tabs = UITabBarAppearance(barAppearance: a)
        tabs.stackedLayoutAppearance.selected.iconColor = .green
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 120, width: 100, height: 49))
        tabBar.standardAppearance = tabs
        check(
            "tab bar",
            tabBar.backgroundColor == .blue
                && tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor
                    == .green
        )
        for v in [bar, toolbar, tabBar] { container.addSubview(v) }
        if let to = ctx.view(forKey: .to) { container.insertSubview(to, at: 0) }
        UIView.animate(
            withDuration: 0.1, animations: { bar.alpha = 0.5 }, completion: { _ in ctx.completeTransition(true) })
    }
}
