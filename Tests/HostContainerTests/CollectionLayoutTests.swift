import AnimationCore
import Foundation
import TestSupport
import XCTest
@testable import HostContainer

/// The bundled collection layouts against hand-computed attributes, and the interpolation of
/// attributes a layout-to-layout transition uses.
final class CollectionLayoutTests: XCTestCase {
    private func frames(_ p: PreparedLayout, section: Int = 0) -> [Rect] { p.items[section].map(\.frame) }

    /// 320 wide, 90-point items, 10 minimum spacing, insets 5: (310 + 10) / 100 = 3 per row,
    /// justified: (310 − 270) / 2 = 20 between items; rows 100 apart; the last row keeps the
    /// grid's columns; the second section starts after the first's bottom inset.
    func testAFlowLayoutJustifiesFullRowsAndStacksSections() {
        let flow = FlowLayout(
            itemSize: Size(width: 90, height: 90), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
            sectionInset: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        let p = flow.prepare(CollectionLayoutContext(size: Size(width: 320, height: 480), sections: [5, 1]))
        XCTAssertEqual(
            frames(p),
            [
                Rect(x: 5, y: 5, width: 90, height: 90), Rect(x: 115, y: 5, width: 90, height: 90),
                Rect(x: 225, y: 5, width: 90, height: 90),
                Rect(x: 5, y: 105, width: 90, height: 90), Rect(x: 115, y: 105, width: 90, height: 90)
            ])
        // Section 0 ends at 5 + 190 + 5 = 200; section 1's one item starts 5 below.
        XCTAssertEqual(frames(p, section: 1), [Rect(x: 5, y: 205, width: 90, height: 90)])
        XCTAssertEqual(p.contentSize, Size(width: 320, height: 300))
        XCTAssertEqual(p.items[1][0].path, ItemPath(item: 0, section: 1))
        // Horizontal: columns down the height.
        var h = flow
        h.scrollDirection = .horizontal
        let q = h.prepare(CollectionLayoutContext(size: Size(width: 320, height: 200), sections: [3]))
        // (190 + 10) / 100 = 2 per column, justified: 190 − 180 = 10 between.
        XCTAssertEqual(
            frames(q),
            [
                Rect(x: 5, y: 5, width: 90, height: 90), Rect(x: 5, y: 105, width: 90, height: 90),
                Rect(x: 105, y: 5, width: 90, height: 90)
            ])
        XCTAssertEqual(q.contentSize, Size(width: 200, height: 200))
        // One item per line: centred across.
        let wide = FlowLayout(itemSize: Size(width: 200, height: 50)).prepare(
            CollectionLayoutContext(size: Size(width: 300, height: 100), sections: [2]))
        XCTAssertEqual(
            frames(wide), [Rect(x: 50, y: 0, width: 200, height: 50), Rect(x: 50, y: 60, width: 200, height: 50)])
    }

    func testAListSpansTheWidth() {
        let p = ListLayout(rowHeight: 44, spacing: 1, insets: EdgeInsets(top: 10, left: 8, bottom: 0, right: 8))
            .prepare(CollectionLayoutContext(size: Size(width: 200, height: 100), sections: [3]))
        XCTAssertEqual(
            frames(p),
            [
                Rect(x: 8, y: 10, width: 184, height: 44), Rect(x: 8, y: 55, width: 184, height: 44),
                Rect(x: 8, y: 100, width: 184, height: 44)
            ])
        XCTAssertEqual(p.contentSize.height, 10 + 3 * 44 + 2)
    }

    /// A fan of 10 with 4 visible: the first 6 hidden under the lowest visible card; the
    /// visible ones turned (k − 1.5) × spread and lifted k × lift; later ones on top.
    func testAStackFansItsTopCards() {
        let stack = StackLayout(itemSize: Size(width: 100, height: 140), spread: 0.1, lift: 3, visibleCount: 4)
        let p = stack.prepare(CollectionLayoutContext(size: Size(width: 300, height: 400), sections: [10]))
        let items = p.items[0]
        XCTAssertEqual(items.filter(\.isHidden).count, 6)
        for (i, a) in items.enumerated() {
            let k = Double(max(i, 6) - 6)
            XCTAssertEqual(a.center, Point(x: 150, y: 200 - 3 * k), "item \(i)")
            let angle = atan2(a.transform.m12, a.transform.m11)
            XCTAssertEqual(angle, (k - 1.5) * 0.1, accuracy: 1e-12)
            XCTAssertEqual(a.zIndex, i)
        }
        XCTAssertEqual(p.contentSize, Size(width: 300, height: 400))
        XCTAssertEqual(
            p.attributes(in: Rect(x: 0, y: 0, width: 300, height: 400)).count, 4,
            "hidden cards are not among the visible")
    }

    /// A ring of 4 in 300 × 400: radius 150 − 30 − 10 = 110, the first at the top, clockwise.
    func testACircleRingsTheItemsClockwiseFromTheTop() {
        let p = CircleLayout(itemSize: Size(width: 60, height: 60), margin: 10).prepare(
            CollectionLayoutContext(size: Size(width: 300, height: 400), sections: [2, 2]))
        let centers = p.items.flatMap { $0 }.map(\.center)
        let expected = [Point(x: 150, y: 90), Point(x: 260, y: 200), Point(x: 150, y: 310), Point(x: 40, y: 200)]
        for (c, e) in zip(centers, expected) { assertClose(c, e, 1e-9) }
        XCTAssertEqual(
            p.items[1].map(\.path), [ItemPath(item: 0, section: 1), ItemPath(item: 1, section: 1)],
            "sections keep their items")
    }

    /// Empty collections, a single item, odd sizes: every layout gives finite attributes of
    /// the right count; the same context gives the same attributes.
    func testEveryLayoutIsTotalAndDeterministic() {
        let layouts: [CollectionLayout] = [
            FlowLayout(), ListLayout(), StackLayout(), CircleLayout(),
            FlowLayout(itemSize: Size(width: 500, height: 10), scrollDirection: .horizontal)
        ]
        for l in layouts {
            for (size, sections) in [
                (Size(width: 0, height: 0), [0]), (Size(width: 1, height: 1), [1]),
                (Size(width: 37, height: 1001), [3, 0, 7]),
                (Size(width: 390, height: 844), [10_000])
            ] {
                let c = CollectionLayoutContext(size: size, sections: sections)
                let p = l.prepare(c)
                XCTAssertEqual(p.items.map(\.count), sections, "\(l.name) \(size)")
                for a in p.items.flatMap({ $0 }) {
                    XCTAssertTrue(
                        a.center.x.isFinite && a.center.y.isFinite && a.size.width.isFinite && a.transform.isFinite,
                        "\(l.name) \(a.path)")
                }
                XCTAssertEqual(l.prepare(c), p, "\(l.name): deterministic")
            }
        }
    }

    /// Interpolation: linear in centre, size and alpha, rotations the short way, the stacking
    /// order and hidden flag switching half way, the ends exact.
    func testAttributesInterpolate() {
        var a = LayoutAttributes(path: ItemPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 20))
        var b = LayoutAttributes(path: a.path, frame: Rect(x: 100, y: 40, width: 30, height: 20))
        a.zIndex = 1
        b.zIndex = 5
        b.alpha = 0
        b.isHidden = true
        b.transform = .rotation(0.8, x: 0, y: 0, z: 1)
        let m = a.interpolated(to: b, 0.25)
        XCTAssertEqual(m.center, Point(x: 5 + 27.5, y: 10 + 10))
        XCTAssertEqual(m.size, Size(width: 15, height: 20))
        XCTAssertEqual(m.alpha, 0.75)
        XCTAssertEqual(atan2(m.transform.m12, m.transform.m11), 0.2, accuracy: 1e-12)
        XCTAssertEqual(m.zIndex, 1)
        XCTAssertFalse(m.isHidden)
        XCTAssertEqual(a.interpolated(to: b, 0.5).zIndex, 5)
        XCTAssertEqual(a.interpolated(to: b, 0), a)
        XCTAssertEqual(a.interpolated(to: b, 1), b)
    }
}
