import XCTest
@testable import Porting

/// Finding the classes that can become plugins, and how to make each.
final class PortableClassFinderTests: XCTestCase {
    private func find(_ files: [String]) -> [PortableClass] {
        PortableClassFinder.find(files.enumerated().map { ("F\($0.offset).swift", SwiftDeclarations($0.element)) })
    }

    func testConformancesSubclassesExtensionsAndNesting() {
        let a = """
            import UIKit
            class Base: NSObject, UIViewControllerAnimatedTransitioning {
                init(duration: TimeInterval = 0.3) {}
            }
            final class Push: Base {}
            enum Transitions {
                class Swipe: UIPercentDrivenInteractiveTransition {}
                struct NotAClass: UIViewControllerAnimatedTransitioning {}
            }
            class Both: NSObject {}
            extension Both: UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {}
            class Grid: UICollectionViewFlowLayout {
                let columns: Columns
                init(columns: Columns) { self.columns = columns; super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            private class Hidden: NSObject, UIViewControllerAnimatedTransitioning {}
            class Delegate: NSObject, UIViewControllerTransitioningDelegate {}
            """
        // A private class is found too: port's rewrite makes its copy internal.
        let found = find([a])
        XCTAssertEqual(found.map(\.qualifiedName), ["Base", "Push", "Transitions.Swipe", "Both", "Grid", "Hidden"])
        XCTAssertEqual(
            found.map(\.kinds),
            [[.animator], [.animator], [.interaction], [.animator, .interaction], [.layout], [.animator]])
        // Columns is a type of the app the files do not declare: port's stand-in for it.
        XCTAssertEqual(
            found.map(\.construction),
            ["Base()", "Push()", "Transitions.Swipe()", "Both()", "Grid(columns: portPlaceholderColumns())", "Hidden()"]
        )
        XCTAssertEqual(found[4].placeholderArguments, "(columns: portPlaceholderColumns())")
        XCTAssertEqual(found.map(\.line), [2, 5, 7, 10, 12, 17])
    }

    func testASubclassInAnotherFileInheritsItsKind() {
        let found = find([
            "class A: NSObject, UIViewControllerAnimatedTransitioning { init(x: Spec) {} }",
            "class B: A { override init(x: Spec = Spec()) { super.init(x: x) } }"
        ])
        XCTAssertEqual(found.map(\.qualifiedName), ["A", "B"])
        XCTAssertEqual(found.map(\.construction), ["A(x: portPlaceholderSpec())", "B()"])
    }

    /// A class whose initializers all need arguments is made with placeholder values when every
    /// parameter without a default has a type with an obvious value: numbers (a duration by
    /// its name), flags (true for a presenting one), geometry, optionals, collections and the
    /// files' own enums; the first initializer that qualifies is used.
    func testInitializersWithArgumentsOfSimpleTypesGetPlaceholders() {
        let a = """
            import UIKit
            enum Direction { case up(Int), left, right }
            class Zoom: NSObject, UIViewControllerAnimatedTransitioning {
                init(model: Photo) {}
                init(isPresenting: Bool, originFrame: CGRect, _ duration: TimeInterval, delay: Double, scale: CGFloat = 2,
                     direction: Direction, tint: UIColor?, names: [String], map: [String: Int], count: Int, reverse: Bool) {}
                required init?(coder: NSCoder) { fatalError() }
            }
            class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                init(photo: Photo, duration: TimeInterval) {}
            }
            """
        let found = find([a])
        XCTAssertEqual(found.map(\.qualifiedName), ["Zoom", "Fade"])
        XCTAssertEqual(
            found[0].construction,
            "Zoom(isPresenting: true, originFrame: CGRect(x: 40, y: 120, width: 160, height: 160), 0.35, "
                + "delay: 0, direction: .left, tint: nil, names: [], map: [:], count: 1, reverse: false)")
        XCTAssertEqual(found[0].placeholderArguments.map { found[0].qualifiedName + $0 }, found[0].construction)
        // A type of the app's own that the files do not declare (Photo) takes port's stand-in
        // (PortStubsTests); Zoom's init(model:) is passed over for the one with simple types.
        XCTAssertEqual(found[1].construction, "Fade(photo: portPlaceholderPhoto(), duration: 0.35)")
    }

    /// The parameters the declaration scanner reads: labels, internal names, types, defaults.
    func testParametersAreReadWithTheirTypes() {
        let scan = SwiftDeclarations(
            "class A { init(_ a: Int, from frame: CGRect = .zero, handler: @escaping (Int) -> Void, list: [Double]?) {} }"
        )
        let p = scan.types[0].members[0].parameters
        XCTAssertEqual(p.map(\.label), ["_", "from", "handler", "list"])
        XCTAssertEqual(p.map(\.name), ["a", "frame", "handler", "list"])
        XCTAssertEqual(p.map(\.hasDefault), [false, true, false, false])
        XCTAssertEqual(p[0].type, "Int")
        XCTAssertEqual(p[1].type, "CGRect")
        XCTAssertEqual(p[3].type.filter { $0 != " " }, "[Double]?")
    }
}
