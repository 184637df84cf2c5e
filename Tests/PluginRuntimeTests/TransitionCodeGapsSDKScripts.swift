import AnimatorABI

// Scripts for TransitionCodeGapsSDKTests: the UIKit names real transition code used that the
// SDK lacked (tools/census/port.tsv, class b; tools/census/compile.tsv), exercised from a
// real transition, reporting through `check`.

/// A collection view subclass, as apps declare one with a convenience initializer of their
/// own over UIKit's designated one.
final class CenteredCollection: UICollectionView {
    convenience init(frame: CGRect, itemSide: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: itemSide, height: itemSide)
        self.init(frame: frame, collectionViewLayout: layout)
    }
}

/// Answers a fixed number of items in each of its sections.
final class CountingSource: UICollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }
}

/// Records `perform()`, as a custom segue animates and then installs its destination.
final class RecordingSegue: UIStoryboardSegue {
    var performed = 0
    override func perform() { performed += 1 }
}

/// A segue source that hands a value to the destination in `prepare(for:sender:)`.
final class SegueSource: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { segue.destination.title = "prepared" }
}

enum TransitionCodeGapsScripts {
    /// Puts the to view in the container and completes after a short fade, as animators do.
    static func finish(_ ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(true) }
        ctx.containerView.addSubview(to)
        to.alpha = 0
        UIView.animate(withDuration: 0.1, animations: { to.alpha = 1 }) { _ in ctx.completeTransition(true) }
    }

    /// A plugin-made collection view is a scroll view of the host: its frame, superview and
    /// scroll properties are the view's; its counts come from the data source; it finds items
    /// by point from its layout.
    static func pluginCollectionView(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let cv = CenteredCollection(frame: CGRect(x: 10, y: 20, width: 200, height: 100), itemSide: 50)
        container.addSubview(cv)
        check("is a view", (cv as UIView).superview === container)
        check("frame", cv.frame == CGRect(x: 10, y: 20, width: 200, height: 100), "\(cv.frame)")
        check("layout's collection", cv.collectionViewLayout.collectionView === cv)
        cv.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        check("contentInset", cv.contentInset.left == 2)
        cv.showsHorizontalScrollIndicator = false
        check("indicator", !cv.showsHorizontalScrollIndicator)
        check("no data source", cv.numberOfSections == 0 && cv.numberOfItems(inSection: 0) == 0)
        let source = CountingSource([10, 2])
        cv.dataSource = source
        check("sections", cv.numberOfSections == 2)
        check("items", cv.numberOfItems(inSection: 0) == 10 && cv.numberOfItems(inSection: 5) == 0)
        cv.collectionViewLayout.prepare()
        // Flow layout in 200 points: 3 items of 50 a line, 25 apart; lines 10 apart.
        check("item at point", cv.indexPathForItem(at: CGPoint(x: 80, y: 10)) == IndexPath(item: 1, section: 0))
        check("gap", cv.indexPathForItem(at: CGPoint(x: 60, y: 10)) == nil)
        check("second line", cv.indexPathForItem(at: CGPoint(x: 10, y: 70)) == IndexPath(item: 3, section: 0))
        check(
            "visible", cv.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) },
            "\(cv.indexPathsForVisibleItems)")
        check("snapshot", cv.snapshotView(afterScreenUpdates: true) != nil)
        check("kind", cv.isKind(of: UIScrollView.self) && !cv.isMember(of: UICollectionView.self))
        let back = UIView(frame: .zero)
        cv.addSubview(UIView(frame: .zero))
        cv.backgroundView = back
        check("background", cv.subviews.first === back && back.frame == cv.bounds, "\(back.frame)")
        cv.frame = CGRect(x: 10, y: 20, width: 300, height: 150)
        check("background follows", back.bounds.size == CGSize(width: 300, height: 150), "\(back.bounds)")
        cv.backgroundView = nil
        check("background removed", back.superview == nil)
        cv.removeFromSuperview()
        finish(ctx)
    }

    /// Snapshots never answer nil where UIKit gives a view: the to view before it is in the
    /// container, a plugin-made view in no hierarchy, a hidden view, an empty rectangle.
    static func snapshots(_ ctx: UIViewControllerContextTransitioning) {
        guard let toVC = ctx.viewController(forKey: .to), let fromVC = ctx.viewController(forKey: .from) else {
            return check("controllers", false)
        }
        let toBefore = toVC.view.snapshotView(afterScreenUpdates: true)
        check("to view before added", toBefore != nil)
        check("to view's size", toBefore?.bounds.size == toVC.view.bounds.size, "\(String(describing: toBefore))")
        check("from view, screen", fromVC.view.snapshotView(afterScreenUpdates: false) != nil)
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        check("loose view", loose.snapshotView(afterScreenUpdates: false)?.bounds.size == CGSize(width: 30, height: 40))
        loose.isHidden = true
        check("hidden view", loose.snapshotView(afterScreenUpdates: true) != nil)
        let part = toVC.view.resizableSnapshotView(
            from: CGRect(x: 10, y: 10, width: 20, height: 30), afterScreenUpdates: true, withCapInsets: .zero)
        check("resizable", part?.bounds.size == CGSize(width: 20, height: 30))
        let empty = toVC.view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero)
        check("resizable, empty", empty?.bounds.size == .zero)
        let flipped = loose.resizableSnapshotView(
            from: CGRect(x: 20, y: 20, width: -10, height: -10), afterScreenUpdates: true, withCapInsets: .zero)
        check("resizable, negative size", flipped?.bounds.size == CGSize(width: 10, height: 10))
        finish(ctx)
    }

    /// Segues made in code run as UIKit's; `performSegue` has no storyboard to find one in.
    static func segues(_ ctx: UIViewControllerContextTransitioning) {
        let source = SegueSource()
        let destination = UIViewController()
        let segue = RecordingSegue(identifier: "zoom", source: source, destination: destination)
        source.prepare(for: segue, sender: nil)
        check("prepared", destination.title == "prepared")
        segue.perform()
        check("performed", segue.performed == 1 && segue.identifier == "zoom" && segue.source === source)
        var handled = 0
        UIStoryboardSegue(identifier: nil, source: source, destination: destination) { handled += 1 }.perform()
        check("handler", handled == 1)
        check("should perform", source.shouldPerformSegue(withIdentifier: "zoom", sender: nil))
        source.performSegue(withIdentifier: "zoom", sender: nil)
        check("kind", source.isKind(of: UIViewController.self) && source.isMember(of: SegueSource.self))
        finish(ctx)
    }

    /// Controls keep UIKit's content alignments; a navigation controller has its pop recognizer.
    static func controlsAndNavigation(_ ctx: UIViewControllerContextTransitioning) {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        check("default alignment", button.contentHorizontalAlignment == .center)
        button.contentHorizontalAlignment = .leading
        check("leading is left", button.effectiveContentHorizontalAlignment == .left)
        button.contentHorizontalAlignment = .trailing
        check("trailing is right", button.effectiveContentHorizontalAlignment == .right)
        button.contentVerticalAlignment = .top
        check("vertical", button.contentVerticalAlignment.rawValue == 1)
        let nav = UINavigationController(rootViewController: UIViewController())
        let pop = nav.interactivePopGestureRecognizer
        check("pop recognizer", pop === nav.interactivePopGestureRecognizer)
        check("left edge", (pop as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        pop?.isEnabled = false
        check("disabled", nav.interactivePopGestureRecognizer?.isEnabled == false)
        finish(ctx)
    }
}

/// A two-finger turn scrubs the transition (a quarter turn is all of it); a turn ended past
/// an eighth finishes it, else it cancels.
final class RotationInteraction: UIPercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        let rotation = UIRotationGestureRecognizer { [unowned self] g in
            HostConnection.current?.log("rotation \(g.state) \(g.rotation) v \(g.velocity)")
            switch g.state {
            case .began, .changed: self.update(min(1, max(0, g.rotation / (.pi / 2))))
            case .ended: if g.rotation > .pi / 4 { self.finish() } else { self.cancel() }
            default: break
            }
        }
        transitionContext.containerView.addGestureRecognizer(rotation)
    }
}

enum RotationPlugin: InteractionPlugin {
    static let id = "test.swift-rotation"
    static let name = "Rotation"
    static let version = "1.0.0"
    static let summary = "A two-finger turn scrubs"
    static let author = "Tests"
    static func makeInteractionController(parameters: PluginParameters) -> RotationInteraction {
        RotationInteraction()
    }
}

func rotationPluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(RotationPlugin.self) }
