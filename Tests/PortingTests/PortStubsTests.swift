import XCTest
@testable import Porting

/// The stand-ins `port` writes for the app's symbols the files use but do not declare: each
/// shaped by how the files use it and completed from the compiler's errors, round by round.
/// (`PortCommandTests` builds, validates and runs real ones through the CLI.)
final class PortStubsTests: XCTestCase {
    private let file = """
        import UIKit
        final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { Constants.duration }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                guard let to = ctx.viewController(forKey: .to) as? ProfileViewController else { return }
                let card = CardView(frame: .zero)
                card.titleLabel.text = "x"
                to.headerView?.alpha = Constants.Spring.damping
                delegate?.zoomDidEnd(self, animated: true)
                var style: TransitionStyle = .zoom
                ctx.completeTransition(true)
            }
            weak var delegate: ZoomAnimatorDelegate?
        }
        class ProfileAnimator: BaseAnimator {
            override func prepare(duration: TimeInterval) -> Bool { helperCount > 0 }
        }
        """

    /// swiftc's error line for line `n` of the file.
    private func error(_ n: Int, _ message: String) -> String {
        "/tmp/p/Sources/T/Zoom.swift:\(n):9: error: \(message)"
    }

    func testShapesComeFromNamesAndUses() {
        var stubs = PortStubs(files: [("Zoom.swift", file)])
        let log = [
            error(3, "cannot find 'Constants' in scope"),
            error(5, "cannot find type 'ProfileViewController' in scope"),
            error(6, "cannot find 'CardView' in scope"),
            error(10, "cannot find type 'TransitionStyle' in scope"),
            error(13, "cannot find type 'ZoomAnimatorDelegate' in scope"),
            error(15, "cannot find type 'BaseAnimator' in scope"),
            error(20, "cannot find type 'UIHapticThing' in scope"),
            error(2, "cannot find type 'ZoomAnimator' in scope")
        ].joined(separator: "\n")
        XCTAssertTrue(stubs.learn(from: log))
        XCTAssertEqual(stubs.stub("Constants")?.shape, .namespace)
        XCTAssertEqual(stubs.stub("ProfileViewController")?.shape, .subclass("UIViewController"))
        XCTAssertEqual(stubs.stub("CardView")?.shape, .subclass("UIView"))
        XCTAssertEqual(stubs.stub("TransitionStyle")?.shape, .enumeration)
        XCTAssertEqual(stubs.stub("ZoomAnimatorDelegate")?.shape, .protocolType)
        XCTAssertEqual(stubs.stub("BaseAnimator")?.shape, .plainClass)
        // Apple's names are gaps of the SDK, and the files' own types are theirs: never stubbed.
        XCTAssertNil(stubs.stub("UIHapticThing"))
        XCTAssertNil(stubs.stub("ZoomAnimator"))
        // The same errors again change nothing: the rounds end.
        XCTAssertFalse(stubs.learn(from: log))
    }

    func testMembersComeFromTheNextRoundsErrors() {
        var stubs = PortStubs(files: [("Zoom.swift", file)])
        _ = stubs.learn(
            from: [
                error(3, "cannot find 'Constants' in scope"),
                error(5, "cannot find type 'ProfileViewController' in scope"),
                error(6, "cannot find 'CardView' in scope"), error(10, "cannot find type 'TransitionStyle' in scope"),
                error(13, "cannot find type 'ZoomAnimatorDelegate' in scope"),
                error(15, "cannot find type 'BaseAnimator' in scope")
            ].joined(separator: "\n"))
        XCTAssertTrue(
            stubs.learn(
                from: [
                    error(3, "type 'Constants' has no member 'duration'"),
                    error(7, "value of type 'CardView' has no member 'titleLabel'"),
                    error(8, "value of type 'ProfileViewController' has no member 'headerView'"),
                    error(8, "type 'Constants' has no member 'Spring'"),
                    error(9, "value of type 'any ZoomAnimatorDelegate' has no member 'zoomDidEnd'"),
                    error(10, "type 'TransitionStyle' has no member 'zoom'"),
                    error(16, "method does not override any method from its superclass")
                ].joined(separator: "\n")))
        XCTAssertTrue(
            stubs.learn(
                from: [
                    error(8, "type 'Constants.Spring' has no member 'damping'"),
                    error(16, "cannot find 'helperCount' in scope")
                ].joined(separator: "\n")))
        let source = stubs.source()
        for expected in [
            "enum Constants {", "static var duration: TimeInterval = 0.35", "enum Spring {",
            "static var damping: CGFloat = 1",
            "class CardView: UIView {",
            "lazy var titleLabel: UILabel = { let v = UILabel(); if v.frame == .zero { v.frame = CGRect(x: 40, y: 120, width: 160, height: 160) }; self.addSubview(v); return v }()",
            // `to.headerView?.alpha`: optional chaining, so implicitly unwrapped; added to the controller's view.
            "class ProfileViewController: UIViewController {",
            "lazy var headerView: UIView! = { let v = UIView(); if v.frame == .zero { v.frame = CGRect(x: 40, y: 120, width: 160, height: 160) }; view.addSubview(v); return v }()",
            "protocol ZoomAnimatorDelegate: AnyObject {", "extension ZoomAnimatorDelegate {",
            "func zoomDidEnd(_ a0: Any?, animated a1: Any?) { }",
            "enum TransitionStyle: Hashable, Comparable {", "case zoom",
            "class BaseAnimator: Hashable {", "func prepare(duration: TimeInterval) -> Bool { return false }",
            "var helperCount: Int = 1"
        ] {
            XCTAssertTrue(source.contains(expected), "missing \(expected) in:\n\(source)")
        }
        XCTAssertEqual(stubs.summary.first { $0.hasPrefix("Constants") }, "Constants (namespace: duration, Spring)")
    }

    func testTheCompilersTypeCorrectsAGuessAndCallsGetTheirLabels() {
        let code = """
            let a = Settings.shared
            view.alpha = a.fadeLevel
            let p = Popup(title: "t", style: .dark) { done in }
            a.fadeLevel?.description
            """
        var stubs = PortStubs(files: [("A.swift", code)])
        let e = { (n: Int, m: String) in "/x/A.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(
            from: [e(1, "cannot find 'Settings' in scope"), e(3, "cannot find 'Popup' in scope")].joined(
                separator: "\n"))
        _ = stubs.learn(
            from: [
                e(1, "type 'Settings' has no member 'shared'"), e(3, "argument passed to call that takes no arguments")
            ].joined(separator: "\n"))
        _ = stubs.learn(from: e(2, "value of type 'Settings' has no member 'fadeLevel'"))
        XCTAssertTrue(
            stubs.learn(
                from: [
                    e(2, "cannot assign value of type 'CGFloat' to type 'Float'"),
                    e(4, "cannot use optional chaining on non-optional value of type 'CGFloat'")
                ].joined(separator: "\n")))
        let source = stubs.source()
        XCTAssertEqual(stubs.stub("Settings")?.shape, .plainClass)
        XCTAssertTrue(source.contains("static var shared: Settings = Settings()"), source)
        XCTAssertTrue(source.contains("var fadeLevel: Float! = 1"), source)
        XCTAssertTrue(
            source.contains(
                // `.dark` needs a type to compile: the SDK's one that owns it.
                "convenience init(title a0: Any?, style a1: UIBlurEffect.Style, _ a2: @escaping (Bool) -> Void) { self.init() }"
            ),
            source)
    }

    func testStandInsAreTheStubbedControllersTheFileCasts() {
        var stubs = PortStubs(files: [("Zoom.swift", file)])
        _ = stubs.learn(
            from: [
                error(5, "cannot find type 'ProfileViewController' in scope"),
                error(6, "cannot find 'CardView' in scope")
            ].joined(separator: "\n"))
        XCTAssertEqual(stubs.standIns(in: file).map { "\($0.key)=\($0.type)" }, ["to=ProfileViewController"])
        let bound = """
            let fromVC = ctx.viewController(forKey: UITransitionContextViewControllerKey.from)!
            let p = fromVC as! ProfileViewController
            """
        XCTAssertEqual(stubs.standIns(in: bound).map { "\($0.key)=\($0.type)" }, ["from=ProfileViewController"])
        // A cast to a class the files declare, or to UIKit's, is not a stand-in.
        XCTAssertEqual(
            stubs.standIns(in: "let n = ctx.viewController(forKey: .to) as? UINavigationController").count, 0)
    }

