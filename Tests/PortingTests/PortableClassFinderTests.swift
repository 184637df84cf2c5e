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
            let columns: Int
            init(columns: Int) { self.columns = columns; super.init() }
            required init?(coder: NSCoder) { fatalError() }
        }
        private class Hidden: NSObject, UIViewControllerAnimatedTransitioning {}
        class Delegate: NSObject, UIViewControllerTransitioningDelegate {}
        """
        let found = find([a])
        XCTAssertEqual(found.map(\.qualifiedName), ["Base", "Push", "Transitions.Swipe", "Both", "Grid"])
        XCTAssertEqual(found.map(\.kinds), [[.animator], [.animator], [.interaction], [.animator, .interaction], [.layout]])
        XCTAssertEqual(found.map(\.construction), ["Base()", "Push()", "Transitions.Swipe()", "Both()", nil])
        XCTAssertEqual(found.last?.constructionBlocker, "its initializers need arguments: init(columns:) at line 14")
        XCTAssertEqual(found.map(\.line), [2, 5, 7, 10, 12])
    }

    func testASubclassInAnotherFileInheritsItsKind() {
        let found = find(["class A: NSObject, UIViewControllerAnimatedTransitioning { init(x: Int) {} }",
                          "class B: A { override init(x: Int = 2) { super.init(x: x) } }"])
        XCTAssertEqual(found.map(\.qualifiedName), ["A", "B"])
        XCTAssertEqual(found.map(\.construction), [nil, "B()"])
    }
}
