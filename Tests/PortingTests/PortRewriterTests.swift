import XCTest
@testable import Porting

/// Each mechanical rewrite on examples written in the styles real iOS transition code uses.
final class PortRewriterTests: XCTestCase {
    private func port(_ files: [String]) -> [PortRewriter.Result] {
        PortRewriter().rewrite(files.enumerated().map { .init(path: "F\($0.offset).swift", source: $0.element) })
    }
    private func port(_ source: String) -> PortRewriter.Result { port([source])[0] }

    func testObjectiveCAndInterfaceBuilderAttributesGoAndLinesStay() {
        let source = """
            import UIKit

            @objcMembers class Controller: UIPercentDrivenInteractiveTransition {
                @IBOutlet weak var handle: UIView!
                @IBInspectable var threshold: CGFloat = 0.5
                @objc(handleGesture:) func handle(_ g: UIPanGestureRecognizer) {}
                @objc
                dynamic var progress: CGFloat = 0
                @IBAction func tapped(_ sender: Any) {}
                let text = "@objc stays in strings" // @objc stays in comments
            }
            """
        let r = port(source)
        XCTAssertFalse(
            r.source.contains("@objc(") || r.source.contains("@IB") || r.source.contains("@objcMembers")
                || r.source.contains("dynamic var"))
        XCTAssertTrue(r.source.contains("\"@objc stays in strings\" // @objc stays in comments"))
        XCTAssertEqual(
            r.source.split(separator: "\n", omittingEmptySubsequences: false).count,
            source.split(separator: "\n", omittingEmptySubsequences: false).count, "line numbers must not move")
        XCTAssertTrue(r.source.contains("class Controller: UIPercentDrivenInteractiveTransition"))
        XCTAssertTrue(r.source.contains("weak var handle: UIView!"))
        XCTAssertTrue(r.source.contains("func handle(_ g: UIPanGestureRecognizer) {}"))
        XCTAssertEqual(
            r.rewrites.map(\.kind),
            [
                .objcAttribute, .interfaceBuilder, .interfaceBuilder, .objcAttribute, .objcAttribute, .dynamicModifier,
                .interfaceBuilder
            ])
        XCTAssertEqual(r.rewrites.map(\.line), [3, 4, 5, 6, 7, 8, 9])
    }

    func testSelectorsBecomeUnboundMethodReferencesOfTheEnclosingType() {
        let source = """
            import UIKit
            enum Transitions {
                final class Swipe: UIPercentDrivenInteractiveTransition {
                    func attach(to view: UIView) {
                        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                        view.addGestureRecognizer(pan)
                        pan.addTarget(self, action: #selector(self.other))
                        NotificationCenter.default.addObserver(self, selector: #selector(Helper.note(_:)), name: nil, object: nil)
                    }
                    @objc func handlePan(_ g: UIPanGestureRecognizer) {}
                    @objc func other() {}
                }
            }
            extension Transitions.Swipe {
                func more() { _ = #selector(handlePan) }
            }
            """
        let r = port(source)
        XCTAssertTrue(r.source.contains("action: Selector(Transitions.Swipe.handlePan(_:))"), r.source)
        XCTAssertTrue(r.source.contains("action: Selector(Transitions.Swipe.other)"))
        XCTAssertTrue(r.source.contains("selector: Selector(Helper.note(_:))"))
        XCTAssertTrue(r.source.contains("_ = Selector(Transitions.Swipe.handlePan)"))
        XCTAssertEqual(r.rewrites.filter { $0.kind == .selector }.map(\.line), [5, 7, 8, 15])
    }

    /// `#selector(transitionContext.view(forKey:))` (Apple's transition sample, copied widely,
    /// asks the context whether it `responds(to:)` it): a method of the value's declared type —
    /// a parameter's, else a stored property's — not of the enclosing class.
    func testASelectorOfAValuesMethodNamesItsDeclaredType() {
        let source = """
            import UIKit
            final class Fade: NSObject {
                var recognizer: UIPanGestureRecognizer?
                func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                    if transitionContext.responds(to: #selector(transitionContext.view(forKey:))) {}
                    _ = #selector(recognizer.location(in:))
                    _ = #selector(unknown.thing)
                }
            }
            """
        let r = port(source)
        XCTAssertTrue(
            r.source.contains(
                "transitionContext.responds(to: Selector(UIViewControllerContextTransitioning.view(forKey:)))"),
            r.source)
        XCTAssertTrue(r.source.contains("_ = Selector(UIPanGestureRecognizer.location(in:))"), r.source)
        XCTAssertTrue(r.source.contains("_ = Selector(Fade.unknown.thing)"), "undeclared: as before\n\(r.source)")
    }

