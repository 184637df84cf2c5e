import XCTest

@testable import Porting

/// The SDK's objects as placeholders: a controller as the app's reaches a transition (its view
/// loaded, holding content), every gesture recognizer class (an edge pan tracking the left
/// edge), and a `UIPresentationController` subclass made with the initializer it inherits.
final class PlaceholderSDKObjectsTests: XCTestCase {
    private func found(_ source: String, _ name: String) -> PortableClass? {
        PortableClassFinder.find([("F.swift", SwiftDeclarations(source))]).first { $0.qualifiedName == name }
    }

    /// The export port writes for class `c` of `source` (the file `F.swift`) as a plugin of
    /// `kind`, with `stubbedProtocols` as the app's protocols port stubbed.
    private func export(
        _ c: PortableClass, of source: String, kind: PortableClass.Kind = .animator,
        stubbedProtocols: [String] = []
    ) -> String {
        var plugins = PortProject.plugins(for: [(c, kind, c.construction!)])
        plugins[0].sourcePath = "/x/F.swift"
        var project = PortProject(name: "P", hostPath: "/h", files: [("F.swift", source)], plugins: plugins)
        if !stubbedProtocols.isEmpty {
            var stubs = PortStubs(files: [("F.swift", source)])
            stubs.stubs = stubbedProtocols.map { .init(name: $0, shape: .protocolType) }
            project.stubs = stubs
        }
        return project.export(plugins[0])
    }

    /// An animator whose failable initializer casts its one argument, of type `type`, to the
    /// app's `ZoomDelegate` (nmfp's and moo611's shape).
    private func castingPush(_ type: String) -> String {
        """
        import UIKit
        final class Push: NSObject, UIViewControllerAnimatedTransitioning {
            private let delegate: ZoomDelegate
            init?(fromDelegate: \(type)) {
                guard let d = fromDelegate as? ZoomDelegate else { return nil }
                delegate = d
            }
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {}
        }
        """
    }

    /// An interaction controller made with the app's controller attaches its gesture to the
    /// view's content (`viewController.view.subviews.first!`): the placeholder controller's view
    /// holds a content view, which the export's helper makes.
    func testAControllerArgumentIsALoadedControllerWithContent() throws {
        let c = try XCTUnwrap(
            found(
                """
                import UIKit
                final class PullDown: UIPercentDrivenInteractiveTransition {
                    private weak var presented: UIViewController?
                    init(viewController: UIViewController) {
                        super.init()
                        presented = viewController
                        viewController.view.subviews.first!.addGestureRecognizer(UIPanGestureRecognizer())
                    }
                }
                """, "PullDown"))
        XCTAssertEqual(c.construction, "PullDown(viewController: portKeep(portLoadedController()))")
        let plugins = PortProject.plugins(for: [(c, .interaction, c.construction!)])
        let export = PortProject(name: "P", hostPath: "/h", files: [], plugins: plugins).export(plugins[0])
        XCTAssertTrue(
            export.contains(
                """
                func portLoadedController() -> UIViewController { portLoaded(UIViewController()) }
                """), export)
        XCTAssertTrue(
            export.contains(
                """
                func portLoaded<C: UIViewController>(_ c: C) -> C {
                    portKeep(UIWindow(frame: UIScreen.main.bounds)).rootViewController = c
                    let content = UIView(frame: c.view.bounds)
                    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    c.view.addSubview(content)
                    return c
                }
                """), export)
        XCTAssertEqual(export.components(separatedBy: "func portLoadedController()").count, 2, export)
        XCTAssertEqual(export.components(separatedBy: "func portLoaded<").count, 2, export)
        XCTAssertFalse(export.contains("func portEdgePanRecognizer()"), export)
    }

    /// A controller argument the initializer casts to one of the app's stubbed protocols is that
    /// protocol's stand-in controller, which conforms (nmfp's `init?(fromDelegate:…)`, held-out
    /// 39: the plain placeholder failed the cast and the initializer returned nil).
    func testAControllerArgumentCastToTheAppsProtocolIsItsStandIn() throws {
        let source = """
            import UIKit
            final class Push: NSObject, UIViewControllerAnimatedTransitioning {
                private let delegate: ZoomDelegate
                init?(fromDelegate: UIViewController, other: UIViewController) {
                    guard let d = fromDelegate as? ZoomDelegate else { return nil }
                    delegate = d
                }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            """
        let c = try XCTUnwrap(found(source, "Push"))
        XCTAssertEqual(
            c.construction,
            "Push(fromDelegate: portKeep(portLoadedController()), other: portKeep(portLoadedController()))")
        let made = export(c, of: source, stubbedProtocols: ["ZoomDelegate"])
        XCTAssertTrue(
            made.contains(
                "Push(fromDelegate: portKeep(PortStandInZoomDelegate()), other: portKeep(portLoadedController()))"),
            made)
    }

