import UIKit

/// Shatters the outgoing view: a grid of coloured pieces flies apart, each to a random place
/// and turn (arc4random_uniform, arc4random, CGFloat.random, Double.random, Bool.random,
/// shuffled, randomElement, drand48), while the incoming view fades in.
class ShatterAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let bounds = container.bounds
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        var pieces: [UIView] = []
        let columns = 4, rows = 6
        let size = CGSize(width: bounds.width / CGFloat(columns), height: bounds.height / CGFloat(rows))
        let palette: [UIColor] = (0..<6).map { UIColor(red: CGFloat($0) / 6, green: 0.5, blue: 1 - CGFloat($0) / 6, alpha: 1) }
        for row in 0..<rows {
            for column in 0..<columns {
                let piece = UIView(frame: CGRect(x: CGFloat(column) * size.width, y: CGFloat(row) * size.height, width: size.width, height: size.height))
                piece.backgroundColor = palette.randomElement()
                piece.alpha = CGFloat(0.5 + drand48() / 2)
                container.addSubview(piece)
                pieces.append(piece)
            }
        }
        fromView?.alpha = 0
        UIView.animate(withDuration: 0.6, delay: 0, options: [.curveEaseIn], animations: {
            for piece in pieces.shuffled() {
                let dx = CGFloat(arc4random_uniform(200)) - 100
                let dy = CGFloat(arc4random() % 300) + CGFloat.random(in: 0..<100)
                let angle = CGFloat(Double.random(in: -Double.pi...Double.pi))
                piece.center = CGPoint(x: piece.center.x + dx, y: piece.center.y + dy)
                piece.transform = CGAffineTransform(rotationAngle: Bool.random() ? angle : -angle)
                piece.alpha = 0
            }
            toView.alpha = 1
        }, completion: { _ in
            pieces.forEach { $0.removeFromSuperview() }
            fromView?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
