import AnimatorABI

// An SDK animator whose transition runs a script the test sets (this file imports the SDK
// alone, as a plugin would). Scripts report what they find through the host log as
// `check NAME: ok` or `check NAME: FAILED …`, so the tests read them back from the rig.

/// Runs ``script`` as its transition (0.5 s).
final class ScriptedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// What `animateTransition` does (set by each test before it starts a transition).
    nonisolated(unsafe) static var script: (UIViewControllerContextTransitioning) -> Void = {
        $0.completeTransition(true)
    }
    /// What `animationEnded` does.
    nonisolated(unsafe) static var ended: (Bool) -> Void = { _ in }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        Self.script(transitionContext)
    }
    func animationEnded(_ transitionCompleted: Bool) { Self.ended(transitionCompleted) }
}

/// The plugin's descriptor.
enum ScriptedPlugin: SDKTestPlugin {
    static let id = "test.swift-scripted"
    static let name = "Swift scripted"
    static let summary = "Runs the script a test sets"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        ScriptedAnimator()
    }
}

/// The plugin's descriptor, as its entry point would return it.
func scriptedPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(ScriptedPlugin.self) }

/// Logs `check NAME: ok`, or `check NAME: FAILED detail`.
func check(_ name: String, _ ok: Bool, _ detail: @autoclosure () -> String = "") {
    HostConnection.current?.log("check \(name): " + (ok ? "ok" : "FAILED \(detail())"))
}

/// True when `a` and `b` are within `e` on both coordinates.
func near(_ a: CGPoint, _ b: CGPoint, _ e: CGFloat = 1e-9) -> Bool { abs(a.x - b.x) <= e && abs(a.y - b.y) <= e }

/// A view subclass, to see that a view reads back as the class it was made as.
final class MarkerView: UIView {
    var note = "marker"
}

/// Holds weak references across the transition, as animators keep them.
final class WeakHolder {
    weak var context: UIViewControllerContextTransitioning?
    weak var view: UIView?
    weak var layer: CALayer?
}

/// The scripts of the UIKit-surface tests.
enum UIKitSurfaceScripts {
    nonisolated(unsafe) static let holder = WeakHolder()

    /// Object identity: the same view, layer, controller, context and coordinator every time;
    /// subclasses read back; weak references stay set until the transition is over.
    static func identity(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        check("container", container === ctx.containerView)
        guard let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else {
            return check("views", false, "no to view")
        }
        check("to view", to === ctx.view(forKey: .to))
        check("to controller", toVC === ctx.viewController(forKey: .to))
        check("controller view", toVC.view === to)
        container.addSubview(to)
        check("superview", to.superview === container)
        check("subviews", container.subviews.contains { $0 === to })
        check("layer", to.layer === to.layer)
        check("coordinator", ctx.transitionCoordinator === ctx.transitionCoordinator)
        let marker = MarkerView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        container.addSubview(marker)
        check("subclass", (container.subviews.last as? MarkerView)?.note == "marker")
        check("set", Set([to, container, to]).count == 2)
        check("UIView()", UIView().frame == .zero)
        holder.context = ctx
        holder.view = to
        holder.layer = to.layer
        to.frame = ctx.finalFrame(for: toVC)
        UIView.animate(
            withDuration: 0.5, animations: { to.alpha = 1 },
            completion: { _ in
                check("weak context", holder.context != nil)
                check("weak view", holder.view === ctx.view(forKey: .to))
                check("weak layer", holder.layer === to.layer)
                holder.context?.completeTransition(true)
            })
    }

