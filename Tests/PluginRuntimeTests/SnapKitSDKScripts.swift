import SnapKit
import UIKit

// Scripts of SnapKitSDKTests, written as app code that uses SnapKit is (`import SnapKit`, the
// DSL's usual lines), run inside a real transition: every frame is checked against the
// closed-form layout of the container's size.

enum SnapKitScripts {
    /// Frames equal within a millionth of a point.
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    /// Make, relate, offset, inset, multiply, constants, priorities, kept constraints, update,
    /// remake and remove.
    static func layout(_ ctx: UIViewControllerContextTransitioning) {
        let c = ctx.containerView
        let (w, h) = (c.bounds.width, c.bounds.height)
        let card = UIView(), header = UIView(), label = UIView(), badge = UIView(), boxed = UIView()
        for v in [card, header, label, badge, boxed] { c.addSubview(v) }

        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
        header.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(210)
        }
        var labelTop: Constraint?
        label.snp.makeConstraints { make in
            labelTop = make.top.equalTo(header.snp.bottom).offset(10).constraint
            make.leading.equalToSuperview().offset(20)
            make.width.equalTo(header).multipliedBy(0.5)
            make.height.equalTo(30)
        }
        badge.snp.makeConstraints {
            $0.top.equalTo(50)
            $0.centerX.equalTo(card)
            $0.size.equalTo(CGSize(width: 40, height: 20))
            $0.width.equalTo(100).priority(.low)
        }
        boxed.snp.makeConstraints { make in make.edges.equalTo(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        check("no longer translating", !card.translatesAutoresizingMaskIntoConstraints)
        c.layoutIfNeeded()
        check("edges inset", same(card.frame, CGRect(x: 16, y: 16, width: w - 32, height: h - 32)), "\(card.frame)")
        check(
            "top, left, right, height", same(header.frame, CGRect(x: 0, y: 0, width: w, height: 210)), "\(header.frame)"
        )
        check(
            "below, offset, multiplied", same(label.frame, CGRect(x: 20, y: 220, width: w / 2, height: 30)),
            "\(label.frame)")
        check(
            "a number from the superview, a size, a low priority losing",
            same(badge.frame, CGRect(x: w / 2 - 20, y: 50, width: 40, height: 20)), "\(badge.frame)")
        check(
            "edges equal to insets", same(boxed.frame, CGRect(x: 2, y: 1, width: w - 6, height: h - 4)),
            "\(boxed.frame)")

        labelTop?.update(offset: 40)
        label.snp.updateConstraints { make in make.height.equalTo(60) }
        c.layoutIfNeeded()
        check(
            "kept constraint updated, height updated in place",
            same(label.frame, CGRect(x: 20, y: 250, width: w / 2, height: 60)), "\(label.frame)")
        let labels = { (c.constraints + label.constraints).filter { $0.firstItem === label && $0.isActive } }
        check("update adds none", labels().count == 4, "\(labels().count)")

        label.snp.remakeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(card).dividedBy(2)
        }
        c.layoutIfNeeded()
        check(
            "remade", same(label.frame, CGRect(x: w / 4 + 8, y: h / 4 + 8, width: (w - 32) / 2, height: (h - 32) / 2)),
            "\(label.frame)")
        check("remake replaces", labels().count == 4, "\(labels().count)")

        label.snp.removeConstraints()
        check("removed", labels().isEmpty, "\(labels().count)")

        let safe = UIView()
        c.addSubview(safe)
        safe.snp.makeConstraints { make in
            make.top.equalTo(c.safeAreaLayoutGuide.snp.top)
            make.bottom.equalTo(c.snp.safeAreaLayoutGuide)
            make.left.right.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 7))
        }
        c.layoutIfNeeded()
        let insets = c.safeAreaInsets
        check(
            "safe area guide, side insets",
            same(safe.frame, CGRect(x: 5, y: insets.top, width: w - 12, height: h - insets.top - insets.bottom)),
            "\(safe.frame) \(insets)")

        // Margins: a view's margin attributes are its margins guide's edges.
        let inner = UIView(), framed = UIView()
        c.addSubview(inner)
        inner.snp.makeConstraints { make in make.edges.equalToSuperview() }
        inner.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        inner.addSubview(framed)
        framed.snp.makeConstraints { make in
            make.top.equalTo(inner.snp.topMargin)
            make.left.equalTo(inner.snp.leftMargin)
            make.bottom.right.equalTo(inner.snp.margins)
        }
        c.layoutIfNeeded()
        check("margins", same(framed.frame, CGRect(x: 12, y: 10, width: w - 28, height: h - 24)), "\(framed.frame)")
        TransitionCodeGapsScripts.finish(ctx)
    }
}

extension SnapKitScripts {
    /// A constraint changed inside a property animator's block, laid out there with
    /// `layoutIfNeeded()` (the card-transition idiom): the frame animates along the animator.
    static func propertyAnimatorLayout(_ ctx: UIViewControllerContextTransitioning) {
        let c = ctx.containerView
        let card = UIView()
        c.addSubview(card)
        var top: Constraint?
        card.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(200).constraint
            make.left.equalToSuperview()
            make.width.height.equalTo(100)
        }
        c.layoutIfNeeded()
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear)
        animator.addAnimations {
            top?.update(offset: 0)
            c.layoutIfNeeded()
        }
        animator.addCompletion { _ in
            check("at the end", card.frame.minY == 0, "\(card.frame)")
            TransitionCodeGapsScripts.finish(ctx)
        }
        animator.startAnimation()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            let y = card.layer.presentation()?.frame.minY ?? -1
            check("halfway at half time", abs(y - 100) < 1e-6, "\(y)")
        }
    }
}
