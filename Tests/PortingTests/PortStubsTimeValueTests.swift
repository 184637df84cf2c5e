import XCTest

@testable import Porting

/// The numbers a stand-in answers for times: a wait is short (a delay), any other time a
/// duration (1 s of a paused layer would outlast the transition the animator runs).
final class PortStubsTimeValueTests: XCTestCase {
    func testAWaitIsNoTimeAndATimeIsADuration() {
        let s = PortStubs(files: [("A.swift", "")])
        XCTAssertEqual(s.value(of: "TimeInterval", name: "animationWaitTime"), "0")
        XCTAssertEqual(s.value(of: "Double", name: "waitBeforeDismiss"), "0")
        XCTAssertEqual(s.value(of: "TimeInterval", name: "presentTime"), "0.35")
        XCTAssertEqual(s.value(of: "TimeInterval", name: "transitionDuration"), "0.35")
    }
}
