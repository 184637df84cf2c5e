import AnimatorABI

/// Drops a 40 × 40 piece from centre (50, 50) of the container under gravity onto the
/// container's floor (the reference bounds as a boundary), with the to view in place
/// beneath, and completes the transition from the dynamic animator's pause callback — how
/// iOS animators that let pieces fall finish.
final class DropPieceAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    private var dynamics: UIDynamicAnimator?
    private var context: UIViewControllerContextTransitioning?
    private var piece: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        if let to = transitionContext.view(forKey: .to), let vc = transitionContext.viewController(forKey: .to) {
            container.addSubview(to)
            to.frame = transitionContext.finalFrame(for: vc)
        }
        let piece = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        piece.title = "piece"
        container.addSubview(piece)
        self.piece = piece
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        let collision = UICollisionBehavior(items: [piece])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [piece]))
        animator.addBehavior(collision)
        dynamics = animator
        HostConnection.current?.log("start \(CACurrentMediaTime())")
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        guard let piece, let context else { return }
        HostConnection.current?.log(
            "paused at \(CACurrentMediaTime()) bottom \(piece.center.y + 20) running \(animator.isRunning)")
        piece.removeFromSuperview()
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// The plugin's descriptor.
enum DropPiecePlugin: SDKTestPlugin {
    static let id = "test.swift-drop-piece"
    static let name = "Swift drop piece"
    static let summary = "UIKit Dynamics: a piece falls onto the container's floor"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        DropPieceAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func dropPiecePluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(DropPiecePlugin.self) }