    /// Conversions between views under transforms, UIScreen, window, tags.
    static func geometry(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        if let to = ctx.view(forKey: .to) { container.addSubview(to) }
        let a = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 80))
        container.addSubview(a)
        let b = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        a.addSubview(b)
        // Plain offsets.
        check("point to container", near(b.convert(CGPoint(x: 1, y: 2), to: container), CGPoint(x: 51, y: 82)))
        check("point from container", near(b.convert(CGPoint(x: 51, y: 82), from: container), CGPoint(x: 1, y: 2)))
        check(
            "rect",
            a.convert(CGRect(x: 0, y: 0, width: 10, height: 5), to: container)
                == CGRect(x: 40, y: 60, width: 10, height: 5))
        // A bounds origin scrolls the subviews.
        a.bounds = CGRect(x: 5, y: 7, width: 100, height: 80)
        check(
            "bounds origin", near(b.convert(CGPoint.zero, to: container), CGPoint(x: 45, y: 73)),
            "\(b.convert(CGPoint.zero, to: container))")
        a.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
        // A rotation by 90° about a's centre (90, 100): a's (0, 0) goes to (130, 50).
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        check(
            "rotated", near(a.convert(CGPoint.zero, to: container), CGPoint(x: 130, y: 50), 1e-9),
            "\(a.convert(CGPoint.zero, to: container))")
        check(
            "rotated rect", a.convert(a.bounds, to: nil).integral == CGRect(x: 50, y: 50, width: 80, height: 100),
            "\(a.convert(a.bounds, to: nil))")
        // Round trips through a perspective tilt of b.
        b.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 0), perspective(500))
        var worst: CGFloat = 0
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 13, y: 27), CGPoint(x: -5, y: 40)] {
            let there = b.convert(p, to: container)
            let back = b.convert(there, from: container)
            worst = max(worst, abs(back.x - p.x), abs(back.y - p.y))
        }
        check("perspective round trip", worst < 1e-9, "worst \(worst)")
        let sibling = UIView(frame: CGRect(x: 200, y: 10, width: 20, height: 20))
        container.addSubview(sibling)
        let q = b.convert(CGPoint(x: 7, y: 9), to: sibling)
        check("between siblings", near(sibling.convert(q, to: b), CGPoint(x: 7, y: 9), 1e-9))
        // The screen and the window.
        check("screen", UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480), "\(UIScreen.main.bounds)")
        check("window", container.window != nil && container.window?.bounds == UIScreen.main.bounds)
        check("no window", UIView(frame: .zero).window == nil)
        // The host's one window scene, as iOS 13 code finds it; nibs decode nothing.
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
            check(
                "window scene",
                scene.interfaceOrientation == .portrait && scene.windows.first === container.window
                    && container.window?.windowScene === scene && scene.activationState == .foregroundActive)
        } else {
            check("window scene", false, "none")
        }
        check(
            "no nib nor asset colour",
            Bundle.main.loadNibNamed("Overlay", owner: nil, options: nil)?.isEmpty == true
                && UIColor(named: "Brand", in: nil, compatibleWith: nil) == nil)
        // The app delegate's optional `window` requirement, read as iOS code reads it.
        if let optional = UIApplication.shared.delegate?.window, let w = optional {
            check("app delegate's window", w === container.window)
        } else {
            check("app delegate's window", false, "none")
        }
        // Tags.
        b.tag = 7
        check("tag", a.viewWithTag(7) === b && container.viewWithTag(7) === b && a.viewWithTag(8) == nil)
        check("3D", b.transform3D == b.layer.transform)
        UIView.animate(
            withDuration: 0.25, animations: { a.alpha = 0.5 }, completion: { _ in ctx.completeTransition(true) })
    }

    /// Core Animation's perspective: m34 = -1/d.
    static func perspective(_ d: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / d
        return t
    }
}

/// The scripts of the seed-era animation API tests.
enum SeedAnimationScripts {
    /// beginAnimations … commitAnimations: the to view fades in linearly over 1 s and the
    /// block's completion completes the transition; a box (titled "box") moves 100 points
    /// right over 0.5 s, 1.5 times, autoreversing; with animations switched off, an
    /// `animate` block applies at once and still completes, finished.
    static func blocks(_ ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard let to = ctx.view(forKey: .to), let from = ctx.view(forKey: .from) else { return check("views", false) }
        container.addSubview(to)
        to.alpha = 0
        check("no block", UIView.inheritedAnimationDuration == 0)
        UIView.beginAnimations("fade", context: nil)
        check("default duration", UIView.inheritedAnimationDuration == 0.2)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationCompletion { finished in
            check("fade finished", finished)
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        check("duration set", UIView.inheritedAnimationDuration == 1)
        to.alpha = 1
        UIView.commitAnimations()

        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.title = "box"
        container.addSubview(box)
        box.center = CGPoint(x: 50, y: 50)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(1.5)
        UIView.setAnimationRepeatAutoreverses(true)
        box.center = CGPoint(x: 150, y: 50)
        UIView.commitAnimations()

        // An empty block's completion still runs.
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationCompletion { finished in check("empty block", finished) }
        UIView.commitAnimations()

        UIView.setAnimationsEnabled(false)
        check("switched off", !UIView.areAnimationsEnabled)
        UIView.animate(
            withDuration: 1, animations: { from.alpha = 0.5 },
            completion: { finished in check("off completion", finished) })
        UIView.setAnimationsEnabled(true)
        check("switched on", UIView.areAnimationsEnabled)
    }

    /// A block left open: the host commits it when animateTransition returns (and reports
    /// it); the transition completes from an `animate` completion.
    static func leftOpen(_ ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to) else { return }
        ctx.containerView.addSubview(to)
        UIView.beginAnimations(nil, context: nil)
        to.alpha = 0.5
        UIView.animate(
            withDuration: 0.25, animations: { to.alpha = 1 }, completion: { _ in ctx.completeTransition(true) })
    }
}

