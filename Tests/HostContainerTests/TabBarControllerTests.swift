import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

/// The tab bar controller: selection by index and by controller with appearance callbacks only
/// (every tab stays a child), `shouldSelect` refusing a tap, queueing, and the pan.
final class TabBarControllerTests: XCTestCase {
    /// Container view: 320 × 431 above the 49-point bar.
    let bounds = Rect(x: 0, y: 0, width: 320, height: 431)

    private func fixture(duration: Double = 1) throws -> (TabFixture, RecordingAnimator) {
        let f = try TabFixture()
        return (f, f.vendRecorder(duration: duration))
    }

    private func assertAllChildren(_ f: TabFixture, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(f.tabs.children.map(\.title), ["A", "B", "C", "D"], file: file, line: line)
        XCTAssertTrue(f.rig.children.allSatisfy { $0.parent === f.tabs }, file: file, line: line)
    }

    func testInitialStateEveryTabIsAChild() throws {
        let (f, _) = try fixture()
        assertAllChildren(f)
        XCTAssertEqual(f.tabs.selectedIndex, 0)
        XCTAssertEqual(f.tabs.containerView.subviews.map(\.id), [f["A"].view.id])
        XCTAssertEqual(f.tabs.containerView.bounds, bounds)
    }

    func testSelectByIndexMakesAppearanceCallbacksButNoContainmentCalls() throws {
        let (f, rec) = try fixture()
        f.tabs.select(index: 1)
        f.rig.runUntilIdle()
        XCTAssertEqual(f.log.texts(orderKinds), expectedEvents(from: "A", to: "B"))
        XCTAssertEqual(f.log.texts([.containment]), [])
        assertAllChildren(f)
        XCTAssertEqual(f.tabs.selectedIndex, 1)
        XCTAssertEqual(f.tabs.containerView.subviews.map(\.id), [f["B"].view.id])
        XCTAssertNil(f["A"].view.superview)
        XCTAssertEqual(f["B"].view.frame, bounds)
        let o = try XCTUnwrap(rec.last)
        XCTAssertEqual(o.operation, .selectionChange)
        XCTAssertEqual(o.toInitial, bounds.offsetBy(dx: 320, dy: 0))
        XCTAssertEqual(o.fromFinal, bounds.offsetBy(dx: -320, dy: 0))
        XCTAssertEqual(f.shouldSelectAsked, [], "programmatic selection does not ask shouldSelect")
    }

    func testSelectByControllerGoingLeft() throws {
        let (f, rec) = try fixture(duration: 0.25)
        f.tabs.select(f["D"])
        f.rig.runUntilIdle()
        f.tabs.select(f["B"])
        f.rig.runUntilIdle()
        XCTAssertEqual(rec.observations.map { "\($0.fromTitle)->\($0.toTitle)" }, ["A->D", "D->B"])
        XCTAssertEqual(rec.observations[1].toInitial, bounds.offsetBy(dx: -320, dy: 0))
        XCTAssertEqual(rec.observations[1].fromFinal, bounds.offsetBy(dx: 320, dy: 0))
        XCTAssertEqual(f.tabs.selectedIndex, 1)
        XCTAssertEqual(f.log.texts([.containment]), [])
        assertAllChildren(f)
        XCTAssertEqual(appearanceProblems(f.log), [])
    }

    func testShouldSelectCanRefuseATap() throws {
        let (f, rec) = try fixture(duration: 0.25)
        f.allow = { $0.title != "B" }
        XCTAssertFalse(f.tabs.tapTab(1))
        f.rig.step(5)
        XCTAssertEqual(f.log.texts(), ["tab B refused by the delegate's shouldSelect"])
        XCTAssertEqual(rec.observations.count, 0)
        XCTAssertEqual(f.tabs.selectedIndex, 0)
        XCTAssertTrue(f.tabs.tapTab(2))
        f.rig.runUntilIdle()
        XCTAssertEqual(f.shouldSelectAsked, ["B", "C"])
        XCTAssertEqual(f.tabs.selectedIndex, 2)
        XCTAssertEqual(f.log.texts([.transition]).filter { $0.hasPrefix("delegate") }, ["delegate.didSelect(C)"])
        XCTAssertFalse(f.tabs.tapTab(9), "out of range")
        // Programmatic selection ignores shouldSelect.
        f.tabs.select(index: 1)
        f.rig.runUntilIdle()
        XCTAssertEqual(f.tabs.selectedIndex, 1)
        XCTAssertEqual(f.shouldSelectAsked, ["B", "C"])
    }

    func testSelectionsQueuedDuringATransitionLatestWins() throws {
        let (f, rec) = try fixture(duration: 0.5)
        f.tabs.select(index: 1)
        f.rig.step(10)
        f.tabs.select(index: 2)
        f.tabs.select(index: 3)
        f.rig.runUntilIdle()
        XCTAssertEqual(rec.observations.map { "\($0.fromTitle)->\($0.toTitle)" }, ["A->B", "B->D"])
        XCTAssertEqual(f.tabs.selectedIndex, 3)
        XCTAssertEqual(f.tabs.containerView.subviews.map(\.id), [f["D"].view.id])
        XCTAssertFalse(f.log.texts().contains { $0.hasPrefix("C.") })
        assertAllChildren(f)
    }

    func testPanFinishesAndCancelsWithoutContainmentCalls() throws {
        let (f, rec) = try fixture()
        // 250 / 320 × 0.5 = 0.39 > 0.2 at rest → finish to B.
        try f.rig.schedule("press 300 200; move -250 0 over 0.5; wait 0.1; release")
        f.rig.runUntilIdle()
        XCTAssertEqual(f.tabs.selectedIndex, 1)
        XCTAssertEqual(rec.ended, [true])
        XCTAssertEqual(rec.observations.first?.isInteractive, true)
        // 30 / 320 × 0.5 < 0.2 at rest → cancel, back on B.
        try f.rig.schedule("press 300 200; move -30 0 over 0.5; wait 0.1; release")
        f.rig.runUntilIdle()
        XCTAssertEqual(f.tabs.selectedIndex, 1)
        XCTAssertEqual(rec.ended, [true, false])
        XCTAssertEqual(f.tabs.containerView.subviews.map(\.id), [f["B"].view.id])
        XCTAssertNil(f["C"].view.superview)
        XCTAssertEqual(f.log.texts([.containment]), [])
        assertAllChildren(f)
        XCTAssertEqual(appearanceProblems(f.log), [])
        XCTAssertEqual(
            f.log.texts([.appearance]).suffix(6),
            [
                "B.viewWillDisappear(animated: true)",
                "C.viewWillAppear(animated: true)",
                "C.viewWillDisappear(animated: true)",
                "C.viewDidDisappear(animated: true)",
                "B.viewWillAppear(animated: true)",
                "B.viewDidAppear(animated: true)"
            ])
    }
}
