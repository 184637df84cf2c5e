/// A view controller (UIKit's `UIViewController`): one of the host's, seen through the plugin
/// ABI, or one the plugin makes itself. One object stands for one host view controller, as for
/// views (see ``UIView``); a navigation or tab bar controller comes as a
/// ``UINavigationController`` or ``UITabBarController``. The relations (`parent`,
/// `navigationController`, `presentingViewController`…) need ABI 1.1; on an older host they
/// read nil (reported).
///
/// `open`, as UIKit's, so that app subclasses and stubs compile: a controller the plugin makes
/// (`MyController()`, `init(nibName:bundle:)`) is the SDK's alone — the host's containers do
/// not show it — with its own view, made by ``loadView()`` when first asked for (then
/// ``viewDidLoad()``), its own title, and children added with ``addChild(_:)``. Presenting or
/// dismissing from a plugin is not possible (the host's containers run presentations): those
/// calls log a warning and do nothing, as UIKit does when a presentation is already running.
///
/// A ``UIResponder``, as in UIKit: touches its view does not handle reach it (see ``next``).
/// The status-bar, orientation and size-change members are UIKit's, to override; the host
/// draws no status bar, has one fixed orientation and never resizes its screen, so it reads
/// none of them and never calls ``viewWillTransition(to:with:)`` (see each).
open class UIViewController: UIResponder {
    /// The host's handle (zero for a controller the plugin made).
    // A var only so that a stand-in made by a plugin's maker can be bound to the host's
    // controller once made (``adopt(_:_:)``); never changed after.
    public private(set) var handle: ap_view_controller
    private(set) var connection: HostConnection
    /// What a controller the plugin made keeps itself (nil for the host's controllers).
    // Internal, not private: a container stand-in loads its child's view
    // (UIViewController+ContainerStandIn.swift).
    var own: OwnState?
    /// The controllers the plugin added as children of this one with ``addChild(_:)``.
    fileprivate(set) var addedChildren: [UIViewController] = []
    /// True for a navigation or tab bar controller of the plugin's own, made by a
    /// ``transitionStandIns`` maker with its children, that stands for a plain host controller:
    /// its stack (or tabs) are the children it was made with, not the host's.
    var isContainerStandIn = false
    /// The container a plugin-made controller was added to with ``addChild(_:)``.
    private weak var addedParent: UIViewController?
    /// Settings kept for UIKit members that need no host (UIViewController+Settings.swift).
    var settings: [String: Any] = [:]

    /// True for a stand-in (``transitionStandIns``) whose ``viewDidLoad()`` has not run yet: it runs once, when the host's view is first asked
    /// for, as UIKit loads a controller's view before its transition starts.
    private var standInViewNotLoaded = false

    /// A plugin-made controller's view and title.
    final class OwnState {
        var view: UIView?
        var title: String?
    }

    /// The object for host controller `h` (made through UIKit's designated initializer, so that
    /// UIKit's two stay the only ones and subclasses in other modules inherit `init()`).
    convenience init(_ h: ap_view_controller, _ c: HostConnection) {
        UIViewController.adopting = (h, c)
        self.init(nibName: nil, bundle: nil)
    }

    /// The host controller the next `init(nibName:bundle:)` stands for (set just before by the
    /// SDK, on the host's main thread).
    // Set and taken within one host call, on the host's call thread: plugin code runs only inside
    // host calls, all made from one thread; the host's tables refuse calls from any other.
    nonisolated(unsafe) private static var adopting: (ap_view_controller, HostConnection)?

