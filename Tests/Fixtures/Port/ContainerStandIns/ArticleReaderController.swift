import UIKit

/// The app's reader screen, which it presents inside a navigation controller. Its header is
/// an outlet of the storyboard.
class ArticleReaderController: UIViewController {
    @IBOutlet weak var headerView: UIImageView!
    var articleTitle = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = articleTitle
        headerView.backgroundColor = .darkGray
    }
}
