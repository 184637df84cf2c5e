//
//  LightboxZoomAnimator.swift
//  Lightbox
//

import UIKit

/// What the gallery gives the zoom: the thumbnail it starts from and where it lands.
public protocol LightboxZoomSource: AnyObject {
    func zoomStartImageView() -> UIImageView
    func zoomEndFrame(in containerBounds: CGRect) -> CGRect
    func zoomDidMove(_ imageView: UIImageView)
}

public final class LightboxZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    var presenting = true
    // Set by the gallery before it presents.
    public var source: LightboxZoomSource?
    public var dimColor: UIColor!

    public init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.alpha = 0
        containerView.addSubview(toView)

        let imageView = source!.zoomStartImageView()
        let image = imageView.image!
        let zoomView = UIImageView(image: image)
        zoomView.frame = CGRect(origin: .zero, size: image.size)
        containerView.addSubview(zoomView)
        containerView.backgroundColor = dimColor.withAlphaComponent(0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            zoomView.frame = self.source!.zoomEndFrame(in: containerView.bounds)
            self.source!.zoomDidMove(zoomView)
            toView.alpha = 1
        }, completion: { _ in
            zoomView.removeFromSuperview()
            containerView.backgroundColor = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
