//
//  SideDrawerPresenter.swift
//  Written for host-cli port's tests: the presenting half of a drawer its app presents with no
//  style set (full screen before iOS 13). The drawer is as wide as its app says; the content
//  (the presenting view) slides aside and, since UIKit takes it out of the window once the
//  presentation completes, is put back beside the drawer right after.
//

import UIKit

final class SideDrawerPresenter: NSObject, UIViewControllerAnimatedTransitioning {

    private let drawerWidth: CGFloat

    init(drawerWidth: CGFloat) {
        self.drawerWidth = drawerWidth
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let content = transitionContext.view(forKey: .from),
            let drawer = transitionContext.view(forKey: .to)
        else { return }

        drawer.frame = CGRect(x: -drawerWidth, y: 0, width: drawerWidth, height: container.bounds.height)
        container.addSubview(drawer)
        container.addSubview(content)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut, animations: {
            drawer.frame.origin.x = 0
            content.frame.origin.x = self.drawerWidth
        }, completion: { _ in
            let done = !transitionContext.transitionWasCancelled
            transitionContext.completeTransition(done)
            // Keep the content on screen beside the drawer.
            if done { container.addSubview(content) }
        })
    }
}
