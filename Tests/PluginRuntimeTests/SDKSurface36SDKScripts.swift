import AnimatorABI

// Scripts for SDKSurface36SDKTests: members of iOS's public interface the SDK lacked
// (docs/uikit-surface.md), exercised inside real transitions, reporting through `check`.

/// A view that records the hierarchy and tint calls UIKit makes on it.
final class HookRecordingView: UIView {
    var calls: [String] = []
    var fitting = CGSize(width: 30, height: 12)
    override func didAddSubview(_ subview: UIView) { calls.append("didAdd") }
    override func willRemoveSubview(_ subview: UIView) { calls.append("willRemove") }
    override func willMove(toWindow newWindow: UIWindow?) {
        calls.append(newWindow == nil ? "leaveWindow" : "toWindow")
    }
    override func didMoveToWindow() { calls.append("didMoveToWindow") }
    override func tintColorDidChange() { calls.append("tint") }
    override func updateConstraints() {
        calls.append("updateConstraints")
        super.updateConstraints()
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { fitting }
}

/// A layer that counts its layout passes.
final class CountingLayer: CALayer {
    var layouts = 0
    override func layoutSublayers() {
        layouts += 1
        super.layoutSublayers()
    }
}

/// A layer delegate that lays out and answers actions.
final class LayoutDelegate: CALayerDelegate {
    var laidOut = 0
    func layoutSublayers(of layer: CALayer) { laidOut += 1 }
    func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "bounds" ? NSNull() : nil }
}

/// A responder that can become first responder, as a text field.
final class EditingView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

