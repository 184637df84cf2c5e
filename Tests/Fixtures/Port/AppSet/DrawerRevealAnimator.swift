//
//  DrawerRevealAnimator.swift
//  Drawer
//

import UIKit

open class DrawerRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    public enum Side {
        case opening
        case closing
    }

    let side: Side

    public init(side: Side) {
        self.side = side
        super.init()
    }

    open func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    open func animateTransition(using context: UIViewControllerContextTransitioning) {
        switch side {
        case .opening:
            let drawer = context.viewController(forKey: .to)!
            context.containerView.addSubview(drawer.view)
            reveal(drawer as! DrawerPanel, from: -drawer.view.bounds.width, to: 0) {
                context.completeTransition(!context.transitionWasCancelled)
            }
        case .closing:
            let drawer = context.viewController(forKey: .from)!
            reveal(drawer as! DrawerPanel, from: 0, to: -drawer.view.bounds.width) {
                drawer.view.removeFromSuperview()
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    private func reveal(_ panel: DrawerPanel, from: CGFloat, to: CGFloat, completion: @escaping () -> Void) {
        panel.view.transform = CGAffineTransform(translationX: from, y: 0)
        UIView.animate(withDuration: 0.3, animations: {
            panel.view.transform = CGAffineTransform(translationX: to, y: 0)
        }, completion: { _ in
            panel.view.transform = .identity
            completion()
        })
    }
}
