import AnimatorABI

// Scripts for ResponderAndControllersSDKTests: the census's missing UIKit symbols (slider,
// alerts, navigation stacks, status bar and size-change members, the responder chain, hit
// testing, popovers) exercised from a real transition, reporting through `check`.

/// A controller that overrides the status-bar and orientation members, and records the size
/// and trait changes passed on to it.
final class StatusBarController: UIViewController {
    var sizes: [CGSize] = []
    var traitChanges = 0
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        sizes.append(size)
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        traitChanges += 1
        super.willTransition(to: newCollection, with: coordinator)
    }
}

/// Records a navigation delegate's calls.
final class NavigationRecorder: UINavigationControllerDelegate {
    var calls: [String] = []
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        calls.append("will \(viewController.title ?? "?")")
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        calls.append("did \(viewController.title ?? "?")")
    }
}

/// A view that takes touches a margin outside its bounds, and may become first responder.
final class WideTouchView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
    override var canBecomeFirstResponder: Bool { true }
}

/// A popover delegate that keeps popovers on phones.
final class PopoverKeeper: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
}

enum ResponderAndControllersScripts {
    /// Puts the to view in place and completes the transition after a short animation (a
    /// transition that completed inside `animateTransition` would be over before the test
    /// looks at it).
    private static func finish(_ ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else {
            return ctx.completeTransition(true)
        }
        ctx.containerView.addSubview(to)
        to.frame = ctx.finalFrame(for: toVC)
        to.alpha = 0
        UIView.animate(
            withDuration: 0.2, animations: { to.alpha = 1 }, completion: { _ in ctx.completeTransition(true) })
    }

    /// A controller titled `title`.
    private static func controller(_ title: String) -> UIViewController {
        let c = UIViewController()
        c.title = title
        return c
    }

    /// UISlider: clamping, the range ends pushing each other and the value, no event on
    /// programmatic sets, the thumb laid out in proportion.
    static func slider(_ ctx: UIViewControllerContextTransitioning) {
        let s = UISlider(frame: CGRect(x: 20, y: 300, width: 228, height: 40))
        ctx.containerView.addSubview(s)
        var events = 0
        s.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        check(
            "defaults", s.value == 0 && s.minimumValue == 0 && s.maximumValue == 1 && s.isContinuous,
            "\(s.value) \(s.minimumValue) \(s.maximumValue)")
        s.value = 2
        check("clamped to the maximum", s.value == 1, "\(s.value)")
        s.value = -3
        check("clamped to the minimum", s.value == 0, "\(s.value)")
        s.value = 0.5
        let thumb = s.thumbRect(forBounds: s.bounds, trackRect: s.trackRect(forBounds: s.bounds), value: s.value)
        check("thumb in proportion", thumb == CGRect(x: 100, y: 6, width: 28, height: 28), "\(thumb)")
        check(
            "drawn parts", s.subviews.count == 3 && s.subviews[0].frame == CGRect(x: 0, y: 18, width: 114, height: 4),
            "\(s.subviews.map(\.frame))")
        s.minimumValue = 0.75
        check("a minimum above the value raises it", s.value == 0.75, "\(s.value)")
        s.maximumValue = 0.25
        check(
            "a maximum below the minimum lowers it",
            s.minimumValue == 0.25 && s.maximumValue == 0.25 && s.value == 0.25,
            "\(s.minimumValue) \(s.maximumValue) \(s.value)")
        s.minimumValue = 3
        check(
            "a minimum above the maximum raises it", s.maximumValue == 3 && s.value == 3, "\(s.maximumValue) \(s.value)"
        )
        s.setValue(-10, animated: true)
        check("setValue clamps", s.value == 3, "\(s.value)")
        check("no event from code", events == 0, "\(events)")
        s.sendActions(for: .valueChanged)
        check("sendActions sends", events == 1, "\(events)")
        finish(ctx)
    }

