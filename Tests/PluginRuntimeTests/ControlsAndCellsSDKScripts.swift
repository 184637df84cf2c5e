import AnimatorABI

// Scripts of ControlsAndCellsSDKTests (this file imports the SDK alone, as a plugin would):
// controls, buttons, labels, cells, autoresizing, traits and masked corners on host views.

/// A controller whose methods controls call, counting what they got.
final class ControlTarget {
    var taps: [UIControl] = []
    var plain = 0
    func tapped(_ sender: UIControl) { taps.append(sender) }
    func tick() { plain += 1 }
}

enum ControlsAndCellsScripts {
    /// Puts the to view in the container and completes after a short animation (a transition
    /// that completes inside animateTransition ends before the rig sees it start).
    static func finish(_ ctx: UIViewControllerContextTransitioning) {
        if let to = ctx.view(forKey: .to) { ctx.containerView.addSubview(to) }
        UIView.animate(
            withDuration: 0.1, animations: { ctx.containerView.alpha = 1 },
            completion: { _ in ctx.completeTransition(true) })
    }

    /// Target/action with the SDK's Selector, closures, disabled controls, removal, weak targets.
    static func controls(_ ctx: UIViewControllerContextTransitioning) {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        ctx.containerView.addSubview(control)
        let target = ControlTarget()
        control.addTarget(target, action: Selector(ControlTarget.tapped(_:)), for: .touchUpInside)
        control.addTarget(target, action: Selector(ControlTarget.tick), for: [.valueChanged, .touchUpInside])
        var closureRuns: [UIControl?] = []
        let action = UIAction(title: "go") { a in closureRuns.append(a.sender as? UIControl) }
        control.addAction(action, for: .primaryActionTriggered)
        control.sendActions(for: .touchUpInside)
        check("selector with sender", target.taps.count == 1 && target.taps.first === control, "\(target.taps.count)")
        check("selector without argument", target.plain == 1, "\(target.plain)")
        control.sendActions(for: .touchDown)
        check("other event sends nothing", target.taps.count == 1 && target.plain == 1)
        control.sendActions(for: .primaryActionTriggered)
        check(
            "closure gets the control as sender", closureRuns.count == 1 && closureRuns[0] === control,
            "\(closureRuns.count)")
        check(
            "all events", control.allControlEvents == [.touchUpInside, .valueChanged, .primaryActionTriggered],
            "\(control.allControlEvents.rawValue)")
        control.isEnabled = false
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        check("disabled sends nothing", target.taps.count == 1 && closureRuns.count == 1)
        check("state disabled", control.state == .disabled)
        control.isEnabled = true
        control.isSelected = true
        control.isHighlighted = true
        check("state", control.state == [.selected, .highlighted], "\(control.state.rawValue)")
        control.removeTarget(target, action: nil, for: .touchUpInside)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        check(
            "removed for one event only", target.taps.count == 1 && target.plain == 2,
            "\(target.taps.count) \(target.plain)")
        control.removeAction(action, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        check("closure removed", closureRuns.count == 1)
        // Weakly held: a target that is gone gets nothing and no crash.
        var gone: ControlTarget? = ControlTarget()
        weak let weakGone = gone
        control.addTarget(gone, action: Selector(ControlTarget.tick), for: .touchCancel)
        gone = nil
        check("target held weakly", weakGone == nil)
        control.sendActions(for: .touchCancel)
        check(
            "targets", control.allTargets.count == 1 && control.allTargets.first === target,
            "\(control.allTargets.count)")
        finish(ctx)
    }

    /// A button's current title is drawn as the view's title and follows its state; a
    /// label's text is its title.
    static func buttonsAndLabels(_ ctx: UIViewControllerContextTransitioning) {
        let button = UIButton(type: .system)
        ctx.containerView.addSubview(button)
        check("type", button.buttonType == .system)
        check("no title", button.title == nil && button.currentTitle == nil)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        check("normal title drawn", button.title == "Play", "\(button.title ?? "nil")")
        button.isSelected = true
        check(
            "selected title drawn", button.title == "Pause" && button.currentTitle == "Pause",
            "\(button.title ?? "nil")")
        button.isHighlighted = true
        check(
            "falls back to normal", button.currentTitle == "Play" && button.title == "Play", "\(button.title ?? "nil")")
        button.isHighlighted = false
        button.setTitleColor(.red, for: .normal)
        check("title colour by state", button.titleColor(for: .disabled) == .red && button.currentTitleColor == .red)
        let tapped = ControlTarget()
        button.addTarget(tapped, action: Selector(ControlTarget.tapped(_:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        check("button sends", tapped.taps.first === button)
        check("button kept its class", ctx.containerView.subviews.last is UIButton)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        ctx.containerView.addSubview(label)
        label.text = "Hello"
        check("label text is the drawn title", label.title == "Hello" && label.text == "Hello")
        label.textAlignment = .center
        label.numberOfLines = 0
        label.font = .boldSystemFont(ofSize: 20)
        check("label kept", label.textAlignment == .center && label.numberOfLines == 0 && label.font.pointSize == 20)
        label.text = nil
        check("label cleared", label.title == nil)
        finish(ctx)
    }

    /// UIKit's autoresizing on size changes, outside and inside an animation block.
    static func autoresizing(_ ctx: UIViewControllerContextTransitioning) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ctx.containerView.addSubview(parent)
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 0, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let shared = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
        shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for v in [fill, pinnedRight, shared, fixed] { parent.addSubview(v) }
        check("mask reads back", fill.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        check("flexible size", fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130), "\(fill.frame)")
        check(
            "flexible left margin", pinnedRight.frame == CGRect(x: 170, y: 0, width: 20, height: 20),
            "\(pinnedRight.frame)")
        // 100 more points shared 20 : 60 : 20 between left margin, width and right margin.
        check("shared in proportion", shared.frame == CGRect(x: 40, y: 0, width: 120, height: 10), "\(shared.frame)")
        check("no mask keeps its frame", fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        check("bounds shrink too", fill.frame == CGRect(x: 10, y: 10, width: 80, height: 80), "\(fill.frame)")
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        check("autoresizesSubviews false", fill.frame == CGRect(x: 10, y: 10, width: 80, height: 80), "\(fill.frame)")
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.autoresizesSubviews = true
        UIView.animate(
            withDuration: 0.4,
            animations: {
                parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            },
            completion: { _ in
                check(
                    "after the animation", fill.frame == CGRect(x: 10, y: 10, width: 180, height: 80), "\(fill.frame)")
                if let to = ctx.view(forKey: .to) { ctx.containerView.addSubview(to) }
                ctx.completeTransition(true)
            })
        check("model value at once", fill.frame.width == 180, "\(fill.frame)")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            let shown = fill.layer.presentation()?.frame.width ?? -1
            check("animates with its superview", shown > 80 && shown < 180, "\(shown)")
        }
    }

    /// A cell's content view fills it; the selected background shows while selected;
    /// prepareForReuse clears the states.
    static func cells(_ ctx: UIViewControllerContextTransitioning) {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        ctx.containerView.addSubview(cell)
        check(
            "content fills",
            cell.contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 60) && cell.contentView.superview === cell)
        cell.frame = CGRect(x: 5, y: 5, width: 80, height: 30)
        check(
            "content follows", cell.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 30),
            "\(cell.contentView.frame)")
        let bg = UIView(), sel = UIView()
        cell.backgroundView = bg
        cell.selectedBackgroundView = sel
        let order = cell.subviews
        check(
            "backgrounds under the content",
            order.count == 3 && order[0] === bg && order[1] === sel && order[2] === cell.contentView)
        check("backgrounds sized", bg.frame.size == CGSize(width: 80, height: 30) && sel.frame.size == bg.frame.size)
        check("selected background hidden", sel.isHidden)
        cell.isSelected = true
        check("selected background shown", !sel.isHidden)
        cell.prepareForReuse()
        check("reuse clears", !cell.isSelected && !cell.isHighlighted && sel.isHidden)
        check("no reuse identifier", cell.reuseIdentifier == nil)
        let attrs = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        check("preferred attributes", cell.preferredLayoutAttributesFitting(attrs) === attrs)
        finish(ctx)
    }

    /// Traits of the host; maskedCorners kept.
    static func traitsAndCorners(_ ctx: UIViewControllerContextTransitioning) {
        let t = ctx.containerView.traitCollection
        let size = UIScreen.main.bounds.size
        check("scale", t.displayScale == UIScreen.main.scale)
        check("style", t.userInterfaceStyle == .light)
        check(
            "size classes",
            t.horizontalSizeClass == (size.width >= 736 ? .regular : .compact)
                && t.verticalSizeClass == (size.height > 500 ? .regular : .compact), "\(size)")
        check("controller", ctx.viewController(forKey: .to)?.traitCollection == t)
        let layer = ctx.containerView.layer
        check(
            "all corners by default",
            layer.maskedCorners == [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner
            ])
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        check("corners kept", ctx.containerView.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        finish(ctx)
    }

    /// Auto Layout kept and read back: anchors make constraints with UIKit's fields.
    static func autoLayout(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        container.addSubview(v)
        check("translates by default", v.translatesAutoresizingMaskIntoConstraints)
        v.translatesAutoresizingMaskIntoConstraints = false
        check("translates kept", !v.translatesAutoresizingMaskIntoConstraints)
        let leading = v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
        check(
            "anchor fields",
            leading.firstItem === v && leading.secondItem === container && leading.firstAttribute == .leading
                && leading.secondAttribute == .leading && leading.relation == .equal && leading.constant == 16
                && leading.multiplier == 1)
        check("inactive when made", !leading.isActive)
        let width = v.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -8)
        let height = v.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        check(
            "dimension",
            width.multiplier == 0.5 && width.constant == -8 && height.secondItem == nil
                && height.secondAttribute == .notAnAttribute && height.relation == .greaterThanOrEqual)
        NSLayoutConstraint.activate([leading, width, height])
        check("activated", leading.isActive && width.isActive && height.isActive)
        height.priority = .defaultHigh - 1
        check("priority", height.priority.rawValue == 749)
        // As in UIKit, a view holds the active constraints whose items' nearest common ancestor
        // it is (a constant size: the view itself), and those added to it.
        check(
            "held by the common ancestor",
            container.constraints.map(ObjectIdentifier.init) == [leading, width].map(ObjectIdentifier.init)
                && v.constraints.count == 1 && v.constraints[0] === height)
        v.addConstraint(leading)
        check("added", v.constraints.count == 2 && v.constraints[0] === leading)
        container.removeConstraints(container.constraints)
        check("removed", container.constraints.isEmpty && !leading.isActive && !width.isActive && height.isActive)
        check("frame untouched until a layout pass", v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        finish(ctx)
    }
}
