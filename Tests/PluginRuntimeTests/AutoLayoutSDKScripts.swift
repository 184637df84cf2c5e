import AnimatorABI

// Scripts of AutoLayoutSDKTests (this file imports the SDK alone, as a plugin would): the
// classic idiom of a constraint's constant changed, then `layoutIfNeeded()` inside
// `UIView.animate`, on host views.

/// A view with a natural size, as a label's.
final class IntrinsicChip: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 12) }
}

enum AutoLayoutScripts {
    /// The constraints the last run activated, for the test to read after the transition.
    // Written and read on the test's thread only: the scripted transition runs there.
    nonisolated(unsafe) static var made: [NSLayoutConstraint] = []

    /// Lays out a card and a sibling badge from constraints, then animates a change of two
    /// constants linearly over 0.4 s: at 0.2 s the card shows the midpoint frame.
    static func animatedConstant(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let card = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let plain = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        let badge = UIView()
        for v in [card, plain, badge] { container.addSubview(v) }
        card.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        let top = card.topAnchor.constraint(equalTo: container.topAnchor, constant: 100)
        let width = card.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            top, width, card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            badge.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10)
        ])
        plain.widthAnchor.constraint(equalToConstant: 50).isActive = true
        made = [top, width]
        check("nothing moves before a pass", card.frame == CGRect(x: 1, y: 2, width: 3, height: 4), "\(card.frame)")
        container.layoutIfNeeded()
        check("laid out", card.frame == CGRect(x: 20, y: 100, width: 100, height: 50), "\(card.frame)")
        check("sibling after it", badge.frame == CGRect(x: 128, y: 120, width: 10, height: 10), "\(badge.frame)")
        check("a translating view keeps its frame", plain.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        top.constant = 300
        width.constant = 200
        UIView.animate(
            withDuration: 0.4, delay: 0, options: [.curveLinear],
            animations: { container.layoutIfNeeded() },
            completion: { _ in
                check("at the end", card.layer.presentation()?.frame == card.frame, "\(card.frame)")
                endOfCallPass(ctx)
            })
        check("model value at once", card.frame == CGRect(x: 20, y: 300, width: 200, height: 100), "\(card.frame)")
        check("sibling follows", badge.frame == CGRect(x: 228, y: 345, width: 10, height: 10), "\(badge.frame)")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            let shown = card.layer.presentation()?.frame ?? .null
            let mid = CGRect(x: 20, y: 200, width: 150, height: 75)
            let off = [shown.minX - mid.minX, shown.minY - mid.minY, shown.width - mid.width, shown.height - mid.height]
            check("the midpoint at half time", off.allSatisfy { abs($0) < 1e-6 }, "\(shown)")
        }
    }

    /// `anchorWithOffset(to:)`: two 60-wide views spread with three equal gaps across the
    /// container's safe area (whose insets are zero here), and a label 12 below a badge,
    /// measured between the anchors themselves.
    static func equalGaps(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let a = UIView(), b = UIView()
        for v in [a, b] {
            container.addSubview(v)
            v.translatesAutoresizingMaskIntoConstraints = false
        }
        let guide = container.safeAreaLayoutGuide
        let before = guide.leftAnchor.anchorWithOffset(to: a.leftAnchor)
        let between = a.rightAnchor.anchorWithOffset(to: b.leftAnchor)
        let after = b.rightAnchor.anchorWithOffset(to: guide.rightAnchor)
        let fixedGap = a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 12)
        NSLayoutConstraint.activate([
            before.constraint(equalTo: between), after.constraint(equalTo: between),
            a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 60),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            a.heightAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 30), fixedGap
        ])
        container.layoutIfNeeded()
        let gap = (container.bounds.width - 120) / 3
        check("a after one gap", abs(a.frame.minX - gap) < 1e-6, "\(a.frame), gap \(gap)")
        check("b after two gaps and a", abs(b.frame.minX - (2 * gap + 60)) < 1e-6, "\(b.frame), gap \(gap)")
        check("b 12 below a", b.frame.minY == 82, "\(b.frame)")
        check("a constant on a distance is a dimension's", fixedGap.constant == 12 && fixedGap.firstItem === b)
        if let to = ctx.view(forKey: .to) { container.insertSubview(to, at: 0) }
        UIView.animate(
            withDuration: 0.1, animations: { a.alpha = 0.5 }, completion: { _ in ctx.completeTransition(true) })
    }

    /// A constraint activated with no `layoutIfNeeded()` moves its view once the call ends,
    /// without animation (UIKit's layout pass at the end of the run-loop turn).
    static func endOfCallPass(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let late = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(late)
        late.translatesAutoresizingMaskIntoConstraints = false
        late.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5).isActive = true
        check("not before the pass", late.frame.width == 10)
        let chip = IntrinsicChip(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        container.addSubview(chip)
        chip.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            chip.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 3),
            chip.topAnchor.constraint(equalTo: container.topAnchor, constant: 4)
        ])
        chip.layoutIfNeeded()
        check("its intrinsic size when nothing else sets one", chip.frame == CGRect(x: 3, y: 4, width: 30, height: 12))
        DispatchQueue.main.async {
            check("after the call", late.frame.width == container.bounds.width / 2, "\(late.frame)")
            check("not animated", late.layer.presentation()?.frame.width == late.frame.width)
            if let to = ctx.view(forKey: .to) { container.addSubview(to) }
            ctx.completeTransition(true)
        }
    }
}