/// The scripts of the coordinator tests.
enum CoordinatorScripts {
    /// The to view fades in over the transition; the coordinator reports once when the
    /// interaction ends, with the transition's views in its context.
    static func interactionEnds(_ ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to) else { return }
        ctx.containerView.addSubview(to)
        to.alpha = 0
        let coordinator = ctx.transitionCoordinator
        coordinator.notifyWhenInteractionEnds { c in
            check("ends", !c.isInteractive && !c.isCancelled)
            check(
                "context views",
                c.containerView === ctx.containerView && c.view(forKey: .to) === to
                    && c.viewController(forKey: .from) === ctx.viewController(forKey: .from)
                    && c.targetTransform == .identity)
        }
        coordinator.animate(alongsideTransition: { c in
            check("alongside container", c.containerView === ctx.containerView)
        })
        UIView.animate(
            withDuration: 0.5, animations: { to.alpha = 1 },
            completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

/// The scripts of the controller-relation tests. Each logs what it finds, then fades the to
/// view in and completes.
enum ControllerScripts {
    /// Adds the to view (when there is one) and completes after a short fade.
    static func finish(_ ctx: UIViewControllerContextTransitioning) {
        if let to = ctx.view(forKey: .to) {
            ctx.containerView.addSubview(to)
            to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        }
        UIView.animate(
            withDuration: 0.25, animations: { ctx.view(forKey: .to)?.alpha = 1 },
            completion: { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
    }

    /// A push: both controllers have the navigation controller; its stack and top.
    static func push(_ ctx: UIViewControllerContextTransitioning) {
        let from = ctx.viewController(forKey: .from)!, to = ctx.viewController(forKey: .to)!
        let nav = from.navigationController
        check("nav", nav != nil && nav === to.navigationController && to.parent === nav)
        check(
            "stack", nav?.viewControllers.map { $0.title ?? "" } == ["A", "B"],
            "\(nav?.viewControllers.map { $0.title ?? "" } ?? [])")
        check("top", nav?.topViewController === to)
        check("no tab bar", from.tabBarController == nil && from.presentingViewController == nil)
        check("loaded", to.isViewLoaded && to.viewIfLoaded === to.view)
        check(
            "coordinator",
            to.transitionCoordinator === ctx.transitionCoordinator
                && from.transitionCoordinator === ctx.transitionCoordinator)
        check(
            "nav has no coordinator of its own",
            nav?.transitionCoordinator == nil || nav?.transitionCoordinator === ctx.transitionCoordinator)
        finish(ctx)
    }

    /// A tab change: the tab bar controller, its tabs and its selection.
    static func tabs(_ ctx: UIViewControllerContextTransitioning) {
        let from = ctx.viewController(forKey: .from)!, to = ctx.viewController(forKey: .to)!
        let tabs = to.tabBarController
        check("tab bar", tabs != nil && tabs === from.tabBarController && from.parent === tabs)
        check("tabs", tabs?.viewControllers?.count == 4 && tabs?.viewControllers?.first === from)
        check("selected", tabs?.selectedViewController != nil && tabs?.selectedIndex != NSNotFound)
        check("no nav", from.navigationController == nil)
        finish(ctx)
    }

    /// A custom presentation that keeps the presenter on screen: the relations hold from the
    /// start, and the animator tells the presenter about its appearance itself.
    static func present(_ ctx: UIViewControllerContextTransitioning) {
        let from = ctx.viewController(forKey: .from)!, to = ctx.viewController(forKey: .to)!
        check("presenting", to.presentingViewController === from)
        check("presented", from.presentedViewController === to)
        check("no parent", to.parent == nil && from.children.isEmpty)
        from.beginAppearanceTransition(false, animated: true)
        if let toView = ctx.view(forKey: .to) {
            ctx.containerView.addSubview(toView)
            toView.frame = ctx.finalFrame(for: to)
        }
        UIView.animate(
            withDuration: 0.25, animations: { ctx.view(forKey: .to)?.alpha = 1 },
            completion: { _ in
                from.endAppearanceTransition()
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
    }
}

/// An animator written as iOS 10 code writes one: its property animator comes from
/// `interruptibleAnimator(using:)`, which `animateTransition` starts; its completion completes
/// the transition and logs the position.
final class InterruptibleFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        let a = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            to.alpha = 1
        }
        a.addAnimations({ to.center.x += 100 }, delayFactor: 0.5)
        a.addCompletion { position in
            HostConnection.current?.log("position \(position)")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator = a
        return a
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

enum InterruptibleFadePlugin: SDKTestPlugin {
    static let id = "test.swift-interruptible-fade"
    static let name = "Interruptible fade"
    static let summary = "A UIViewPropertyAnimator from interruptibleAnimator(using:)"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        InterruptibleFadeAnimator()
    }
}

func interruptibleFadePluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(InterruptibleFadePlugin.self) }

/// An animator that runs a property animator of its own from `animateTransition` and vends
/// none through `interruptibleAnimator(using:)` (as much iOS code does): UIKit does not drive
/// that animator, so its completion gets `.end` even when the transition is cancelled.
final class PlainPropertyFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { to.alpha = 1 }
        a.addCompletion { position in
            HostConnection.current?.log("position \(position)")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        a.startAnimation()
    }
}

enum PlainPropertyFadePlugin: SDKTestPlugin {
    static let id = "test.swift-plain-property-fade"
    static let name = "Plain property fade"
    static let summary = "A UIViewPropertyAnimator started in animateTransition, none vended"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        PlainPropertyFadeAnimator()
    }
}

func plainPropertyFadePluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(PlainPropertyFadePlugin.self) }

/// The property animator's own controls from a script: pause, scrub, reverse, continue.
enum PropertyAnimatorScripts {
    nonisolated(unsafe) static var animator: UIViewPropertyAnimator?

