import UIKit

public enum PinchZoomOperation: Int {
    case zoomIn = 1, zoomOut = 2
}

public protocol PinchZoomSource {
    func pinchZoomAnimator(_ animator: PinchZoomAnimator, startFrameFor operation: PinchZoomOperation) -> CGRect
}

public protocol PinchZoomDestination {
    func pinchZoomAnimator(_ animator: PinchZoomAnimator, endFrameFor operation: PinchZoomOperation) -> CGRect
    func pinchZoomAnimatorDidFinish(_ animator: PinchZoomAnimator)
}

/// Zooms a view from the frame its source gives to the frame its destination gives.
public class PinchZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: PinchZoomOperation
    let source: PinchZoomSource
    let destination: PinchZoomDestination

    public init(source: PinchZoomSource, destination: PinchZoomDestination, operation: PinchZoomOperation) {
        self.source = source
        self.destination = destination
        self.operation = operation
        super.init()
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to) else { fatalError() }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        let start = source.pinchZoomAnimator(self, startFrameFor: operation)
        let end = destination.pinchZoomAnimator(self, endFrameFor: operation)
        guard start.width > 0, end.width > 0 else { fatalError("no frame to zoom") }
        let zooming = UIView(frame: start)
        container.addSubview(zooming)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: {
            zooming.frame = end
            toView.alpha = 1
        }, completion: { _ in
            zooming.removeFromSuperview()
            self.destination.pinchZoomAnimatorDidFinish(self)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