    /// A controller of the plugin's own (UIKit's designated initializer; there are no nibs
    /// here, so both arguments are ignored).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        if let (h, c) = UIViewController.adopting {
            UIViewController.adopting = nil
            handle = h
            connection = c
            own = nil
            super.init()
            return
        }
        handle = ap_view_controller()
        connection = HostConnection.required
        own = OwnState()
        super.init()
    }

    /// A controller of the plugin's own (there are no archives here: the coder is ignored).
    /// Required, as in UIKit, so that subclasses' `required init?(coder:)` compile unchanged.
    public required init?(coder: NSCoder) {
        handle = ap_view_controller()
        connection = HostConnection.required
        own = OwnState()
        super.init()
    }

    /// A controller of the plugin's own.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// NSCoding's `encode(with:)`, which UIKit's controllers adopt: nothing is archived here (the
    /// host never archives a controller), so it does nothing; subclasses that override it and call
    /// `super.encode(with:)` compile unchanged.
    open func encode(with coder: NSCoder) {}

    /// True for a controller the plugin made (not the host's).
    var isPluginMade: Bool { own != nil }

    /// Classes the host's transition controllers are made as, by key: a plugin whose code casts
    /// `viewController(forKey: .to)` to a class of its app (`as? ProfileViewController`) sets
    /// a maker of that class here (`host-cli port` does, for the stand-ins it writes), and the
    /// context's controller for that key then is an instance of it — standing for the host's
    /// controller, with its view, frames and relations — so the cast succeeds instead of the
    /// animator returning early and never completing. Only plain host controllers are made so
    /// (a navigation or tab bar controller stays one); the maker must return a new controller
    /// of the plugin's own that has not loaded its view or added children in its initializer
    /// (the stand-in's view is the host's; a container's children: below) — other controllers
    /// it makes on the way stay its own. The stand-in's ``viewDidLoad()`` runs once, when its view (the host's) is first
    /// asked for, as UIKit has loaded a controller's view before its transition starts: what
    /// it adds to its view is added to the host's. Empty by default: the controllers are
    /// `UIViewController`s.
    ///
    /// The maker may also return a ``UINavigationController`` or ``UITabBarController`` of the
    /// plugin's own holding children (`UINavigationController(rootViewController: Detail())`),
    /// for code that casts the context's controller to the container and then its child to a
    /// class of its app (`(ctx.viewController(forKey: .to) as! UINavigationController)
    /// .viewControllers.first as! Detail`): the container stands for the host's controller
    /// (its view is the host's), its children stay its own — its stack, top or selected tab
    /// are they — and the shown child (the top of the stack, the first tab) has its view
    /// loaded at once, filling the container's view, its outlets connected first
    /// (UIViewController+ContainerStandIn.swift).
    // Set and read only by plugin code, which runs inside host calls, all made from one
    // thread (the port export sets it when the host asks for the animator); the host's tables
    // refuse calls from any other thread.
    nonisolated(unsafe) public static var transitionStandIns:
        [UITransitionContextViewControllerKey: () -> UIViewController] = [:]

    /// What makes the object of the host's view when this controller stands for a host
    /// controller (``transitionStandIns``) and plugin code first asks for its view: nil (the
    /// default) makes a plain ``UIView``. A stand-in of an app's controller whose storyboard
    /// or `loadView()` gives it a view of the app's own class (`AppDetailView`) returns a
    /// maker of that class (`{ AppDetailView() }`), so that code casting the controller's view
    /// to it (`toVC.view as! AppDetailView`) finds one, as on iOS — while the view stays the
    /// host's, in the host's hierarchy. The maker's view adopts the host's view: it must make
    /// no other view before its `super.init(frame:)` runs (a stored property `let label =
    /// UILabel()` would; a `lazy` one does not), else the view is a plain ``UIView``. Not
    /// UIKit API: `host-cli port` overrides it in its stand-ins.
    // In the class body, not an extension: subclasses override it (UIViewController+StandInView).
    open class var transitionStandInView: (() -> UIView)? { nil }

    /// What connects a ``transitionStandIns`` stand-in's outlets, by key: called once, with the
    /// stand-in, as soon as it stands for the host's controller and before its
    /// ``viewDidLoad()`` — as a storyboard connects `@IBOutlet`s before UIKit calls it — so
    /// that views the app's storyboard would make (`@IBOutlet weak var photoView:
    /// UIImageView!`) exist in the host's view. `host-cli port` sets it for the files' own
    /// controller classes with view outlets. Empty by default.
    // Set and read as ``transitionStandIns`` is.
    nonisolated(unsafe) public static var transitionStandInOutlets:
        [UITransitionContextViewControllerKey: (UIViewController) -> Void] = [:]

    /// The object for host controller `h` made by `maker` (a ``transitionStandIns`` entry),
    /// or nil when `h` is not a plain controller or the object cannot stand for it
    /// (``adopt(_:_:)``).
    /// `appState` (a ``transitionStandInAppState`` entry) then sets up what the app would have
    /// done before the transition, once the view is loaded.
    static func standIn(
        for h: ap_view_controller, _ c: HostConnection, _ maker: () -> UIViewController,
        outlets: ((UIViewController) -> Void)? = nil, appState: ((UIViewController) -> Void)? = nil
    ) -> UIViewController? {
        if c.has(\.view_controller_kind) {
            let kind = c.api.view_controller_kind!(c.host, h)
            guard kind != AP_VC_KIND_NAVIGATION, kind != AP_VC_KIND_TAB_BAR else { return nil }
        }
        let object = maker()
        guard object.adopt(h, c, outlets: outlets) else { return nil }
        if let appState { object.playAppState(appState) }
        return object
    }

    /// Binds this controller, just made by a ``transitionStandIns`` maker, to host controller
    /// `h`: it stands for it from now on. Bound after the maker returns, not in an initializer,
    /// because the maker's class may make other controllers first (a stored property
    /// `let content = UIViewController()` is made before its `super.init`). False, and nothing
    /// changed, when it is already a host controller's or has loaded a view or children of
    /// its own (its initializer used them: the host's view cannot replace them).
    /// `outlets` (a ``transitionStandInOutlets`` entry) then connects its outlets in the host's
    /// view, before ``viewDidLoad()`` may run, as a storyboard connects them before UIKit calls it.
    func adopt(_ h: ap_view_controller, _ c: HostConnection, outlets: ((UIViewController) -> Void)? = nil) -> Bool {
        // A navigation or tab bar controller comes with its children (the container's stand-in).
        let container = !addedChildren.isEmpty && (self is UINavigationController || self is UITabBarController)
        guard handle.bits == 0, let own, own.view == nil, addedChildren.isEmpty || container, addedParent == nil
        else {
            return false
        }
        handle = h
        connection = c
        self.own = nil
        if container {
            isContainerStandIn = true
            standInViewNotLoaded = true
            fillWithShownChild(outlets: outlets)
            return true
        }
        outlets?(self)
        // The files' own controller class (a library's viewer) sets its views up in
        // viewDidLoad, which UIKit has run by the time the animator sees it.
        standInViewNotLoaded = true
        return true
    }

    /// The object of host controller `h`, of the class its kind calls for.
    static func make(_ h: ap_view_controller, _ c: HostConnection) -> UIViewController? {
        h.bits == 0 ? nil : c.controller(h)
    }

    /// A new object for host controller `h`, of the class its kind calls for.
    static func object(for h: ap_view_controller, _ c: HostConnection) -> UIViewController {
        guard c.has(\.view_controller_kind) else { return UIViewController(h, c) }
        switch c.api.view_controller_kind!(c.host, h) {
        case AP_VC_KIND_NAVIGATION: return UINavigationController(h, c)
        case AP_VC_KIND_TAB_BAR: return UITabBarController(h, c)
        default: return UIViewController(h, c)
        }
    }

    /// Its view (loaded when first asked for, as in UIKit). A plugin-made controller's is made
    /// by ``loadView()`` (then ``viewDidLoad()`` runs); setting it replaces it. A host
    /// controller's view is the host's: setting it logs an error and changes nothing.
    open var view: UIView! {
        get {
            guard let own else {
                // A stand-in of a class whose app loads a view of its own class (UIViewController+StandInView).
                let v = UIView.make(
                    connection.api.view_controller_view!(connection.host, handle), connection,
                    made: Self.transitionStandInView, firstLoad: standInViewNotLoaded)
                v?.owningController = self
                if standInViewNotLoaded, v != nil {
                    standInViewNotLoaded = false
                    viewDidLoad()
                }
                return v
            }
            if own.view == nil {
                loadView()
                if own.view == nil { own.view = UIView(frame: UIScreen.main.bounds) }
                own.view?.owningController = self
                viewDidLoad()
            }
            return own.view
        }
        set {
            guard let own else {
                return connection.log(
                    "UIViewController.view: a host controller's view cannot be replaced", level: AP_LOG_ERROR)
            }
            if own.view?.owningController === self { own.view?.owningController = nil }
            own.view = newValue
            newValue?.owningController = self
        }
    }

    /// The next responder, as UIKit's: its view's superview (nil while the view is not loaded
    /// or in no hierarchy).
    open override var next: UIResponder? { viewIfLoaded?.superview }

    // MARK: Status bar, orientation, size changes

    /// Whether it would hide the status bar (UIKit's default: false). The host draws no status
    /// bar and never reads it; override it as on iOS.
    open var prefersStatusBarHidden: Bool { false }
    /// The status-bar style it would like (UIKit's default: ``UIStatusBarStyle/default``).
    /// Never read by the host, as ``prefersStatusBarHidden``.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar would animate a change of ``prefersStatusBarHidden`` (UIKit's
    /// default: ``UIStatusBarAnimation/fade``).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose ``preferredStatusBarStyle`` would be used instead (UIKit's default: nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` would be used instead (UIKit's default: nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a controller presented not full screen takes over the status bar's appearance
    /// (UIKit's default: false).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Tells UIKit to read the status-bar members again. Nothing to redraw here (no status
    /// bar); overrides of the members are read by whoever asks.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The orientations it supports (UIKit's default: all but upside down on a phone).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation it would be presented in (UIKit's default: portrait on a phone).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether it may rotate (UIKit's default: true). The host never rotates.
    open var shouldAutorotate: Bool { true }

    /// UIKit calls it before the size of the view changes (a rotation, a window resize), with
    /// the coordinator of that change. The host's screen keeps its size for the whole run, so
    /// the host never calls it: it compiles, and a plugin may call it. UIKit's default, kept
    /// here, passes the call on to each child.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for c in children { c.viewWillTransition(to: size, with: coordinator) }
    }

    /// UIKit calls it before the trait collection changes (a size class change). The host's
    /// traits stay the same for the whole run, so the host never calls it; UIKit's default,
    /// kept here, passes it on to each child.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        for c in children { c.willTransition(to: newCollection, with: coordinator) }
    }
    /// Makes a plugin-made controller's view: a plain view the size of the screen. Override it
    /// to set ``view`` to a view of your own, as in UIKit (do not call `super` then).
    open func loadView() { own?.view = UIView(frame: UIScreen.main.bounds) }
    /// Called once a plugin-made controller's view is loaded. Does nothing by default.
    open func viewDidLoad() {}
    /// Called when a controller made from a storyboard or nib is loaded: never here (there are
    /// none); kept so that overrides compile.
    open func awakeFromNib() {}
    /// Appearance callbacks: called on a plugin-made controller by
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` (the host
    /// calls its own controllers' itself). Do nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// See ``viewWillAppear(_:)``.
    open func viewDidAppear(_ animated: Bool) {}
    /// See ``viewWillAppear(_:)``.
    open func viewWillDisappear(_ animated: Bool) {}
    /// See ``viewWillAppear(_:)``.
    open func viewDidDisappear(_ animated: Bool) {}
    /// UIKit's iOS 17 hook between ``viewWillAppear(_:)`` and ``viewDidAppear(_:)``, once the
    /// view is in the hierarchy: called before ``viewDidAppear(_:)`` when a plugin-made
    /// controller's appearance transition ends. Does nothing by default.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Updates the controller's constraints (UIKit's default updates the view's). Does nothing
    /// by default; overrides call `super`.
    open func updateViewConstraints() {}
    /// Called after the view's layout margins changed. Does nothing by default.
    open func viewLayoutMarginsDidChange() {}
    /// Whether the home indicator may hide (false by default; there is none here).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Whether a container forwards its appearance calls to its children itself (true, UIKit's
    /// default): kept for overrides; the SDK's containers call no appearance methods.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Whether the controller is in editing mode (false until ``setEditing(_:animated:)``).
    open var isEditing: Bool {
        get { settings["isEditing"] as? Bool ?? false }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode: UIKit's default keeps the flag (a table view
    /// controller's also sets its table's); overrides call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) { settings["isEditing"] = editing }
    /// A child's preferred content size changed: nothing, UIKit's default.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size of a child's content: the parent's size, as UIKit's default.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    {
        parentSize
    }
    /// A child's fitting size changed: nothing, UIKit's default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// Layout callbacks: the host has no layout passes, so it never calls them; kept so that
    /// subclasses that override them compile.
    open func viewWillLayoutSubviews() {}
    /// See ``viewWillLayoutSubviews()``.
    open func viewDidLayoutSubviews() {}
    /// UIKit calls it when the app is short of memory, for the controller to drop what it can
    /// make again (UIKit's default does nothing). The host sends no memory warnings, so it
    /// never calls it: overrides compile, and a plugin may call it.
    open func didReceiveMemoryWarning() {}
    /// UIKit calls it after the safe area of the controller's view changed (UIKit's default
    /// does nothing). The host's screen has no bars, notches or home indicator: every view's
    /// ``UIView/safeAreaInsets`` are zero for the whole run, so they never change and the host
    /// never calls it (overrides compile; a plugin may call it).
    open func viewSafeAreaInsetsDidChange() {}
    /// UIKit calls it after the controller's traits changed, with the traits before (UIKit's
    /// default does nothing). The host's traits (``UITraitCollection/current``) stay the same
    /// for the whole run, so the host never calls it (overrides compile; a plugin may call it).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// What it shows in a navigation bar (UIKit's, made when first asked for; its title is
    /// the controller's until one is set). Kept and read back: the host draws no bars.
    open var navigationItem: UINavigationItem {
        if let item = ownNavigationItem { return item }
        let item = UINavigationItem()
        item.owner = self
        ownNavigationItem = item
        return item
    }
    /// The ``navigationItem`` once made.
    private var ownNavigationItem: UINavigationItem?
    /// The actions of its 3D Touch peek (UIKit's `previewActionItems`, iOS 9–13): none by
    /// default; controllers override it. Nothing here peeks, so the host never asks.
    open var previewActionItems: [UIPreviewActionItem] { [] }

    /// Its view if it is loaded, else nil (UIKit's `viewIfLoaded`).
    open var viewIfLoaded: UIView? { isViewLoaded ? view : nil }
    /// True once its view exists.
    open var isViewLoaded: Bool {
        if let own { return own.view != nil }
        guard connection.has(\.view_controller_is_view_loaded) else { return true }
        return connection.api.view_controller_is_view_loaded!(connection.host, handle)
    }
    /// Its title (a host controller's is the host's and cannot be set: setting it logs an error).
    open var title: String? {
        get {
            if let own { return own.title }
            var buffer = [CChar](repeating: 0, count: 256)
            let n = connection.api.view_controller_title!(connection.host, handle, &buffer, buffer.count)
            if n >= buffer.count {
                buffer = [CChar](repeating: 0, count: n + 1)
                _ = connection.api.view_controller_title!(connection.host, handle, &buffer, buffer.count)
            }
            return n == 0
                ? nil : String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        set {
            guard let own else {
                return connection.log(
                    "UIViewController.title: a host controller's title cannot be set", level: AP_LOG_ERROR)
            }
            own.title = newValue
        }
    }
    /// The size it would like in a container that asks (UIKit's `preferredContentSize`; zero by
    /// default). Kept on this object; the host's containers lay out by their own rules.
    open var preferredContentSize: CGSize = .zero
    /// How it would be presented (UIKit's `modalPresentationStyle`; `.fullScreen` by default).
    /// Kept on this object: the host's presentations take their style from the transition
    /// context (``UIViewControllerContextTransitioning/presentationStyle``).
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// The popover presentation controller when ``modalPresentationStyle`` is `.popover` (made
    /// the first time, then the same object), else nil, as UIKit answers.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let p = popover { return p }
        let p = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popover = p
        return p
    }
    /// The popover presentation controller made for it.
    private var popover: UIPopoverPresentationController?

    // MARK: Relations

    /// The container it is a child of (for a plugin-made controller, the one it was added to).
    open var parent: UIViewController? { own != nil ? addedParent : related(AP_VC_PARENT, "parent") }

    /// Makes `list` a plugin-made container's children, in that order, as UIKit's containers set
    /// theirs (`viewControllers` of a tab bar or split view controller): those no longer listed
    /// leave (`willMove(toParent: nil)`, removed), new ones join (added, `didMove(toParent:)`),
    /// and those that stay move without leaving.
    func replaceChildren(with list: [UIViewController]) {
        for c in children where !list.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            c.removeFromParent()
        }
        for c in list where !children.contains(where: { $0 === c }) {
            addChild(c)
            c.didMove(toParent: self)
        }
        var seen = Set<ObjectIdentifier>()
        addedChildren = list.filter { c in
            addedChildren.contains { $0 === c } && seen.insert(ObjectIdentifier(c)).inserted
        }
    }
    /// Its children, in order: the host's, then those the plugin added with ``addChild(_:)``.
    open var children: [UIViewController] {
        guard own == nil else { return addedChildren }
        guard connection.has(\.view_controller_child_count) else {
            connection.unsupported("UIViewController.children", needs: 1)
            return addedChildren
        }
        let n = Int(connection.api.view_controller_child_count!(connection.host, handle))
        return (0..<max(0, n)).compactMap {
            UIViewController.make(
                connection.api.view_controller_child_at!(connection.host, handle, Int32($0)), connection)
        } + addedChildren
    }

    /// Adds a plugin-made controller as a child (UIKit's `addChild(_:)`, which first calls the
    /// child's ``willMove(toParent:)``; the caller adds its view and calls ``didMove(toParent:)``).
    /// A host controller cannot be re-parented by a plugin: that logs an error.
    open func addChild(_ childController: UIViewController) {
        guard childController.own != nil else {
            return connection.log(
                "UIViewController.addChild(_:): a host controller cannot be re-parented by a plugin",
                level: AP_LOG_ERROR)
        }
        guard childController !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        addedChildren.append(childController)
        childController.addedParent = self
    }

    /// Removes a plugin-made controller from its parent (UIKit's `removeFromParent()`; call
    /// ``willMove(toParent:)`` with nil first, as in UIKit; it calls ``didMove(toParent:)``
    /// with nil). A host controller's place is the host's: that logs an error.
    open func removeFromParent() {
        guard own != nil else {
            return connection.log(
                "UIViewController.removeFromParent(): a host controller cannot be removed by a plugin",
                level: AP_LOG_ERROR)
        }
        guard let p = addedParent else { return }
        p.addedChildren.removeAll { $0 === self }
        addedParent = nil
        didMove(toParent: nil)
    }

    /// Called before it is added to or removed from a container. Does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after it is added to or removed from a container. Does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    /// UIKit's `present(_:animated:completion:)`. The host's containers run presentations and
    /// one is running whenever plugin code runs, so this logs a warning naming the controller
    /// and does nothing (the completion is not called), as UIKit does while a presentation is
    /// in progress. A ``UIAlertController`` is named in the log line (its title and actions).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        if let alert = viewControllerToPresent as? UIAlertController {
            return connection.log(
                "UIViewController.present(_:animated:completion:): \(alert.summary) not shown (the host shows no alerts and a plugin cannot start a presentation); ignored",
                level: AP_LOG_WARNING)
        }
        connection.log(
            "UIViewController.present(_:animated:completion:): a plugin cannot start a presentation (the host's containers run them); ignored",
            level: AP_LOG_WARNING)
    }

    /// UIKit's `dismiss(animated:completion:)`: as ``present(_:animated:completion:)``, logged
    /// and ignored (the transition's completion is what ends a dismissal here).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        connection.log(
            "UIViewController.dismiss(animated:completion:): a plugin cannot start a dismissal (the host's containers run them); ignored",
            level: AP_LOG_WARNING)
    }

    // MARK: Segues

    /// UIKit calls it just before a storyboard segue from this controller performs, so the
    /// controller can hand data to the segue's destination; the default does nothing. There are
    /// no storyboards here, so the host never calls it (code that makes a segue itself may).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether the storyboard segue `identifier` may perform (UIKit's default: true).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Performs the storyboard segue `identifier`. There are no storyboards here, so there is
    /// no such segue: it logs an error and does nothing (UIKit raises for an identifier its
    /// storyboard lacks). Make the segue in code and call its `perform()` instead.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        connection.log(
            "UIViewController.performSegue(withIdentifier: \"\(identifier)\"): there are no storyboards in a plugin, so no segue has that identifier; make the segue in code (UIStoryboardSegue(identifier:source:destination:)) and call perform(); ignored",
            level: AP_LOG_ERROR)
    }

    /// The nearest navigation controller among its ancestors.
    public var navigationController: UINavigationController? {
        related(AP_VC_NAVIGATION_CONTROLLER, "navigationController") as? UINavigationController
    }
    /// The nearest tab bar controller among its ancestors.
    public var tabBarController: UITabBarController? {
        related(AP_VC_TAB_BAR_CONTROLLER, "tabBarController") as? UITabBarController
    }
    /// The controller that presented it (or its nearest presented ancestor), from the start
    /// of the presentation until its dismissal completes.
    public var presentingViewController: UIViewController? { related(AP_VC_PRESENTING, "presentingViewController") }
    /// The controller it presented (or an ancestor presented), over the same span.
    public var presentedViewController: UIViewController? { related(AP_VC_PRESENTED, "presentedViewController") }

    /// The coordinator of the transition it (or an ancestor) takes part in, nil when none runs.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if own != nil { return addedParent?.transitionCoordinator }
        guard connection.has(\.view_controller_transition) else {
            connection.unsupported("UIViewController.transitionCoordinator", needs: 1)
            return nil
        }
        let h = connection.api.view_controller_transition!(connection.host, handle)
        return h.bits == 0 ? nil : connection.existingContext(h).transitionCoordinator
    }

    /// Starts its appearance transition: viewWillAppear (true) or viewWillDisappear. For
    /// animators of custom presentations that keep the presenter's view on screen and tell it
    /// themselves, as on iOS; pair each with ``endAppearanceTransition()``.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if own != nil {
            appearing = isAppearing
            return isAppearing ? viewWillAppear(animated) : viewWillDisappear(animated)
        }
        guard connection.has(\.view_controller_begin_appearance_transition) else {
            return connection.unsupported("UIViewController.beginAppearanceTransition(_:animated:)", needs: 1)
        }
        _ = connection.api.view_controller_begin_appearance_transition!(connection.host, handle, isAppearing, animated)
    }

    /// Ends the appearance transition begun last: viewDidAppear or viewDidDisappear.
    public func endAppearanceTransition() {
        if own != nil {
            guard let a = appearing else { return }
            appearing = nil
            if a { viewIsAppearing(true) }
            return a ? viewDidAppear(true) : viewDidDisappear(true)
        }
        guard connection.has(\.view_controller_end_appearance_transition) else {
            return connection.unsupported("UIViewController.endAppearanceTransition()", needs: 1)
        }
        _ = connection.api.view_controller_end_appearance_transition!(connection.host, handle)
    }

    /// A plugin-made controller's appearance transition begun and not yet ended (true:
    /// appearing).
    private var appearing: Bool?

    /// Puts the plugin-added children in the order of `order` (those it holds first, in its
    /// order; any others after, as they were).
    func reorderChildren(_ order: [UIViewController]) {
        let listed = order.filter { c in addedChildren.contains { $0 === c } }
        let rest = addedChildren.filter { c in !listed.contains { $0 === c } }
        addedChildren = listed + rest
    }

    /// The controller `relation` names, nil when there is none (or the host lacks ABI 1.1). A
    /// plugin-made controller's are its container's (its own parent aside), or none.
    func related(_ relation: ap_vc_relation, _ name: String) -> UIViewController? {
        if own != nil {
            guard let p = addedParent else { return nil }
            switch relation {
            case AP_VC_NAVIGATION_CONTROLLER: return (p as? UINavigationController) ?? p.navigationController
            case AP_VC_TAB_BAR_CONTROLLER: return (p as? UITabBarController) ?? p.tabBarController
            default: return nil
            }
        }
        guard connection.has(\.view_controller_related) else {
            connection.unsupported("UIViewController.\(name)", needs: 1)
            return nil
        }
        return UIViewController.make(
            connection.api.view_controller_related!(connection.host, handle, relation), connection)
    }

    /// The same host controller, or (plugin-made) the same object: NSObject's equality, which
    /// `==`, sets and dictionary keys use.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let r = object as? UIViewController else { return false }
        return own != nil || r.own != nil ? self === r : handle.bits == r.handle.bits
    }
    /// The host controller's handle (the object's identity, for a plugin-made one), so equal
    /// controllers hash alike.
    open override var hash: Int {
        own != nil ? ObjectIdentifier(self).hashValue : Int(truncatingIfNeeded: handle.bits)
    }
}

/// UIKit's `UINavigationController`: the host's navigation controller, or one the plugin makes
/// (`open`, so app subclasses compile).
///
/// A host navigation controller's stack is the host's: its navigations are transitions the
/// host runs, and one is running whenever plugin code runs, so ``pushViewController(_:animated:)``
/// and the pops log a warning naming the call and change nothing (the pops return nil). A
/// navigation controller the plugin makes (`UINavigationController(rootViewController:)`)
/// keeps a stack of its own, as UIKit's does without a window: push and pop change
/// ``viewControllers`` at once (children added and removed, with
/// ``UIViewController/willMove(toParent:)`` and ``UIViewController/didMove(toParent:)``), tell the
/// ``delegate`` which controller will show and did show, and run no transition (the host shows
/// no such controller).
open class UINavigationController: UIViewController {
    /// A plugin-made navigation controller whose stack starts with `rootViewController`.
    /// Designated, as UIKit's is, so that app subclasses' `override init(rootViewController:)`
    /// calling `super.init(rootViewController:)` compile.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    /// A navigation controller with an empty stack (UIKit's designated initializer; there are
    /// no nibs here). Also the way the SDK makes the object for a host navigation controller
    /// (``UIViewController``'s adoption), which must stay inherited by this class.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller with an empty stack (there are no archives here: the coder is
    /// ignored). Required, as in UIKit.
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// A navigation controller with an empty stack whose bars are of these classes (UIKit's
    /// designated initializer for custom bars): the classes are kept only, as the host draws
    /// no bars (``navigationBar`` and ``toolbar`` are the SDK's plain ones).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// The delegate (held weakly, as in UIKit): told about a plugin-made stack's pushes and
    /// pops; the host's transitions ask the plugin's exported animator, not this.
    open weak var delegate: UINavigationControllerDelegate?

    /// Pushes `viewController` on a plugin-made stack (see the class); logged and ignored on
    /// the host's, and for a controller already in the stack (UIKit raises for that).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard isPluginMade else { return hostStackIsNotThePlugins("pushViewController(_:animated:)") }
        guard !children.contains(where: { $0 === viewController }) else {
            return connection.log(
                "UINavigationController.pushViewController(_:animated:): the controller is already in the stack; ignored",
                level: AP_LOG_ERROR)
        }
        delegate?.navigationController(self, willShow: viewController, animated: animated)
        addChild(viewController)
        viewController.didMove(toParent: self)
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    /// Pops the top of a plugin-made stack and returns it (nil when only the root is left, as
    /// UIKit); nil on the host's (logged).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard isPluginMade else {
            hostStackIsNotThePlugins("popViewController(animated:)")
            return nil
        }
        let stack = children
        guard stack.count > 1 else { return nil }
        return pop(to: stack[stack.count - 2], animated: animated).first
    }

    /// Pops down to the root of a plugin-made stack; returns the popped controllers, top last
    /// (empty when the root is on top); nil on the host's (logged).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard isPluginMade else {
            hostStackIsNotThePlugins("popToRootViewController(animated:)")
            return nil
        }
        guard let root = children.first else { return [] }
        return pop(to: root, animated: animated)
    }

    /// Pops a plugin-made stack down to `viewController`; returns the popped controllers, top
    /// last; nil when `viewController` is not in the stack (UIKit raises; logged here) and on
    /// the host's (logged).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard isPluginMade else {
            hostStackIsNotThePlugins("popToViewController(_:animated:)")
            return nil
        }
        guard children.contains(where: { $0 === viewController }) else {
            connection.log(
                "UINavigationController.popToViewController(_:animated:): the controller is not in the stack; ignored",
                level: AP_LOG_ERROR)
            return nil
        }
        return pop(to: viewController, animated: animated)
    }

    /// Replaces a plugin-made stack (the controllers that leave it are removed from it as
    /// children, the new ones added); logged and ignored on the host's.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard isPluginMade else { return hostStackIsNotThePlugins("setViewControllers(_:animated:)") }
        for c in children where !viewControllers.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            c.removeFromParent()
        }
        for c in viewControllers where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        reorderChildren(viewControllers)
        if let top = viewControllers.last {
            delegate?.navigationController(self, willShow: top, animated: animated)
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }

    /// Removes the controllers above `target` (top first), tells the delegate, returns them
    /// bottom first.
    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
        let stack = children
        guard let i = stack.firstIndex(where: { $0 === target }) else { return [] }
        let popped = Array(stack[(i + 1)...])
        guard !popped.isEmpty else { return [] }
        delegate?.navigationController(self, willShow: target, animated: animated)
        for c in popped.reversed() {
            c.willMove(toParent: nil)
            c.removeFromParent()
        }
        delegate?.navigationController(self, didShow: target, animated: animated)
        return popped
    }

    /// Logs that `call` cannot change a host navigation controller's stack.
    private func hostStackIsNotThePlugins(_ call: String) {
        connection.log(
            "UINavigationController.\(call): the host's navigation controller's stack is the host's (its navigations are the host's transitions); ignored",
            level: AP_LOG_WARNING)
    }

    /// UIKit's duration for showing or hiding the bars, seconds (`UINavigationController.hideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The recognizer of the edge swipe that pops the stack (UIKit's, from the left edge).
    /// Made and kept for code that sets its delegate, disables it or compares recognizers with
    /// it; it is attached to no view, as the host's navigation runs its own interactive pops
    /// (and a plugin-made stack has no edge swipe), so it never recognizes.
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let r = UIScreenEdgePanGestureRecognizer()
        r.edges = .left
        return r
    }()

    /// The navigation bar: a view of the SDK's, 44 points high across the top of the screen.
    /// The host's containers draw no bars, so it is in no hierarchy (nothing shows) unless the
    /// plugin adds it; its frame, alpha and the rest animate as any view's, so code that reads
    /// its height or fades it runs unchanged.
    public private(set) lazy var navigationBar = UINavigationBar(
        frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
    /// True when the navigation bar is hidden (its `isHidden`).
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }
    /// Hides or shows the navigation bar (UIKit fades it over ``hideShowBarDuration`` when
    /// `animated`; here it changes at once, as the bar is not drawn).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// The stack, bottom first. Setting it replaces a plugin-made stack (as
    /// ``setViewControllers(_:animated:)`` without animation); on the host's it is logged and
    /// ignored.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The top of the stack.
    open var topViewController: UIViewController? {
        isPluginMade || isContainerStandIn ? children.last : related(AP_VC_SELECTED, "topViewController")
    }
    /// What it shows: the top of the stack, or what that presented.
    open var visibleViewController: UIViewController? { topViewController.map { $0.presentedViewController ?? $0 } }
}