    /// `any UIViewControllerTransitionCoordinator` (Swift 5.6 spelling of a UIKit protocol the
    /// SDK declares as a class) loses its `any`; `any` before a protocol stays.
    func testAnyBeforeAConcreteSDKTypeIsDropped() {
        let source = """
            import UIKit
            final class Sheet: UIPresentationController {
                override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                    coordinator.animate(alongsideTransition: { (c: any UIViewControllerTransitionCoordinatorContext) in }, completion: nil)
                    let t: any UIViewControllerContextTransitioning? = nil
                    _ = t
                }
            }
            """
        let r = port(source)
        XCTAssertTrue(r.source.contains("with coordinator: UIViewControllerTransitionCoordinator)"), r.source)
        XCTAssertTrue(r.source.contains("(c: UIViewControllerTransitionCoordinatorContext)"), r.source)
        XCTAssertTrue(r.source.contains("let t: any UIViewControllerContextTransitioning? = nil"), r.source)
        XCTAssertEqual(r.rewrites.filter { $0.kind == .concreteExistential }.map(\.line), [3, 4])
    }

    func testOptionalRequirementCallsLoseTheirQuestionMarkOnlyForUIKitRequirements() {
        let source = """
            import UIKit
            func f(d: CAAnimationDelegate?, a: UIViewControllerAnimatedTransitioning, mine: Mine?) {
                d?.animationDidStop?(CABasicAnimation(), finished: true)
                a.animationEnded?(true)
                mine?.custom?(1)
                let x = maybe?(2)
            }
            """
        let r = port(source)
        XCTAssertTrue(r.source.contains("d?.animationDidStop(CABasicAnimation(), finished: true)"))
        XCTAssertTrue(r.source.contains("a.animationEnded(true)"))
        XCTAssertTrue(r.source.contains("mine?.custom?(1)"), "only UIKit's optional requirements are rewritten")
        XCTAssertTrue(r.source.contains("maybe?(2)"))
        XCTAssertEqual(r.rewrites.filter { $0.kind == .optionalRequirementCall }.count, 2)
    }

