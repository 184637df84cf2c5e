import UIKit

/// Fades the to view in under a card that fades out: the card is an app view subclass
/// holding a child controller's view and a shape sublayer, positioned with Swift 4 spellings.
final class SubclassAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    /// UIKit's accessibility members: overridable, kept as set, with UIKit's defaults.
    private static func accessibilityBehaves() -> Bool {
        let modal = ModalCardView()
        modal.accessibilityViewIsModal = false
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        let spokenTitle = button.accessibilityLabel
        button.accessibilityLabel = "Close the card"
        button.accessibilityTraits = [.button, .selected]
        return modal.accessibilityViewIsModal && modal.accessibilityPerformEscape() && modal.escaped
            && !UIView().accessibilityPerformEscape() && spokenTitle == "Close"
            && button.accessibilityLabel == "Close the card" && button.accessibilityTraits.contains(.selected)
            && UIView().accessibilityLabel == nil
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: UITransitionContextViewKey.to),
              let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to) else {
            transitionContext.completeTransition(false)
            return
        }
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toVC)

        let card = RoundedCardView(frame: .zero)
        card.frame = toView.frame
        container.addSubview(card)
        container.bringSubview(toFront: card)

        let detail = DetailViewController()
        toVC.addChildViewController(detail)
        detail.view.frame = card.bounds
        card.addSubview(detail.view)
        detail.didMove(toParentViewController: toVC)
        detail.beginAppearanceTransition(true, animated: true)
        detail.endAppearanceTransition()

        let pulse = PulseLayer()
        pulse.frame = card.bounds
        pulse.path = UIBezierPath(ovalIn: card.bounds).cgPath
        card.layer.addSublayer(pulse)
        pulse.add(FadeAnimation(from: 1, to: 0, duration: 0.4), forKey: "pulse")

        let layout = SquareGridLayout()
        layout.prepare()
        let interaction = ClampedInteraction()
        interaction.completionSpeed = 1
        _ = EdgeDragRecognizer()

        // What the subclasses recorded is part of the result: the card's didMoveToSuperview
        // ran, its frame setter ran, the child's view loaded once and appeared.
        let ok = card.moves == 1 && card.frameChanges == 1 && detail.didLoad && detail.appearances == ["will", "did"]
            && detail.parent === toVC && layout.itemSize.width == 40 && card.contentMode == .scaleAspectFill
            && detail.preferredContentSize.width == 320 && detail.title == "Detail"
            && RoundedCardView().bounds.isEmpty && EdgeDragRecognizer().state == .possible
            && DirectionalPanRecognizer(vertical: true, target: nil, action: nil).vertical
            && TitledCell(frame: .zero).title.text == "Card" && CaptionLabel(title: "hi").title == "hi"
            && CaptionLabel(title: "hi").text == "HI" && CaptionLabel(title: "hi").accessibilityLabel == "HI"
            && Self.accessibilityBehaves()
        toView.alpha = 0
        UIView.animate(withDuration: 0.4, delay: 0, options: UIViewAnimationOptions.curveEaseInOut, animations: {
            toView.alpha = 1
            card.alpha = 0
        }, completion: { _ in
            detail.willMove(toParentViewController: nil)
            detail.view.removeFromSuperview()
            detail.removeFromParentViewController()
            card.removeFromSuperview()
            // A subclass that did not behave shows as a cancelled transition.
            transitionContext.completeTransition(ok && detail.parent == nil && !transitionContext.transitionWasCancelled)
        })
    }
}
