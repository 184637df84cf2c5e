import XCTest

@testable import Porting

/// Members the app adds to Apple's types, as TwidereX uses them (held-out 41): a log category
/// on `OSLog` (`os_log(.info, log: .debug, …)`), a measure on `UIView`
/// (`UIView.separatorLineHeight(of:)`), and a scoped import of a module that does not exist
/// here (`import func AVFoundation.AVMakeRect`).
final class PortStubsSDKExtensionsTests: XCTestCase {
    private let file = """
        import UIKit
        import func AVFoundation.AVMakeRect
        final class Drawer: NSObject {
            func go(_ v: UIView) {
                os_log(.info, log: .debug, "went")
                v.widthAnchor.constraint(equalToConstant: UIView.separatorLineHeight(of: v)).isActive = true
            }
        }
        """

    private func e(_ line: Int, _ message: String) -> String { "Drawer.swift:\(line):9: error: \(message)" }

    func testAnAppsLogCategoryAndMeasureAreStubbedWithValues() {
        var s = PortStubs(files: [("Drawer.swift", file)])
        XCTAssertTrue(
            s.learn(
                from: [
                    e(5, "type 'OSLog' has no member 'debug'"),
                    e(6, "type 'UIView' has no member 'separatorLineHeight'")
                ].joined(separator: "\n")))
        let source = s.source()
        XCTAssertTrue(source.contains("extension OSLog"), source)
        XCTAssertTrue(source.contains("static var debug: OSLog { get { .default }"), source)
        XCTAssertTrue(source.contains("static func separatorLineHeight(of a0: Any?) -> CGFloat"), source)
        XCTAssertTrue(PortStubs.namesANumber("cornerRadius"))
        XCTAssertFalse(PortStubs.namesANumber("brandRed"))
    }

    /// The app's static animation helper on UIView (`UIView.animate(duration, damping: 1,
    /// velocity: 1, animation: { … }, completion: { … })`, SoundPlayer, held-out 45): UIKit's
    /// `animate` has many overloads, so the compiler says only that an argument is extra. The
    /// stub has the call's labels, beside UIKit's, and animates its block over the duration
    /// with `UIView.animate`, completing after it.
    func testAnAppsStaticHelperBesideUIKitsOverloadsIsStubbedAndAnimates() {
        let code = """
            func go(_ v: UIView, _ d: Double) {
                UIView.animate(d, damping: 1, velocity: 1, animation: {
                    v.alpha = 0
                }, completion: { _ in
                    v.removeFromSuperview()
                })
            }
            """
        var s = PortStubs(files: [("Go.swift", code)])
        XCTAssertTrue(s.learn(from: "Go.swift:2:53: error: extra argument 'velocity' in call"))
        let source = s.source()
        XCTAssertTrue(source.contains("extension UIView"), source)
        XCTAssertTrue(
            source.contains(
                "static func animate(_ a0: Any?, damping a1: Any?, velocity a2: Any?, animation a3: @escaping () -> Void, completion a4: @escaping (Bool) -> Void)"
            ), source)
        XCTAssertTrue(source.contains("UIView.animate(withDuration: ((a0 as Any?) as? Double"), source)
        XCTAssertTrue(source.contains("{ a4(true); }"), source)
        // A second call with other labels (`UIView.animate(d, animation: …)`): another overload,
        // from the compiler's "no exact matches" that points at the method's name.
        let two =
            code + """

                func back(_ v: UIView, _ d: Double) {
                    UIView.animate(d, animation: { v.alpha = 1 })
                }
                """
        var second = PortStubs(files: [("Go.swift", two)])
        XCTAssertTrue(second.learn(from: "Go.swift:2:53: error: extra argument 'velocity' in call"))
        XCTAssertTrue(second.learn(from: "Go.swift:9:12: error: no exact matches in call to static method 'animate'"))
        XCTAssertTrue(
            second.source().contains("static func animate(_ a0: Any?, animation a1: @escaping () -> Void)"),
            second.source())
        // A call with the SDK's own labels is not the app's.
        var plain = PortStubs(files: [("Go.swift", "x.f(UIColor.red)\n")])
        XCTAssertFalse(plain.learn(from: "Go.swift:1:5: error: extra argument 'velocity' in call"))
    }