    /// The files' own `@objc` protocol's optional requirements become requirements with
    /// defaults that do what the unimplemented requirement does on iOS, in an extension at the
    /// end of the file (no line moves), and their `?(` calls lose the `?`.
    func testOptionalRequirementsOfTheFilesProtocolsGetDefaults() {
        let source = """
            import UIKit
            @objc protocol FadeDelegate: AnyObject {
                @objc optional func fadeDidStart(_ a: Int)
                @objc optional func fadeProgress(_ a: Int) -> CGFloat
                @objc optional func fadeView() -> UIView
                @objc optional var fadeTitle: String? { get }
                func fadeDidEnd()
            }
            func f(d: FadeDelegate?) {
                d?.fadeDidStart?(1)
                let p = d?.fadeProgress?(2) ?? 1
                d?.other?(3)
            }
            """
        let r = port(source)
        let lines = r.source.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[2], "    func fadeDidStart(_ a: Int)")
        XCTAssertEqual(lines[5], "    var fadeTitle: String? { get }")
        XCTAssertEqual(lines[9], "    d?.fadeDidStart(1)")
        XCTAssertEqual(lines[10], "    let p = d?.fadeProgress(2) ?? 1")
        XCTAssertEqual(lines[11], "    d?.other?(3)", "only the files' optional requirements lose their ?")
        for expected in [
            "extension FadeDelegate {", "    func fadeDidStart(_ a: Int) {}",
            "    func fadeProgress(_ a: Int) -> CGFloat { 0 }", "    var fadeTitle: String? { nil }",
            "    func fadeView() -> UIView { fatalError(\"FadeDelegate.fadeView is an optional requirement"
        ] {
            XCTAssertTrue(r.source.contains(expected), "missing \(expected) in:\n\(r.source)")
        }
        XCTAssertFalse(r.source.contains("func fadeDidEnd() {"), "a required requirement gets no default")
        XCTAssertEqual(r.rewrites.filter { $0.kind == .optionalRequirement }.map(\.line), [3, 4, 5, 6])
        XCTAssertEqual(r.rewrites.filter { $0.kind == .optionalRequirementCall }.map(\.line), [10, 11])
    }

    /// UIKit's optional requirements called with `?(`: the `?` goes, and a result a binding
    /// keeps stays optional (`as Optional`), so the code's later `?.` and `guard let` compile.
    func testUIKitOptionalCallsKeepABoundResultOptional() {
        let source = """
            import UIKit
            func f(animator: UIViewControllerAnimatedTransitioning, c: UIViewControllerContextTransitioning) {
                let a = animator.interruptibleAnimator?(using: c)
                a?.addCompletion?() { _ in }
                guard let b = animator.interruptibleAnimator?(using: c) else { return }
                if let d = animator.interruptibleAnimator?(using: c), c.isInteractive { d.pauseAnimation() }
                animator.interruptibleAnimator?(using: c).startAnimation()
                animator.animationEnded?(true)
            }
            """
        let lines = port(source).source.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[2], "    let a = animator.interruptibleAnimator(using: c) as Optional")
        XCTAssertEqual(lines[3], "    a?.addCompletion() { _ in }")
        XCTAssertEqual(
            lines[4], "    guard let b = animator.interruptibleAnimator(using: c) as Optional else { return }")
        XCTAssertEqual(
            lines[5],
            "    if let d = animator.interruptibleAnimator(using: c) as Optional, c.isInteractive { d.pauseAnimation() }"
        )
        XCTAssertEqual(lines[6], "    animator.interruptibleAnimator(using: c).startAnimation()")
        XCTAssertEqual(lines[7], "    animator.animationEnded(true)")
    }

    func testOSLogImportsGoAndFoundationOnlyFilesGetUIKit() {
        let log = port(
            "import Foundation\nimport os.log\nimport os\nimport OSLog\nimport os.signpost\nlet l = OSLog.default\n")
        XCTAssertEqual(log.source, "import Foundation\n\n\n\n\nlet l = OSLog.default\n")
        XCTAssertEqual(log.rewrites.map(\.kind), [.osLog, .osLog, .osLog, .osLog])
        XCTAssertEqual(log.rewrites.last?.before, "import os.signpost")

        let framework = port(
            "// Header\nimport Foundation\n\nclass A: NSObject, UIViewControllerAnimatedTransitioning {}\n")
        XCTAssertEqual(
            framework.source,
            "// Header\nimport UIKit; import Foundation\n\nclass A: NSObject, UIViewControllerAnimatedTransitioning {}\n"
        )
        XCTAssertEqual(framework.rewrites.map(\.kind), [.uikitImport])
        XCTAssertEqual(framework.rewrites.first?.line, 2)

        let already = port("import UIKit\nclass A: UIView {}\n")
        XCTAssertTrue(already.rewrites.isEmpty)
        let noUIKitTypes = port("import Foundation\nlet x = 1\n")
        XCTAssertTrue(noUIKitTypes.rewrites.isEmpty, "a file that does not use UIKit is left alone")
    }

    func testAnOverriddenExtensionMethodMovesIntoItsClassAcrossFiles() {
        let base = """
            import UIKit
            class BaseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) { run(c) }
            }

            extension BaseAnimator {
                /// Runs the animation.
                @objc func run(_ c: UIViewControllerContextTransitioning) {
                    c.completeTransition(true)
                }
                func helper() {}
            }
            """
        let sub = """
            import UIKit
            final class FadeAnimator: BaseAnimator {
                override func run(_ c: UIViewControllerContextTransitioning) { super.run(c) }
            }
            """
        let r = port([base, sub])
        let moved = r[0].source
        let classBody = moved.components(separatedBy: "extension BaseAnimator")[0]
        XCTAssertTrue(
            classBody.contains(
                "    /// Runs the animation.\n    func run(_ c: UIViewControllerContextTransitioning) {\n        c.completeTransition(true)\n    }\n}"
            ), moved)
        XCTAssertFalse(moved.components(separatedBy: "extension BaseAnimator")[1].contains("func run"))
        XCTAssertTrue(moved.components(separatedBy: "extension BaseAnimator")[1].contains("func helper()"))
        XCTAssertEqual(r[0].rewrites.filter { $0.kind == .extensionOverride }.map(\.line), [9])
        XCTAssertEqual(r[1].source, sub, "the subclass's file is unchanged")
    }

    /// Both sides in extensions (TwidereX, held-out 41): the base class declares
    /// `animateTransition` in its conformance extension and the subclass overrides it in an
    /// extension of its own; the base's member and the override each move into their class.
    func testAnOverrideInASubclassExtensionMovesTheBasesExtensionMemberToo() {
        let base = """
            import UIKit
            class BaseTransitioning: NSObject {
                var context: UIViewControllerContextTransitioning!
            }

            extension BaseTransitioning: UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    context = c
                }
            }
            """
        let sub = """
            import UIKit
            final class Drawer: BaseTransitioning {
            }

            extension Drawer {
                override func animateTransition(using c: UIViewControllerContextTransitioning) {
                    super.animateTransition(using: c)
                }
            }
            """
        let r = port([base, sub])
        let baseParts = r[0].source.components(separatedBy: "extension BaseTransitioning")
        XCTAssertTrue(baseParts[0].contains("func animateTransition(using c:"), r[0].source)
        XCTAssertFalse(baseParts[1].contains("func animateTransition"), r[0].source)
        XCTAssertTrue(baseParts[1].contains("func transitionDuration"), "only the overridden member moves")
        let subParts = r[1].source.components(separatedBy: "extension Drawer")
        XCTAssertTrue(subParts[0].contains("override func animateTransition"), r[1].source)
        XCTAssertEqual(r[0].rewrites.filter { $0.kind == .extensionOverride }.map(\.line), [8])
    }

    /// iOS lets an extension override an Objective-C method of the superclass (a layout's
    /// `prepare()` written in `extension PagedLayout`); Swift on Linux only in the class's
    /// body, so the override moves there, with what the other rewrites did to it.
    func testAnOverrideWrittenInAnExtensionMovesIntoTheClass() {
        let source = """
            import UIKit
            class PagedLayout: UICollectionViewFlowLayout {
                var pages = 3
            }

            extension PagedLayout {
                @objc override func prepare() {
                    super.prepare()
                }
                override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
                func pageWidth() -> CGFloat { 10 }
            }
            """
        let r = port(source)
        let parts = r.source.components(separatedBy: "extension PagedLayout")
        XCTAssertEqual(parts.count, 2, r.source)
        XCTAssertTrue(
            parts[0].contains(
                "    var pages = 3\n    override func prepare() {\n        super.prepare()\n    }\n"
                    + "    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }\n}"),
            r.source)
        XCTAssertFalse(parts[1].contains("override"), r.source)
        XCTAssertTrue(parts[1].contains("func pageWidth() -> CGFloat { 10 }"), r.source)
        XCTAssertEqual(r.rewrites.filter { $0.kind == .extensionOverride }.map(\.line), [7, 10])
        XCTAssertEqual(r.rewrites.filter { $0.kind == .objcAttribute }.map(\.line), [7])
    }

    /// A library that also builds for macOS wraps its UIKit code in `#if os(iOS)`; here the
    /// iOS branch is the one to compile, and other platforms' conditions stay as written.
    func testIOSPlatformConditionsSelectTheIOSCode() {
        let source = """
            #if os(iOS)
            import UIKit
            #elseif os(macOS) || os(iOS)
            import AppKit
            #endif
            #if os(tvOS)
            let tv = true
            #endif
            """
        let r = port(source)
        XCTAssertEqual(r.source, source.replacingOccurrences(of: "os(iOS)", with: "os(Linux)"))
        XCTAssertEqual(r.rewrites.map(\.kind), [.platformCondition, .platformCondition])
        XCTAssertEqual(r.rewrites.map(\.line), [1, 3])
    }

    func testASourceWithNothingToPortIsUnchanged() {
        let source =
            "import UIKit\nclass A: NSObject, UIViewControllerAnimatedTransitioning {\n  func f() { let s = \"#selector(x)\" }\n}\n"
        let r = port(source)
        XCTAssertEqual(r.source, source)
        XCTAssertTrue(r.rewrites.isEmpty)
    }
}
