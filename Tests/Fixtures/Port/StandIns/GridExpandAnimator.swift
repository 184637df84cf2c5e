import UIKit

/// A photo library's push from its grid to its pager, written as such libraries write it: the
/// from controller is first cast to UIKit's collection view controller, then tested against the
/// library's two grid classes, and the to controller is cast to the library's pager —
/// all declared in files not given. The picked item's cell is found through the grid's
/// collection view, as on iOS, where the user tapped it.
final class GridExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let grid = transitionContext.viewController(forKey: .from) as? UICollectionViewController,
            grid is GridViewController || grid is AlbumViewController,
            let pager = transitionContext.viewController(forKey: .to) as? PhotoPagerScreen,
            let picked = grid.collectionView.indexPathsForSelectedItems?.first,
            let cell = grid.collectionView.cellForItem(at: picked) as? GridCell
        else { return }
        let container = transitionContext.containerView
        let zoom = UIImageView(image: cell.thumbnail.image)
        zoom.frame = grid.collectionView.convert(cell.frame, to: container)
        container.addSubview(pager.view)
        container.addSubview(zoom)
        pager.view.alpha = 0
        cell.isHidden = true
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                pager.view.alpha = 1
                zoom.frame = container.bounds
            }
        ) { _ in
            cell.isHidden = false
            zoom.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
