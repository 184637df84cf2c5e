import Foundation
import XCTest
@testable import AnimatorABI

/// The stepper under UIKit Dynamics against closed forms: contact generation case by case,
/// spring frequency and damping, and bit-identical reruns.
final class DynamicsWorldTests: XCTestCase {
    private let h = DynamicsWorld.substep

    func testABoxThroughAWallTouchesAtItsTwoDeepestCorners() {
        // A 40 × 20 box centred 5 points above the floor y = 20 reaches y = 15 + 10 = 25: 5 deep.
        let body = DynamicBody(position: DynamicsVector(0, 15), size: CGSize(width: 40, height: 20))
        let floor = DynamicsBoundary.walls(of: CGRect(x: -100, y: -100, width: 200, height: 120))[2]
        let c = DynamicsCollision.contacts(body, index: 3, boundary: floor)
        XCTAssertEqual(c.count, 2)
        for k in c {
            XCTAssertEqual(k.depth, 5, accuracy: 1e-12)
            XCTAssertEqual(k.normal, DynamicsVector(0, -1), "pushed up, back inside")
            XCTAssertEqual(k.a, -1)
            XCTAssertEqual(k.b, 3)
            XCTAssertEqual(k.point.y, 25, accuracy: 1e-12)
        }
        XCTAssertEqual(Set(c.map { $0.point.x }), [-20, 20])
        // Entirely inside: nothing.
        XCTAssertTrue(
            DynamicsCollision.contacts(
                DynamicBody(position: DynamicsVector(0, 0), size: CGSize(width: 40, height: 20)), index: 0,
                boundary: floor
            ).isEmpty)
    }

    func testATurnedBoxOnASegmentTouchesAtItsLowestCornerFromEitherSide() {
        // A square turned 45°: its lowest corner is r√2 below the centre.
        let body = DynamicBody(position: DynamicsVector(0, 0), size: CGSize(width: 20, height: 20), angle: .pi / 4)
        let reach = 10 * 2.0.squareRoot()
        let below = DynamicsCollision.contacts(
            body, index: 0, boundary: .segment(DynamicsVector(-50, reach - 2), DynamicsVector(50, reach - 2)))
        XCTAssertEqual(below.count, 1)
        XCTAssertEqual(below[0].depth, 2, accuracy: 1e-9)
        XCTAssertEqual(below[0].normal.y, -1, accuracy: 1e-12)
        let above = DynamicsCollision.contacts(
            body, index: 0, boundary: .segment(DynamicsVector(50, -(reach - 3)), DynamicsVector(-50, -(reach - 3))))
        XCTAssertEqual(above.count, 1)
        XCTAssertEqual(above[0].depth, 3, accuracy: 1e-9)
        XCTAssertEqual(above[0].normal.y, 1, accuracy: 1e-12, "a segment is met from the side the box is on")
        // Beyond the segment's end: nothing.
        XCTAssertTrue(
            DynamicsCollision.contacts(
                body, index: 0, boundary: .segment(DynamicsVector(20, reach - 2), DynamicsVector(60, reach - 2))
            ).isEmpty)
    }

    func testTwoBoxesOverlapAlongTheAxisOfLeastPenetration() {
        let a = DynamicBody(position: DynamicsVector(0, 0), size: CGSize(width: 20, height: 20))
        let b = DynamicBody(position: DynamicsVector(17, 4), size: CGSize(width: 20, height: 20))
        let c = DynamicsCollision.contacts(a, 0, b, 1)
        XCTAssertFalse(c.isEmpty)
        for k in c {
            XCTAssertEqual(k.normal, DynamicsVector(1, 0), "from a to b along x, the axis of least overlap (3 < 16)")
            XCTAssertEqual(k.depth, 3, accuracy: 1e-12)
        }
        let apart = DynamicBody(position: DynamicsVector(21, 0), size: CGSize(width: 20, height: 20))
        XCTAssertTrue(DynamicsCollision.contacts(a, 0, apart, 1).isEmpty)
        // Turned 45°, b's corner reaches 10√2 ≈ 14.14 from its centre: at 23 it is 1.14 into a.
        let turned = DynamicBody(position: DynamicsVector(23, 0), size: CGSize(width: 20, height: 20), angle: .pi / 4)
        let t = DynamicsCollision.contacts(a, 0, turned, 1)
        XCTAssertEqual(t.count, 1)
        XCTAssertEqual(t[0].depth, 10 + 10 * 2.0.squareRoot() - 23, accuracy: 1e-9)
        XCTAssertEqual(t[0].point.x, 23 - 10 * 2.0.squareRoot(), accuracy: 1e-9)
    }

