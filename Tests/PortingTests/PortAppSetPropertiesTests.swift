import Foundation
import XCTest

@testable import Porting

/// Values the app would have set are not left nil: a property the app sets after init and
/// the class force-unwraps gets a placeholder (a protocol of the files by a stand-in object),
/// stand-in image views show an image, a layout's stubbed counts are its collection view's,
/// and a class the files cast a transition's controller to is a controller.
final class PortAppSetPropertiesTests: XCTestCase {
    private func fixture(_ name: String) throws -> String {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Port/AppSet")
        return try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    }

    private func classes(_ files: [(String, String)]) -> [PortableClass] {
        PortableClassFinder.find(files.map { ($0.0, SwiftDeclarations($0.1)) })
    }

    /// The gallery's `source` (force-unwrapped, a protocol of the file with methods) and the
    /// implicitly unwrapped `dimColor` are set; `presenting` (not optional) is not.
    func testForceUnwrappedPropertiesTheClassNeverSetsGetPlaceholders() throws {
        let c = try XCTUnwrap(
            classes([("LightboxZoomAnimator.swift", try fixture("LightboxZoomAnimator.swift"))]).first)
        XCTAssertEqual(c.appSet.map(\.property), ["source", "dimColor"])
        XCTAssertEqual(c.appSet.first?.value, "portKeep(PortAppSet__LightboxZoomSource())")
        XCTAssertEqual(c.appSet.first?.use, "force-unwrapped at line 38 of LightboxZoomAnimator.swift")
        XCTAssertEqual(c.appSet.last?.value, ".black")
        XCTAssertEqual(c.appSet.last?.use, "used as implicitly unwrapped at line 43 of LightboxZoomAnimator.swift")
        let d = c.appSetDeclarations
        XCTAssertTrue(d.contains("final class PortAppSet__LightboxZoomSource: LightboxZoomSource {"), d)
        // A view the app fills has an image; a method answers the same object each time.
        XCTAssertTrue(
            d.contains(
                "lazy var portValue0: UIImageView = portKeep(UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 160, height: 160)).image { _ in }))"
            ), d)
        XCTAssertTrue(d.contains("func zoomStartImageView() -> UIImageView { portValue0 }"), d)
        XCTAssertTrue(d.contains("func zoomEndFrame(in containerBounds: CGRect) -> CGRect { portValue2 }"), d)
        XCTAssertTrue(d.contains("func zoomDidMove(_ imageView: UIImageView) {}"), d)
        XCTAssertEqual(
            PortAppSetProperties.reportLines(c).first,
            "LightboxZoomAnimator: the app sets source after init (force-unwrapped at line 38 of LightboxZoomAnimator.swift); port set a placeholder: portKeep(PortAppSet__LightboxZoomSource())"
        )
    }

    /// Properties only the class's own starting method sets (it presents after setting them:
    /// the app calls it to begin the transition) get placeholders when the transition guards
    /// on them; one the class also sets elsewhere, or never reads, is left alone
    /// (tianyc1019's `LSAnimationManage`, held-out 38).
    func testPropertiesSetOnlyByTheMethodThatPresentsGetPlaceholders() throws {
        let code = """
            import UIKit
            protocol ZoomSource: AnyObject {
                func startFrame(_ indexPath: IndexPath) -> CGRect
            }
            class ZoomManager: NSObject, UIViewControllerAnimatedTransitioning {
                var indexPath: IndexPath?
                weak var source: ZoomSource?
                var title: String?
                var isLoaded: Bool?
                func open(at index: IndexPath, from controller: UIViewController, source: ZoomSource) {
                    self.indexPath = index
                    self.source = source
                    title = "photos"
                    isLoaded = true
                    controller.present(UIViewController(), animated: true)
                }
                func reload() { isLoaded = false }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let source = source, let index = indexPath, let loaded = isLoaded else { return }
                    _ = (source.startFrame(index), loaded)
                    c.completeTransition(true)
                }
            }
            """
        let c = try XCTUnwrap(classes([("ZoomManager.swift", code)]).first)
        XCTAssertEqual(c.appSet.map(\.property), ["indexPath", "source"])
        XCTAssertEqual(c.appSet.first?.value, "IndexPath(item: 0, section: 0)")
        XCTAssertEqual(c.appSet.last?.value, "portKeep(PortAppSet__ZoomSource())")
        XCTAssertEqual(c.appSet.first?.use, "set by the method at line 10 that starts the transition")
        // Without the presenting call the method is not the app's way in: nothing is set.
        let quiet = code.replacingOccurrences(of: "controller.present(UIViewController(), animated: true)", with: "")
        XCTAssertEqual(try XCTUnwrap(classes([("ZoomManager.swift", quiet)]).first).appSet.map(\.property), [])
    }

