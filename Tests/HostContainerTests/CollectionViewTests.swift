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
    private let grid = FlowLayout(
        itemSize: Size(width: 100, height: 100), minimumLineSpacing: 10, minimumInteritemSpacing: 10)

    override func setUp() { engine = keepAlive(AnimationEngine()) }

    private func collection(_ items: Int, layout: CollectionLayout? = nil) -> CollectionView {
        keepAlive(
            CollectionView(
                engine: engine, frame: Rect(x: 0, y: 0, width: 320, height: 480), sections: [items],
                layout: layout ?? grid))
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
        let from = try XCTUnwrap(c.transitionFreePrepared(grid).attributes(of: path)),
            to = try XCTUnwrap(c.prepared.attributes(of: path))
        engine.advance(to: 0)
        engine.advance(to: 0.5)
        let cell = try XCTUnwrap(c.cells[path])
        let f = CubicBezier.easeInEaseOut.progress(0.5)
        assertClose(cell.layer.presentation.position, from.center.interpolated(to: to.center, f), 1e-9)
        XCTAssertEqual(
            cell.layer.presentation.bounds.size.width, from.size.width + (to.size.width - from.size.width) * f,
            accuracy: 1e-9)
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
        c.finishInteractiveTransition()  // UIKit's spelling: the transition's finish, over 0.25 s
        XCTAssertTrue(u.isEnded)
        engine.advance(to: 0.6)
        engine.advance(to: 0.9)
        engine.runReadyCompletions()
        XCTAssertEqual(ended, [false, true])
        XCTAssertEqual(c.layout.name, "circle")
        XCTAssertEqual(c.contentOffset, .zero, "the ring's content is the bounds")
        XCTAssertEqual(c.cells.count, 12)
    }
}

extension CollectionViewTests {
    /// Headers and footers (UIKit's `headerReferenceSize`/`footerReferenceSize`): placed by
    /// hand-computed frames, shown only while visible, fading in place when the other layout
    /// has none (animated and interactive), and a cancelled change puts them back exactly.
    func testSectionHeadersAndFooters() throws {
        var banded = grid
        banded.headerReferenceSize = Size(width: 0, height: 30)
        banded.footerReferenceSize = Size(width: 0, height: 10)
        let p = banded.prepare(CollectionLayoutContext(size: Size(width: 320, height: 480), sections: [7, 5]))
        let header = LayoutAttributes.sectionHeader, footer = LayoutAttributes.sectionFooter
        // Section 0: header 0…30, three rows (320 points), footer 350…360; section 1: header
        // 360…390, two rows (210 points), footer 600…610.
        XCTAssertEqual(
            p.supplementary.map(\.frame),
            [
                Rect(x: 0, y: 0, width: 320, height: 30), Rect(x: 0, y: 350, width: 320, height: 10),
                Rect(x: 0, y: 360, width: 320, height: 30), Rect(x: 0, y: 600, width: 320, height: 10)
            ])
        XCTAssertEqual(p.supplementary.map(\.elementKind), [header, footer, header, footer])
        XCTAssertEqual(p.supplementary.map(\.path.section), [0, 0, 1, 1])
        XCTAssertEqual(p.items[0][0].frame.origin, Point(x: 0, y: 30))
        XCTAssertEqual(p.items[1][0].frame.origin, Point(x: 0, y: 390))
        XCTAssertEqual(p.contentSize, Size(width: 320, height: 610))

        let c = keepAlive(
            CollectionView(
                engine: engine, frame: Rect(x: 0, y: 0, width: 320, height: 480), sections: [7, 5], layout: banded))
        XCTAssertEqual(
            c.supplementaryViews.values.compactMap(\.title).sorted(), ["footer 0", "header 0", "header 1"],
            "footer 1 (600) is below 480")
        c.contentOffset = Point(x: 0, y: 130)
        XCTAssertEqual(c.supplementaryViews.values.compactMap(\.title).sorted(), ["footer 0", "footer 1", "header 1"])
        c.contentOffset = .zero

        // Interactive to a list, which has none: at 0.4 each header is at 60 % opacity, in place.
        let before = c.supplementaryViews.mapValues { ($0.id, $0.layer.model) }
        let t = try XCTUnwrap(c.startInteractiveTransition(to: ListLayout(rowHeight: 44, spacing: 0)))
        t.transitionProgress = 0.4
        let h0 = try XCTUnwrap(c.supplementaryViews[SupplementaryKey(p.supplementary[0])])
        XCTAssertEqual(h0.alpha, 0.6, accuracy: 1e-12)
        XCTAssertEqual(h0.frame, Rect(x: 0, y: 0, width: 320, height: 30))
        t.cancel(duration: 0)
        engine.advance(to: 0.01)
        engine.runReadyCompletions()
        XCTAssertEqual(c.supplementaryViews.mapValues { $0.id }, before.mapValues(\.0), "the same views")
        XCTAssertEqual(c.supplementaryViews.mapValues { $0.layer.model }, before.mapValues(\.1), "exactly as before")

        // Animated: they fade out over the change and are gone at its end.
        var done: [Bool] = []
        c.setLayout(ListLayout(rowHeight: 44, spacing: 0), animated: true, duration: 1) { done.append($0) }
        engine.advance(to: 0.51)
        XCTAssertEqual(h0.layer.presentation.opacity, 1 - CubicBezier.easeInEaseOut.progress(0.5), accuracy: 1e-9)
        engine.advance(to: 1.2)
        engine.runReadyCompletions()
        XCTAssertEqual(done, [true])
        XCTAssertTrue(c.supplementaryViews.isEmpty)
        XCTAssertNil(h0.superview)
        // And back: they fade in.
        c.setLayout(banded, animated: false)
        XCTAssertEqual(c.supplementaryViews.count, 3)
        XCTAssertTrue(c.supplementaryViews.values.allSatisfy { $0.alpha == 1 })
    }
}

