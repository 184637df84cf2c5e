extension PlaceholderArguments {
    /// The function the export declares (``helperDeclarations(in:)``) that makes a placeholder
    /// controller whose view is loaded, holds a content view filling it, and is in a window
    /// (the controller is the root of one of its own). An app's controller reaches its
    /// transition on screen, with its view loaded from a storyboard or `loadView` and holding
    /// the screen's content, and code written against it says so
    /// (`viewController.view.subviews.first!`, the view a gesture is attached to; an
    /// initializer that fails unless `viewController.view.window` is set): a bare
    /// `UIViewController()` has an empty view in no window, and such code traps on nil.
    static let loadedController = "portLoadedController"

    /// The function the export declares that loads and shows a given controller as
    /// ``loadedController`` shows its own (`portLoaded(PlayerViewController())`): for an
    /// argument the class casts to the app's controller class.
    static let loadedAs = "portLoaded"

    /// The function the export declares that makes a placeholder controller as
    /// ``loadedController`` does, shown in a navigation controller (the window's root): for an
    /// argument whose `navigationController` the class reads (`init?(attachTo vc:)` that fails
    /// unless `vc.navigationController` is set, then swipes back through it).
    static let navigatedController = "portNavigatedController"

    /// The function the export declares that makes the coder a class with only
    /// `init(coder:)` is made with: an unarchiver of an empty keyed archive, so every
    /// `decode…(forKey:)` answers nothing, as for a storyboard object with no attributes set.
    static let emptyCoder = "portEmptyCoder"

    /// The function the export declares that makes a placeholder edge-pan recognizer tracking
    /// the left edge: UIKit's `UIScreenEdgePanGestureRecognizer` starts with no `edges` and
    /// then never begins, and an app always sets one (the back-swipe's left edge the most).
    static let edgePanRecognizer = "portEdgePanRecognizer"

    /// The function the export declares that puts a placeholder view in a window of its own
    /// and returns it: a view an app hands an animator (`init(from popFromView: UIView, …)`,
    /// the tapped thumbnail a zoom starts from) is on screen, in a hierarchy, and code written
    /// against it says so (`guard let superview = view.superview else { fatalError() }`,
    /// Tastory's pop animator, held-out 44).
    static let placedView = "portPlacedView"

    /// Every `UIGestureRecognizer` class the SDK has (UIKit's concrete ones): a placeholder of
    /// each is a plain one (an edge pan: ``edgePanRecognizer``), as an interaction controller
    /// that takes the app's recognizer (`init(gestureRecognizer: UIScreenEdgePanGestureRecognizer,
    /// …)`) only adds itself as its target.
    static let gestureRecognizers: Set<String> = [
        "UIGestureRecognizer", "UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
        "UITapGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
        "UISwipeGestureRecognizer", "UILongPressGestureRecognizer"
    ]

    /// The placeholder of an SDK controller, presentation controller or gesture recognizer
    /// (kept alive by the export); nil for other types.
    static func sdkObjectValue(_ type: String) -> String? {
        switch type {
        case "UIViewController": return "portKeep(\(loadedController)())"
        case "UIScreenEdgePanGestureRecognizer": return "portKeep(\(edgePanRecognizer)())"
        // A custom presentation's controller (`init(presentationController:)`), as the app's
        // delegate hands it: of a loaded controller, presented by none yet.
        case "UIPresentationController":
            return "portKeep(UIPresentationController(presentedViewController: \(loadedController)(), presenting: nil))"
        default: return gestureRecognizers.contains(type) ? "portKeep(\(type)())" : nil
        }
    }

    /// The declarations of the helpers (``loadedController``, ``loadedAs``,
    /// ``navigatedController``, ``placedView``, ``emptyCoder``, ``edgePanRecognizer``) that
    /// `text` (an export's constructions and values) calls, each once, with the helpers they
    /// call themselves.
    public static func helperDeclarations(in text: String) -> String {
        var needed = Set(helpers.map(\.name).filter { text.contains($0 + "(") })
        for h in helpers where needed.contains(h.name) { needed.formUnion(h.uses) }
        return helpers.filter { needed.contains($0.name) }.map(\.declaration).joined()
    }

    /// Each helper the export may declare: its name, the helpers it calls, its declaration.
    static let helpers: [(name: String, uses: [String], declaration: String)] = [
        (
            emptyCoder, [],
            """

            /// The coder of a class made only by `init(coder:)`: an empty keyed archive's.
            func \(emptyCoder)() -> NSCoder {
                let archiver = NSKeyedArchiver(requiringSecureCoding: false)
                archiver.finishEncoding()
                return (try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)) ?? NSCoder()
            }

            """
        ),
        (
            placedView, [],
            """

            /// A placeholder view as the app's reaches an animator: on screen, in a window.
            func \(placedView)<V: UIView>(_ view: V) -> V {
                portKeep(UIWindow(frame: UIScreen.main.bounds)).addSubview(view)
                return view
            }

            """
        ),
        (
            loadedController, [loadedAs],
            """

            /// A placeholder controller as the app's reaches a transition (see \(loadedAs)).
            func \(loadedController)() -> UIViewController { \(loadedAs)(UIViewController()) }

            """
        ),
        (
            loadedAs, [],
            """

            /// A controller as the app's reaches a transition: its view loaded, holding a content
            /// view that fills it (code looks it up: `view.subviews.first!`), and on screen, the
            /// root of a window (code checks `view.window`).
            func \(loadedAs)<C: UIViewController>(_ c: C) -> C {
                portKeep(UIWindow(frame: UIScreen.main.bounds)).rootViewController = c
                let content = UIView(frame: c.view.bounds)
                content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                c.view.addSubview(content)
                return c
            }

            """
        ),
        (
            navigatedController, [],
            """

            /// A placeholder controller as the app's reaches a transition, shown in a navigation
            /// controller that is the root of a window (code reads `navigationController`).
            func \(navigatedController)() -> UIViewController {
                let c = UIViewController()
                portKeep(UIWindow(frame: UIScreen.main.bounds)).rootViewController = portKeep(
                    UINavigationController(rootViewController: c))
                let content = UIView(frame: c.view.bounds)
                content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                c.view.addSubview(content)
                return c
            }

            """
        ),
        (
            edgePanRecognizer, [],
            """

            /// A placeholder edge-pan recognizer tracking the left edge, as the app's is set up
            /// (UIKit's starts with no edges and never begins).
            func \(edgePanRecognizer)() -> UIScreenEdgePanGestureRecognizer {
                let r = UIScreenEdgePanGestureRecognizer()
                r.edges = .left
                return r
            }

            """
        )
    ]

    /// The designated initializers of the SDK superclasses that have no `init()`, which a
    /// subclass declaring no initializer of its own inherits: a `UIPresentationController`
    /// subclass that is also its own animator is made with
    /// `init(presentedViewController:presenting:)`. Both controllers get placeholders (on iOS
    /// UIKit passes the presenting controller, never nil, to a custom presentation's).
    static let inheritedInitializers: [String: [SwiftDeclarations.Parameter]] = [
        "UIPresentationController": [
            .init(
                label: "presentedViewController", name: "presentedViewController", type: "UIViewController",
                hasDefault: false),
            .init(label: "presenting", name: "presentingViewController", type: "UIViewController", hasDefault: false)
        ]
    ]

    /// The call of the initializer a class declaring none inherits from SDK superclass
    /// `superclass` when that has no `init()` (``inheritedInitializers``); nil otherwise.
    public static func inheritedCall(superclass: String, context: Context) -> Call? {
        let bare = superclass.split(separator: ".").last.map(String.init) ?? superclass
        guard let parameters = inheritedInitializers[bare],
            let (args, cost) = arguments(parameters, context: context, depth: 0)
        else { return nil }
        return Call(
            arguments: args, signature: "init(" + parameters.map { $0.label + ":" }.joined() + ")", cost: cost)
    }
}