    /// Delegates of the files' protocols the transition guards on through `?.` get their
    /// stand-ins (FluidPhoto's `fromDelegate`/`toDelegate`, held-out 39); one the class sets
    /// itself, or reads only outside a guard, is left alone.
    func testDelegatesAGuardReadsThroughOptionalChainingGetStandIns() throws {
        let code = """
            import UIKit
            protocol ZoomDelegate: AnyObject {
                func referenceImageView(for animator: ZoomAnimator) -> UIImageView?
                func referenceFrame(for animator: ZoomAnimator) -> CGRect?
            }
            class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                weak var fromDelegate: ZoomDelegate?
                weak var toDelegate: ZoomDelegate?
                weak var ownDelegate: ZoomDelegate?
                var logDelegate: ZoomDelegate?
                func attach(_ d: ZoomDelegate) { ownDelegate = d }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let image = self.fromDelegate?.referenceImageView(for: self),
                        let frame = toDelegate?.referenceFrame(for: self),
                        let own = ownDelegate?.referenceFrame(for: self)
                    else { return }
                    _ = logDelegate?.referenceFrame(for: self)
                    _ = (image, frame, own)
                    c.completeTransition(true)
                }
            }
            """
        let c = try XCTUnwrap(classes([("ZoomAnimator.swift", code)]).first)
        XCTAssertEqual(c.appSet.map(\.property), ["fromDelegate", "toDelegate"])
        XCTAssertEqual(c.appSet.first?.value, "portKeep(PortAppSet__ZoomDelegate())")
        XCTAssertEqual(c.appSet.first?.use, "read by a guard at line 14")
        XCTAssertTrue(c.appSetDeclarations.contains("final class PortAppSet__ZoomDelegate: ZoomDelegate {"))
    }

    /// The layout's implicitly unwrapped delegate answers a plausible height (a measure, not 1).
    func testALayoutDelegateStandsInWithPlausibleAnswers() throws {
        let c = try XCTUnwrap(classes([("MasonryLayout.swift", try fixture("MasonryLayout.swift"))]).first)
        XCTAssertEqual(c.appSet.map(\.property), ["delegate"])
        XCTAssertTrue(c.appSetDeclarations.contains("lazy var portValue0: CGFloat = 320"), c.appSetDeclarations)
        XCTAssertTrue(
            c.appSetDeclarations.contains(
                "func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat) -> CGFloat { portValue0 }"
            ), c.appSetDeclarations)
    }

    /// What the class sets itself, guards, keeps private or reads on another object is left alone.
    /// NetNewsWire's image transition (held-out 40): `imageView.frame = originFrame` unwraps
    /// the implicitly unwrapped property whole, so it is set; passed where an Optional is taken
    /// (`UIImageView(image: originImage)`) or bound to a local, it is not unwrapped.
    func testAnImplicitlyUnwrappedPropertyAssignedWholeGetsAPlaceholder() throws {
        let code = """
            final class ImageTransition: NSObject, UIViewControllerAnimatedTransitioning {
                var originFrame: CGRect!
                var originImage: UIImage!
                var startFrame: CGRect!
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    let imageView = UIImageView(image: originImage)
                    imageView.frame = originFrame
                    let start = startFrame
                    _ = start
                    c.completeTransition(true)
                }
            }
            """
        let c = try XCTUnwrap(classes([("ImageTransition.swift", code)]).first)
        XCTAssertEqual(c.appSet.map(\.property), ["originFrame"])
        XCTAssertEqual(c.appSet.first?.use, "assigned as implicitly unwrapped at line 8 of ImageTransition.swift")
    }