    /// The report's "made with placeholder arguments" line shows the construction the export
    /// uses, with the stand-in the cast needs (moo611's and knchst's reports, held-out 40,
    /// showed the plain placeholder the export had replaced).
    func testTheReportShowsTheExportsConstruction() throws {
        let source = castingPush("UIViewController")
        let c = try XCTUnwrap(found(source, "Push"))
        var plugins = PortProject.plugins(for: [(c, .animator, c.construction!)])
        plugins[0].sourcePath = "/x/F.swift"
        var project = PortProject(name: "P", hostPath: "/h", files: [("F.swift", source)], plugins: plugins)
        var stubs = PortStubs(files: [("F.swift", source)])
        stubs.stubs = [.init(name: "ZoomDelegate", shape: .protocolType)]
        project.stubs = stubs
        var report = PortReport(files: ["/x/F.swift"], results: [], classes: [c], unmade: [], plugins: plugins)
        project.reportContainersAndAppState(for: plugins[0], protocols: [], in: &report.outcomes[0])
        let text = report.text(output: "/o", escape: { $0 })
        XCTAssertTrue(
            text.contains(
                "Push: made with placeholder arguments: init(fromDelegate:) with Push(fromDelegate: portKeep(PortStandInZoomDelegate()))"
            ), text)
    }

    /// An `Any` argument is a placeholder controller, made the stand-in of the protocol the
    /// initializer casts it to (moo611's `init?(fromDelegate: Any, toDelegate: Any)`, held-out
    /// 40: port had no placeholder for `Any` and made nothing); an initializer with typed
    /// parameters is still preferred.
    func testAnAnyArgumentCastToTheAppsProtocolIsItsStandIn() throws {
        let source = castingPush("Any")
        let c = try XCTUnwrap(found(source, "Push"))
        XCTAssertEqual(c.construction, "Push(fromDelegate: portKeep(portLoadedController()))")
        let made = export(c, of: source, stubbedProtocols: ["ZoomDelegate"])
        XCTAssertTrue(made.contains("Push(fromDelegate: portKeep(PortStandInZoomDelegate()))"), made)
        let typed = try XCTUnwrap(
            found(
                """
                final class Both: NSObject, UIViewControllerAnimatedTransitioning {
                    init(anything: Any) {}
                    init(duration: TimeInterval) {}
                    func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                    func animateTransition(using c: UIViewControllerContextTransitioning) {}
                }
                """, "Both"))
        XCTAssertEqual(typed.construction, "Both(duration: 0.35)")
    }

    /// knchst's `init?(attachTo viewController:)` returns nil unless
    /// `viewController.navigationController` is set (held-out 40): the argument is a placeholder
    /// shown in a navigation controller, which the export declares.
    func testAControllerArgumentWhoseNavigationControllerIsReadIsInOne() throws {
        let source = """
            import UIKit
            final class Back: UIPercentDrivenInteractiveTransition {
                var nav: UINavigationController
                init?(attachTo viewController: UIViewController) {
                    guard let n = viewController.navigationController else { return nil }
                    nav = n
                    super.init()
                }
            }
            """
        let c = try XCTUnwrap(found(source, "Back"))
        let made = export(c, of: source, kind: .interaction)
        XCTAssertTrue(made.contains("Back(attachTo: portKeep(portNavigatedController()))"), made)
        XCTAssertTrue(made.contains("UINavigationController(rootViewController: c)"), made)
        XCTAssertFalse(made.contains("func portLoadedController()"), made)
    }

    /// Apple's swipe sample takes the app's edge-pan recognizer and the edge it tracks: the
    /// recognizer is one whose `edges` are set (UIKit's has none and never begins); the other
    /// recognizer classes are plain ones.
    func testEveryGestureRecognizerClassHasAPlaceholder() throws {
        let c = try XCTUnwrap(
            found(
                """
                import UIKit
                class Swipe: UIPercentDrivenInteractiveTransition {
                    let gestureRecognizer: UIScreenEdgePanGestureRecognizer
                    let edge: UIRectEdge
                    init(gestureRecognizer: UIScreenEdgePanGestureRecognizer, edgeForDragging edge: UIRectEdge) {
                        self.gestureRecognizer = gestureRecognizer
                        self.edge = edge
                        super.init()
                    }
                }
                """, "Swipe"))
        XCTAssertEqual(
            c.construction, "Swipe(gestureRecognizer: portKeep(portEdgePanRecognizer()), edgeForDragging: .left)")
        XCTAssertEqual(c.placeholderInitializer, "init(gestureRecognizer:edgeForDragging:)")
        let helper = PlaceholderArguments.helperDeclarations(in: c.construction!)
        XCTAssertTrue(helper.contains("let r = UIScreenEdgePanGestureRecognizer()\n    r.edges = .left\n"), helper)
        for type in [
            "UITapGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
            "UISwipeGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer", "UIGestureRecognizer"
        ] {
            XCTAssertEqual(
                PlaceholderArguments.value(type, name: "recognizer", context: .init())?.0, "portKeep(\(type)())", type)
        }
    }

