import AnimationCore
import Foundation
import TestSupport
import XCTest
@testable import HostContainer

/// The headless collection view: cells only for what shows, scrolling, animated
/// layout-to-layout changes through the engine, and interactive ones that finish or cancel
/// with exact restore.
final class CollectionViewTests: XCTestCase {
    private var engine: AnimationEngine!
    private let grid = FlowLayout(itemSize: Size(width: 100, height: 100), minimumLineSpacing: 10, minimumInteritemSpacing: 10)

    override func setUp() { engine = keepAlive(AnimationEngine()) }

    private func collection(_ items: Int, layout: CollectionLayout? = nil) -> CollectionView {
        keepAlive(CollectionView(engine: engine, frame: Rect(x: 0, y: 0, width: 320, height: 480), sections: [items], layout: layout ?? grid))
    }

    /// Of 10,000 items only the screenful has cells; scrolling shows the next rows and clamps.
    func testOnlyVisibleItemsHaveCellsAndScrollingMovesThem() {
        let c = collection(10_000)
        // 3 per row 110 apart: rows 0…4 meet 480 points (row 4 starts at 440).
        XCTAssertEqual(c.cells.count, 15)
        XCTAssertEqual(c.prepared.contentSize.height, Double((10_000 + 2) / 3) * 110 - 10)
        c.contentOffset = Point(x: 0, y: 1100)
        XCTAssertEqual(c.cells.keys.map(\.item).min(), 30, "row 10 at the top")
        XCTAssertEqual(c.cells.count, 15)
        c.contentOffset = Point(x: 50, y: 1e9)
        XCTAssertEqual(c.contentOffset, Point(x: 0, y: c.prepared.contentSize.height - 480), "clamped to the content")
        XCTAssertEqual(c.cells[ItemPath(item: 9_999, section: 0)]?.title, "0.9999")
    }

    /// Animated grid → list: every item visible before or after goes from its grid frame to
    /// its row along ease in-out; at the end only the list's visible rows keep cells.
    func testAnAnimatedLayoutChangeMovesEveryItemThroughTheEngine() throws {
        let c = collection(24)
        let list = ListLayout(rowHeight: 44, spacing: 0)
        var done: [Bool] = []
        XCTAssertTrue(c.setLayout(list, animated: true, duration: 1) { done.append($0) })
        let path = ItemPath(item: 4, section: 0)
        let from = try XCTUnwrap(c.transitionFreePrepared(grid).attributes(of: path)), to = try XCTUnwrap(c.prepared.attributes(of: path))
        engine.advance(to: 0)
        engine.advance(to: 0.5)
        let cell = try XCTUnwrap(c.cells[path])
        let f = CubicBezier.easeInEaseOut.progress(0.5)
        assertClose(cell.layer.presentation.position, from.center.interpolated(to: to.center, f), 1e-9)
        XCTAssertEqual(cell.layer.presentation.bounds.size.width, from.size.width + (to.size.width - from.size.width) * f, accuracy: 1e-9)
        engine.advance(to: 1.01)
        engine.runReadyCompletions()
        XCTAssertEqual(done, [true])
        XCTAssertEqual(c.cells.count, 11, "rows 0…10 meet 480 points")
        XCTAssertEqual(c.cells[path]?.frame, to.frame)
    }

    /// Interactive grid → circle: progress places the items at once; a cancel runs back and
    /// leaves every cell and the offset exactly as before; a finish makes the circle the layout.
    func testAnInteractiveTransitionFollowsItsProgressAndCancelsExactly() throws {
        let c = collection(12)
        c.contentOffset = Point(x: 0, y: 30)
        let before = c.cells.mapValues { $0.layer.model }, offsetBefore = c.contentOffset
        var ended: [Bool] = []
        let t = try XCTUnwrap(c.startInteractiveTransition(to: CircleLayout()) { ended.append($0) })
        XCTAssertNil(c.startInteractiveTransition(to: ListLayout()), "one at a time")
        XCTAssertFalse(c.setLayout(ListLayout(), animated: false))
        t.transitionProgress = 0.4
        let path = ItemPath(item: 7, section: 0)
        let expected = try XCTUnwrap(t.attributes(of: path, at: 0.4))
        XCTAssertEqual(c.cells[path]?.center, expected.center, "placed at once")
        t.updateValue(2.5, forAnimatedKey: "pinch")
        XCTAssertEqual(t.value(forAnimatedKey: "pinch"), 2.5)
        t.transitionProgress = .nan
        XCTAssertEqual(t.transitionProgress, 0)
        t.transitionProgress = 0.6
        t.cancel(duration: 0.25)
        engine.advance(to: 0.1)
        engine.advance(to: 0.5)
        engine.runReadyCompletions()
        XCTAssertEqual(ended, [false])
        XCTAssertNil(c.transition)
        XCTAssertEqual(c.contentOffset, offsetBefore)
        XCTAssertEqual(c.cells.mapValues { $0.layer.model }, before, "every cell exactly as before")
        XCTAssertEqual(c.layout.name, "grid")

        let u = try XCTUnwrap(c.startInteractiveTransition(to: CircleLayout()) { ended.append($0) })
        u.transitionProgress = 0.5
        u.finish(duration: 0)
        engine.advance(to: 0.6)
        engine.runReadyCompletions()
        XCTAssertEqual(ended, [false, true])
        XCTAssertEqual(c.layout.name, "circle")
        XCTAssertEqual(c.contentOffset, .zero, "the ring's content is the bounds")
        XCTAssertEqual(c.cells.count, 12)
    }
}

extension CollectionView {
    /// `layout`'s attributes for this collection (a test's reference).
    func transitionFreePrepared(_ layout: CollectionLayout) -> PreparedLayout { layout.prepare(context) }
}