    /// The to view fades in under a paused animator the test then drives through the scripts
    /// below (each run inside a host call, as plugin code runs).
    static func paused(_ ctx: UIViewControllerContextTransitioning) {
        let to = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(to)
        to.alpha = 0
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
        a.addAnimations { to.alpha = 1 }
        a.addCompletion { position in
            check("completed at start", position == .start)
            ctx.completeTransition(true)
        }
        a.pauseAnimation()
        check("paused", a.state == .active && !a.isRunning && a.fractionComplete == 0)
        a.fractionComplete = 0.5
        check("scrubbed", a.fractionComplete == 0.5 && a.scrubsLinearly)
        animator = a
        // Later, from an animation completion: reverse and continue along a linear curve.
        UIView.animate(
            withDuration: 0.25, animations: { ctx.containerView.alpha = 0.99 },
            completion: { _ in
                a.isReversed = true
                a.continueAnimation(
                    withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
                check("continuing", a.isRunning && a.isReversed)
            })
    }
}

/// The scripts of the view-transition tests: the to view takes the from view's place with
/// `UIView.transition(from:to:…)` (1 s, linear), the completion completes the transition.
enum ViewTransitionScripts {
    nonisolated(unsafe) static var options: UIView.AnimationOptions = [.transitionFlipFromLeft, .curveLinear]

    static func swap(_ ctx: UIViewControllerContextTransitioning) {
        let from = ctx.view(forKey: .from)!, to = ctx.view(forKey: .to)!
        to.frame = from.frame
        if options.contains(.showHideTransitionViews) {
            ctx.containerView.addSubview(to)
            to.isHidden = true
        }
        UIView.transition(from: from, to: to, duration: 1, options: options) { finished in
            check("finished", finished)
            if options.contains(.showHideTransitionViews) {
                check("shown and hidden", from.isHidden && !to.isHidden && from.superview != nil)
            } else {
                check("swapped", from.superview == nil && to.superview === ctx.containerView)
            }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }

    /// `transition(with:)` with animated content: the to view's alpha animates with the flip.
    static func withContent(_ ctx: UIViewControllerContextTransitioning) {
        let to = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(to)
        to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        to.alpha = 0
        UIView.transition(
            with: ctx.containerView, duration: 1,
            options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear],
            animations: { to.alpha = 1 }, completion: { _ in ctx.completeTransition(true) })
    }
}

/// A gradient layer's animatable properties: `colors` and `startPoint` basic animations and
/// a `locations` keyframe animation on a CAGradientLayer in the to view, 1 s, linear; the
/// colors animation's delegate completes the transition.
enum GradientAnimationScripts {
    final class Done: CAAnimationDelegate {
        let ctx: UIViewControllerContextTransitioning
        init(_ c: UIViewControllerContextTransitioning) { ctx = c }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            check("stopped finished", flag)
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }

