import UIKit

/// An animator as it would be written for iOS: the presenting view breaks into a grid of
/// pieces that fall under gravity, bounce off the container's edges and each other, and pile
/// up on the floor; when UIKit Dynamics reports that everything rests, the pieces go and the
/// transition completes.
final class FallingPiecesAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator?
    private var pieces: [UIView] = []
    private weak var transitionContext: UIViewControllerContextTransitioning?
    private let columns = 4
    private let rows = 6

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 2.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.insertSubview(toView, belowSubview: fromView)

        let pieceSize = CGSize(width: fromView.bounds.width / CGFloat(columns), height: fromView.bounds.height / CGFloat(rows))
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
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        guard let transitionContext = transitionContext else { return }
        animator.removeAllBehaviors()
        pieces.forEach { $0.removeFromSuperview() }
        pieces.removeAll()
        transitionContext.view(forKey: .from)?.isHidden = false
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
