import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

final class SmokeTransitionTests: XCTestCase {
    func testSlidePluginCompletesAndLogsInOrder() throws {
        let h = try TransitionRig()
        h.delegate(animator: try h.animator("slide"))
        h.container.select(index: 1)
        h.runUntilIdle()
        print(h.log.texts().joined(separator: "\n"))
        XCTAssertEqual(h.container.selectedIndex, 1)
    }
}
