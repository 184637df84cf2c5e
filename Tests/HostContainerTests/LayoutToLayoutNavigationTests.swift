import AnimationCore
import Foundation
import TestSupport
import XCTest
@testable import HostContainer

/// Layout-to-layout navigation (UIKit's `useLayoutToLayoutNavigationTransitions`): a pushed
/// collection view controller takes the collection on screen over and the push is the change
/// of its layout; the pop changes it back. Callbacks and appearance order, the animation
/// through the engine, and pinches that finish and cancel with exact restore.
final class LayoutToLayoutNavigationTests: XCTestCase {
    /// The navigation's container: 320 × 436 below the 44-point bar.
    private let area = Size(width: 320, height: 436)
    private let grid = FlowLayout(
        itemSize: Size(width: 100, height: 100), minimumLineSpacing: 10, minimumInteritemSpacing: 10)
    private let list = ListLayout(rowHeight: 44, spacing: 0)

    private struct Scene {
        let rig: TransitionRig<NavigationController>
        let grid: CollectionViewController, list: CollectionViewController
        var nav: NavigationController { rig.host }
        var collection: CollectionView { grid.collectionView }
    }

    /// A navigation controller whose root shows 24 items in a grid, and a list controller set
    /// for layout-to-layout (not pushed yet); the log cleared.
    private func scene(flagged: Bool = true) throws -> Scene {
        var made: (CollectionViewController, CollectionViewController)!
        let rig = try TransitionRig<NavigationController>(titles: ["unused"]) { _, animator, engine, log in
            let a = CollectionViewController(
                title: "Grid", layout: self.grid, sections: [24], size: self.area, engine: engine, log: log)
            let b = CollectionViewController(
                title: "List", layout: self.list, sections: [24], size: self.area, engine: engine, log: log)
            b.useLayoutToLayoutNavigationTransitions = flagged
            made = (a, b)
            return NavigationController(
                root: a, size: Size(width: 320, height: 480), defaultAnimator: animator, engine: engine, log: log)
        }
        rig.log.clear()
        return Scene(rig: rig, grid: made.0, list: made.1)
    }

    private func models(_ c: CollectionView) -> [ItemPath: LayerState] { c.cells.mapValues { $0.layer.model } }

    /// Every cell of `c` at `layout`'s attributes.
    private func assertCellsAt(
        _ layout: CollectionLayout, _ c: CollectionView, file: StaticString = #filePath, line: UInt = #line
    ) {
        let p = layout.prepare(c.context)
        XCTAssertFalse(c.cells.isEmpty, file: file, line: line)
        for (path, cell) in c.cells {
            guard let a = p.attributes(of: path) else {
                return XCTFail("no attributes for \(path)", file: file, line: line)
            }
            XCTAssertEqual(cell.frame, a.frame, "\(path)", file: file, line: line)
        }
    }

    /// A push: the list controller takes the grid's collection over; every item moves along
    /// ease in-out to its row; callbacks in UIKit's order with the layout-to-layout animator.
    func testAPushChangesTheSharedCollectionsLayout() throws {
        let s = try scene()
        let c = s.collection
        let path = ItemPath(item: 5, section: 0)
        let from = try XCTUnwrap(grid.prepare(c.context).attributes(of: path)),
            to = try XCTUnwrap(list.prepare(c.context).attributes(of: path))
        s.nav.push(s.list)
        s.rig.run(toFrame: 10)
        let cell = try XCTUnwrap(c.cells[path])
        let f = CubicBezier.easeInEaseOut.progress((10.0 / 60) / 0.35)
        assertClose(cell.layer.presentation.position, from.center.interpolated(to: to.center, f), 1e-9)
        XCTAssertTrue(c.view.superview === s.list.view, "moved into the pushed controller's view")
        s.rig.runUntilIdle()
        XCTAssertEqual(
            s.rig.log.texts(orderKinds),
            expectedEvents(
                from: "Grid", to: "List", animator: "layout-to-layout",
                beforeStart: ["List.willMove(toParent: Navigation)"],
                afterComplete: ["List.didMove(toParent: Navigation)"]))
        XCTAssertTrue(s.list.collectionView === c, "one collection, shared")
        XCTAssertTrue(s.list.sharesCollectionView)
        XCTAssertEqual(c.layout.name, "list")
        assertCellsAt(list, c)
        XCTAssertEqual(c.cells.count, 10, "rows 0…9 meet 436 points")
        XCTAssertEqual(s.nav.containerView.subviews.map(\.id), [s.list.view.id])
        XCTAssertEqual(s.nav.viewControllers.map(\.title), ["Grid", "List"])
    }

