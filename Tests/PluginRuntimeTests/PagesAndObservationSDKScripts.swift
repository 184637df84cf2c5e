import AnimatorABI

// Scripts for PagesAndObservationSDKTests: UIPageViewController, key-path observation of a
// view's geometry and a scroll view's offset, UICollectionView() and cell registrations,
// exercised from a real transition, reporting through `check`.

/// Pages numbered by their title, 0 to 2, made once each as a data source keeps them.
final class NumberedPages: UIPageViewControllerDataSource {
    let pages: [UIViewController] = (0..<3).map {
        let c = UIViewController()
        c.title = "\($0)"
        return c
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    )
        -> UIViewController?
    {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    )
        -> UIViewController?
    {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

/// Records the delegate's calls as text.
final class PageTurnRecorder: UIPageViewControllerDelegate {
    var lines: [String] = []
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        lines.append("will \(pendingViewControllers.map { $0.title ?? "?" })")
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        lines.append("did \(finished) \(previousViewControllers.map { $0.title ?? "?" }) \(completed)")
    }
}

/// A collection view subclass that declares no initializer, as port's stand-ins are.
final class PlainCollection: UICollectionView {}

/// A cell class to register.
final class PhotoCell: UICollectionViewCell {}

enum PagesAndObservationScripts {
    /// A page controller shows one page filling its view, turns to the data source's
    /// neighbours with the delegate told, stops at either end, and keeps its options.
    static func pages(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let source = NumberedPages(), recorder = PageTurnRecorder()
        let pvc = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 16.0])
        pvc.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        pvc.dataSource = source
        pvc.delegate = recorder
        check("nothing shown", pvc.viewControllers == nil && !pvc.turnPage(.forward))
        var completed: Bool?
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: true) { completed = $0 }
        let first = source.pages[0]
        check("completion", completed == true)
        check("shown", pvc.viewControllers?.count == 1 && pvc.viewControllers?.first === first)
        check("child", pvc.children.count == 1 && first.parent === pvc)
        check("fills", first.view.superview === pvc.view && first.view.frame == pvc.view.bounds)
        check("set tells no delegate", recorder.lines.isEmpty, "\(recorder.lines)")
        check("no reverse at the first", !pvc.turnPage(.reverse) && recorder.lines.isEmpty)
        check("forward", pvc.turnPage(.forward) && pvc.viewControllers?.first === source.pages[1])
        check("told", recorder.lines == ["will [\"1\"]", "did true [\"0\"] true"], "\(recorder.lines)")
        check("old page gone", first.parent == nil && first.view.superview == nil && pvc.children.count == 1)
        check("to the last", pvc.turnPage(.forward) && !pvc.turnPage(.forward))
        check("back", pvc.turnPage(.reverse) && pvc.viewControllers?.first?.title == "1")
        check(
            "options", pvc.interPageSpacing == 16 && pvc.spineLocation == .none && pvc.transitionStyle == .scroll,
            "\(pvc.interPageSpacing) \(pvc.spineLocation)")
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        check("spine", curl.spineLocation == .mid && UIPageViewController().spineLocation == .min)
        check("default style", UIPageViewController().transitionStyle == .pageCurl)
        check("defaults", source.presentationCount(for: pvc) == 0 && pvc.gestureRecognizers.isEmpty)
    }

    /// `observe(_:options:changeHandler:)` on a view's frame, transform and alpha and on a
    /// scroll view's content offset: the initial call, old and new values, one call per change,
    /// none after the observation is invalidated or released.
    static func observation(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var frames: [CGRect] = []
        let frameObservation = view.observe(\.frame, options: [.initial, .new]) { _, change in
            frames.append(change.newValue ?? .null)
        }
        check("initial", frames == [CGRect(x: 0, y: 0, width: 100, height: 100)], "\(frames)")
        view.center = CGPoint(x: 100, y: 60)
        check("centre moves the frame", frames.last == CGRect(x: 50, y: 10, width: 100, height: 100), "\(frames)")
        view.alpha = 0.5
        check("alpha is not the frame", frames.count == 2, "\(frames)")
        var turns: [(CGAffineTransform?, CGAffineTransform?)] = []
        var transformObservation: NSKeyValueObservation? = view.observe(\.transform, options: [.old, .new]) {
            turns.append(($1.oldValue, $1.newValue))
        }
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        check(
            "old and new",
            turns.count == 1 && turns[0].0 == .identity && turns[0].1 == CGAffineTransform(scaleX: 2, y: 2))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        check("same value: no call", turns.count == 1)
        transformObservation = nil
        view.transform = .identity
        check("released: no call", turns.count == 1 && transformObservation == nil)
        check(
            "a scale and back move the frame",
            frames.count == 4 && frames[2] == CGRect(x: 0, y: -40, width: 200, height: 200),
            "\(frames)")
        frameObservation.invalidate()
        view.frame = .zero
        check("invalidated: no call", frames.count == 4)

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var offsets: [CGPoint?] = []
        let offsetObservation = scroll.observe(\.contentOffset, options: .old) { _, change in
            offsets.append(change.oldValue)
            check("no new value asked", change.newValue == nil && change.kind == .setting && !change.isPrior)
        }
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        scroll.contentOffset = CGPoint(x: 0, y: 90)
        check("offsets", offsets == [.zero, CGPoint(x: 0, y: 40)], "\(offsets)")
        offsetObservation.invalidate()
    }

    /// `UICollectionView()` (and a subclass's, which Swift inherits on iOS from Objective-C)
    /// has a plain layout holding it; cell classes and nibs register by identifier; a view's
    /// semantic content attribute decides its layout direction.
    static func collectionInitAndRegistration(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let plain = PlainCollection()
        check("frame", plain.frame == .zero)
        check("layout", plain.collectionViewLayout.collectionView === plain)
        let c = UICollectionView()
        c.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        c.register(UINib(nibName: "Header", bundle: nil), forCellWithReuseIdentifier: "nib")
        c.register(
            PhotoCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        check("class", c.registeredCellClass(forReuseIdentifier: "photo") == PhotoCell.self)
        check("nib", c.registeredCellNib(forReuseIdentifier: "nib")?.nibName == "Header")
        c.register(nil as AnyClass?, forCellWithReuseIdentifier: "photo")
        check("removed", c.registeredCellClass(forReuseIdentifier: "photo") == nil)
        check(
            "semantic default",
            c.semanticContentAttribute == .unspecified && c.effectiveUserInterfaceLayoutDirection == .leftToRight)
        c.semanticContentAttribute = .forceRightToLeft
        check(
            "forced right to left",
            c.effectiveUserInterfaceLayoutDirection == .rightToLeft
                && UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    }

    /// A view's tint is inherited from its superview, else UIKit's system blue; a presentation
    /// controller's size-change hook compiles and does nothing; there is no status bar; UIKit's
    /// attributed-string keys have UIKit's raw values.
    static func tintAndSmallNames(_ ctx: UIViewControllerContextTransitioning) {
        defer { TransitionCodeGapsScripts.finish(ctx) }
        let parent = UIView(frame: .zero), child = UIView(frame: .zero)
        parent.addSubview(child)
        let blue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        check("default tint", child.tintColor == blue, "\(String(describing: child.tintColor))")
        parent.tintColor = .red
        check("inherited", child.tintColor == .red && parent.tintColor == .red)
        child.tintColor = .green
        parent.tintColor = nil
        check("own, and back to the default", child.tintColor == .green && parent.tintColor == blue)
        check("no status bar", UIApplication.shared.statusBarFrame == .zero)
        // The rig's screen is higher than wide: portrait, as the device says.
        check(
            "status bar orientation",
            UIApplication.shared.statusBarOrientation == .portrait && UIDevice.current.orientation == .portrait)
        check(
            "responds",
            ctx.responds(to: Selector(UIViewControllerContextTransitioning.view(forKey:)))
                && child.responds(to: Selector(UIView.layoutSubviews))
                && !child.responds(to: Selector(UIViewController.viewDidLoad)))
        check(
            "keys",
            NSAttributedString.Key.foregroundColor.rawValue == "NSColor"
                && NSAttributedString.Key.font.rawValue == "NSFont")
    }
}