    func testPropertiesTheClassSetsGuardsOrHidesAreLeftAlone() {
        let code = """
            import UIKit
            protocol Feed { func image() -> UIImage }
            final class A: NSObject, UIViewControllerAnimatedTransitioning {
                var snapshot: UIView?
                var feed: Feed?
                private var hidden: UIView!
                var other: A?
                var later: UIView! = nil
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    snapshot = c.containerView.snapshotView(afterScreenUpdates: false)
                    snapshot!.alpha = 0
                    feed?.image()
                    hidden.alpha = 1
                    other?.snapshot!.alpha = 1
                    guard let v = later else { fatalError("the app sets later") }
                    v.alpha = 1
                }
            }
            """
        let c = classes([("A.swift", code)])
        XCTAssertEqual(c.first?.appSet.map(\.property), ["later"])
        XCTAssertEqual(c.first?.appSet.first?.use, "guard let … else a fatal error at line 16 of A.swift")
        XCTAssertEqual(
            c.first?.appSet.first?.value,
            "portKeep(portPlacedView(UIView(frame: CGRect(x: 40, y: 120, width: 160, height: 160))))")
    }

    /// A protocol no placeholder can meet (an associated type) leaves its property alone.
    func testAProtocolWithAnAssociatedTypeHasNoStandIn() {
        let code = """
            import UIKit
            protocol Store { associatedtype Item; func first() -> Item }
            final class B: NSObject, UIViewControllerAnimatedTransitioning {
                var store: Store!
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) { _ = store.first() }
            }
            """
        XCTAssertEqual(classes([("B.swift", code)]).first?.appSet.count, 0)
    }

    /// The export sets the properties on the object it makes and keeps the stand-ins alive.
    func testTheExportSetsThemAfterConstruction() throws {
        let c = try XCTUnwrap(classes([("MasonryLayout.swift", try fixture("MasonryLayout.swift"))]).first)
        let plugins = PortProject.plugins(for: [(c, .layout, "MasonryLayout()")])
        let project = PortProject(name: "P", hostPath: "/h", files: [], plugins: plugins)
        let export = project.export(plugins[0])
        XCTAssertTrue(
            export.contains(
                "static func makeLayout(parameters: PluginParameters) -> MasonryLayout { portAppSet(MasonryLayout()) }"),
            export)
        XCTAssertTrue(export.contains("func portAppSet(_ o: MasonryLayout) -> MasonryLayout {"), export)
        XCTAssertTrue(export.contains("    o.delegate = portKeep(PortAppSet__MasonryLayoutDelegate())\n"), export)
        XCTAssertTrue(export.contains("func portKeep<T: AnyObject>(_ o: T) -> T {"), export)
    }

    /// Stand-in values: an image and image views with one, an SDK value type's default, and a
    /// stubbed image view made with a placeholder image.
    func testStandInsAnswerObjectsNotNil() {
        var s = PortStubs(files: [("T.swift", "let v = x.morphImageView")])
        XCTAssertEqual(s.value(of: "UIImage", name: "image"), PortAppSetProperties.image)
        XCTAssertEqual(s.value(of: "UIScrollView.DecelerationRate", name: "decelerationRate"), ".normal")
        XCTAssertEqual(
            s.value(of: "CAMediaTimingFunction", name: "timingFunction"), "CAMediaTimingFunction(name: .easeInEaseOut)")
        XCTAssertEqual(
            s.value(of: "UIImageView", name: "imageView"), "UIImageView(image: \(PortAppSetProperties.image))")
        s.stubs.append(PortStubs.Stub(name: "MorphImageView", shape: .subclass("UIImageView")))
        XCTAssertEqual(
            s.value(of: "MorphImageView", name: "v"), "MorphImageView(image: \(PortAppSetProperties.image))")
    }