/// Visual Format Language in a transition: a row of three views spaced by standard, metric
/// and inequality connections, aligned on the first one's top and bottom, a view flush with
/// every edge, and priorities (320 × 480 container).
enum VisualFormatScripts {
    static func row(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let a = UIView(), b = UIView(), c = UIView(), fill = UIView(), e = UIView()
        for v in [fill, a, b, c, e] {
            container.addSubview(v)
            v.translatesAutoresizingMaskIntoConstraints = false
        }
        let views = ["a": a, "b": b, "c": c, "fill": fill, "e": e]
        var all = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(side)]-gap-[b(==a)]-(>=0)-[c(60)]-|", options: [.alignAllTop, .alignAllBottom],
            metrics: ["side": 40, "gap": CGFloat(10)], views: views)
        check("one per relation", all.count == 11, "\(all.count)")
        all += NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[a(50)]", metrics: nil, views: views)
        all += NSLayoutConstraint.constraints(withVisualFormat: "H:|[fill]|", metrics: nil, views: views)
        all += NSLayoutConstraint.constraints(withVisualFormat: "V:|[fill]|", metrics: nil, views: views)
        // An optional width loses to a required one; the vertical chain ends at the bottom edge.
        all += NSLayoutConstraint.constraints(withVisualFormat: "H:|-100-[e(200@250,==a)]", metrics: nil, views: views)
        all += NSLayoutConstraint.constraints(withVisualFormat: "V:[e(20)]-(8)-|", metrics: nil, views: views)
        check("inactive until activated", all.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(all)
        container.layoutIfNeeded()
        check("a", a.frame == CGRect(x: 20, y: 30, width: 40, height: 50), "\(a.frame)")
        check("b", b.frame == CGRect(x: 70, y: 30, width: 40, height: 50), "\(b.frame)")
        check("c", c.frame == CGRect(x: 240, y: 30, width: 60, height: 50), "\(c.frame)")
        check("fill", fill.frame == container.bounds, "\(fill.frame)")
        check("e", e.frame == CGRect(x: 100, y: 452, width: 40, height: 20), "\(e.frame)")
        let trailing = all.first { $0.firstAttribute == .trailing && $0.secondAttribute == .trailing }
        check(
            "UIKit's shape of a trailing edge",
            trailing?.firstItem === container && trailing?.secondItem === c && trailing?.constant == 20)
        if let to = ctx.view(forKey: .to) { container.insertSubview(to, at: 0) }
        UIView.animate(
            withDuration: 0.1, animations: { a.alpha = 0.5 }, completion: { _ in ctx.completeTransition(true) })
    }
}
