import AnimationCore

/// A view controller: a title, a colour, a lazily created view, containment (parent and
/// children) and appearance callbacks, each recorded in an ``EventLog`` under the
/// controller's title so that tests and traces can check the order.
///
/// Containment follows UIKit: ``addChild(_:)`` calls `willMove(toParent:)` on the child but not
/// `didMove`; ``removeFromParent()`` calls `didMove(toParent: nil)` but not `willMove`.
/// Appearance callbacks go through ``beginAppearanceTransition(_:animated:)`` and
/// ``endAppearanceTransition()``, which keep them balanced: `end` reports the *did* matching
/// the last `begin`.
open class ViewController {
    /// The title, used in the event log and drawn by renderers in the view.
    public var title: String
    /// The background colour of the view.
    public let color: Color
    /// Where callbacks are recorded.
    public let log: EventLog
    /// The engine the view lives in.
    public let engine: AnimationEngine
    /// The parent, if this is a child of a container.
    public private(set) weak var parent: ViewController?
    /// Child view controllers, in order.
    public private(set) var children: [ViewController] = []
    /// The coordinator of the transition this controller takes part in, if any.
    public var ownTransitionCoordinator: TransitionCoordinator?

    private var viewStorage: View?
    /// The appearance state: nil, or whether the last begin was appearing.
    private var appearing: Bool?
    /// The `animated` flag of the pending appearance transition.
    private var appearingAnimated = true
    /// True between a ``beginAppearanceTransition(_:animated:)`` and its end.
    public var hasPendingAppearanceTransition: Bool { appearing != nil }
    /// True while visible (after did-appear, before did-disappear).
    public private(set) var isVisible = false

    /// Creates a controller; its view is created on first access.
    public init(title: String, color: Color, engine: AnimationEngine, log: EventLog) {
        self.title = title
        self.color = color
        self.engine = engine
        self.log = log
    }

    /// The view, created on first access with the controller's colour and title.
    public var view: View {
        if let v = viewStorage { return v }
        let v = View(
            engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100), title: title, backgroundColor: color)
        viewStorage = v
        viewDidLoad()
        return v
    }

    /// True once the view exists.
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Called once the view exists; subclasses build their view hierarchy here.
    open func viewDidLoad() {}

    /// The coordinator of a transition in progress: this controller's own, else its parent's.
    public var transitionCoordinator: TransitionCoordinator? {
        ownTransitionCoordinator ?? parent?.transitionCoordinator
    }

    // MARK: Relations (UIKit's navigationController, presentingViewController…)

    /// The controller that presented this one, set when the presentation starts and cleared
    /// when it is cancelled or its dismissal completes (``presentingViewController`` also
    /// answers for children).
    public internal(set) weak var presenter: ViewController?
    /// The controller this one presented, over the same span.
    public internal(set) weak var presentee: ViewController?

    /// UIKit's `presentingViewController`: the presenter of this controller or of its nearest
    /// presented ancestor.
    public var presentingViewController: ViewController? { presenter ?? parent?.presentingViewController }
    /// UIKit's `presentedViewController`: the controller this one (or an ancestor) presented.
    public var presentedViewController: ViewController? { presentee ?? parent?.presentedViewController }
    /// UIKit's `navigationController`: the nearest navigation controller among the ancestors.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }
    /// UIKit's `tabBarController`: the nearest tab bar controller among the ancestors.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    private func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var p = parent
        while let x = p {
            if let t = x as? T { return t }
            p = x.parent
        }
        return nil
    }

    // MARK: Containment

    /// Adds a child (calls `willMove(toParent: self)` on it first).
    public func addChild(_ child: ViewController) {
        child.willMove(toParent: self)
        if child.parent !== self {
            child.parent?.children.removeAll { $0 === child }
            children.append(child)
            child.parent = self
        }
    }

    /// Removes the controller from its parent (calls `didMove(toParent: nil)` afterwards).
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Containment callback: about to move to `parent` (nil: about to be removed).
    open func willMove(toParent parent: ViewController?) {
        log.record(.containment, "\(title).willMove(toParent: \(parent?.title ?? "nil"))")
    }

    /// Containment callback: moved to `parent` (nil: removed).
    open func didMove(toParent parent: ViewController?) {
        log.record(.containment, "\(title).didMove(toParent: \(parent?.title ?? "nil"))")
    }

    // MARK: Appearance

    /// Starts an appearance transition: records `viewWillAppear` or `viewWillDisappear`. A
    /// begin in the direction already under way is ignored (and noted), as UIKit ignores it:
    /// an animator that brackets its animation with `toVC.beginAppearanceTransition(true, …)`
    /// and `endAppearanceTransition()` in a transition whose container already began the
    /// to controller's appearance (Puller, a custom presentation) gets one `viewWillAppear`,
    /// and its end is the `viewDidAppear`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if appearing == isAppearing {
            log.record(
                .transition,
                "\(title): beginAppearanceTransition(\(isAppearing)) while that appearance transition is under way (ignored, as UIKit does)"
            )
            return
        }
        appearing = isAppearing
        appearingAnimated = animated
        log.record(
            .appearance, "\(title).\(isAppearing ? "viewWillAppear" : "viewWillDisappear")(animated: \(animated))")
    }

    /// Ends the appearance transition started last: records the matching `viewDidAppear` or
    /// `viewDidDisappear`. Ignored (and reported) without a matching begin.
    public func endAppearanceTransition() {
        guard let a = appearing else {
            log.record(
                .diagnostic, "\(title): endAppearanceTransition without a matching beginAppearanceTransition (ignored)")
            return
        }
        appearing = nil
        isVisible = a
        // The did-callback reports the same `animated` as its will-callback, as UIKit does.
        log.record(.appearance, "\(title).\(a ? "viewDidAppear" : "viewDidDisappear")(animated: \(appearingAnimated))")
    }

    /// The container's own end of the appearance transition it began: quiet when the animator
    /// already ended it (`endAppearanceTransition()` in its completion), as UIKit's end of a
    /// controller already appeared or disappeared is.
    public func endAppearanceTransitionIfPending() {
        guard appearing != nil else {
            log.record(.transition, "\(title): appearance transition already ended by the animator")
            return
        }
        endAppearanceTransition()
    }
}