    /// The pop changes the layout back to the revealed controller's and gives the collection
    /// back to it.
    func testAPopChangesTheLayoutBack() throws {
        let s = try scene()
        s.nav.push(s.list)
        s.rig.runUntilIdle()
        s.rig.log.clear()
        s.nav.pop()
        s.rig.runUntilIdle()
        XCTAssertEqual(
            s.rig.log.texts(orderKinds),
            expectedEvents(
                from: "List", to: "Grid", animator: "layout-to-layout",
                beforeStart: ["List.willMove(toParent: nil)"],
                afterComplete: ["List.didMove(toParent: nil)"]))
        XCTAssertFalse(s.list.sharesCollectionView, "the popped controller lets go")
        XCTAssertTrue(s.collection.view.superview === s.grid.view)
        XCTAssertEqual(s.collection.layout.name, "grid")
        assertCellsAt(grid, s.collection)
        XCTAssertEqual(s.collection.cells.count, 12, "rows 0…3 meet 436 points")
    }

    /// A pinch spreading to 1.6× (progress log2 1.6 ≈ 0.68, over half) pushes and finishes;
    /// midway the transition's progress is log2 of the scale delivered.
    func testASpreadingPinchPushesAndFinishes() throws {
        let s = try scene()
        let pinch = PinchInteraction()
        pinch.onBegin = { [unowned nav = s.nav, list = s.list] in nav.push(list, interaction: $0) }
        s.rig.runner.interaction = pinch
        try s.rig.schedule("pinch 1.6 over 0.5")
        s.rig.run(toFrame: 15)
        let ctx = try XCTUnwrap(s.nav.currentTransition)
        XCTAssertTrue(ctx.isInteractive)
        // The last sample at or before 0.25 s (every 1/120 s): scale 1 + 0.6 × 0.5.
        assertClose(ctx.percentComplete, log2(1.3), 1e-9)
        s.rig.runUntilIdle()
        XCTAssertEqual(s.nav.lastTransition?.transitionWasCancelled, false)
        XCTAssertEqual(s.nav.viewControllers.map(\.title), ["Grid", "List"])
        XCTAssertEqual(s.collection.layout.name, "list")
        assertCellsAt(list, s.collection)
    }

    /// A pinch that spreads only to 1.2× (progress 0.26) cancels: the stack, the collection's
    /// layout, its place in the grid controller's view, every cell and the content offset are
    /// exactly as before; appearance callbacks in UIKit's cancel order.
    func testAPinchThatFallsShortCancelsAndRestoresExactly() throws {
        let s = try scene()
        let c = s.collection
        c.contentOffset = Point(x: 0, y: 200)
        let before = models(c), offset = c.contentOffset, cellIDs = Set(c.cells.values.map(\.id))
        let pinch = PinchInteraction()
        pinch.onBegin = { [unowned nav = s.nav, list = s.list] in nav.push(list, interaction: $0) }
        s.rig.runner.interaction = pinch
        try s.rig.schedule("pinch 1.2 over 0.5")
        s.rig.runUntilIdle()
        XCTAssertEqual(s.nav.lastTransition?.transitionWasCancelled, true)
        XCTAssertEqual(
            s.rig.log.texts(orderKinds),
            expectedEvents(
                from: "Grid", to: "List", animator: "layout-to-layout", interaction: "pinch",
                cancelled: true, beforeStart: ["List.willMove(toParent: Navigation)"],
                afterComplete: ["List.willMove(toParent: nil)", "List.didMove(toParent: nil)"]))
        XCTAssertEqual(s.nav.viewControllers.map(\.title), ["Grid"])
        XCTAssertEqual(c.layout.name, "grid")
        XCTAssertTrue(c.view.superview === s.grid.view)
        XCTAssertFalse(s.list.sharesCollectionView)
        XCTAssertEqual(c.contentOffset, offset)
        XCTAssertEqual(Set(c.cells.values.map(\.id)), cellIDs, "the same cells, none left over")
        XCTAssertEqual(models(c), before, "every cell exactly as before")
        for cell in c.cells.values {
            XCTAssertEqual(cell.layer.presentation, cell.layer.model, "nothing still animating")
        }
    }