/// A list whose items come into view dropping from 100 points above, transparent, and go
/// out of view sliding 300 points right (UIKit's initial and final attributes).
private struct DropInList: CollectionLayout {
    let list = ListLayout(rowHeight: 20, spacing: 0)
    var name: String { "drop-in list" }
    func prepare(_ context: CollectionLayoutContext) -> PreparedLayout { list.prepare(context) }
    func initialAttributes(forAppearing path: ItemPath, in prepared: PreparedLayout) -> LayoutAttributes? {
        guard var a = prepared.attributes(of: path) else { return nil }
        a.center.y -= 100
        a.alpha = 0
        return a
    }
    func finalAttributes(forDisappearing path: ItemPath, in prepared: PreparedLayout) -> LayoutAttributes? {
        guard var a = prepared.attributes(of: path) else { return nil }
        a.center.x += 300
        return a
    }
}

extension CollectionViewTests {
    /// Items that come into view start where the new layout's initial attributes say; items
    /// that go out of view end where the old layout's final attributes say; the others go
    /// from layout to layout; a cancelled interactive change is still exact.
    func testAppearingAndDisappearingItems() throws {
        let c = collection(24)  // a 3-column grid: items 0…14 show
        let drop = DropInList()
        let before = c.cells.mapValues { $0.layer.model }
        let t = try XCTUnwrap(c.startInteractiveTransition(to: drop))
        let list = drop.prepare(c.context)
        // Item 20 appears (rows of 20 points: all 24 show in the list).
        let appearing = try XCTUnwrap(list.attributes(of: ItemPath(item: 20, section: 0)))
        var start = appearing
        start.center.y -= 100
        start.alpha = 0
        XCTAssertEqual(t.attributes(of: ItemPath(item: 20, section: 0), at: 0), start)
        XCTAssertEqual(
            t.attributes(of: ItemPath(item: 20, section: 0), at: 0.5), start.interpolated(to: appearing, 0.5))
        // Item 3 was showing: from its grid place.
        XCTAssertEqual(
            t.attributes(of: ItemPath(item: 3, section: 0), at: 0),
            grid.prepare(c.context).attributes(of: ItemPath(item: 3, section: 0)))
        t.transitionProgress = 0.7
        t.cancel(duration: 0)
        engine.advance(to: 0.01)
        engine.runReadyCompletions()
        XCTAssertEqual(c.cells.mapValues { $0.layer.model }, before, "exactly as before")

        // Animated to the list (item 20's cell starts at the drop), then back to the grid:
        // item 20 goes out of view sliding right, as the list's final attributes say.
        c.setLayout(drop, animated: true, duration: 1)
        XCTAssertEqual(
            c.cells[ItemPath(item: 20, section: 0)]?.layer.presentation.position, start.center, "starts at the drop")
        engine.advance(to: 1.2)
        engine.runReadyCompletions()
        XCTAssertEqual(c.cells[ItemPath(item: 20, section: 0)]?.frame, appearing.frame)
        c.setLayout(grid, animated: true, duration: 1)
        let cell = try XCTUnwrap(c.cells[ItemPath(item: 20, section: 0)])
        XCTAssertEqual(
            cell.layer.model.position, Point(x: appearing.center.x + 300, y: appearing.center.y), "ends at the slide")
        engine.advance(to: 2.5)
        engine.runReadyCompletions()
        XCTAssertNil(c.cells[ItemPath(item: 20, section: 0)], "out of view, its cell is gone")
    }
}

extension CollectionView {
    /// `layout`'s attributes for this collection (a test's reference).
    func transitionFreePrepared(_ layout: CollectionLayout) -> PreparedLayout { layout.prepare(context) }
}