/// UIKit's `UITabBarController`: the host's tab bar controller (`open`, so app subclasses
/// compile).
open class UITabBarController: UIViewController {
    /// The tab bar: a view of the SDK's, 49 points high across the bottom of the screen, in no
    /// hierarchy (the host draws no bars; see ``UINavigationController/navigationBar``).
    public private(set) lazy var tabBar: UITabBar = {
        let screen = UIScreen.main.bounds
        return UITabBar(frame: CGRect(x: 0, y: screen.height - 49, width: screen.width, height: 49))
    }()

    /// The selected tab of a tab bar controller the plugin made (nil: its first tab).
    private var ownSelection: UIViewController?
    /// The delegate (held weakly, as in UIKit). Selecting a tab from code tells it nothing,
    /// as in UIKit; the host's tab changes ask the plugin's exported animator, not this.
    open weak var delegate: UITabBarControllerDelegate?

    /// The tabs, in order. Setting them replaces the tabs of a tab bar controller the plugin
    /// made (the first is selected unless the selected one stays); on the host's, whose tabs
    /// are the host's, it is logged and ignored.
    open var viewControllers: [UIViewController]? {
        get { children }
        set {
            guard isPluginMade else { return hostTabsAreNotThePlugins("viewControllers") }
            replaceChildren(with: newValue ?? [])
            if let s = ownSelection, !children.contains(where: { $0 === s }) { ownSelection = nil }
        }
    }