    /// Swift 5.3's multiple trailing closures on the app's method (`model.animator.animate {
    /// … } completion: { _ in … }`, Apple-Inspired-Puller, held-out 45): the compiler points at
    /// the later closure's line; the call is read from where its first closure opened, and the
    /// stub gets the overload with both.
    func testLaterTrailingClosuresAreTheCallsArguments() {
        let code = """
            func go() {
                model.animator.animate { [weak self] in
                    guard let self = self else {
                        return
                    }
                    self.view.alpha = 0
                } completion: { [weak self] _ in
                    self?.done()
                }
            }
            """
        var animator = PortStubs.Stub(name: "Animator", shape: .plainClass)
        animator.members = [
            .init(name: "animate", isStatic: false, kind: .method(overloads: [["_ a0: @escaping () -> Void"]]))
        ]
        var s = PortStubs(files: [("Go.swift", code)])
        s.stubs = [animator]
        XCTAssertTrue(s.learn(from: "Go.swift:7:11: error: extra trailing closure passed in call"))
        XCTAssertEqual(
            s.stub("Animator")?.members.first?.kind,
            .method(overloads: [
                ["_ a0: @escaping () -> Void"],
                ["_ a0: @escaping () -> Void", "completion a1: @escaping (Bool) -> Void"]
            ]))
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(PortStubs.openingLine(of: lines, closingOn: 7), 2)
        XCTAssertEqual(PortStubs.openingLine(of: lines, closingOn: 3), 3, "a line that does not start by closing")
    }

    func testAScopedImportOfAMissingModuleIsDropped() {
        var s = PortStubs(files: [("Drawer.swift", file)])
        XCTAssertTrue(s.learn(from: e(2, "no such module 'AVFoundation'")))
        let patched = s.patched("Drawer.swift", file)
        XCTAssertTrue(
            patched.contains(
                "// import func AVFoundation.AVMakeRect // dropped by port: no such module here"), patched)
        XCTAssertEqual(patched.split(separator: "\n").count, file.split(separator: "\n").count)
    }

    /// The app's capitalised constants: a top-level one (`DefaultAnimationDuration`) and one
    /// in a namespace (`R.Constant.InputViewHeightMax`, VeXplore, held-out 41), first stubbed
    /// as types from their capitals, become constants of the type the use wants; a method a
    /// diagnostic of the same round typed with the nested one returns that type too.
    func testCapitalisedConstantsAreValuesOfTheWantedType() {
        let source = """
            import UIKit
            final class Sheet: NSObject {
                func go(_ v: UIView) {
                    let h = min(320, R.Constant.InputViewHeightMax)
                    v.frame.size.height = h - barHeight()
                    v.alpha = DefaultAlpha
                }
            }
            """
        func d(_ line: Int, _ m: String) -> String { "Sheet.swift:\(line):9: error: \(m)" }
        var s = PortStubs(files: [("Sheet.swift", source)])
        _ = s.learn(
            from: [d(4, "cannot find 'R' in scope"), d(6, "cannot find 'DefaultAlpha' in scope")].joined(
                separator: "\n"))
        _ = s.learn(from: d(4, "type 'R' has no member 'Constant'"))
        _ = s.learn(from: d(4, "type 'R.Constant' has no member 'InputViewHeightMax'"))
        _ = s.learn(from: d(5, "cannot find 'barHeight' in scope"))
        XCTAssertTrue(
            s.learn(
                from: [
                    d(
                        4,
                        "cannot convert value of type 'R.Constant.InputViewHeightMax.Type' to expected argument type 'CGFloat'"
                    ),
                    d(
                        5,
                        "cannot convert value of type '()' to expected argument type 'R.Constant.InputViewHeightMax.Type'"
                    ),
                    d(6, "cannot convert value of type 'DefaultAlpha.Type' to expected argument type 'CGFloat'")
                ].joined(separator: "\n")))
        let out = s.source()
        XCTAssertTrue(out.contains("static var InputViewHeightMax: CGFloat"), out)
        XCTAssertFalse(out.contains("InputViewHeightMax.Type"), out)
        XCTAssertTrue(out.contains("var DefaultAlpha: CGFloat"), out)
    }