    /// A cast through a type alias of the files (`typealias FromVC = MainTabBarController`) is
    /// a cast to the class it names — the plugin's own file's alias first, as each of a pair of
    /// animators declares its own — and a stubbed tab bar controller of the app is stood in for
    /// as a plain one is.
    func testCastsThroughTypeAliasesAndToStubbedTabBarControllersGetStandIns() {
        let own = """
            final class DismissDriver {
                typealias FromVC = DetailViewController
                typealias ToVC = MainTabBarController
                init(ctx: UIViewControllerContextTransitioning) {
                    let screens: (fromVC: FromVC, toVC: ToVC) = (
                        ctx.viewController(forKey: .from)! as! FromVC,
                        ctx.viewController(forKey: .to)! as! ToVC
                    )
                    screens.toVC.tabBar.isHidden = false
                }
            }
            """
        let other = """
            final class PresentDriver {
                typealias FromVC = MainTabBarController
                typealias ToVC = DetailViewController
            }
            """
        var stubs = PortStubs(files: [("Present.swift", other), ("Dismiss.swift", own)])
        _ = stubs.learn(
            from: [
                "Dismiss.swift:2:25: error: cannot find type 'DetailViewController' in scope",
                "Dismiss.swift:3:23: error: cannot find type 'MainTabBarController' in scope"
            ].joined(separator: "\n"))
        XCTAssertEqual(
            stubs.standIns(in: own).map { "\($0.key)=\($0.type)" },
            ["from=DetailViewController", "to=MainTabBarController"], "\(stubs.stubs.map { ($0.name, $0.shape) })")
        XCTAssertEqual(
            PortStubs.typeAliases(in: other), ["FromVC": "MainTabBarController", "ToVC": "DetailViewController"])
    }

    /// An initializer that needs a value of a type of the app gets the stand-in's placeholder;
    /// one of a type the files declare, or of Foundation's, does not.
    func testInitializersThatNeedAppTypesGetTheStandIns() {
        let code = """
            import UIKit
            final class PhotoZoom: NSObject, UIViewControllerAnimatedTransitioning {
                init(source: PhotoViewController, duration: TimeInterval) {}
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            struct Model {}
            final class ModelZoom: NSObject, UIViewControllerAnimatedTransitioning {
                init(model: Model, url: URL) {}
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            """
        let found = PortableClassFinder.find([("Z.swift", SwiftDeclarations(code))])
        XCTAssertEqual(
            found.first { $0.qualifiedName == "PhotoZoom" }?.construction,
            "PhotoZoom(source: portPlaceholderPhotoViewController(), duration: 0.35)")
        XCTAssertNil(found.first { $0.qualifiedName == "ModelZoom" }?.construction)
        var stubs = PortStubs(files: [("Z.swift", code)])
        _ = stubs.learn(from: "/p/Z.swift:3:18: error: cannot find type 'PhotoViewController' in scope")
        XCTAssertTrue(
            stubs.source().contains(
                "func portPlaceholderPhotoViewController() -> PhotoViewController { let o = PhotoViewController(); portKeptAlive.append(o); let w = UIWindow(frame: UIScreen.main.bounds); w.rootViewController = o; portKeptAlive.append(w); let content = UIView(frame: o.view.bounds); content.autoresizingMask = [.flexibleWidth, .flexibleHeight]; o.view.addSubview(content); return o }"
            ), stubs.source())
    }

    /// A stub used with a view's members becomes a view (the guesses for those names go); one
    /// used only where a number is expected becomes a typealias.
    func testUsesDecideTheKindOfAStub() {
        let code = """
            let card = Card()
            card.radius = 2
            card.addSubview(UIView())
            let d: Duration = Duration()
            UIView.animate(withDuration: d) {}
            """
        var stubs = PortStubs(files: [("C.swift", code)])
        let e = { (n: Int, m: String) in "/x/C.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(
            from: [e(1, "cannot find 'Card' in scope"), e(4, "cannot find type 'Duration' in scope")].joined(
                separator: "\n"))
        XCTAssertEqual(stubs.stub("Card")?.shape, .plainClass)
        _ = stubs.learn(from: e(2, "value of type 'Card' has no member 'radius'"))
        _ = stubs.learn(
            from: [
                e(3, "value of type 'Card' has no member 'addSubview'"),
                e(5, "cannot convert value of type 'Duration' to expected argument type 'TimeInterval' (aka 'Double')")
            ].joined(separator: "\n"))
        XCTAssertEqual(stubs.stub("Card")?.shape, .subclass("UIView"))
        XCTAssertEqual(stubs.stub("Card")?.members.map(\.name), ["radius"])
        XCTAssertEqual(stubs.stub("Duration")?.shape, .alias("TimeInterval"))
        XCTAssertTrue(stubs.source().contains("public typealias Duration = TimeInterval"), stubs.source())
    }

    /// A class of the app used with a navigation or tab bar controller's members is one,
    /// whatever its name (rihardsba's `BaseNC` with `.viewControllers.first`, held-out 38); a
    /// menu model's `selectedIndex` does not make it a tab bar controller.
    func testContainerMembersMakeANavigationOrTabBarController() {
        let code = """
            let first = nav.viewControllers.first
            menu.pushViewController(next, animated: true)
            tabs.viewControllers?.first
            model.selectedIndex = 2
            """
        var stubs = PortStubs(files: [("C.swift", code)])
        let e = { (n: Int, m: String) in "/x/C.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(
            from: [
                e(1, "cannot find 'BaseNC' in scope"), e(2, "cannot find 'Menu' in scope"),
                e(3, "cannot find 'MainTabs' in scope"), e(4, "cannot find 'Model' in scope")
            ].joined(separator: "\n"))
        _ = stubs.learn(
            from: [
                e(1, "value of type 'BaseNC' has no member 'viewControllers'"),
                e(2, "value of type 'Menu' has no member 'pushViewController'"),
                e(3, "value of type 'MainTabs' has no member 'viewControllers'"),
                e(4, "value of type 'Model' has no member 'selectedIndex'")
            ].joined(separator: "\n"))
        XCTAssertEqual(stubs.stub("BaseNC")?.shape, .subclass("UINavigationController"))
        XCTAssertEqual(stubs.stub("BaseNC")?.members.map(\.name), [])
        XCTAssertEqual(stubs.stub("Menu")?.shape, .subclass("UINavigationController"))
        XCTAssertEqual(stubs.stub("MainTabs")?.shape, .subclass("UITabBarController"))
        XCTAssertEqual(stubs.stub("Model")?.shape, .plainClass)
        XCTAssertEqual(stubs.stub("Model")?.members.map(\.name), ["selectedIndex"])
    }

