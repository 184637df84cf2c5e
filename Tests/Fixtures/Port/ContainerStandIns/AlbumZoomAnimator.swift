import UIKit

/// Zooms the album cover the user tapped in the grid into the album's screen.
/// AlbumGridViewController and AlbumCoverCell are the app's (not given here).
class AlbumZoomAnimator: NSObject {
}

extension AlbumZoomAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let grid = transitionContext.viewController(forKey: .from) as? AlbumGridViewController,
            let tappedIndex = grid.collectionView.indexPathsForSelectedItems?.first,
            let tappedCell = grid.collectionView.cellForItem(at: tappedIndex) as? AlbumCoverCell
        else { return }

        let startFrame = grid.view.convert(tappedCell.bounds, from: tappedCell)
        toViewController.view.frame = startFrame
        toViewController.view.layer.cornerRadius = 12
        transitionContext.containerView.addSubview(toViewController.view)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toViewController.view.frame = transitionContext.finalFrame(for: toViewController)
            toViewController.view.layer.cornerRadius = 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