    /// A layout's stubbed item count is read live from its collection view.
    func testALayoutsStubbedCountIsItsCollectionViews() {
        XCTAssertEqual(
            PortStubs.derivedExtensionValue(of: "Int", name: "numberOfItems", on: "UICollectionViewLayout"),
            "collectionView.map { c in (0..<c.numberOfSections).reduce(0) { $0 + c.numberOfItems(inSection: $1) } } ?? 0"
        )
        XCTAssertNil(PortStubs.derivedExtensionValue(of: "Int", name: "numberOfItems", on: "UIView"))
        XCTAssertEqual(
            PortStubs.derivedExtensionValue(of: "CGFloat", name: "width", on: "UICollectionViewLayout"),
            "collectionView?.bounds.width ?? 0")
        XCTAssertNil(PortStubs.derivedExtensionValue(of: "CGFloat", name: "spacing", on: "UICollectionViewLayout"))
    }

    /// A class of the app the files cast the context's controllers to (in two methods, under
    /// one name) is a controller, and both sides stand in.
    func testAClassCastFromTheContextsControllerIsAController() throws {
        let code = try fixture("DrawerRevealAnimator.swift")
        let line = code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("reveal(drawer as! DrawerPanel, from: -")
        }.map { $0 + 1 }
        var s = PortStubs(files: [("DrawerRevealAnimator.swift", code)])
        _ = s.learn(
            from:
                "/p/Sources/T/DrawerRevealAnimator.swift:\(line ?? 0):34: error: cannot find type 'DrawerPanel' in scope"
        )
        XCTAssertEqual(s.stub("DrawerPanel")?.shape, .subclass("UIViewController"))
        XCTAssertEqual(s.standIns(in: code).map { "\($0.key)=\($0.type)" }, ["to=DrawerPanel", "from=DrawerPanel"])
    }

    /// The app's `UIView.addSubviews(_:_:)` adds what it is given.
    func testTheAppsAddSubviewsAddsTheViews() {
        let m = PortStubs.Member(
            name: "addSubviews", isStatic: false, kind: .method(overloads: [["_ a0: Any?", "_ a1: Any?"]]))
        XCTAssertEqual(
            PortStubs.knownExtensionMethod(m, parameters: ["_ a0: Any?", "_ a1: Any?"], on: "UIView"),
            "func addSubviews(_ a0: Any?, _ a1: Any?) { if let v = a0 as? UIView { addSubview(v) }; if let v = a1 as? UIView { addSubview(v) }; }"
        )
        XCTAssertNil(PortStubs.knownExtensionMethod(m, parameters: ["_ a0: Any?"], on: "CALayer"))
    }

    /// Weak delegates typed with the files' `NSObjectProtocol` protocols that only require
    /// views (DreamRecorder, held-out 42): the app sets them; port's placeholders are declared
    /// (the export named them without writing them), inherit `NSObject`, and answer views on
    /// screen at the placeholder frame.
    func testNSObjectProtocolDelegatesAreDeclaredWithShownViews() throws {
        let source = """
            import UIKit
            protocol ExpandSource: NSObjectProtocol {
                var sourceView: UIView { get }
                var sourceLabel: UILabel { get }
            }
            class ExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                weak var source: ExpandSource?
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    guard let view = self.source?.sourceView else { return transitionContext.completeTransition(true) }
                    guard let frame = view.superview?.convert(view.frame, to: nil) else { return }
                    _ = frame
                    transitionContext.completeTransition(true)
                }
            }
            """
        let c = try XCTUnwrap(classes([("ExpandAnimator.swift", source)]).first)
        XCTAssertEqual(c.appSet.map(\.value), ["portKeep(PortArgument__ExpandSource())"])
        let d = c.appSetDeclarations
        XCTAssertTrue(d.contains("final class PortArgument__ExpandSource: NSObject, ExpandSource {"), d)
        XCTAssertTrue(
            d.contains(
                "lazy var sourceView: UIView = { let v = UIView(frame: CGRect(x: 40, y: 120, width: 160, height: 160)); portKeep(UIWindow(frame: UIScreen.main.bounds)).addSubview(v); return v }()"
            ), d)
        XCTAssertTrue(d.contains("lazy var sourceLabel: UILabel = { let v = UILabel(frame:"), d)
    }
}
