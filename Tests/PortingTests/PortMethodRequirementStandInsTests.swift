import XCTest

@testable import Porting

/// Stand-ins for the files' protocols with method requirements: a controller cast to one, and
/// a placeholder argument of one, answer harmless values; a protocol with an associated type
/// is refused with why.
final class PortMethodRequirementStandInsTests: XCTestCase {
    private let files = """
        import UIKit
        protocol Destination {
            var duration: TimeInterval { get }
            func targetFrame() -> CGRect
            func shouldFade() -> Bool
            func isZoomed() -> Bool
            func imageView() -> UIImageView
            func caption() -> String?
            mutating func didFinish(_ animated: Bool)
        }
        protocol Source {
            func sourceFrame(for animator: Zoom,
                             at index: Int) -> CGRect
        }
        protocol Page { associatedtype Item; func items() -> [Item] }
        protocol Sized { func size<T>(_ t: T) -> CGSize }
        final class Zoom: NSObject, UIViewControllerAnimatedTransitioning {
            init(source: Source) {}
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {
                guard let to = c.viewController(forKey: .to), to is Destination else { return }
                _ = c.viewController(forKey: .from) is Page
            }
        }
        """

    func testTheRequirementsAreReadOrRefusedWithWhy() throws {
        let scan = SwiftDeclarations(files)
        let byName = Dictionary(uniqueKeysWithValues: scan.types.map { ($0.name, $0) })
        let d = scan.standInRequirements(of: try XCTUnwrap(byName["Destination"]))
        XCTAssertNil(d.whyNot)
        XCTAssertEqual(d.properties.map(\.name), ["duration"])
        XCTAssertEqual(
            d.methods.map(\.declaration),
            [
                "func targetFrame() -> CGRect", "func shouldFade() -> Bool", "func isZoomed() -> Bool",
                "func imageView() -> UIImageView", "func caption() -> String?", "func didFinish(_ animated: Bool)"
            ])
        XCTAssertEqual(d.methods.map(\.returnType), ["CGRect", "Bool", "Bool", "UIImageView", "String?", nil])
        let s = scan.standInRequirements(of: try XCTUnwrap(byName["Source"]))
        XCTAssertEqual(
            s.methods.first?.declaration,
            "func sourceFrame(for animator: Zoom,\n                     at index: Int) -> CGRect")
        XCTAssertEqual(scan.standInRequirements(of: try XCTUnwrap(byName["Page"])).whyNot, "it has an associated type")
        XCTAssertEqual(
            scan.standInRequirements(of: try XCTUnwrap(byName["Sized"])).whyNot, "its method size is generic")
    }

    /// A protocol of the files bound to the app's controller class (`protocol Destination:
    /// TransitioningDestination`, that class stubbed as a controller) gets a stand-in inheriting
    /// that class, and a labelled tuple requirement a value (joongseoD's destinations, held-out 39).
    func testAStandInInheritsTheAppsControllerClassItsProtocolIsBoundTo() throws {
        let source = """
            import UIKit
            protocol MovingDestination: TransitioningDestination {
                var movingView: UIView { get }
                var slidingView: (toLeft: Bool, view: UIView) { get }
            }
            final class Move: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let d = c.viewController(forKey: .to) as? MovingDestination else { return }
                    _ = d.view
                }
            }
            """
        let plugin = PortProject.Plugin(
            className: "Move", kind: .animator, construction: "Move()", target: "PortedMove", id: "port.move",
            sourcePath: "/somewhere/Move.swift")
        var p = PortProject(name: "P", hostPath: "/h", files: [("Move.swift", source)], plugins: [plugin])
        var stubs = PortStubs(files: [("Move.swift", source)])
        _ = stubs.learn(from: "/x/Move.swift:2:30: error: cannot find type 'TransitioningDestination' in scope")
        // The protocol of the files refines it: its controller member is that class's.
        _ = stubs.learn(from: "/x/Move.swift:11:17: error: value of type 'any MovingDestination' has no member 'view'")
        XCTAssertEqual(stubs.stub("TransitioningDestination")?.shape, .subclass("UIViewController"))
        p.stubs = stubs
        let made = p.protocolStandIns(for: plugin)
        XCTAssertEqual(made.standIns.map(\.type), ["PortController__MovingDestination"])
        XCTAssertTrue(
            made.declarations.contains(
                "final class PortController__MovingDestination: TransitioningDestination, MovingDestination {"),
            made.declarations)
        XCTAssertTrue(
            made.declarations.contains("var slidingView: (toLeft:Bool,view:UIView) = (false, UIView())"),
            made.declarations)
    }