    static func animate(_ ctx: UIViewControllerContextTransitioning) {
        let to = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(to)
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        g.locations = [0, 1]
        to.layer.addSublayer(g)
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
        colors.toValue = [UIColor.blue.cgColor, UIColor.red.cgColor]
        colors.duration = 1
        colors.delegate = Done(ctx)
        g.add(colors, forKey: "colors")
        let start = CABasicAnimation(keyPath: "startPoint")
        start.toValue = NSValue(cgPoint: CGPoint(x: 1, y: 0))
        start.duration = 1
        g.add(start, forKey: "start")
        let locations = CAKeyframeAnimation(keyPath: "locations")
        locations.values = [[0, 1], [0.5, 1], [0, 1]]
        locations.duration = 1
        g.add(locations, forKey: "locations")
        check("keys", g.animationKeys() == ["colors", "locations", "start"])
    }
}

/// A layout written against the SDK as iOS code writes one: `prepare()` computes every
/// item's attributes (a row of squares, wrapping at the collection's width, each section on a
/// new line) and `layoutAttributesForElements(in:)` answers from them.
class RowLayout: UICollectionViewLayout {
    let side: CGFloat
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    /// Required by UICollectionViewLayout, as in UIKit (there are no archives to read).
    required init?(coder: NSCoder) {
        side = 0
        super.init(coder: coder)
    }

    init(side: CGFloat) {
        self.side = side
        super.init()
    }

    override func prepare() {
        cache = []
        guard let cv = collectionView else { return }
        let perRow = max(1, Int(cv.bounds.width / side))
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let n = cv.numberOfItems(inSection: s)
            for i in 0..<n {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                a.frame = CGRect(
                    x: CGFloat(i % perRow) * side, y: y + CGFloat(i / perRow) * side, width: side, height: side)
                a.zIndex = i
                cache.append(a)
            }
            y += CGFloat((n + perRow - 1) / perRow) * side
        }
        height = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}

/// Only `layoutAttributesForItem(at:)`: every item at the middle, turned by its index.
final class SpinLayout: UICollectionViewLayout {
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.center = CGPoint(x: collectionView!.bounds.midX, y: collectionView!.bounds.midY)
        a.size = CGSize(width: 10, height: 10)
        a.transform = CGAffineTransform(rotationAngle: CGFloat(indexPath.item) * 0.1)
        a.alpha = 0.5
        return a
    }
}

enum RowLayoutPlugin: LayoutPlugin {
    static let id = "test.swift-row-layout"
    static let name = "Row layout"
    static let version = "1.0.0"
    static let summary = "Squares in rows (a Swift layout plugin)"
    static let author = "Tests"
    static let parameters: [PluginParameter] = [
        .number("side", default: 50, in: 1...500, unit: "pt", help: "Each square's side")
    ]
    static func makeLayout(parameters p: PluginParameters) -> RowLayout { RowLayout(side: p.cgFloat("side")) }
}

enum SpinLayoutPlugin: LayoutPlugin {
    static let id = "test.swift-spin-layout"
    static let name = "Spin layout"
    static let version = "1.0.0"
    static let summary = "Items turned by their index (layoutAttributesForItem only)"
    static let author = "Tests"
    static func makeLayout(parameters p: PluginParameters) -> SpinLayout { SpinLayout() }
}

/// Rows whose even items hop 20 points up on the way to or from them (4p(1 − p) of it at
/// progress p); odd items are left to the host's linear path.
final class HopRowLayout: RowLayout {
    override func interpolatedLayoutAttributes(
        from: UICollectionViewLayoutAttributes, to: UICollectionViewLayoutAttributes,
        progress: CGFloat, towards: Bool
    ) -> UICollectionViewLayoutAttributes? {
        guard from.indexPath.item % 2 == 0 else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: from.indexPath)
        a.center = CGPoint(
            x: from.center.x + (to.center.x - from.center.x) * progress,
            y: from.center.y + (to.center.y - from.center.y) * progress - 20 * 4 * progress * (1 - progress))
        a.size = CGSize(
            width: from.size.width + (to.size.width - from.size.width) * progress,
            height: from.size.height + (to.size.height - from.size.height) * progress)
        a.alpha = from.alpha + (to.alpha - from.alpha) * progress
        a.zIndex = towards ? to.zIndex : from.zIndex
        return a
    }
}