    /// `var snapshot = UIView()` beside a call of the app's `view.snapshot()` (ImageZoomTransition,
    /// held-out 42): a local variable is no member of the files, so the app's extension method
    /// is stubbed; a member the files declare, or a top-level variable, is not.
    func testALocalVariableOfTheSameNameDoesNotHideAnAppExtensionMember() {
        let zoom = """
            import UIKit
            let sharedInset = 8
            final class Zoom: NSObject {
                var ownCorner: CGFloat = 0
                func go(_ source: UIView) {
                    var snapshot = UIView()
                    snapshot = source.snapshot()
                    _ = source.ownCorner + source.sharedInset
                }
            }
            """
        func z(_ line: Int, _ message: String) -> String { "Zoom.swift:\(line):9: error: \(message)" }
        var s = PortStubs(files: [("Zoom.swift", zoom)])
        XCTAssertTrue(s.learn(from: z(7, "value of type 'UIView' has no member 'snapshot'")))
        _ = s.learn(
            from: [
                z(8, "value of type 'UIView' has no member 'ownCorner'"),
                z(8, "value of type 'UIView' has no member 'sharedInset'")
            ].joined(separator: "\n"))
        let source = s.source()
        XCTAssertTrue(source.contains("func snapshot("), source)
        XCTAssertFalse(source.contains("ownCorner"), source)
        XCTAssertFalse(source.contains("sharedInset"), source)
    }

