import UIKit

/// A detail screen made in code, with the usual initializer pair.
final class DetailViewController: UIViewController {
    private(set) var didLoad = false
    private(set) var appearances: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Detail"
        preferredContentSize = CGSize(width: 320, height: 240)
        modalPresentationStyle = .custom
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = RoundedCardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        didLoad = true
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.append("will")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances.append("did")
    }
}

/// An interaction controller subclass that clamps what it is given.
final class ClampedInteraction: UIPercentDrivenInteractiveTransition {
    override func update(_ percentComplete: CGFloat) {
        super.update(min(max(percentComplete, 0), 1))
    }
}

/// A pan recognizer subclass.
final class EdgeDragRecognizer: UIPanGestureRecognizer {
    override func reset() {
        super.reset()
    }
}

/// A recognizer subclass with an initializer of its own that calls UIKit's designated
/// `init(target:action:)` through `super` (a directional pan, as apps write them): it must
/// compile and load — as a convenience initializer the SDK's left an undefined symbol.
final class DirectionalPanRecognizer: UIPanGestureRecognizer {
    let vertical: Bool

    init(vertical: Bool, target: Any?, action: Selector?) {
        self.vertical = vertical
        super.init(target: target, action: action)
    }
}

/// A flow layout subclass that sets its item size in prepare().
final class SquareGridLayout: UICollectionViewFlowLayout {
    override func prepare() {
        itemSize = CGSize(width: 40, height: 40)
        super.prepare()
    }
}