    func testAPathBoundaryIsItsOutlineInSegments() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
        let segments = DynamicsBoundary.segments(of: path)
        XCTAssertEqual(segments.count, 4)
        let curve = CGMutablePath()
        curve.move(to: CGPoint(x: 0, y: 0))
        curve.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        let pieces = DynamicsBoundary.segments(of: curve)
        XCTAssertEqual(pieces.count, 8)
        if case let .segment(_, end) = pieces[3] {
            XCTAssertEqual(end.y, 5, accuracy: 1e-12, "the curve's midpoint, ½·½·2·10")
        } else {
            XCTFail()
        }
    }

    /// An item on an anchor by a spring of frequency f oscillates at f whatever its mass, and a
    /// damping ratio ζ shrinks each swing by e^(−2πζ/√(1−ζ²)).
    func testASpringOscillatesAtItsFrequencyAndDecaysByItsDampingRatio() {
        for (size, zeta) in [(20.0, 0.0), (80.0, 0.0), (40.0, 0.2)] {
            var w = DynamicsWorld()
            w.bodies = [DynamicBody(position: DynamicsVector(150, 0), size: CGSize(width: size, height: size))]
            w.joints = [
                DynamicsJoint(a: 0, b: nil, offsetA: .zero, offsetB: .zero, length: 100, frequency: 2, damping: zeta)
            ]
            var xs: [Double] = [w.bodies[0].position.x - 100]
            for _ in 0..<720 {
                w.step()
                xs.append(w.bodies[0].position.x - 100)
            }
            var crossings: [Double] = [], peaks: [Double] = []
            for i in 1..<xs.count {
                if xs[i - 1] < 0, xs[i] >= 0 {
                    crossings.append((Double(i - 1) + -xs[i - 1] / (xs[i] - xs[i - 1])) * h)
                }
                if i + 1 < xs.count, xs[i] > xs[i - 1], xs[i] >= xs[i + 1], xs[i] > 0 { peaks.append(xs[i]) }
            }
            XCTAssertGreaterThanOrEqual(crossings.count, 4, "size \(size)")
            let periods = zip(crossings.dropFirst(), crossings).map { $0 - $1 }
            let expected = 1 / 2.0 / (1 - zeta * zeta).squareRoot()
            for p in periods { XCTAssertEqual(p, expected, accuracy: expected * 0.005, "size \(size), ζ \(zeta)") }
            let ratio = exp(-2 * .pi * zeta / (1 - zeta * zeta).squareRoot())
            for (next, prev) in zip(peaks.dropFirst(), peaks) {
                XCTAssertEqual(next / prev, ratio, accuracy: 0.02, "size \(size), ζ \(zeta)")
            }
        }
    }

    /// The same world stepped twice, in two worlds, ends bit for bit the same.
    func testTheSameSceneStepsBitIdentically() {
        func scene() -> DynamicsWorld {
            var w = DynamicsWorld()
            var seed: UInt64 = 12345
            func next() -> Double {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Double(seed >> 11) / Double(1 << 53)
            }
            for _ in 0..<60 {
                var b = DynamicBody(
                    position: DynamicsVector(20 + 360 * next(), 20 + 200 * next()),
                    size: CGSize(width: 8 + 30 * next(), height: 8 + 30 * next()), angle: next() * 3)
                b.acceleration = DynamicsVector(0, 1000)
                b.elasticity = 0.2
                b.friction = 0.5
                w.bodies.append(b)
            }
            w.groups = [
                DynamicsCollisionGroup(
                    members: Array(0..<60),
                    boundaries: DynamicsBoundary.walls(of: CGRect(x: 0, y: 0, width: 400, height: 600)))
            ]
            return w
        }
        var a = scene(), b = scene()
        for _ in 0..<240 { a.advance(by: 1.0 / 60) }
        for _ in 0..<240 { b.advance(by: 1.0 / 60) }
        func bits(_ w: DynamicsWorld) -> [UInt64] {
            w.bodies.flatMap {
                [$0.position.x, $0.position.y, $0.angle, $0.velocity.x, $0.velocity.y, $0.angularVelocity].map(
                    \.bitPattern)
            }
        }
        XCTAssertEqual(bits(a), bits(b))
        XCTAssertEqual(a.touching, b.touching)
        // And the walls held: every centre is still inside the box.
        for body in a.bodies {
            XCTAssertTrue(
                (0...400).contains(body.position.x) && (0...600).contains(body.position.y), "\(body.position)")
        }
    }

    /// A crowd of turned boxes, some overlapping, in two collision groups that share members:
    /// the sub-step finds exactly the pairs an all-pairs test finds (the sweep with its kept
    /// order misses none and invents none, and a pair in two groups counts once), and after
    /// each sub-step `touching` is the sorted, repeat-free list of who touches whom in
    /// `contacts`, with `began`/`ended` the differences from the sub-step before.
    func testTheBroadPhaseFindsEveryTouchingPairAndTouchingFollowsTheContacts() {
        var w = DynamicsWorld()
        var seed: UInt64 = 99
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for _ in 0..<150 {
            var b = DynamicBody(
                position: DynamicsVector(5 + 290 * next(), 5 + 290 * next()),
                size: CGSize(width: 6 + 20 * next(), height: 6 + 20 * next()), angle: next() * 3)
            b.acceleration = DynamicsVector(0, 600)
            b.isAnchored = next() < 0.1
            w.bodies.append(b)
        }
        let walls = DynamicsBoundary.walls(of: CGRect(x: 0, y: 0, width: 300, height: 300))
        // Members listed out of order in the first group, so its wall keys need sorting too.
        w.groups = [
            DynamicsCollisionGroup(members: Array((0..<100).reversed()), boundaries: walls),
            DynamicsCollisionGroup(members: Array(50..<150), boundaries: [walls[2]])
        ]
        let memberSets = w.groups.map { Set($0.members) }
        var previous: [DynamicsContactKey] = []
        var wallSteps = 0
        for step in 0..<40 {
            let before = w.bodies
            w.step()
            // Every pair of items in a common group whose boxes touch, by the narrow phase alone.
            var expected = Set<[Int]>()
            for i in before.indices {
                for j in (i + 1)..<before.count {
                    let common = memberSets.contains { $0.contains(i) && $0.contains(j) }
                    let moving = [before[i], before[j]].contains { $0.inverseMass > 0 || $0.inverseInertia > 0 }
                    if common && moving && !DynamicsCollision.contacts(before[i], i, before[j], j).isEmpty {
                        expected.insert([i, j])
                    }
                }
            }
            let found = w.contacts.filter { $0.a >= 0 }.map { [$0.a, $0.b] }
            XCTAssertEqual(Set(found), expected, "step \(step)")
            XCTAssertGreaterThan(expected.count, 20, "step \(step): the scene has pairs to find")
            let keys = w.contacts.map {
                $0.a >= 0
                    ? DynamicsContactKey(a: $0.a, b: $0.b, group: -1, boundary: -1)
                    : DynamicsContactKey(a: -1, b: $0.b, group: $0.group, boundary: $0.boundary)
            }
            let touching = Array(Set(keys)).sorted()
            XCTAssertEqual(w.touching, touching, "step \(step)")
            if touching.contains(where: { $0.a < 0 && $0.group == 0 }) { wallSteps += 1 }
            previous = touching
        }
        XCTAssertGreaterThan(wallSteps, 0, "items reached the walls")
        // One more sub-step through advance: began and ended are the differences.
        w.advance(by: DynamicsWorld.substep)
        let now = Set(w.touching)
        XCTAssertEqual(Set(w.began), now.subtracting(previous))
        XCTAssertEqual(Set(w.ended), Set(previous).subtracting(now))
        XCTAssertEqual(w.began, w.began.sorted())
    }
}