enum SDKSurface36Scripts {
    /// The coordinator answers as its transition's context (UIKit's coordinator is one).
    static func coordinatorAsContext(_ ctx: UIViewControllerContextTransitioning) {
        let tc = ctx.transitionCoordinator
        check("animated", tc.isAnimated == ctx.isAnimated)
        check("not interactive", !tc.isInteractive && !tc.initiallyInteractive)
        check("not cancelled", !tc.isCancelled)
        check("container", tc.containerView === ctx.containerView)
        check("controllers", tc.viewController(forKey: .to) === ctx.viewController(forKey: .to))
        check("views", tc.view(forKey: .to) === ctx.view(forKey: .to))
        check("style", tc.presentationStyle == ctx.presentationStyle)
        check("no rotation", tc.targetTransform == .identity)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// Layers: conversions, containment and hit testing, the affine transform, key-value
    /// coding, the delegate and actions, names, and the layout and display marks.
    static func layers(_ ctx: UIViewControllerContextTransitioning) {
        let host = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        ctx.containerView.addSubview(host)
        let a = CALayer(), b = CountingLayer()
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        b.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        host.layer.addSublayer(a)
        a.addSublayer(b)
        check("convert point", near(b.convert(CGPoint(x: 1, y: 1), to: host.layer), CGPoint(x: 16, y: 26)))
        check("convert back", near(host.layer.convert(CGPoint(x: 16, y: 26), to: b), CGPoint(x: 1, y: 1)))
        check("convert rect", b.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: a) == b.frame)
        check("contains", a.contains(CGPoint(x: 99, y: 99)) && !a.contains(CGPoint(x: 101, y: 5)))
        check(
            "hit the deepest", host.layer.hitTest(CGPoint(x: 120, y: 80)) === b,
            "\(host.layer.hitTest(CGPoint(x: 120, y: 80)).map { "\($0)" } ?? "nil")")
        check("hit the middle", host.layer.hitTest(CGPoint(x: 200, y: 150)) === a)
        check("missed", a.hitTest(CGPoint(x: 500, y: 500)) == nil)
        a.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        check("affine transform", abs(a.affineTransform().b - 1) < 1e-9 && abs(a.transform.m12 - 1) < 1e-9)
        check(
            "rotation by key path", abs((a.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - .pi / 2) < 1e-9
        )
        a.setValue(0.5, forKeyPath: "transform.scale")
        check("scale by key path", abs(a.transform.m11) < 1e-9 && abs(a.transform.m12 - 0.5) < 1e-9)
        a.setValue(0.25, forKey: "opacity")
        check("opacity by key", a.opacity == 0.25)
        a.setValue(7, forKey: "index")
        check("any key", a.value(forKey: "index") as? Int == 7)
        a.name = "card"
        check("named", host.layer.sublayers?.first { $0.name == "card" } === a)
        check("a view's layer's delegate is the view", host.layer.delegate === host)
        check("a new layer has none", a.delegate == nil)
        let delegate = LayoutDelegate()
        a.delegate = delegate
        a.actions = ["opacity": NSNull(), "position": CABasicAnimation(keyPath: "position")]
        check("no action for null", a.action(forKey: "opacity") == nil)
        check("the action set", a.action(forKey: "position") is CABasicAnimation)
        check("the delegate's null first", a.action(forKey: "bounds") == nil)
        check("not marked", !b.needsLayout())
        b.layoutIfNeeded()
        b.setNeedsLayout()
        check("marked", b.needsLayout())
        b.layoutIfNeeded()
        b.layoutIfNeeded()
        check("laid out once", b.layouts == 1 && !b.needsLayout(), "\(b.layouts)")
        a.setNeedsLayout()
        a.layoutIfNeeded()
        check("the delegate lays out", delegate.laidOut == 1)
        check("model of presentation", a.presentation()?.model() === a)
        check(
            "defaults",
            a.contentsGravity == .resize && !a.isOpaque && a.allowsGroupOpacity && a.cornerCurve == .circular)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// Views: the hierarchy hooks, `sizeToFit`, `exchangeSubview`, the tint adjustment,
    /// `endEditing`, the anchor point, and the constraint-update cycle.
    static func views(_ ctx: UIViewControllerContextTransitioning) {
        let parent = HookRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = HookRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        check("added, no window", parent.calls == ["didAdd"] && child.calls == [], "\(parent.calls) \(child.calls)")
        ctx.containerView.addSubview(parent)
        check("into the window", child.calls == ["toWindow", "didMoveToWindow"], "\(child.calls)")
        child.removeFromSuperview()
        check("removed", parent.calls.first == "didAdd" && parent.calls.last == "willRemove", "\(parent.calls)")
        check("out of the window", child.calls.suffix(2) == ["leaveWindow", "didMoveToWindow"], "\(child.calls)")
        child.frame = CGRect(x: 7, y: 9, width: 1, height: 1)
        child.sizeToFit()
        check("size to fit", child.frame == CGRect(x: 7, y: 9, width: 30, height: 12), "\(child.frame)")
        let (x, y) = (UIView(), UIView())
        parent.addSubview(x)
        parent.addSubview(y)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        check("exchanged", parent.subviews == [y, x])
        parent.addSubview(child)
        child.calls = []
        check("tint normal", child.tintAdjustmentMode == .normal)
        parent.tintAdjustmentMode = .dimmed
        check("tint inherited", child.tintAdjustmentMode == .dimmed && child.calls == ["tint"], "\(child.calls)")
        child.tintAdjustmentMode = .normal
        check("tint own", child.tintAdjustmentMode == .normal)
        let field = EditingView()
        parent.addSubview(field)
        _ = field.becomeFirstResponder()
        check("editing", field.isFirstResponder)
        check("end editing", parent.endEditing(true) && !field.isFirstResponder)
        parent.anchorPoint = CGPoint(x: 0, y: 0)
        check("anchor point is the layer's", parent.layer.anchorPoint == .zero)
        check("opaque by default", parent.isOpaque && !parent.layer.isOpaque)
        child.calls = []
        parent.calls = []
        child.setNeedsUpdateConstraints()
        parent.setNeedsUpdateConstraints()
        parent.updateConstraintsIfNeeded()
        parent.updateConstraintsIfNeeded()
        check("constraints updated once", child.calls == ["updateConstraints"] && parent.calls == ["updateConstraints"])
        check("hugging", parent.contentHuggingPriority(for: .horizontal) == .defaultLow)
        parent.setContentCompressionResistancePriority(.required, for: .vertical)
        check("compression", parent.contentCompressionResistancePriority(for: .vertical) == .required)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// Controllers: the container transition between two children, `show` in a navigation
    /// controller, loading the view, the presentation controller and UIKit's defaults.
    static func controllers(_ ctx: UIViewControllerContextTransitioning) {
        let container = UIViewController(), a = UIViewController(), b = UIViewController()
        ctx.containerView.addSubview(container.view)
        container.addChild(a)
        container.addChild(b)
        container.view.addSubview(a.view)
        check("defaults", container.modalTransitionStyle == .coverVertical && !container.definesPresentationContext)
        check("no presentation controller", b.presentationController == nil)
        let pc = UIPresentationController(presentedViewController: b, presenting: container)
        check("its presentation controller", b.presentationController === pc)
        let nav = UINavigationController(rootViewController: UIViewController())
        let pushed = UIViewController()
        nav.topViewController?.show(pushed, sender: nil)
        check("show pushes", nav.topViewController === pushed)
        let lazy = UIViewController()
        check("not loaded", !lazy.isViewLoaded)
        lazy.loadViewIfNeeded()
        check("loaded", lazy.isViewLoaded)
        check("toolbar hidden", nav.isToolbarHidden)
        let titled = UIViewController()
        titled.title = "Inbox"
        check("tab item from the title", titled.tabBarItem.title == "Inbox" && titled.tabBarItem === titled.tabBarItem)
        check("forwards appearance", container.shouldAutomaticallyForwardAppearanceMethods)
        let table = UITableViewController(style: .plain)
        table.setEditing(true, animated: false)
        check("editing, the table with it", table.isEditing && table.tableView.isEditing && !container.isEditing)
        container.transition(
            from: a, to: b, duration: 0.1, options: [], animations: { b.view.alpha = 0.5 },
            completion: { finished in
                check("swapped", finished && a.view.superview == nil && b.view.superview === container.view)
                ctx.completeTransition(true)
            })
        check("to view added at once", b.view.superview === container.view)
        _ = pc
        if let to = ctx.view(forKey: .to) { ctx.containerView.addSubview(to) }
    }
}
