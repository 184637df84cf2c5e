import XCTest
@testable import HostContainer

final class SmokeTransitionTests: XCTestCase {
    func testSlidePluginCompletesAndLogsInOrder() throws {
        let h = try Harness()
        let animator = try Harness.animator("slide", runtime: h.runtime)
        final class D: ContainerViewControllerDelegate {
            let a: AnimatedTransitioning
            init(_ a: AnimatedTransitioning) { self.a = a }
            func containerViewController(_ c: ContainerViewController, animationControllerForTransitionFrom from: ViewController, to: ViewController) -> AnimatedTransitioning? { a }
        }
        let d = D(animator)
        h.container.delegate = d
        h.container.select(index: 1)
        h.runUntilIdle()
        print(h.log.texts().joined(separator: "\n"))
        XCTAssertEqual(h.container.selectedIndex, 1)
    }
}