    /// A presentation controller that is its own animator and declares no initializer is made
    /// with the one it inherits, `init(presentedViewController:presenting:)`, also through a
    /// base class of the files; one that declares its own is made with that.
    func testAPresentationControllerIsMadeWithItsInheritedInitializer() throws {
        let source = """
            import UIKit
            class Sheet: UIPresentationController, UIViewControllerAnimatedTransitioning {
                var state = 0
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            class TallSheet: Sheet {}
            class OwnSheet: UIPresentationController, UIViewControllerAnimatedTransitioning {
                init(duration: TimeInterval) {
                    super.init(presentedViewController: UIViewController(), presenting: nil)
                }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            """
        let made =
            "(presentedViewController: portKeep(portLoadedController()), presenting: portKeep(portLoadedController()))"
        let sheet = try XCTUnwrap(found(source, "Sheet"))
        XCTAssertEqual(sheet.construction, "Sheet" + made)
        XCTAssertEqual(sheet.placeholderInitializer, "init(presentedViewController:presenting:)")
        XCTAssertEqual(found(source, "TallSheet")?.construction, "TallSheet" + made)
        XCTAssertEqual(found(source, "OwnSheet")?.construction, "OwnSheet(duration: 0.35)")
        // As a placeholder argument of another class too.
        let driver =
            source + "\nclass Driver: UIPercentDrivenInteractiveTransition { init(sheet: Sheet) { super.init() } }"
        XCTAssertEqual(found(driver, "Driver")?.construction, "Driver(sheet: portKeep(Sheet\(made)))")
        // A plain animator still takes `()`.
        XCTAssertNil(PlaceholderArguments.inheritedCall(superclass: "NSObject", context: .init()))
    }
}

extension PlaceholderSDKObjectsTests {
    /// ADPhotoKit's `typealias Transable = (ClipFrom & UIViewController)` (held-out 40: "no
    /// placeholder"): the stand-in subclasses the controller and conforms to the files'
    /// protocol, whose method returns a tuple of placeholders; another class's alias of the same
    /// name (declared first) is not it.
    func testACompositionWithAControllerAndATupleResultGetsAStandInController() throws {
        let source = """
            import UIKit
            protocol ClipFrom: AnyObject {
                func transitionInfo(convertTo: UIView) -> (UIImage,CGRect)
                func frame(of view: UIView) -> (rect: CGRect, scale: CGFloat)
            }
            final class Browser: NSObject {
                typealias Transable = UIView
            }
            class Clip: NSObject, UIViewControllerAnimatedTransitioning {
                typealias Transable = (ClipFrom & UIViewController)
                weak var transable: Transable?
                init(transable: Transable) { self.transable = transable }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            """
        let c = try XCTUnwrap(found(source, "Clip"))
        XCTAssertEqual(c.construction, "Clip(transable: portKeep(PortArgument__ClipFrom__UIViewController()))")
        let d = c.placeholderDeclarations
        XCTAssertTrue(
            d.contains("final class PortArgument__ClipFrom__UIViewController: UIViewController, ClipFrom {"), d)
        XCTAssertTrue(d.contains("(rect: CGRect(x: 40, y: 120, width: 160, height: 160), scale: "), d)
        XCTAssertTrue(PlaceholderArguments.isAppleClass("UIViewController"))
        XCTAssertFalse(PlaceholderArguments.isAppleClass("UIViewControllerTransitioningDelegate"))
    }
}

extension PlaceholderSDKObjectsTests {
    /// Two types' nested aliases of one name in one file each keep their own declaration's type.
    func testNestedAliasesOfOneNameInOneFileStayApart() {
        let scan = SwiftDeclarations(
            """
            final class A {
                typealias T = (P & UIViewController)
            }
            final class B {
                typealias T = UIView
            }
            """)
        XCTAssertEqual(scan.nestedTypeAliases["A.T"], "( P & UIViewController )")
        XCTAssertEqual(scan.nestedTypeAliases["B.T"], "UIView")
        XCTAssertEqual(scan.typeAliases["T"], "UIView")
    }
}
