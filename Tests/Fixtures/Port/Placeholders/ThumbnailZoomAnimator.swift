import UIKit

/// Zooms the tapped thumbnail of the app's grid to full screen. Made by the grid with the
/// collection view and the tapped item; it refuses to exist without a cell to zoom from.
final class ThumbnailZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private weak var collectionView: UICollectionView?
    private let indexPath: IndexPath

    init?(collectionView: UICollectionView, indexPath: IndexPath) {
        guard collectionView.cellForItem(at: indexPath) != nil else { return nil }
        self.collectionView = collectionView
        self.indexPath = indexPath
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let cell = collectionView?.cellForItem(at: indexPath),
              let snapshot = cell.snapshotView(afterScreenUpdates: false),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)
        snapshot.frame = container.convert(cell.bounds, from: cell)
        container.addSubview(snapshot)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            snapshot.frame = toView.frame
            toView.alpha = 1
        }, completion: { _ in
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