    /// The app's static animation helper on `UIView` called over several lines
    /// (breadwallet's `UIView.spring(duration, animations: {` … `}, completion: { _ in` …,
    /// held-out 43): every labelled closure is seen, and the stand-in animates the block over
    /// the unlabelled first argument, as a helper named for animating does, calling the
    /// completion when that time is up.
    func testAStaticAnimationHelperCalledOverSeveralLinesTakesEveryClosure() {
        let code = """
            import UIKit
            final class Present: NSObject {
                func go(_ duration: TimeInterval, view: UIView) {
                    UIView.spring(duration, animations: {
                        view.alpha = 0
                    }, completion: { _ in
                        view.removeFromSuperview()
                    })
                }
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        _ = s.learn(from: "/tmp/p/Sources/T/A.swift:4:16: error: type 'UIView' has no member 'spring'")
        let source = s.source()
        XCTAssertTrue(
            source.contains(
                "static func spring(_ a0: Any?, animations a1: @escaping () -> Void, completion a2: @escaping (Bool) -> Void)"
            ), source)
        XCTAssertTrue(source.contains("UIView.animate(withDuration: ((a0 as Any?) as? Double"), source)
        XCTAssertTrue(source.contains("DispatchQueue.main.asyncAfter(deadline: .now() + ((a0 as Any?)"), source)
        XCTAssertFalse(source.contains("a2(true); return"), "the completion waits for the duration: \(source)")
    }

    /// A call on implicit `self` in a controller that the SDK's method of that name does not
    /// fit, with no note naming the SDK's declaration (breadwallet's
    /// `addChildViewController(webView, layout: {`, held-out 43): the app's overload, stubbed
    /// on the class's SDK superclass with the closure read from the lines after.
    func testAnOverloadCalledOnImplicitSelfIsStubbedOnTheSDKSuperclass() {
        let code = """
            import UIKit
            final class Container: UIViewController {
                let web = UIViewController()
                override func viewDidLoad() {
                    addChildViewController(web, layout: {
                        self.web.view.frame = self.view.bounds
                    })
                }
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        _ = s.learn(from: "/tmp/p/Sources/T/A.swift:5:49: error: extra argument 'layout' in call")
        let source = s.source()
        XCTAssertTrue(source.contains("extension UIViewController"), source)
        XCTAssertTrue(
            source.contains("func addChildViewController(_ a0: Any?, layout a1: @escaping () -> Void) { a1(); }"),
            source)
        XCTAssertEqual(
            PortStubs.implicitSelfCalls(in: "if ok { addChild(a, layout: f(x)); view.go(1) }"), ["addChild", "f"])
        XCTAssertTrue(PortStubs.implicitSelfCalls(in: "  addChild(a)").contains("addChild"))
        XCTAssertFalse(PortStubs.implicitSelfCalls(in: "self.addChild(a)").contains("addChild"))
    }

    /// An implicit member passed where an SDK type is wanted (`setImage(.closeButton, for:
    /// .normal)`, an Xcode asset symbol, Apple's adaptive-presentation sample, held-out 43):
    /// typed `UIButton` from its name at first, it becomes a `UIImage` when the compiler says
    /// the context expects one.
    func testAnAssetSymbolTakesTheTypeItsContextWants() {
        let code = """
            import UIKit
            final class Sheet: NSObject {
                func go(_ b: UIButton) {
                    b.setImage(.closeButton, for: .normal)
                }
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        _ = s.learn(from: "/tmp/p/Sources/T/A.swift:4:21: error: type 'UIImage?' has no member 'closeButton'")
        _ = s.learn(
            from:
                "/tmp/p/Sources/T/A.swift:4:21: error: member 'closeButton' in 'UIImage?' produces result of type 'UIButton', but context expects 'UIImage?'"
        )
        let source = s.source()
        XCTAssertTrue(source.contains("extension UIImage"), source)
        XCTAssertTrue(source.contains("static var closeButton: UIImage"), source)
    }

    /// The app's shorthands on the transition context (`transitionContext.destinationView`,
    /// Delta; `transitionContext.toView?.alpha`, ImageZoomTransition, held-out 42/43) answer
    /// the side's view or controller from the context, optional where the files unwrap them.
    func testTheContextsSideShorthandsAnswerTheContextsOwnViews() {
        let code = """
            import UIKit
            final class Fade: NSObject {
                func go(_ transitionContext: UIViewControllerContextTransitioning) {
                    transitionContext.containerView.addSubview(transitionContext.destinationView)
                    transitionContext.fromView?.alpha = 0
                }
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        _ = s.learn(
            from: [
                "/tmp/p/Sources/T/A.swift:4:80: error: value of type 'any UIViewControllerContextTransitioning' has no member 'destinationView'",
                "/tmp/p/Sources/T/A.swift:5:27: error: value of type 'any UIViewControllerContextTransitioning' has no member 'fromView'"
            ].joined(separator: "\n"))
        let source = s.source()
        XCTAssertTrue(
            source.contains(
                "var destinationView: UIView { get { (view(forKey: .to) ?? viewController(forKey: .to)?.view) ?? UIView() } set {} }"
            ), source)
        XCTAssertTrue(source.contains("var fromView: UIView! { get { (view(forKey: .from)"), source)
        XCTAssertEqual(
            PortStubs.contextSideValue(of: "UIViewController", name: "sourceViewController"),
            "viewController(forKey: .from) ?? UIViewController()")
        XCTAssertNil(PortStubs.contextSideValue(of: "UIView", name: "snapshot"))
    }

    /// The app's constants on a type alias of the standard library (`isPresenting ?
    /// .defaultAnimationDuration : .shortAnimationDuration` where a `TimeInterval` is returned,
    /// metatext, held-out 43): the compiler names the alias and its aka; the stub extends the
    /// alias with the member, a duration by its name.
    func testAConstantOnATypeAliasIsStubbedUnderItsMembersName() {
        let code = """
            import UIKit
            final class Zoom: NSObject {
                var isPresenting = true
                func duration() -> TimeInterval { isPresenting ? .defaultAnimationDuration : .shortAnimationDuration }
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        _ = s.learn(
            from: [
                "/tmp/p/Sources/T/A.swift:4:54: error: type 'TimeInterval' (aka 'Double') has no member 'defaultAnimationDuration'",
                "/tmp/p/Sources/T/A.swift:4:81: error: type 'TimeInterval' (aka 'Double') has no member 'shortAnimationDuration'"
            ].joined(separator: "\n"))
        let source = s.source()
        XCTAssertTrue(source.contains("extension TimeInterval"), source)
        XCTAssertTrue(source.contains("static var defaultAnimationDuration: TimeInterval"), source)
        XCTAssertTrue(source.contains("static var shortAnimationDuration: TimeInterval"), source)
        XCTAssertFalse(source.contains("var Double"), source)
    }

    /// The app's type nested in an SDK class by an extension in a file not given
    /// (`gesture.direction = UIPanGestureRecognizer.Direction.vertical`, Slide, held-out 43):
    /// an enum in an extension of that class, with the cases the files name, and the property
    /// of that type.
    func testATypeTheAppNestsInAnSDKClassIsStubbedInAnExtension() {
        let code = """
            import UIKit
            final class Dismiss: NSObject {
                func prepare(in view: UIView) {
                    let gesture = UIPanGestureRecognizer()
                    gesture.direction = UIPanGestureRecognizer.Direction.vertical
                }
            }
            """
        var s = PortStubs(files: [("A.swift", code)])
        let file = "/tmp/p/Sources/T/A.swift"
        _ = s.learn(
            from: "\(file):5:52: error: type 'UIPanGestureRecognizer' has no member 'Direction'\n"
                + "\(file):5:17: error: value of type 'UIPanGestureRecognizer' has no member 'direction'")
        _ = s.learn(from: "\(file):5:62: error: type 'UIPanGestureRecognizer.Direction' has no member 'vertical'")
        _ = s.learn(
            from:
                "\(file):5:62: error: cannot assign value of type 'UIPanGestureRecognizer.Direction' to type 'CGFloat'")
        let source = s.source()
        XCTAssertTrue(
            source.contains(
                "extension UIPanGestureRecognizer {\n    public enum Direction: Hashable, Comparable {\n        case vertical"
            ),
            source)
        XCTAssertTrue(source.contains("var direction: UIPanGestureRecognizer.Direction {"), source)
    }
}

/// A member stubbed on an SDK type whose type is one of the files' internal classes
/// (`scrollableVC.scrollableDelegate = self` in apstygo/sheets' internal
/// `SwipeInteractionController`, held-out 44) is declared `internal` inside the public
/// extension: public, it would not compile.
final class PortStubsInternalExtensionMemberTests: XCTestCase {
    func testAMemberTypedByAnInternalClassIsInternal() {
        let file = """
            import UIKit
            class Swiper: UIPercentDrivenInteractiveTransition {
                func attach(_ scrollableVC: UIViewController) {
                    scrollableVC.scrollableDelegate = self
                }
            }
            """
        var s = PortStubs(files: [("Swiper.swift", file)])
        _ = s.learn(
            from: "Swiper.swift:4:22: error: value of type 'UIViewController' has no member 'scrollableDelegate'")
        _ = s.learn(
            from:
                "Swiper.swift:4:35: error: cannot assign value of type 'Swiper' to type 'CGFloat'")
        let out = s.source()
        XCTAssertTrue(out.contains("public extension UIViewController"), out)
        XCTAssertTrue(out.contains("    internal var scrollableDelegate: Swiper"), out)
        XCTAssertEqual(
            PortStubs.internalMember("@discardableResult func f() -> Swiper { Swiper() }"),
            "@discardableResult internal func f() -> Swiper { Swiper() }")
    }
}