    /// UIAlertController and UIAlertAction: configured as in UIKit, one cancel action, the
    /// preferred action one of its own; presenting it logs and does nothing.
    static func alert(_ ctx: UIViewControllerContextTransitioning) {
        var handled = 0
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone", preferredStyle: .actionSheet)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in handled += 1 }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        check(
            "one cancel action", alert.actions.map { $0.title ?? "" } == ["Delete", "Cancel"],
            "\(alert.actions.map(\.title))")
        check(
            "styles",
            alert.actions.map(\.style) == [.destructive, .cancel] && UIAlertAction.Style.destructive.rawValue == 2)
        check(
            "title and message",
            alert.title == "Delete?" && alert.message == "It cannot be undone" && alert.preferredStyle == .actionSheet)
        alert.preferredAction = UIAlertAction(title: "Other", style: .default)
        check("a foreign preferred action is refused", alert.preferredAction == nil)
        alert.preferredAction = delete
        check("preferred action", alert.preferredAction === delete)
        delete.isEnabled = false
        check("enabled kept", !delete.isEnabled)
        ctx.viewController(forKey: .from)?.present(alert, animated: true)
        check("not shown, handler not run", handled == 0 && alert.presentingViewController == nil)
        finish(ctx)
    }

    /// A plugin-made navigation controller's stack: push and the pops as UIKit's, with the
    /// delegate told and the children kept.
    static func navigationStack(_ ctx: UIViewControllerContextTransitioning) {
        let a = controller("a"), b = controller("b"), c = controller("c")
        let nav = UINavigationController(rootViewController: a)
        let recorder = NavigationRecorder()
        nav.delegate = recorder
        check("root", nav.viewControllers == [a] && nav.topViewController === a && a.navigationController === nav)
        nav.pushViewController(b, animated: true)
        check(
            "pushed",
            nav.viewControllers == [a, b] && nav.topViewController === b && b.parent === nav
                && b.navigationController === nav)
        nav.pushViewController(b, animated: true)
        check("pushed twice is refused", nav.viewControllers == [a, b])
        check("delegate told", recorder.calls == ["will b", "did b"], "\(recorder.calls)")
        check("pop", nav.popViewController(animated: true) === b && nav.viewControllers == [a] && b.parent == nil)
        check("the root is not popped", nav.popViewController(animated: true) == nil && nav.viewControllers == [a])
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        check("pop to root", nav.popToRootViewController(animated: true) == [b, c] && nav.viewControllers == [a])
        check("pop to root at the root", nav.popToRootViewController(animated: true) == [])
        nav.viewControllers = [a, b, c]
        check("set", nav.viewControllers == [a, b, c] && nav.topViewController === c)
        check("pop to a controller", nav.popToViewController(a, animated: false) == [b, c])
        check("pop to a stranger", nav.popToViewController(c, animated: false) == nil && nav.viewControllers == [a])
        check("operation alias", UINavigationController.Operation(rawValue: 1) == .push)
        finish(ctx)
    }

    /// A host navigation controller's stack is the host's: push and pop are logged and change
    /// nothing.
    static func hostNavigation(_ ctx: UIViewControllerContextTransitioning) {
        guard let nav = ctx.viewController(forKey: .to)?.navigationController else {
            check("host navigation controller", false)
            return finish(ctx)
        }
        let before = nav.viewControllers.count
        nav.pushViewController(UIViewController(), animated: true)
        check("push ignored", nav.viewControllers.count == before, "\(nav.viewControllers.count)")
        check("pop ignored", nav.popViewController(animated: true) == nil && nav.viewControllers.count == before)
        finish(ctx)
    }

    /// Status-bar, orientation and size-change members: UIKit's defaults, overrides read back,
    /// size and trait changes passed on to children.
    static func statusBar(_ ctx: UIViewControllerContextTransitioning) {
        let plain = UIViewController()
        check(
            "defaults",
            !plain.prefersStatusBarHidden && plain.preferredStatusBarStyle == .default && plain.shouldAutorotate
                && plain.supportedInterfaceOrientations == .allButUpsideDown
                && plain.preferredStatusBarUpdateAnimation == .fade)
        let custom = StatusBarController()
        let asBase: UIViewController = custom
        check(
            "overrides",
            asBase.prefersStatusBarHidden && asBase.preferredStatusBarStyle == .lightContent
                && asBase.supportedInterfaceOrientations == .portrait)
        let child = StatusBarController(), grandchild = StatusBarController()
        plain.addChild(child)
        child.addChild(grandchild)
        let coordinator = ctx.transitionCoordinator
        plain.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)
        check(
            "size change passed down",
            child.sizes == [CGSize(width: 480, height: 320)] && grandchild.sizes == child.sizes,
            "\(child.sizes) \(grandchild.sizes)")
        plain.willTransition(to: UITraitCollection(verticalSizeClass: .compact), with: coordinator)
        check("trait change passed down", child.traitChanges == 1 && grandchild.traitChanges == 1)
        check(
            "masks",
            UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26 && UIInterfaceOrientationMask.all.rawValue == 30
                && UIInterfaceOrientationMask(.landscapeLeft) == .landscapeLeft)
        finish(ctx)
    }

    /// The responder chain (view → controller or superview, controller → its view's superview),
    /// hit testing as UIKit's, first responder, popovers.
    static func responders(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let vc = UIViewController()
        check("controller with no view in a hierarchy", vc.next == nil)
        let root = vc.view!
        check("a controller's view answers its controller", root.next === vc)
        container.addSubview(root)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        check("a controller answers its view's superview", vc.next === container)
        let a = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
        root.addSubview(a)
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        a.addSubview(b)
        check("a plain view answers its superview", b.next === a)
        check("hit: the deepest view", root.hitTest(CGPoint(x: 55, y: 75), with: nil) === b)
        check("hit: the view itself outside its subviews", root.hitTest(CGPoint(x: 130, y: 150), with: nil) === a)
        check("hit: outside", a.hitTest(CGPoint(x: -1, y: 5), with: nil) == nil)
        b.isHidden = true
        check("hit: hidden views are skipped", root.hitTest(CGPoint(x: 55, y: 75), with: nil) === a)
        b.isHidden = false
        b.alpha = 0.01
        check("hit: views at alpha 0.01 are skipped", root.hitTest(CGPoint(x: 55, y: 75), with: nil) === a)
        b.alpha = 1
        b.isUserInteractionEnabled = false
        check("hit: views without interaction are skipped", root.hitTest(CGPoint(x: 55, y: 75), with: nil) === a)
        // A subview outside its superview's bounds is not hit (the superview says no first).
        let outside = UIView(frame: CGRect(x: 150, y: 0, width: 20, height: 20))
        a.addSubview(outside)
        check("hit: not outside the superview", root.hitTest(CGPoint(x: 195, y: 65), with: nil) === root)
        let wide = WideTouchView(frame: CGRect(x: 200, y: 300, width: 20, height: 20))
        root.addSubview(wide)
        check("hit: point(inside:) decides", root.hitTest(CGPoint(x: 195, y: 305), with: nil) === wide)
        // A transformed view: scaled 2× about its centre (250, 400) → (230…270, 380…420).
        let scaled = UIView(frame: CGRect(x: 240, y: 390, width: 20, height: 20))
        root.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        check("hit: through a transform", root.hitTest(CGPoint(x: 232, y: 382), with: nil) === scaled)
        // First responder.
        check("plain views do not become first responder", !a.becomeFirstResponder() && !a.isFirstResponder)
        check("become", wide.becomeFirstResponder() && wide.isFirstResponder)
        check("resign", wide.resignFirstResponder() && !wide.isFirstResponder)
        // Popovers.
        let pop = UIViewController()
        check("no popover for full screen", pop.popoverPresentationController == nil)
        pop.modalPresentationStyle = .popover
        let keeper = PopoverKeeper()
        pop.popoverPresentationController?.delegate = keeper
        pop.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        check(
            "one popover controller",
            pop.popoverPresentationController === pop.popoverPresentationController
                && pop.popoverPresentationController?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4)
                && pop.popoverPresentationController?.delegate === keeper)
        if let p = pop.popoverPresentationController {
            check(
                "adaptive style through the trait variant",
                keeper.adaptivePresentationStyle(for: p, traitCollection: UITraitCollection())
                    == UIModalPresentationStyle.none
                    && keeper.popoverPresentationControllerShouldDismissPopover(p))
        }
        finish(ctx)
    }
}
