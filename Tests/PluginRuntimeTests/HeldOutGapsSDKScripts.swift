import AnimatorABI

// Scripts for HeldOutGapsSDKTests: the UIKit names the held-out census (tools/census/README.md,
// "Held-out sample (session 34)") found real animators using that the SDK lacked, exercised
// from real transitions, reporting through `check`.

/// An animator subclass whose designated `init()` calls `super.init()`, as NSObject's allows.
final class BareAnimator: UIViewPropertyAnimator {
    private(set) var madeBare = false
    override init() {
        super.init()
        madeBare = true
    }
    required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        super.init(duration: duration, timingParameters: parameters)
    }
}

/// An app's navigation controller, overriding UIKit's designated `init(rootViewController:)`
/// (robertmryan's `CustomNavigationController` does so to set its transitioning delegate).
final class ConfiguredNavigation: UINavigationController {
    private(set) var configured = false
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        configured = true
    }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}

/// A controller and a view that archive state as UIKit's NSCoding subclasses do (Sudoku,
/// held-out 42): their overrides call super's `encode(with:)`.
final class ArchivingCard: UIViewController {
    var encoded = 0
    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encoded += 1
    }
}

final class ArchivingCorner: UIView {
    var encoded = 0
    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encoded += 1
    }
}

enum HeldOutGapsScripts {
    /// `encode(with:)` overrides of a controller and a view run, super's doing nothing, and
    /// the objects stay usable.
    static func encoding(_ ctx: UIViewControllerContextTransitioning) {
        let card = ArchivingCard(), corner = ArchivingCorner(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        card.encode(with: archiver)
        corner.encode(with: archiver)
        check("controller encoded", card.encoded == 1)
        check("view encoded", corner.encoded == 1 && corner.frame.width == 10)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// `UIViewPropertyAnimator()`: no duration, ease in-out, inactive; its animations run and
    /// its completion is called at the end, where the transition completes.
    static func bareAnimator(_ ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(true) }
        ctx.containerView.addSubview(to)
        let a = UIViewPropertyAnimator()
        check("no duration", a.duration == 0, "\(a.duration)")
        check("ease in-out", (a.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeInOut)
        check("inactive", a.state == .inactive)
        let sub = BareAnimator()
        check("subclass's super.init()", sub.madeBare && sub.duration == 0)
        to.alpha = 0.25
        a.addAnimations { to.alpha = 1 }
        a.addCompletion { position in
            check("completed at the end", position == .end)
            check("animated to the end", to.alpha == 1)
            ctx.completeTransition(true)
        }
        a.startAnimation()
        check("active once started", a.state == .active)
    }

    /// The selection a plugin-made collection view keeps, the cells' selected state, and
    /// scrolling an item to a position.
    static func selection(_ ctx: UIViewControllerContextTransitioning) {
        let cv = CenteredCollection(frame: CGRect(x: 0, y: 0, width: 200, height: 100), itemSide: 50)
        ctx.containerView.addSubview(cv)
        let source = CountingSource([10, 2])
        cv.dataSource = source
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        cv.collectionViewLayout.prepare()
        let i = { (item: Int, section: Int) in IndexPath(item: item, section: section) }
        check("UIKit's defaults", cv.allowsSelection && !cv.allowsMultipleSelection)
        check("none selected", cv.indexPathsForSelectedItems == [])
        let one = cv.dequeueReusableCell(withReuseIdentifier: "c", for: i(1, 0))
        check("a new cell is not selected", !one.isSelected)
        cv.selectItem(at: i(1, 0), animated: false, scrollPosition: [])
        check("selected", cv.indexPathsForSelectedItems == [i(1, 0)] && one.isSelected)
        check("no scroll for none", cv.contentOffset == .zero)
        cv.selectItem(at: i(2, 0), animated: false, scrollPosition: [])
        check("single selection replaces", cv.indexPathsForSelectedItems == [i(2, 0)] && !one.isSelected)
        cv.allowsMultipleSelection = true
        cv.selectItem(at: i(1, 0), animated: false, scrollPosition: [])
        check("multiple", cv.indexPathsForSelectedItems == [i(2, 0), i(1, 0)] && one.isSelected)
        cv.deselectItem(at: i(2, 0), animated: false)
        check("deselected", cv.indexPathsForSelectedItems == [i(1, 0)])
        cv.selectItem(at: nil, animated: false, scrollPosition: [])
        check("nil clears", cv.indexPathsForSelectedItems == [] && !one.isSelected)
        cv.allowsSelection = false
        cv.selectItem(at: i(3, 0), animated: false, scrollPosition: .top)
        check("not allowed", cv.indexPathsForSelectedItems == [] && cv.contentOffset == .zero)
        cv.allowsSelection = true
        cv.selectItem(at: i(0, 1), animated: false, scrollPosition: [])
        let dequeued = cv.dequeueReusableCell(withReuseIdentifier: "c", for: i(0, 1))
        check("a selected item's cell is selected", dequeued.isSelected)
        scrolling(cv, i)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// Item 6 of section 0 is on the third line, 120…170; section 1 starts at 230 (four lines
    /// of 50, 10 apart), and the content ends at 280, so no offset goes past 180.
    private static func scrolling(_ cv: UICollectionView, _ i: (Int, Int) -> IndexPath) {
        let frame = cv.layoutAttributesForItem(at: i(6, 0))?.frame ?? .zero
        check("item 6's frame", frame == CGRect(x: 0, y: 120, width: 50, height: 50), "\(frame)")
        cv.selectItem(at: i(6, 0), animated: false, scrollPosition: .top)
        check("top", cv.contentOffset == CGPoint(x: 0, y: 120), "\(cv.contentOffset)")
        cv.scrollToItem(at: i(6, 0), at: .centeredVertically, animated: false)
        check("centred", cv.contentOffset == CGPoint(x: 0, y: 95), "\(cv.contentOffset)")
        cv.scrollToItem(at: i(6, 0), at: .bottom, animated: false)
        check("bottom", cv.contentOffset == CGPoint(x: 0, y: 70), "\(cv.contentOffset)")
        cv.scrollToItem(at: i(0, 1), at: .top, animated: false)
        check("kept within the content", cv.contentOffset == CGPoint(x: 0, y: 180), "\(cv.contentOffset)")
        cv.scrollToItem(at: i(0, 0), at: .bottom, animated: false)
        check("not before the start", cv.contentOffset == .zero, "\(cv.contentOffset)")
    }

    /// `init(rootViewController:)` is designated: an app subclass overrides it; UIKit's other
    /// initializers make empty stacks.
    static func navigationInitializers(_ ctx: UIViewControllerContextTransitioning) {
        let root = UIViewController()
        let nav = ConfiguredNavigation(rootViewController: root)
        check("subclass's override ran", nav.configured)
        check("root", nav.viewControllers == [root] && nav.topViewController === root)
        check("root's navigation controller", root.navigationController === nav)
        let next = UIViewController()
        nav.pushViewController(next, animated: false)
        check("pushes", nav.viewControllers == [root, next])
        check("nib initializer: empty", UINavigationController(nibName: nil, bundle: nil).viewControllers.isEmpty)
        check("init(): empty", UINavigationController().viewControllers.isEmpty)
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// `os_signpost` writes debug lines of the host's log; identifiers pair intervals.
    static func signposts(_ ctx: UIViewControllerContextTransitioning) {
        let log = OSLog(subsystem: "com.example.layout", category: .pointsOfInterest)
        let id = OSSignpostID(log: log, object: ctx.containerView)
        check("an object's id", id == OSSignpostID(log: log, object: ctx.containerView))
        check("fresh ids differ", OSSignpostID(log: log) != OSSignpostID(log: log))
        check(
            "Apple's constants",
            OSSignpostID.exclusive.rawValue == 0xEEEE_B0B5_B2B2_EEEE && OSSignpostID.null.rawValue == 0)
        os_signpost(
            .begin, log: log, name: "Prepare Layout", signpostID: OSSignpostID(7), "sections: %{public}@", "\(2)")
        os_signpost(.end, log: log, name: "Prepare Layout", signpostID: OSSignpostID(7))
        os_signpost(.event, log: .disabled, name: "Not shown")
        TransitionCodeGapsScripts.finish(ctx)
    }

    /// `isBeingPresented` / `isBeingDismissed` for the context's controllers, by operation,
    /// before and at the end of the animation.
    static func beingPresented(_ ctx: UIViewControllerContextTransitioning) {
        guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to) else {
            check("controllers", false)
            return ctx.completeTransition(true)
        }
        checkBeing(ctx.operation, from, to, "")
        check("a plugin-made controller", !UIViewController().isBeingPresented && !UIViewController().isBeingDismissed)
        let view = ctx.view(forKey: .to) ?? ctx.view(forKey: .from)
        if let to = ctx.view(forKey: .to) { ctx.containerView.addSubview(to) }
        UIView.animate(withDuration: 0.1, animations: { view?.alpha = 0.5 }) { _ in
            checkBeing(ctx.operation, from, to, " at the end")
            ctx.completeTransition(true)
        }
    }

    private static func checkBeing(
        _ operation: TransitionOperation, _ from: UIViewController, _ to: UIViewController, _ when: String
    ) {
        let p = (from: from.isBeingPresented, to: to.isBeingPresented)
        let d = (from: from.isBeingDismissed, to: to.isBeingDismissed)
        switch operation {
        case .present:
            check("presented" + when, !p.from && p.to && !d.from && !d.to, "\(p) \(d)")
        case .dismiss:
            check("dismissed" + when, !p.from && !p.to && d.from && !d.to, "\(p) \(d)")
        default:
            check("neither" + when, !p.from && !p.to && !d.from && !d.to, "\(p) \(d)")
        }
    }

    /// Bar button items and navigation items are kept and read back; an image literal is an
    /// empty image; `NSLayoutConstraint.Axis` has UIKit's values.
    static func barsAndLiterals(_ ctx: UIViewControllerContextTransitioning) {
        let owner = SegueSource()
        owner.title = "Photos"
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: owner, action: Selector(SegueSource.loadView))
        done.tintColor = .white
        check("system item", done.systemItem == .done && done.style == .done && done.target === owner)
        check("action", done.action?.description == "SegueSource method()", "\(String(describing: done.action))")
        let item = owner.navigationItem
        check("same item", item === owner.navigationItem)
        check("title follows the controller", item.title == "Photos")
        item.leftBarButtonItem = done
        item.rightBarButtonItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        check("left", item.leftBarButtonItems?.count == 1 && item.leftBarButtonItem === done)
        check("right", item.rightBarButtonItem?.title == "Edit")
        item.title = "Own"
        check("own title", item.title == "Own" && owner.title == "Photos")
        done.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
        check(
            "attributes",
            done.titleTextAttributes(for: .normal)?.count == 1 && done.titleTextAttributes(for: .disabled) == nil)
        let nav = UINavigationController(rootViewController: owner)
        nav.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        check("bar attributes", nav.navigationBar.titleTextAttributes?.keys.first == .foregroundColor)
        // The literal itself is what is tested (real files have it; the style rule bans it).
        // swift-format-ignore: NoPlaygroundLiterals
        let literal = #imageLiteral(resourceName: "starboy")
        check("image literal", literal.size == .zero && literal.cgImage == nil)
        // swift-format-ignore: NoPlaygroundLiterals
        let view = UIImageView(image: #imageLiteral(resourceName: "content"))
        check("literal in an image view", view.image != nil)
        check(
            "axis",
            NSLayoutConstraint.Axis.horizontal.rawValue == 0 && NSLayoutConstraint.Axis(rawValue: 1) == .vertical)
        TransitionCodeGapsScripts.finish(ctx)
    }
}