    /// A requirement that takes a completion calls it, after its duration argument when it has
    /// one, with a placeholder for its argument (GuntisTreulands' `reveal(withDuration:
    /// completionHandler:)`, held-out 39: the animator completes the transition there).
    func testAStandInCallsTheCompletionsItIsGiven() throws {
        let scan = SwiftDeclarations(
            """
            protocol Revealing: class {
                func reveal(withDuration duration: TimeInterval, completionHandler: @escaping ((Outcome) -> Void))
                func hide(completion: (() -> Void)?)
                func fade(_ done: @escaping (Bool) -> ())
                func pick(_ choose: @escaping (Int, Int) -> Void)
            }
            """)
        let methods = scan.standInRequirements(of: try XCTUnwrap(scan.types.first)).methods
        let made = methods.enumerated().map {
            PlaceholderArguments.implementation($0.element, index: $0.offset, controller: true) {
                $0 == "Outcome" ? "Outcome()" : nil
            }?.joined() ?? "nil"
        }
        XCTAssertEqual(
            made,
            [
                "func reveal(withDuration duration: TimeInterval, completionHandler: @escaping ((Outcome) -> Void)) { DispatchQueue.main.asyncAfter(deadline: .now() + ((duration as Any?) as? Double ?? ((duration as Any?) as? CGFloat).map { Double($0) } ?? ((duration as Any?) as? Int).map { Double($0) } ?? 0)) { completionHandler(Outcome()); }; }",
                "func hide(completion: (() -> Void)?) { completion?(); }",
                "func fade(_ done: @escaping (Bool) -> ()) { done(true); }",
                "func pick(_ choose: @escaping (Int, Int) -> Void) {}"
            ])
        XCTAssertEqual(
            PlaceholderArguments.closureShape("@escaping ( ( A < B > ) -> Void )"), "@escaping (A<B>) -> Void")
        XCTAssertEqual(PlaceholderArguments.closureShape("( ( ) -> ( ) ) ?"), "(() -> Void)?")
        XCTAssertNil(PlaceholderArguments.closureShape("CGFloat"))
    }

    func testTheCastControllerAnswersHarmlessValuesAndTheAssociatedTypeIsRefused() {
        let plugin = PortProject.Plugin(
            className: "Zoom", kind: .animator, construction: "Zoom(source: portKeep(PortArgument__Source()))",
            target: "PortedZoom", id: "port.zoom", sourcePath: "/somewhere/Zoom.swift")
        let p = PortProject(name: "P", hostPath: "/h", files: [("Zoom.swift", files)], plugins: [plugin])
        let made = p.protocolStandIns(for: plugin)
        XCTAssertEqual(made.standIns.map(\.type), ["PortController__Destination"])
        let square = PlaceholderArguments.centredSquare
        for line in [
            "final class PortController__Destination: UIViewController, Destination {",
            "    var duration: TimeInterval = 0.35",
            "    func targetFrame() -> CGRect { \(square) }",
            "    func shouldFade() -> Bool { true }",
            "    func isZoomed() -> Bool { false }",
            "    lazy var portReturned3_imageView: UIImageView = { let v = UIImageView(); v.frame = \(square); view.addSubview(v); return v }()",
            "    func imageView() -> UIImageView { portReturned3_imageView }",
            "    func caption() -> String? { nil }",
            "    func didFinish(_ animated: Bool) {}"
        ] {
            XCTAssertTrue(made.declarations.contains(line + "\n"), line + "\n---\n" + made.declarations)
        }
        let refused = p.protocolStandInsRefused(for: plugin)
        XCTAssertEqual(refused.map(\.key), ["from"])
        XCTAssertEqual(refused.map(\.why), ["it has an associated type"])
    }

    func testAProtocolArgumentWithMethodsGetsAPlaceholder() throws {
        let c = try XCTUnwrap(PortableClassFinder.find([("Zoom.swift", SwiftDeclarations(files))]).first)
        XCTAssertEqual(c.construction, "Zoom(source: portKeep(PortArgument__Source()))")
        XCTAssertTrue(
            c.placeholderDeclarations.contains(
                "final class PortArgument__Source: Source {\n    func sourceFrame(for animator: Zoom,\n                     at index: Int) -> CGRect { \(PlaceholderArguments.centredSquare) }\n}\n"
            ),
            c.placeholderDeclarations)
    }
}
