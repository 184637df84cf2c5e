import UIKit

/// The app's detail screen, laid out in a storyboard: its views are outlets.
class RecipeDetailViewController: UIViewController {
    @IBOutlet weak var heroImageView: UIImageView!
    @IBOutlet weak var titleLabel: UILabel!
    var recipeName = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = recipeName
    }
}

/// Grows the tapped photo into the detail screen's hero image, then fades the title in.
class RecipeOpenTransition: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect(x: 20, y: 200, width: 120, height: 120)

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let detail = transitionContext.viewController(forKey: .to) as? RecipeDetailViewController else {
            return
        }
        let container = transitionContext.containerView
        detail.view.frame = transitionContext.finalFrame(for: detail)
        container.addSubview(detail.view)
        let heroFrame = detail.heroImageView.frame
        detail.heroImageView.frame = originFrame
        detail.titleLabel.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            detail.heroImageView.frame = heroFrame
            detail.titleLabel.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
