//
//  ExpandCardAnimator.swift
//  A card that grows from its cell to the whole screen, laid out with SnapKit as many apps
//  lay out their transition views: constraints made on the snapshot, kept, changed and
//  animated with layoutIfNeeded().
//

import UIKit
import SnapKit

final class ExpandCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval = 0.45
    private var cardTop: Constraint?
    private var cardHeight: Constraint?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let card = UIView()
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        container.addSubview(card)
        card.snp.makeConstraints { make in
            cardTop = make.top.equalToSuperview().offset(200).constraint
            make.left.right.equalToSuperview().inset(20)
            cardHeight = make.height.equalTo(180).constraint
        }
        let title = UIView()
        title.backgroundColor = .darkGray
        card.addSubview(title)
        title.snp.makeConstraints {
            $0.top.leading.equalToSuperview().offset(16)
            $0.trailing.equalToSuperview().offset(-16)
            $0.height.equalTo(24)
        }
        container.layoutIfNeeded()

        cardTop?.update(offset: 0)
        cardHeight?.update(offset: container.bounds.height)
        card.snp.updateConstraints { make in
            make.left.right.equalToSuperview().inset(0)
        }
        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
            card.layer.cornerRadius = 0
            container.layoutIfNeeded()
        }, completion: { _ in
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            container.addSubview(toView)
            card.snp.removeConstraints()
            card.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
