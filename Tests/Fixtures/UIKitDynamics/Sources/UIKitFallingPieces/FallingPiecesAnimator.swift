import UIKit

/// An animator as it would be written for iOS: the presenting view breaks into a grid of
/// pieces that are thrown up, fall under gravity, bounce off the container's edges and each
/// other and pile up on the floor, fading out; when the fade ends, the dynamics stop, the
/// pieces go and the transition completes.
final class FallingPiecesAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator?
    private var pieces: [UIView] = []
    private let columns = 3
    private let rows = 4
    private(set) var pauses = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        if let toView = transitionContext.view(forKey: .to), let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            if let fromView = fromView {
                containerView.insertSubview(toView, belowSubview: fromView)
            } else {
                containerView.addSubview(toView)
            }
        }

        if let fromView = fromView {
            let pieceSize = CGSize(width: fromView.bounds.width / CGFloat(columns), height: fromView.bounds.height / CGFloat(rows))
            // Pieces too small to see are not worth cutting.
            if pieceSize.width >= 4 && pieceSize.height >= 4 {
                for row in 0..<rows {
                    for column in 0..<columns {
                        let frame = CGRect(x: fromView.frame.minX + CGFloat(column) * pieceSize.width,
                                           y: fromView.frame.minY + CGFloat(row) * pieceSize.height,
                                           width: pieceSize.width, height: pieceSize.height)
                        let piece = UIView(frame: frame.insetBy(dx: 1, dy: 1))
                        piece.backgroundColor = fromView.backgroundColor
                        containerView.addSubview(piece)
                        pieces.append(piece)
                    }
                }
                fromView.isHidden = true
            }
        }

        let animator = UIDynamicAnimator(referenceView: containerView)
        animator.delegate = self
        let gravity = UIGravityBehavior(items: pieces)
        gravity.magnitude = 1.5
        let collision = UICollisionBehavior(items: pieces)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: pieces)
        material.elasticity = 0.3
        material.friction = 0.6
        material.angularResistance = 0.5
        for (index, piece) in pieces.enumerated() {
            material.addLinearVelocity(CGPoint(x: CGFloat(index % 7) * 20 - 60, y: -150), for: piece)
            material.addAngularVelocity(CGFloat(index % 5) - 2, for: piece)
        }
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(material)
        self.animator = animator

        let pieces = self.pieces
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseIn], animations: {
            pieces.forEach { $0.alpha = 0 }
        }, completion: { _ in
            self.animator?.removeAllBehaviors()
            pieces.forEach { $0.removeFromSuperview() }
            self.pieces.removeAll()
            fromView?.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        pauses += 1
    }
}
