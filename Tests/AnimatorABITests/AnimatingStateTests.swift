import Foundation
import XCTest

@testable import AnimatorABI

/// How a property animator's `state` reads the host's answer: reading it after the animator's
/// transition has ended (the host answers NaN for its stale handle) is `.inactive`, not a trap.
final class AnimatingStateTests: XCTestCase {
    func testTheHostsValueReadsAsUIKitsStateAndAnythingElseAsInactive() {
        XCTAssertEqual(UIViewAnimatingState(hostValue: 0), .inactive)
        XCTAssertEqual(UIViewAnimatingState(hostValue: 1), .active)
        XCTAssertEqual(UIViewAnimatingState(hostValue: 2), .stopped)
        for odd in [Double.nan, .infinity, -.infinity, 1.5, 3, -1, 1e300] {
            XCTAssertEqual(UIViewAnimatingState(hostValue: odd), .inactive, "\(odd)")
        }
    }
}