enum HopRowLayoutPlugin: LayoutPlugin {
    static let id = "test.swift-hop-row-layout"
    static let name = "Hopping row layout"
    static let version = "1.0.0"
    static let summary = "Squares in rows whose even items hop on the way (a layout with its own path)"
    static let author = "Tests"
    static let interpolates = true
    static func makeLayout(parameters p: PluginParameters) -> HopRowLayout { HopRowLayout(side: 50) }
}

/// Rows whose items come into view rising 50 points, transparent, and go out of view shrunk
/// to nothing (UIKit's initial and final attributes, as iOS code overrides them).
final class RiseRowLayout: RowLayout {
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        // A copy, as on iOS: the cached attributes must not change.
        guard let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else {
            return nil
        }
        a.center.y += 50
        a.alpha = 0
        return a
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else {
            return nil
        }
        a.size = .zero
        return a
    }
}

enum RiseRowLayoutPlugin: LayoutPlugin {
    static let id = "test.swift-rise-row-layout"
    static let name = "Rising row layout"
    static let version = "1.0.0"
    static let summary = "Squares in rows that rise into view and shrink out of it"
    static let author = "Tests"
    static func makeLayout(parameters p: PluginParameters) -> RiseRowLayout { RiseRowLayout(side: 50) }
}

func riseRowLayoutPluginDescriptor() -> UnsafeRawPointer { PluginExport.layout(RiseRowLayoutPlugin.self) }
func rowLayoutPluginDescriptor() -> UnsafeRawPointer { PluginExport.layout(RowLayoutPlugin.self) }
func hopRowLayoutPluginDescriptor() -> UnsafeRawPointer { PluginExport.layout(HopRowLayoutPlugin.self) }
func spinLayoutPluginDescriptor() -> UnsafeRawPointer { PluginExport.layout(SpinLayoutPlugin.self) }

/// An animator with two paths, as iOS 10+ code that supports both kinds of transition writes
/// one: `animateTransition` runs a UIView animation of its own (the non-interactive case), and
/// `interruptibleAnimator(using:)` builds the property animator an interactive transition is
/// driven through. UIKit runs exactly one of them; each logs that it ran.
final class TwoPathAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        HostConnection.current?.log("path animateTransition")
        let to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        UIView.animate(
            withDuration: 1, animations: { to.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        HostConnection.current?.log("path interruptibleAnimator")
        let to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { to.alpha = 1 }
        a.addCompletion { position in
            HostConnection.current?.log("position \(position)")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator = a
        return a
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

enum TwoPathPlugin: SDKTestPlugin {
    static let id = "test.swift-two-path"
    static let name = "Two paths"
    static let summary = "A UIView animation when not interactive, a vended property animator when interactive"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        TwoPathAnimator()
    }
}

func twoPathPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(TwoPathPlugin.self) }

/// An animator that is its own interaction controller (Habitica's bottom-sheet dismissal): it
/// makes its property animator in `animateTransition` and traps in `interruptibleAnimator(using:)`
/// until then, as its app's own `startInteractiveTransition` path never asks earlier.
final class OwnInteractionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
{
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        HostConnection.current?.log("path animateTransition")
        let to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { to.alpha = 1 }
        a.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        a.startAnimation()
        animator = a
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        guard let animator else { fatalError("Somehow the animator was not set") }
        return animator
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        animateTransition(using: transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

enum OwnInteractionPlugin: SDKTestPlugin {
    static let id = "test.swift-own-interaction"
    static let name = "Own interaction"
    static let summary = "An animator that is its own interaction controller, its animator made in animateTransition"
    static func makeAnimator(parameters p: PluginParameters) -> UIViewControllerAnimatedTransitioning {
        OwnInteractionAnimator()
    }
}

func ownInteractionPluginDescriptor() -> UnsafeRawPointer { PluginExport.animator(OwnInteractionPlugin.self) }