    /// Pushed without animation the layout changes at once; a pinch closing to half pops and
    /// the grid comes back.
    func testANonAnimatedPushThenAPinchClosedPops() throws {
        let s = try scene()
        s.nav.push(s.list, animated: false)
        XCTAssertEqual(s.collection.layout.name, "list")
        assertCellsAt(list, s.collection)
        let pinch = PinchInteraction()
        pinch.opensOnSpread = false
        pinch.onBegin = { [unowned nav = s.nav] in nav.pop(interaction: $0) }
        s.rig.runner.interaction = pinch
        try s.rig.schedule("pinch 0.5 over 0.4")
        s.rig.runUntilIdle()
        XCTAssertEqual(s.nav.lastTransition?.transitionWasCancelled, false)
        XCTAssertEqual(s.nav.viewControllers.map(\.title), ["Grid"])
        XCTAssertEqual(s.collection.layout.name, "grid")
        assertCellsAt(grid, s.collection)
    }

    /// Without the flag a collection view controller is pushed like any controller: the
    /// default animator slides it in with its own collection.
    func testWithoutTheFlagThePushSlidesAnotherCollection() throws {
        let s = try scene(flagged: false)
        s.nav.push(s.list)
        s.rig.runUntilIdle()
        XCTAssertFalse(s.list.collectionView === s.grid.collectionView)
        XCTAssertEqual(s.grid.collectionView.layout.name, "grid")
        XCTAssertEqual(s.list.collectionView.layout.name, "list")
        XCTAssertEqual(s.nav.lastTransition?.animator.displayName, "default")
    }

    /// The pinch's progress is ±log2 of the scale, clamped; bad scales are ignored; a fast
    /// pinch decides by its direction.
    func testPinchProgressIsTheLogOfTheScale() throws {
        let pinch = PinchInteraction()
        for (scale, p) in [(1.0, 0.0), (2.0, 1.0), (1.5, log2(1.5)), (4.0, 1.0), (0.5, 0.0)] {
            assertClose(pinch.progress(forScale: scale), p)
        }
        pinch.opensOnSpread = false
        for (scale, p) in [(1.0, 0.0), (0.5, 1.0), (0.8, -log2(0.8)), (2.0, 0.0)] {
            assertClose(pinch.progress(forScale: scale), p)
        }

        // A quick spread to 1.3 (progress 0.38 in 0.1 s: 3.8 per second) finishes below the threshold.
        let s = try scene()
        let fast = PinchInteraction()
        fast.onBegin = { [unowned nav = s.nav, list = s.list] in nav.push(list, interaction: $0) }
        s.rig.runner.interaction = fast
        s.rig.runner.schedule([.signal(time: 0, name: "pinch", value: .nan), .signal(time: 0, name: "pinch", value: -1)]
        )
        s.rig.step(1)
        XCTAssertNil(s.nav.currentTransition, "a scale that is not positive and finite starts nothing")
        try s.rig.schedule("pinch 1.3 over 0.1")
        s.rig.runUntilIdle()
        XCTAssertEqual(s.nav.lastTransition?.transitionWasCancelled, false)
        XCTAssertEqual(s.collection.layout.name, "list")
    }
}