    /// `cornerRadius` makes the app's class a view, but UIView has none: the stub keeps it
    /// (radianttap's `configuration.cornerRadius`, held-out 38, was never declared).
    func testCornerRadiusStaysAMemberOfTheViewItMakes() {
        let code = "let a = configuration.verticalInset\nlet r = configuration.cornerRadius"
        var stubs = PortStubs(files: [("C.swift", code)])
        let e = { (n: Int, m: String) in "/x/C.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(1, "cannot find type 'CardConfiguration' in scope"))
        _ = stubs.learn(from: e(1, "value of type 'CardConfiguration' has no member 'verticalInset'"))
        _ = stubs.learn(from: e(2, "value of type 'CardConfiguration' has no member 'cornerRadius'"))
        XCTAssertEqual(stubs.stub("CardConfiguration")?.shape, .subclass("UIView"))
        XCTAssertEqual(stubs.stub("CardConfiguration")?.members.map(\.name), ["verticalInset", "cornerRadius"])
    }

    /// Members the files use on SDK types that no given file declares (the app's extensions of
    /// UIKit, or UIKit API the SDK lacks) are stubbed in extensions of those types, typed from
    /// their names and uses, and listed as such; a missing member of the files' own type is not.
    func testMembersMissingOnSDKTypesAreStubbedInExtensionsAndReported() {
        let code = """
            final class Lift: NSObject {
                func run(_ view: UIView, _ rect: CGRect) {
                    view.panContainerView.addSubview(UIView())
                    view.center = rect.center
                    view.backgroundColor = UIColor.liftShadow
                    self.missingThing = 1
                }
            }
            """
        var stubs = PortStubs(files: [("L.swift", code)])
        let e = { (n: Int, m: String) in "/x/L.swift:\(n):1: error: \(m)" }
        XCTAssertTrue(
            stubs.learn(
                from: [
                    e(3, "value of type 'UIView' has no member 'panContainerView'"),
                    e(4, "value of type 'CGRect' has no member 'center'"),
                    e(5, "type 'UIColor' has no member 'liftShadow'"),
                    e(6, "value of type 'Lift' has no member 'missingThing'")
                ].joined(separator: "\n")))
        XCTAssertEqual(stubs.stub("UIView")?.shape, .sdkExtension)
        XCTAssertEqual(
            stubs.stub("UIView")?.members.first?.kind, .property(type: "UIView", optional: false))
        XCTAssertEqual(stubs.stub("CGRect")?.members.first?.kind, .property(type: "CGPoint", optional: false))
        // A static member of a type is of that type.
        XCTAssertEqual(stubs.stub("UIColor")?.members.first?.kind, .property(type: "UIColor", optional: false))
        XCTAssertEqual(stubs.stub("UIColor")?.members.first?.isStatic, true)
        // The files' own class read on `self`: the app's extension of it, in a file not given.
        XCTAssertEqual(stubs.stub("Lift")?.shape, .sdkExtension)
        let source = stubs.source()
        for expected in [
            "public extension UIView {",
            // A view of the app's extension of a view is a subview filling it.
            "var panContainerView: UIView { get { portStubValue(self, \"panContainerView\") { { let v = UIView(); v.frame = self.bounds; self.addSubview(v); return v }() } } set { portStubSet(self, \"panContainerView\", newValue) } }",
            "var center: CGPoint { get { portStubValue(self, \"center\") { CGPoint(x: midX, y: midY) } }",
            "static var liftShadow: UIColor { get { .black } set {} }",
            "func portStubValue<T>(_ owner: Any, _ key: String, _ make: () -> T) -> T {"
        ] {
            XCTAssertTrue(source.contains(expected), "missing \(expected) in:\n\(source)")
        }
        XCTAssertTrue(
            stubs.summary.contains(
                "UIView.panContainerView (stubbed on an SDK type: your app's extension, or UIKit API the SDK lacks — if it is UIKit's, report the gap)"
            ), "\(stubs.summary)")
        XCTAssertTrue(
            stubs.summary.contains(
                "Lift.missingThing (stubbed in an extension of your class: your app declares it in a file not given — give that file to use the real one)"
            ), "\(stubs.summary)")
        XCTAssertEqual(stubs.symbolCount, 4)
    }

    /// A bare name the compiler cannot find: in a subclass of an SDK class, a member of the
    /// app's extension of that class; elsewhere a top-level variable of the app. A name given
    /// to a stubbed protocol but read in a property's initializer is a top-level variable too.
    func testBareNamesBecomeSuperclassExtensionsOrTopLevelVariables() {
        let code = """
            final class Swipe: UIPercentDrivenInteractiveTransition {
                override func update(_ p: CGFloat) { super.update(min(p, maximumLiftProgress)) }
            }
            final class Fade: NSObject, FadeTransitioning {
                var duration: TimeInterval = defaultFadeDuration
                func go() { let x = fadeCount }
            }
            """
        var stubs = PortStubs(files: [("S.swift", code)])
        let e = { (n: Int, m: String) in "/x/S.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(4, "cannot find type 'FadeTransitioning' in scope"))
        XCTAssertEqual(stubs.stub("FadeTransitioning")?.shape, .protocolType)
        _ = stubs.learn(
            from: [
                e(2, "cannot find 'maximumLiftProgress' in scope"), e(5, "cannot find 'defaultFadeDuration' in scope")
            ].joined(separator: "\n"))
        XCTAssertEqual(stubs.stub("UIPercentDrivenInteractiveTransition")?.shape, .sdkExtension)
        XCTAssertEqual(stubs.stub("UIPercentDrivenInteractiveTransition")?.members.map(\.name), ["maximumLiftProgress"])
        XCTAssertEqual(stubs.stub("FadeTransitioning")?.members.map(\.name), ["defaultFadeDuration"])
        XCTAssertTrue(
            stubs.learn(
                from: e(
                    5,
                    "cannot use instance member 'defaultFadeDuration' within property initializer; property initializers run before 'self' is available"
                )))
        XCTAssertEqual(stubs.stub("FadeTransitioning")?.members.map(\.name), [])
        XCTAssertEqual(stubs.stub(PortStubs.topLevelName)?.members.map(\.name), ["defaultFadeDuration"])
        let source = stubs.source()
        XCTAssertTrue(
            source.contains("nonisolated(unsafe) public var defaultFadeDuration: TimeInterval = 0.35"), source)
        XCTAssertTrue(source.contains("var maximumLiftProgress: CGFloat { get { portStubValue(self"), source)
        XCTAssertTrue(
            stubs.summary.contains("defaultFadeDuration (a top-level variable of your app)"), "\(stubs.summary)")
    }

    /// A module that does not exist here loses its import (kept as a comment, so no line
    /// moves); `x.m?(` on a stubbed method loses its `?`; a stub named in `A & B` becomes a
    /// protocol; a stub after `@escaping` becomes a closure type; a call written over several
    /// lines gives its labels.
    func testStubFaultsTheCompilerNamesAreFixed() {
        let code = """
            import UIKit
            import LiftKit
            final class Lift: NSObject {
                weak var delegate: LiftDelegate?
                var provider: (LiftSizing & LiftTiming)?
                func go(done: @escaping LiftCompletion) {
                    delegate?.liftDidEnd?(self)
                    let c = LiftCurve(
                        damping: 0.8,
                        velocity: 0)
                }
            }
            """
        var stubs = PortStubs(files: [("M.swift", code)])
        let e = { (n: Int, m: String) in "/x/M.swift:\(n):1: error: \(m)" }
        XCTAssertTrue(stubs.learn(from: e(2, "no such module 'LiftKit'")))
        var patched = stubs.patched("M.swift", code).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(patched.count, code.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertEqual(patched[1], "// import LiftKit // dropped by port: no such module here")
        _ = stubs.learn(
            from: [
                e(4, "cannot find type 'LiftDelegate' in scope"), e(5, "cannot find type 'LiftSizing' in scope"),
                e(5, "cannot find type 'LiftTiming' in scope"), e(6, "cannot find type 'LiftCompletion' in scope"),
                e(8, "cannot find 'LiftCurve' in scope")
            ].joined(separator: "\n"))
        _ = stubs.learn(
            from: [
                e(7, "value of type 'any LiftDelegate' has no member 'liftDidEnd'"),
                e(8, "argument passed to call that takes no arguments"),
                e(
                    5,
                    "protocol-constrained type cannot contain class 'LiftTiming' because it already contains class 'LiftSizing'"
                ),
                e(6, "'@escaping' only applies to function types")
            ].joined(separator: "\n"))
        XCTAssertTrue(
            stubs.learn(from: e(7, "cannot use optional chaining on non-optional value of type '(Any?) -> ()'")))
        patched = stubs.patched("M.swift", code).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(patched[6], "        delegate?.liftDidEnd(self)")
        XCTAssertTrue(
            stubs.summary.contains(
                "liftDidEnd (called with ?( at M.swift:7, written without the ?: a requirement of a stubbed protocol is never optional)"
            ), "\(stubs.summary)")
        XCTAssertEqual(stubs.stub("LiftSizing")?.shape, .protocolType)
        XCTAssertEqual(stubs.stub("LiftTiming")?.shape, .protocolType)
        XCTAssertEqual(stubs.stub("LiftCompletion")?.shape, .alias("() -> Void"))
        XCTAssertEqual(stubs.stub("LiftCurve")?.initializers, [["damping a0: Any?", "velocity a1: Any?"]])
        XCTAssertTrue(
            stubs.summary.contains {
                $0.hasPrefix("LiftKit (a module that does not exist here: its import is dropped")
            },
            "\(stubs.summary)")
    }

    /// A function of the app whose result the files destructure returns a tuple of the types
    /// the names suggest (optional where they are bound with `guard let`); an argument written
    /// `.member` where a stub's payload or parameter is `Any?` gets an enum named by its label.
    func testTupleResultsAndImplicitMemberArgumentsGetTypes() {
        let code = """
            final class Fade: NSObject {
                var kind: TransitionKind = .fade(direction: .cross)
                func go() {
                    let (fromView, toView, duration) = retrieveViews(context: 1)
                    guard let a = fromView, let b = toView else { return }
                }
            }
            """
        var stubs = PortStubs(files: [("F.swift", code)])
        let e = { (n: Int, m: String) in "/x/F.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(
            from: [e(2, "cannot find type 'TransitionKind' in scope"), e(4, "cannot find 'retrieveViews' in scope")]
                .joined(separator: "\n"))
        XCTAssertEqual(stubs.stub(PortStubs.topLevelName)?.members.map(\.name), ["retrieveViews"])
        _ = stubs.learn(
            from: [
                e(2, "type 'TransitionKind' has no member 'fade'"),
                e(4, "'()' is not convertible to '(_, _, _)', tuples have a different number of elements")
            ].joined(separator: "\n"))
        XCTAssertEqual(stubs.stub(PortStubs.topLevelName)?.returns["retrieveViews"], "(UIView?, UIView?, TimeInterval)")
        XCTAssertTrue(
            stubs.source().contains(
                // Given the context, its views (PortStubsCallbackTests).
                "func retrieveViews(context a0: Any?) -> (UIView?, UIView?, TimeInterval) { return { let c = (a0 as Any?) as? any UIViewControllerContextTransitioning; return (c?.view(forKey: .from), c?.view(forKey: .to), 1) }() }"
            ),
            stubs.source())
        XCTAssertTrue(stubs.summary.contains("retrieveViews(…) (a function of your app)"), "\(stubs.summary)")
        XCTAssertTrue(stubs.learn(from: e(2, "type 'Any?' has no member 'cross'")))
        XCTAssertEqual(stubs.stub("TransitionKind.Direction")?.shape, .enumeration)
        _ = stubs.learn(from: e(2, "type 'TransitionKind.Direction' has no member 'cross'"))
        let source = stubs.source()
        XCTAssertTrue(source.contains("case fade(direction: TransitionKind.Direction)"), source)
        XCTAssertTrue(source.contains("public enum TransitionKind {"), "a case with a payload: not Hashable\n" + source)
        XCTAssertTrue(source.contains("case cross"), source)
    }

    /// A member missing on a composition of stubs goes to the component it names; a stub
    /// property that is thrown is an error.
    func testCompositionsAndThrownStubsGetTheirMembers() {
        let code = """
            func place(_ p: Presentation & AlignmentProvider) throws {
                let a = p.presentationAlignment
                throw Failures.noContainer
            }
            """
        var stubs = PortStubs(files: [("P.swift", code)])
        let e = { (n: Int, m: String) in "/x/P.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(
            from: [
                e(1, "cannot find type 'Presentation' in scope"), e(1, "cannot find type 'AlignmentProvider' in scope"),
                e(3, "cannot find 'Failures' in scope")
            ].joined(separator: "\n"))
        _ = stubs.learn(
            from: [
                e(
                    1,
                    "protocol-constrained type cannot contain class 'AlignmentProvider' because it already contains class 'Presentation'"
                ),
                e(3, "type 'Failures' has no member 'noContainer'")
            ].joined(separator: "\n"))
        XCTAssertTrue(
            stubs.learn(
                from: [
                    e(2, "value of type 'any Presentation & AlignmentProvider' has no member 'presentationAlignment'"),
                    e(3, "thrown expression type 'UIView' does not conform to 'Error'")
                ].joined(separator: "\n")))
        XCTAssertEqual(stubs.stub("AlignmentProvider")?.members.map(\.name), ["presentationAlignment"])
        XCTAssertEqual(stubs.stub("Presentation")?.members.map(\.name), [])
        XCTAssertEqual(stubs.stub("Failures")?.members.first?.kind, .property(type: "Error", optional: false))
        XCTAssertTrue(
            stubs.source().contains("static var noContainer: Error = NSError(domain: \"port stand-in\", code: 0)"),
            stubs.source())
    }

    /// A property retyped to a closure is written so it compiles (`(() -> Void)!`); a view stub
    /// never redeclares UIView's own members; a number guessed for a stub property that the
    /// files use as an object is not a reason to extend `CGFloat`.
    func testClosurePropertiesViewMembersAndGuessedNumbers() {
        XCTAssertEqual(PortStubs.markable("() -> Void"), "(() -> Void)")
        XCTAssertEqual(PortStubs.markable("(Bool) -> Void"), "((Bool) -> Void)")
        XCTAssertEqual(PortStubs.markable("(() -> Void)"), "(() -> Void)")
        XCTAssertEqual(PortStubs.markable("CGFloat"), "CGFloat")
        let code = """
            let m = Menu()
            m.completion = {}
            let v = BadgeView()
            v.frame = .zero
            m.holder.frame = .zero
            """
        var stubs = PortStubs(files: [("M.swift", code)])
        let e = { (n: Int, m: String) in "/x/M.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(
            from: [e(1, "cannot find 'Menu' in scope"), e(3, "cannot find 'BadgeView' in scope")].joined(
                separator: "\n"))
        _ = stubs.learn(
            from: [
                e(2, "value of type 'Menu' has no member 'completion'"),
                e(5, "value of type 'Menu' has no member 'holder'")
            ].joined(separator: "\n"))
        _ = stubs.learn(
            from: [
                e(2, "cannot assign value of type '() -> ()' to type 'CGFloat'"),
                e(4, "value of type 'BadgeView' has no member 'frame'"),
                e(5, "value of type 'CGFloat' has no member 'frame'")
            ].joined(separator: "\n"))
        let source = stubs.source()
        XCTAssertTrue(
            source.contains("var completion: (() -> ())! = nil") || source.contains("var completion: (() -> ())"),
            source)
        XCTAssertEqual(stubs.stub("BadgeView")?.members, [], "a UIView has a frame: the complaint was stale")
        XCTAssertNil(stubs.stub("CGFloat"), "holder's CGFloat was a guess")
        XCTAssertEqual(stubs.stub("PortStubHolder")?.shape, .plainClass)
    }

    /// A selector of a stub's method (`Selector(Menu.handleTap(recognizer:))`) gives an
    /// instance method with those labels.
    func testSelectorsOfStubMethodsGiveInstanceMethods() {
        let code =
            "let pan = UIPanGestureRecognizer(target: self, action: Selector(MenuViewController.handleTap(recognizer:)))"
        var stubs = PortStubs(files: [("S.swift", code)])
        let e = { (n: Int, m: String) in "/x/S.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(1, "cannot find 'MenuViewController' in scope"))
        XCTAssertTrue(stubs.learn(from: e(1, "type 'MenuViewController' has no member 'handleTap(recognizer:)'")))
        XCTAssertEqual(
            stubs.stub("MenuViewController")?.members,
            [.init(name: "handleTap", isStatic: false, kind: .method(overloads: [["recognizer a0: Any?"]]))])
        XCTAssertTrue(stubs.source().contains("public func handleTap(recognizer a0: Any?) { }"), stubs.source())
    }

    /// A closure whose parameter the files use as an object gets a stub class for it; a member
    /// missing on a type alias of a composition (`(aka 'any A & B')`) goes to its component; a
    /// presentation-controller stub is made with UIKit's required arguments.
    func testClosureObjectsAliasedCompositionsAndPresentationControllers() {
        let code = """
            Constraints(for: view) { $0.edges.pinToSuperview() }
            let c = model.completionCurve
            let p = SheetPresentationController()
            """
        var stubs = PortStubs(files: [("C.swift", code)])
        let e = { (n: Int, m: String) in "/x/C.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(
            from: [
                e(1, "cannot find 'Constraints' in scope"), e(2, "cannot find type 'AnimationModel' in scope"),
                e(2, "cannot find type 'MenuModel' in scope"),
                e(3, "cannot find 'SheetPresentationController' in scope")
            ].joined(separator: "\n"))
        _ = stubs.learn(from: e(1, "argument passed to call that takes no arguments"))
        XCTAssertEqual(
            stubs.stub("Constraints")?.initializers, [["for a0: Any?", "_ a1: @escaping (PortStubArgument) -> Void"]])
        XCTAssertEqual(stubs.stub("PortStubArgument")?.shape, .plainClass)
        XCTAssertTrue(
            stubs.learn(
                from: e(
                    2,
                    "value of type 'any Menu.Model' (aka 'any AnimationModel & MenuModel') has no member 'completionCurve'"
                )))
        XCTAssertEqual(stubs.stub("MenuModel")?.members.map(\.name), ["completionCurve"], "no shared word: the last")
        XCTAssertEqual(stubs.stub("SheetPresentationController")?.shape, .subclass("UIPresentationController"))
        XCTAssertTrue(
            stubs.source().contains(
                "{ let o = SheetPresentationController(presentedViewController: UIViewController(), presenting: nil);"),
            stubs.source())
    }

    /// A trailing closure matches a labelled closure parameter: an overload that differs only
    /// by its last closure's label is not added (the call would be ambiguous).
    func testATrailingClosureDoesNotAddAnAmbiguousOverload() {
        let labelled = ["duration a0: Any?", "closure a1: @escaping (CGFloat) -> Void"]
        let trailing = ["duration a0: Any?", "_ a1: @escaping (Bool) -> Void"]
        XCTAssertEqual(PortStubs.adding(trailing, to: [labelled]), [labelled])
        XCTAssertEqual(PortStubs.adding(labelled, to: [trailing]), [labelled])
        XCTAssertEqual(PortStubs.adding(["_ a0: Any?"], to: [labelled]), [labelled, ["_ a0: Any?"]])
    }

    /// A type nested in a stubbed protocol (`PanModalPresentable.LayoutType`) is declared
    /// outside it and named in the protocol's extension: a protocol cannot nest a type.
    func testTypesNestedInAStubbedProtocolAreDeclaredOutsideIt() {
        let code =
            "let l: PanModalPresentable.LayoutType = .shortForm\nclass A: UIViewController, PanModalPresentable {}"
        var stubs = PortStubs(files: [("N.swift", code)])
        let e = { (n: Int, m: String) in "/x/N.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(1, "cannot find type 'PanModalPresentable' in scope"))
        XCTAssertEqual(stubs.stub("PanModalPresentable")?.shape, .protocolType)
        _ = stubs.learn(from: e(1, "'LayoutType' is not a member type of protocol 'PanModalPresentable'"))
        XCTAssertNotNil(stubs.stub("PanModalPresentable.LayoutType"))
        let source = stubs.source()
        XCTAssertTrue(source.contains("public typealias LayoutType = PortStubPanModalPresentableLayoutType"), source)
        XCTAssertFalse(
            source.contains("    public enum LayoutType") || source.contains("    public class LayoutType"), source)
        // The compiler then names it by its longer name.
        XCTAssertTrue(stubs.learn(from: e(1, "type 'PortStubPanModalPresentableLayoutType' has no member 'shortForm'")))
        XCTAssertEqual(stubs.stub("PanModalPresentable.LayoutType")?.members.map(\.name), ["shortForm"])
    }

    /// An app's `typealias Duration = TimeInterval` in a file not given is hidden by Swift's
    /// own `Duration` (no "cannot find"): the mismatch makes it a typealias stub, which the
    /// files' module then prefers to the standard one.
    func testAnAppNameTheStandardLibraryTookLaterIsStubbed() {
        let code = "var d: Duration = 0.3\nUIView.animate(withDuration: d) {}"
        var stubs = PortStubs(files: [("D.swift", code)])
        let e = { (n: Int, m: String) in "/x/D.swift:\(n):1: error: \(m)" }
        XCTAssertTrue(
            stubs.learn(
                from: e(
                    2, "cannot convert value of type 'Duration' to expected argument type 'TimeInterval' (aka 'Double')"
                )))
        XCTAssertEqual(stubs.stub("Duration")?.shape, .alias("TimeInterval"))
        XCTAssertTrue(stubs.source().contains("public typealias Duration = TimeInterval"), stubs.source())
        // An ordinary mismatch of standard types is the files' own.
        XCTAssertFalse(
            stubs.learn(from: e(2, "cannot convert value of type 'Int' to expected argument type 'CGFloat'")))
    }

    /// A tuple result typed from one file's use, bound with `guard let` in another: the
    /// elements bound there become optional.
    func testTupleElementsBoundWithGuardLetElsewhereBecomeOptional() {
        let code = """
            let (fromView, toView, container) = retrieveViews(context: 1)
            fromView.alpha = 0
            let (a, b, c) = retrieveViews(context: 2)
            guard let box = c, let moving = flag ? a : b else { return }
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        let e = { (n: Int, m: String) in "/x/T.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(1, "cannot find 'retrieveViews' in scope"))
        _ = stubs.learn(
            from: e(1, "'()' is not convertible to '(_, _, _)', tuples have a different number of elements"))
        XCTAssertEqual(stubs.stub(PortStubs.topLevelName)?.returns["retrieveViews"], "(UIView, UIView, UIView)")
        XCTAssertTrue(
            stubs.learn(from: e(4, "initializer for conditional binding must have Optional type, not 'UIView'")))
        XCTAssertEqual(stubs.stub(PortStubs.topLevelName)?.returns["retrieveViews"], "(UIView?, UIView?, UIView?)")
    }

    /// An app member left of `??` returns an Optional (Ilsommo97's `frameInGlobalCoordinateSystem()
    /// ?? .zero`, held-out 38); the assignment's target on the same line keeps its type.
    func testAMemberLeftOfNilCoalescingReturnsAnOptional() {
        let code = """
            box.frame = view.frameInWindow() ?? .zero
            let d = portSettings.spacing += gap.width() ?? 0
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        let e = { (n: Int, m: String) in "/x/T.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(1, "value of type 'UIView' has no member 'frameInWindow'"))
        _ = stubs.learn(from: e(1, "cannot assign value of type '()' to type 'CGRect'"))
        XCTAssertTrue(stubs.source().contains("func frameInWindow() -> CGRect {"), stubs.source())
        XCTAssertTrue(
            stubs.learn(from: e(1, "no '??' candidates produce the expected contextual result type 'CGRect'")))
        XCTAssertTrue(stubs.source().contains("func frameInWindow() -> CGRect? {"), stubs.source())
        // Not typed yet (the `??` is the first use the compiler complains of): typed and optional.
        var untyped = PortStubs(files: [("T.swift", code)])
        _ = untyped.learn(from: e(1, "value of type 'UIView' has no member 'frameInWindow'"))
        XCTAssertTrue(
            untyped.learn(from: e(1, "no '??' candidates produce the expected contextual result type 'CGRect'")))
        XCTAssertTrue(untyped.source().contains("func frameInWindow() -> CGRect? {"), untyped.source())
        XCTAssertEqual(PortStubs.leftOfNilCoalescing("a.b = c.d() ?? .zero"), " c.d() ")
        XCTAssertEqual(PortStubs.leftOfNilCoalescing("x += w.f() ?? 0"), " w.f() ")
        XCTAssertEqual(PortStubs.leftOfNilCoalescing("if a == b.c() ?? 0 {"), "if a == b.c() ")
        XCTAssertEqual(PortStubs.leftOfNilCoalescing("no operator"), "no operator")
        XCTAssertEqual(PortStubs.leftOfNilCoalescing("let a = b.c"), " b.c")
    }

    /// The app's extension with other labels than the SDK's member of that name
    /// (Apptillery's `snapshotView()` beside `snapshotView(afterScreenUpdates:)`, held-out 38):
    /// the note after the error names the SDK's declaration, and the stub goes on the type
    /// that declares it.
    func testACallTheSDKMemberDoesNotFitStubsTheAppsOverload() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sdk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let sdk = dir.appendingPathComponent("UIView.swift")
        try """
        open class UIView {
            var a = 1
        }
        extension UIView {
            open func snapshotView(afterScreenUpdates: Bool) -> UIView? {
                nil
            }
        }
        """.write(to: sdk, atomically: true, encoding: .utf8)
        let code = "let copy = imageView?.snapshotView()\nlet other = x.layoutAll()"
        var stubs = PortStubs(files: [("T.swift", code)])
        let log = """
            /x/T.swift:1:45: error: missing argument for parameter 'afterScreenUpdates' in call
             1 | let copy = imageView?.snapshotView()
            \(sdk.path):5:15: note: 'snapshotView(afterScreenUpdates:)' declared here
            /x/T.swift:2:22: error: missing argument for parameter 'b' in call
            /x/Other.swift:9:15: note: 'layoutAll(b:)' declared here
            """
        XCTAssertTrue(stubs.learn(from: log))
        let extensionStub = try XCTUnwrap(stubs.stub("UIView"), stubs.source())
        XCTAssertEqual(extensionStub.members.map(\.name), ["snapshotView"])
        XCTAssertTrue(stubs.source().contains("func snapshotView()"), stubs.source())
        // The second error's note is not in an SDK file port can read: nothing is guessed.
        XCTAssertFalse(stubs.source().contains("layoutAll"), stubs.source())
        XCTAssertEqual(PortStubs.enclosingType(at: 5, in: try String(contentsOf: sdk, encoding: .utf8)), "UIView")
        XCTAssertEqual(PortStubs.enclosingType(at: 2, in: try String(contentsOf: sdk, encoding: .utf8)), "UIView")
        XCTAssertNil(PortStubs.enclosingType(at: 9, in: try String(contentsOf: sdk, encoding: .utf8)))
    }

    /// A stubbed class assigned where the files' own protocol is expected adopts it, answering
    /// its requirements; a stub property assigned an optional is optional (tianyc1019's
    /// `LSAnimationManage`, held-out 38).
    func testAStubAssignedToTheFilesProtocolAdoptsIt() {
        let code = """
            protocol EndDelegate: AnyObject {
                func currentIndexPath() -> IndexPath
                func endImageView() -> UIImageView
            }
            class Manager {
                var indexPath: IndexPath?
                weak var endDelegate: EndDelegate?
                func show() {
                    let photo = PhotoController()
                    photo.indexPath = indexPath
                    self.endDelegate = photo
                }
            }
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        let e = { (n: Int, m: String) in "/x/T.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(9, "cannot find 'PhotoController' in scope"))
        _ = stubs.learn(from: e(10, "value of type 'PhotoController' has no member 'indexPath'"))
        XCTAssertTrue(stubs.source().contains("var indexPath: IndexPath "), stubs.source())
        XCTAssertTrue(
            stubs.learn(
                from: e(10, "value of optional type 'IndexPath?' must be unwrapped to a value of type 'IndexPath'")))
        XCTAssertTrue(stubs.source().contains("var indexPath: IndexPath!"), stubs.source())
        XCTAssertTrue(
            stubs.learn(from: e(11, "cannot assign value of type 'PhotoController' to type '(any EndDelegate)?'")))
        let source = stubs.source()
        XCTAssertEqual(stubs.stub("PhotoController")?.conformances, ["EndDelegate"], source)
        XCTAssertTrue(source.contains(", EndDelegate {"), source)
        XCTAssertTrue(
            source.contains("func currentIndexPath() -> IndexPath { IndexPath(item: 0, section: 0) }"), source)
        XCTAssertTrue(source.contains("func endImageView() -> UIImageView {"), source)
        // Said again: nothing more to learn.
        XCTAssertFalse(
            stubs.learn(from: e(11, "cannot assign value of type 'PhotoController' to type '(any EndDelegate)?'")))
    }

    /// The app's instance method named like one of UIView's class methods (`transition`,
    /// `animate`): the compiler finds the class method first and says so; the stand-in (or the
    /// SDK type's extension) gets the instance method (finn-no's `BottomSheetView.transition(to:)`,
    /// hweetty's `animate(snapshotView:in:animationDuration:)`, held-out 39).
    func testAnInstanceMethodHiddenByAUIViewClassMethodIsStubbed() {
        let code = "sheetView.transition(to: 2)\nelement.animate(snapshotView: v, in: c, animationDuration: 0.3)"
        var stubs = PortStubs(files: [("T.swift", code)])
        let e = { (n: Int, m: String) in "/x/T.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(1, "cannot find type 'BottomSheetView' in scope"))
        XCTAssertTrue(
            stubs.learn(
                from: [
                    e(1, "static member 'transition' cannot be used on instance of type 'BottomSheetView'"),
                    e(2, "static member 'animate' cannot be used on instance of type 'UIView'")
                ].joined(separator: "\n")))
        XCTAssertEqual(stubs.stub("BottomSheetView")?.members.map(\.name), ["transition"])
        XCTAssertEqual(stubs.stub("UIView")?.members.map(\.name), ["animate"])
        let source = stubs.source()
        XCTAssertTrue(source.contains("func transition(to a0: "), source)
        XCTAssertTrue(source.contains("func animate(snapshotView a0: "), source)
        XCTAssertFalse(source.contains("static func animate"), source)
    }

    /// The app's protocol used with a controller's members (`destination.view`, also through a
    /// protocol of the files refining it) is bound to UIViewController, whose members then
    /// answer through it; an extension's stand-in `view` would answer nil there.
    func testAProtocolUsedAsAControllerIsBoundToUIViewController() {
        let code = """
            protocol Detail: Destination { var card: UIView { get } }
            func f(_ d: Detail) { _ = d.view; _ = d.navigationController }
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        let e = { (n: Int, m: String) in "/x/T.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(1, "cannot find type 'Destination' in scope"))
        stubs.stubs[stubs.stubs.firstIndex { $0.name == "Destination" }!].shape = .protocolType
        XCTAssertTrue(stubs.learn(from: e(2, "value of type 'any Detail' has no member 'view'")))
        XCTAssertEqual(stubs.stub("Destination")?.conformances, ["UIViewController"])
        XCTAssertEqual(stubs.stub("Destination")?.members.map(\.name), [])
        XCTAssertTrue(stubs.source().contains("protocol Destination: AnyObject, UIViewController"), stubs.source())
    }

    /// A result already optional is not made optional again (`UIImage??`), and holds a value
    /// (`delegate.referenceImage()!` reads it); a member typed by one of the files' internal
    /// classes is not public (nmfp's `PhotoDetailViewController`, held-out 39).
    func testOptionalResultsStayOneOptionalAndInternalTypesStayInternal() {
        let code = """
            class Dismissal { }
            public class Shown { }
            image.image = detail.referenceImage()
            if let i = detail.referenceImage() { }
            detail.transitionController = Dismissal()
            detail.shown = Shown()
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        let e = { (n: Int, m: String) in "/x/T.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(3, "cannot find 'detail' in scope"))
        stubs.stubs[stubs.stubs.firstIndex { $0.name == PortStubs.topLevelName }!].members = [
            .init(name: "detail", isStatic: false, kind: .property(type: "Detail", optional: false))
        ]
        stubs.stubs.append(.init(name: "Detail", shape: .plainClass))
        _ = stubs.learn(
            from: [
                e(3, "value of type 'Detail' has no member 'referenceImage'"),
                e(5, "value of type 'Detail' has no member 'transitionController'"),
                e(6, "value of type 'Detail' has no member 'shown'")
            ].joined(separator: "\n"))
        _ = stubs.learn(from: e(3, "cannot assign value of type '()' to type 'UIImage?'"))
        _ = stubs.learn(from: e(4, "initializer for conditional binding must have Optional type, not 'UIImage'"))
        _ = stubs.learn(
            from: [
                e(5, "cannot assign value of type 'Dismissal' to type 'UIViewController'"),
                e(6, "cannot assign value of type 'Shown' to type 'CGFloat'")
            ].joined(separator: "\n"))
        let source = stubs.source()
        XCTAssertTrue(source.contains("func referenceImage() -> UIImage? { return UIGraphicsImageRenderer"), source)
        XCTAssertFalse(source.contains("UIImage??"), source)
        XCTAssertEqual(PortStubs.optional("UIImage?"), "UIImage?")
        XCTAssertEqual(PortStubs.optional("UIView!"), "UIView?")
        XCTAssertEqual(PortStubs.optional("() -> Void"), "(() -> Void)?")
        XCTAssertTrue(stubs.usesInternalType("var transitionController: Dismissal! = nil"))
        XCTAssertFalse(stubs.usesInternalType("var shown: Shown! = nil"))
        // A nested type's name alone is no top-level type (handsomecode's side menu: a stub of
        // that name stays public, whose `Hashable` members must be).
        let nested = PortStubs(files: [("N.swift", "class Menu { struct TransitionOptions { } }")])
        XCTAssertEqual(nested.internalTypes, ["Menu"])
        XCTAssertFalse(nested.usesInternalType("func hash(into hasher: inout Hasher) -> TransitionOptions"))
        XCTAssertTrue(source.contains("    var transitionController: Dismissal"), source)
        XCTAssertTrue(source.contains("    public var shown: Shown"), source)
    }

    /// An implicit member given to a stub method names its SDK type (zigdanis's
    /// `animateImageViewWith(action: .Expand, …, options: [.curveEaseInOut])`, held-out 39:
    /// `Any?` gives the member no type), and an enum's capitalised member is a case.
    func testImplicitMembersTypeTheirParametersAndCapitalisedCasesStayCases() {
        XCTAssertEqual(PortStubs.implicitMemberType("[.curveEaseInOut]"), "UIView.AnimationOptions")
        XCTAssertEqual(
            PortStubs.implicitMemberType(" [ .calculationModeLinear, .autoreverse ]"), "UIView.KeyframeAnimationOptions"
        )
        XCTAssertEqual(PortStubs.implicitMemberType(".dark"), "UIBlurEffect.Style")
        XCTAssertEqual(PortStubs.implicitMemberType(".layerMinXMinYCorner"), "CACornerMask")
        XCTAssertNil(PortStubs.implicitMemberType(".Expand"))
        XCTAssertNil(PortStubs.implicitMemberType("options"))
        let code = """
            let v = RoundedImageView()
            v.animate(action: .Expand, options: [.curveEaseInOut])
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        for m in [
            "/x/T.swift:1:9: error: cannot find 'RoundedImageView' in scope",
            "/x/T.swift:2:3: error: value of type 'RoundedImageView' has no member 'animate'"
        ] {
            _ = stubs.learn(from: m)
        }
        XCTAssertTrue(stubs.source().contains("options a1: UIView.AnimationOptions"), stubs.source())
    }

    /// A stand-in enum named after a `type:` label is not `Type`, which Swift keeps for
    /// metatypes (wstejka's `indexOfItem(type: .image)`, held-out 40: "type member must not be
    /// named 'Type'").
    func testAStandInEnumNamedAfterATypeLabelIsNotType() {
        let code = """
            let vc = ProductViewController()
            let i = vc.indexOfItem(type: .image)
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        for m in [
            "/x/T.swift:1:10: error: cannot find 'ProductViewController' in scope",
            "/x/T.swift:2:12: error: value of type 'ProductViewController' has no member 'indexOfItem'",
            "/x/T.swift:2:31: error: type 'Any?' has no member 'image'",
            "/x/T.swift:2:31: error: type 'ProductViewController.PortStubType' has no member 'image'"
        ] {
            _ = stubs.learn(from: m)
        }
        let source = stubs.source()
        XCTAssertFalse(source.contains("enum Type"), source)
        XCTAssertTrue(source.contains("enum PortStubType"), source)
        XCTAssertTrue(source.contains("case image"), source)
    }

    /// An implicit initializer given to a stub method names its geometry type by its labels
    /// (nmfp's `anchor(…, padding: .init(top:left:bottom:right:), size: .init(width:height:))`,
    /// held-out 39: `Any?` parameters have no initializers).
    func testImplicitGeometryInitializersTypeTheirParameters() {
        XCTAssertEqual(
            PortStubs.implicitInitializerType(".init(top: 0.0, left: 20, bottom: 40, right: 20.0)"), "UIEdgeInsets")
        XCTAssertEqual(PortStubs.implicitInitializerType(" .init(width: 0.0, height: 300)"), "CGSize")
        XCTAssertEqual(PortStubs.implicitInitializerType(".init(x: 1, y: 2, width: 3, height: 4)"), "CGRect")
        XCTAssertEqual(
            PortStubs.implicitInitializerType(".init(top: 1, leading: 2, bottom: 3, trailing: 4)"),
            "NSDirectionalEdgeInsets")
        XCTAssertNil(PortStubs.implicitInitializerType(".init(curve: curve)"))
        XCTAssertNil(PortStubs.implicitInitializerType("padding"))
        let code =
            "card.anchor(top: nil, padding: .init(top: 0, left: 20, bottom: 40, right: 20), size: .init(width: 0, height: 300))"
        var stubs = PortStubs(files: [("T.swift", code)])
        _ = stubs.learn(from: "/x/T.swift:1:6: error: value of type 'UIView' has no member 'anchor'")
        XCTAssertTrue(
            stubs.source().contains("func anchor(top a0: Any?, padding a1: UIEdgeInsets, size a2: CGSize)"),
            stubs.source())
    }

    /// The app's labelled collection subscript (`contentHeights[safe: index]`) is declared as
    /// such files write it; a function declared with a stub method's name is no call of it
    /// (its body's brace is no trailing closure: finn-no's `dismiss(with:)` beside the stand-in's
    /// `dismiss(velocity:completion:)`, held-out 39).
    func testASafeSubscriptAndADeclarationIsNoCall() {
        let code = """
            guard let height = contentHeights[safe: startTargetIndex] else { return .zero }
            private func dismiss(with velocity: CGPoint) {
                sheet.dismiss(velocity: velocity, completion: { _ in done() })
            }
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        XCTAssertTrue(stubs.learn(from: "/x/T.swift:1:34: error: extraneous argument label 'safe:' in subscript"))
        let source = stubs.source()
        XCTAssertTrue(
            source.contains("subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }"),
            source)
        XCTAssertTrue(stubs.summary.contains { $0.hasPrefix("Collection[safe:]") }, stubs.summary.joined())
        XCTAssertEqual(
            stubs.closureTyped(["velocity a0: Any?", "completion a1: Any?"], method: "dismiss"),
            ["velocity a0: Any?", "completion a1: ((Bool) -> Void)?"])
    }

    /// A stand-in that answers a transform, an offset or a path answers a harmless one, not
    /// nil through an implicitly unwrapped optional (census animators crashed applying a
    /// stubbed helper's nil `CATransform3D!`).
    func testTransformsOffsetsAndPathsGetHarmlessValuesNotNil() {
        let stubs = PortStubs(files: [])
        XCTAssertEqual(stubs.value(of: "CATransform3D", name: "yRotation"), "CATransform3DIdentity")
        XCTAssertEqual(stubs.value(of: "UIOffset", name: "shadowOffset"), ".zero")
        XCTAssertEqual(stubs.value(of: "CGPath", name: "outline"), "CGMutablePath()")
        // The app's timing presets (`static var coverVertical: UICubicTimingParameters`, tinder's,
        // held-out 39): a curve, not nil through `!`.
        XCTAssertEqual(
            stubs.value(of: "UICubicTimingParameters", name: "coverVertical"),
            "UICubicTimingParameters(animationCurve: .easeInOut)")
    }

    /// A number written as a floating-point member (`.pi / 2`) is passed to a `CGFloat`
    /// parameter: `Any?` would leave `.pi`'s base ambiguous.
    func testAFloatingPointMemberArgumentGivesACGFloatParameter() throws {
        let args = try XCTUnwrap(PortStubs.callArguments(of: "yRotation", in: "t = Helper.yRotation(.pi / 2, -.pi, x)"))
        XCTAssertEqual(PortStubs(files: []).parameters(args), ["_ a0: CGFloat", "_ a1: CGFloat", "_ a2: Any?"])
    }
}

extension PortStubsTests {
    /// KVHeroTransition's protocol of the library (held-out 40): a requirement assigned to an
    /// SDK property keeps the type the first line gave it (a later line's target is the SDK's
    /// own property of that name) and starts at the layer's default, not nil; one compared with
    /// a Bool literal becomes a Bool; `.dismiss` and a conditional choosing `.dismiss` or
    /// `.present` give a requirement's parameter a top-level stand-in enum with those cases.
    func testAProtocolsRequirementsTakeTheTypesTheirUsesGive() {
        let code = """
            final class A {
                private let p: KVTransitionAnimatable
                init(p: KVTransitionAnimatable) { self.p = p }
                func f(v: UIView, w: UIView, ok: Bool) {
                    v.layer.cornerCurve = p.cornerCurve
                    w.layer.cornerCurve = p.cornerCurve
                    if p.enableInteractionDismiss == false { return }
                    p.animationWillStart(transitionType: .dismiss)
                    p.animationDidEnd(transitionType: ok ? .dismiss : .present)
                }
            }
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        let e = { (n: Int, m: String) in "/x/T.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(from: e(2, "cannot find type 'KVTransitionAnimatable' in scope"))
        _ = stubs.learn(
            from: [
                5: "cornerCurve", 6: "cornerCurve", 7: "enableInteractionDismiss", 8: "animationWillStart",
                9: "animationDidEnd"
            ]
            .sorted { $0.key < $1.key }
            .map { e($0.key, "value of type 'any KVTransitionAnimatable' has no member '\($0.value)'") }
            .joined(separator: "\n"))
        _ = stubs.learn(
            from: [
                e(5, "cannot assign value of type 'CGFloat' to type 'CALayerCornerCurve'"),
                e(6, "cannot assign value of type 'CGFloat' to type 'CALayerCornerCurve'"),
                e(7, "conflicting arguments to generic parameter 'Self' ('CGFloat' vs. 'Bool')"),
                e(8, "cannot infer contextual base in reference to member 'dismiss'"),
                e(9, "cannot infer contextual base in reference to member 'dismiss'")
            ].joined(separator: "\n"))
        let source = stubs.source()
        XCTAssertTrue(source.contains("var cornerCurve: CALayerCornerCurve { get { .circular } set {} }"), source)
        XCTAssertTrue(source.contains("var enableInteractionDismiss: Bool"), source)
        XCTAssertTrue(source.contains("func animationWillStart(transitionType a0: PortStubTransitionType)"), source)
        XCTAssertTrue(source.contains("func animationDidEnd(transitionType a0: PortStubTransitionType)"), source)
        XCTAssertTrue(source.contains("public enum PortStubTransitionType"), source)
        XCTAssertTrue(source.contains("case dismiss"), source)
        XCTAssertTrue(PortStubs.ternaryChoosesMember("ok ? .dismiss : .present", "present"))
        XCTAssertFalse(PortStubs.ternaryChoosesMember(".dismiss", "dismiss"))
    }
}

extension PortStubsTests {
    /// ello's drawer (held-out 40): `typealias Animator = (_ a: @escaping Block, _ c: @escaping
    /// BoolBlock) -> Void` over the app's closure aliases, and its global
    /// `TransitionAnimationDuration` returned as a `TimeInterval` — a capitalised name port first
    /// stubs as a type.
    func testClosureAliasesAndCapitalisedGlobalConstants() {
        XCTAssertEqual(PortStubs.closureAliasType("BoolBlock"), "(Bool) -> Void")
        XCTAssertEqual(PortStubs.closureAliasType("CGFloatHandler"), "(CGFloat) -> Void")
        XCTAssertEqual(PortStubs.closureAliasType("Block"), "() -> Void")
        let code = """
            typealias Animator = (_ animations: @escaping Block, _ completion: @escaping BoolBlock) -> Void
            func f(_ done: @escaping BoolBlock) { UIView.animate(withDuration: 1, animations: {}, completion: done) }
            func duration() -> TimeInterval { return TransitionAnimationDuration }
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        let e = { (n: Int, m: String) in "/x/T.swift:\(n):1: error: \(m)" }
        _ = stubs.learn(
            from: [
                e(1, "cannot find type 'Block' in scope"), e(1, "cannot find type 'BoolBlock' in scope"),
                e(3, "cannot find 'TransitionAnimationDuration' in scope")
            ].joined(separator: "\n"))
        _ = stubs.learn(
            from: [
                e(1, "'@escaping' only applies to function types"),
                e(
                    3,
                    "cannot convert return expression of type 'TransitionAnimationDuration.Type' to return type 'TimeInterval' (aka 'Double')"
                )
            ].joined(separator: "\n"))
        let source = stubs.source()
        XCTAssertTrue(source.contains("typealias BoolBlock = (Bool) -> Void"), source)
        XCTAssertTrue(source.contains("typealias Block = () -> Void"), source)
        // Stubbed as a class first, then passed where a closure is expected.
        var passed = PortStubs(files: [
            ("U.swift", "func g(_ c: BoolBlock) { UIView.animate(withDuration: 1, animations: {}, completion: c) }")
        ])
        _ = passed.learn(from: "/x/U.swift:1:14: error: cannot find type 'BoolBlock' in scope")
        XCTAssertTrue(
            passed.learn(
                from:
                    "/x/U.swift:1:80: error: cannot convert value of type 'BoolBlock' to expected argument type '((Bool) -> Void)?'"
            ))
        XCTAssertTrue(passed.source().contains("typealias BoolBlock = (Bool) -> Void"), passed.source())
        XCTAssertTrue(source.contains("public var TransitionAnimationDuration: TimeInterval = "), source)
        XCTAssertFalse(
            source.contains("TransitionAnimationDuration:") && source.contains("class TransitionAnimationDuration"))
    }
}

extension PortStubsTests {
    /// vityapoekhal's `self.animation.finalize(completed: …,\n fromView: …, toView: …, fromLeft: …)`
    /// inside a `DispatchQueue.main.async` closure (held-out 40): the stub takes every label of
    /// the call written over two lines, not the first line's alone.
    func testAMethodCalledOverSeveralLinesTakesEveryLabel() {
        let code = """
            final class A {
                let animation = Animation()
                func f(ok: Bool, a: UIView?, b: UIView?) {
                    DispatchQueue.main.async {
                        self.animation.finalize(completed: ok,
                                                fromView: a, toView: b, fromLeft: true)
                    }
                }
            }
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        _ = stubs.learn(from: "/x/T.swift:2:21: error: cannot find 'Animation' in scope")
        _ = stubs.learn(from: "/x/T.swift:5:28: error: value of type 'Animation' has no member 'finalize'")
        let source = stubs.source()
        for label in ["func finalize(completed a0:", "fromView a1:", "toView a2:", "fromLeft a3:"] {
            XCTAssertTrue(source.contains(label), label + "\n" + source)
        }
    }
}

extension PortStubsTests {
    /// LGMediaBrowser (held-out 40): its `Bundle.this` is a static member of Foundation's
    /// `Bundle` (the main bundle stands in), and its `UIImage(color:size:)`, written over two
    /// lines, is stubbed with both labels.
    func testAFoundationStaticMemberAndAnSDKInitializerOverTwoLines() {
        let code = """
            let c = UIColor(named: "Default", in: Bundle.this, compatibleWith: nil)
            let image = UIImage(color: .red,
                                size: CGSize(width: 10, height: 10))
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        _ = stubs.learn(from: "/x/T.swift:1:46: error: type 'Bundle' has no member 'this'")
        _ = stubs.learn(from: "/x/T.swift:2:21: error: argument passed to call that takes no arguments")
        let source = stubs.source()
        XCTAssertTrue(source.contains("extension Bundle {"), source)
        XCTAssertTrue(source.contains("static var this: Bundle"), source)
        XCTAssertTrue(source.contains("init!(color a0:"), source)
        XCTAssertTrue(source.contains("size a1:"), source)
    }
}

extension PortStubsTests {
    /// knchst's `guard let v: UIView = source?.zoomableSourceView() else { return }` over the
    /// library's protocol, stubbed: the compiler only says it "failed to produce diagnostic";
    /// the binding's annotation says what the method returns.
    func testAnAnnotatedBindingTypesAStubMethodTheCompilerCannotDiagnose() {
        XCTAssertEqual(PortStubs.annotatedBinding("guard let v: UIView = source?.view() else { return }"), "UIView")
        XCTAssertEqual(PortStubs.annotatedBinding("    let f: CGRect = t.frame()"), "CGRect")
        XCTAssertNil(PortStubs.annotatedBinding("let f = t.frame()"))
        let code = """
            final class A {
                weak var source: ZoomableSource?
                func f() {
                    guard let v: UIView = source?.zoomableSourceView() else { return }
                    _ = v
                }
            }
            """
        var stubs = PortStubs(files: [("T.swift", code)])
        _ = stubs.learn(from: "/x/T.swift:2:22: error: cannot find type 'ZoomableSource' in scope")
        _ = stubs.learn(
            from: "/x/T.swift:4:38: error: value of type 'ZoomableSource' has no member 'zoomableSourceView'")
        XCTAssertTrue(
            stubs.learn(
                from:
                    "/x/T.swift:4:31: error: failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)"
            ))
        XCTAssertTrue(stubs.source().contains("func zoomableSourceView() -> UIView"), stubs.source())
    }
}
