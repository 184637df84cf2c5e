import Foundation
import XCTest
@testable import AnimatorABI

/// The broad phase's sweep on its own: the pairs it reports are exactly those of an all-pairs
/// bounding-box test (boxes that touch only at an edge count; two still boxes never pair), each
/// once, lower index first, whatever the window sizes (one wide box meets every other); a body
/// a group lists twice never pairs with itself.
final class DynamicsSweepTests: XCTestCase {
    func testTheSweepReportsExactlyTheOverlappingPairsOfAnAllPairsTest() {
        var seed: UInt64 = 7
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var boxes: [DynamicsSweep.Box] = []
        for i in 0..<300 {
            let x = 400 * next(), y = 400 * next(), w = 2 + 20 * next(), h = 2 + 20 * next()
            boxes.append(
                DynamicsSweep.Box(
                    minX: x, maxX: x + w, minY: y, maxY: y + h, index: Int32(i), movable: next() > 0.2))
        }
        // One box as wide as the scene (a window of every box), and one sharing only an edge.
        boxes[0] = DynamicsSweep.Box(minX: -10, maxX: 500, minY: 100, maxY: 101, index: 0, movable: true)
        boxes[1] = DynamicsSweep.Box(
            minX: boxes[2].maxX, maxX: boxes[2].maxX + 5, minY: boxes[2].minY, maxY: boxes[2].maxY, index: 1,
            movable: true)
        var sweep = DynamicsSweep()
        for round in 0..<3 {
            var found: [(Int32, Int32)] = []
            sweep.pairs(group: 0, members: Array(0..<300), bounds: boxes, into: &found)
            var expected = Set<[Int32]>()
            for i in 0..<300 {
                for j in (i + 1)..<300 {
                    let a = boxes[i], b = boxes[j]
                    if a.minX <= b.maxX, b.minX <= a.maxX, a.minY <= b.maxY, b.minY <= a.maxY, a.movable || b.movable {
                        expected.insert([Int32(i), Int32(j)])
                    }
                }
            }
            XCTAssertEqual(found.count, expected.count, "round \(round): each pair once")
            XCTAssertEqual(Set(found.map { [$0.0, $0.1] }), expected, "round \(round)")
            XCTAssertTrue(found.allSatisfy { $0.0 < $0.1 })
            XCTAssertTrue(expected.contains([1, 2]), "boxes touching at an edge pair")
            XCTAssertGreaterThan(expected.filter { $0[0] == 0 }.count, 5, "the wide box meets those across its row")
            // Move everything a little: the kept order is re-sorted, the pairs follow.
            for k in boxes.indices {
                let dx = 6 * next() - 3
                boxes[k].minX += dx
                boxes[k].maxX += dx
            }
        }
    }

    /// A group that lists body 1 twice: its box meets its neighbours' (once per listing, as
    /// the members say) and never its own, whether it moves or not.
    func testABodyListedTwiceNeverPairsWithItself() {
        for movable in [true, false] {
            let boxes = [
                DynamicsSweep.Box(minX: 0, maxX: 10, minY: 0, maxY: 10, index: 0, movable: true),
                DynamicsSweep.Box(minX: 5, maxX: 15, minY: 5, maxY: 15, index: 1, movable: movable),
                DynamicsSweep.Box(minX: 12, maxX: 20, minY: 12, maxY: 20, index: 2, movable: true),
                DynamicsSweep.Box(minX: 100, maxX: 110, minY: 0, maxY: 10, index: 3, movable: true)
            ]
            var sweep = DynamicsSweep()
            var found: [(Int32, Int32)] = []
            sweep.pairs(group: 0, members: [0, 1, 2, 1, 3], bounds: boxes, into: &found)
            XCTAssertFalse(found.contains { $0.0 == $0.1 }, "a body paired with itself (movable: \(movable))")
            XCTAssertEqual(found.filter { $0 == (0, 1) }.count, 2, "movable: \(movable)")
            XCTAssertEqual(found.filter { $0 == (1, 2) }.count, 2, "movable: \(movable)")
            XCTAssertEqual(found.count, 4, "movable: \(movable)")
        }
    }
}