    /// The selected tab. On a tab bar controller the plugin made, setting it selects that tab
    /// at once (no transition: the host shows no such controller; a controller that is not one
    /// of its tabs is logged and ignored, UIKit raises). On the host's, a tab change is a
    /// transition the host runs — one is running whenever plugin code runs — so setting it is
    /// logged and changes nothing, as ``UINavigationController/pushViewController(_:animated:)``.
    /// A stand-in made with its tabs (``transitionStandIns``) selects its first, as UIKit selects
    /// the first of the tabs it is given.
    open var selectedViewController: UIViewController? {
        get {
            isPluginMade || isContainerStandIn
                ? ownSelection ?? children.first : related(AP_VC_SELECTED, "selectedViewController")
        }
        set {
            guard isPluginMade else { return hostTabsAreNotThePlugins("selectedViewController") }
            guard let c = newValue, children.contains(where: { $0 === c }) else {
                return connection.log(
                    "UITabBarController.selectedViewController: the controller is not one of its tabs; ignored",
                    level: AP_LOG_ERROR)
            }
            ownSelection = c
        }
    }

    /// The selected tab's index (`NSNotFound` when none). Set it as ``selectedViewController``
    /// (an index out of range is logged and ignored).
    open var selectedIndex: Int {
        get {
            guard let s = selectedViewController else { return NSNotFound }
            return children.firstIndex(of: s) ?? NSNotFound
        }
        set {
            guard isPluginMade else { return hostTabsAreNotThePlugins("selectedIndex") }
            guard children.indices.contains(newValue) else {
                return connection.log(
                    "UITabBarController.selectedIndex: \(newValue) is not the index of one of its \(children.count) tabs; ignored",
                    level: AP_LOG_ERROR)
            }
            ownSelection = children[newValue]
        }
    }

    /// Logs that `member` was set on the host's tab bar controller and changed nothing.
    private func hostTabsAreNotThePlugins(_ member: String) {
        connection.log(
            "UITabBarController.\(member): the host's tabs change by transitions the host runs (one is running now); ignored",
            level: AP_LOG_WARNING)
    }
}

extension UIView {
    /// The controller whose view this is, when the SDK knows it (a plugin-made controller's
    /// view, or a host controller's once asked for through ``UIViewController/view``): the
    /// view's next responder. Held weakly, beside the view's other SDK-side values.
    var owningController: UIViewController? {
        get { (connection.layerHints[handle.bits]?["owningController"] as? WeakController)?.controller }
        set { connection.layerHints[handle.bits, default: [:]]["owningController"] = newValue.map(WeakController.init) }
    }
}

/// A weak reference to a controller (a view does not keep its controller alive).
final class WeakController {
    weak var controller: UIViewController?
    init(_ c: UIViewController) { controller = c }
}
