import Foundation
import XCTest
@testable import AnimatorABI

/// Piles coming to rest in the stepper: a crowded pile of small items dropped from high up (the
/// rows land at speed and are driven into each other) comes to rest and sleeps; a resting pile
/// gains no energy; two items placed deep in each other, not in a crowd, are still pushed
/// apart; and a world asleep changes nothing but its clock until something wakes it.
final class DynamicsRestingPileTests: XCTestCase {
    /// `count` boxes of `side` points (some a quarter or half taller), turned a little each,
    /// `perRow` to a row 1.6 sides apart (odd rows shifted by half a side), rows 1.8 sides
    /// apart upwards from y = 300, falling under 1,000 points/s² into a `width` × 320 box;
    /// elasticity 0.2 and friction 0.3, a shatter's pieces.
    private func pile(_ count: Int, side: Double, perRow: Int, width: Double) -> DynamicsWorld {
        var w = DynamicsWorld()
        for i in 0..<count {
            let row = i / perRow, column = i % perRow
            var b = DynamicBody(
                position: DynamicsVector(
                    side + Double(column) * side * 1.6 + Double(row % 2) * side * 0.5, 300 - Double(row) * side * 1.8),
                size: CGSize(width: side, height: side * (1 + Double(i % 3) * 0.25)), angle: Double(i % 7) * 0.1)
            b.acceleration = DynamicsVector(0, 1000)
            b.elasticity = 0.2
            b.friction = 0.3
            w.bodies.append(b)
        }
        w.groups = [
            DynamicsCollisionGroup(
                members: Array(0..<count),
                boundaries: DynamicsBoundary.walls(of: CGRect(x: 0, y: 0, width: width, height: 320)))
        ]
        return w
    }

    /// ½ Σ m v² + ½ Σ I ω².
    private func kineticEnergy(_ w: DynamicsWorld) -> Double {
        w.bodies.reduce(0) { e, b in
            let inertia = b.inverseInertia > 0 ? 1 / b.inverseInertia : 0
            return e + 0.5 * b.mass * b.velocity.dot(b.velocity) + 0.5 * inertia * b.angularVelocity * b.angularVelocity
        }
    }

    /// The benchmark's scene with 400 items: boxes 6 points wide in 10 rows 16 points apart
    /// fall about 900 points into a 680 × 1,000 box and land at about 1,300 points/s, each row
    /// driven into the one below, some items half inside others. Pushing those overlaps out
    /// fought the pile (its items jittered at several points/s and nothing ever slept); now it
    /// comes to rest and sleeps, whole, within 4 s, and then stays exactly where it is.
    func testACrowdedPileOfSmallBoxesComesToRestAndSleepsWithinFourSeconds() {
        var w = DynamicsWorld()
        for i in 0..<400 {
            var b = DynamicBody(
                position: DynamicsVector(20 + Double(i % 40) * 16, 20 + Double(i / 40) * 16),
                size: CGSize(width: 6, height: 6 + Double(i * 5 % 7)), angle: Double(i % 13) * 0.05)
            b.acceleration = DynamicsVector(0, 1000)
            b.elasticity = 0.2
            b.friction = 0.3
            w.bodies.append(b)
        }
        w.groups = [
            DynamicsCollisionGroup(
                members: Array(0..<400),
                boundaries: DynamicsBoundary.walls(of: CGRect(x: 0, y: 0, width: 680, height: 1000)))
        ]
        while w.sleepingCount < 400, w.time < 4 { w.advance(by: 1.0 / 60) }
        let speeds = w.bodies.map(\.velocity.length).sorted()
        XCTAssertEqual(
            w.sleepingCount, 400, "asleep by 4 s (median speed \(speeds[200]), 90th percentile \(speeds[360]))")
        XCTAssertTrue(w.isResting)
        let asleep = w.bodies.map(\.position)
        for _ in 0..<60 { w.advance(by: 1.0 / 60) }
        XCTAssertEqual(w.bodies.map(\.position), asleep)
    }

    /// With sleeping off, a pile of 100 boxes of 12 points, at rest after 3 s, gains no
    /// energy over the next 3 s: its kinetic energy stays under a thousandth of what it would
    /// have with every item moving at the rest speed, and never rises above what it was at 3 s.
    func testARestingPileGainsNoEnergy() {
        var w = pile(100, side: 12, perRow: 25, width: 400)
        w.allowsSleeping = false
        for _ in 0..<180 { w.advance(by: 1.0 / 60) }
        let atRest = kineticEnergy(w)
        let bound = w.bodies.reduce(0) { $0 + 0.5 * $1.mass } * pow(DynamicsWorld.restSpeed, 2)
        var most = 0.0
        for _ in 0..<180 {
            w.advance(by: 1.0 / 60)
            most = max(most, kineticEnergy(w))
        }
        XCTAssertLessThan(atRest, bound * 1e-3)
        XCTAssertLessThan(most, bound * 1e-3, "an item was thrown (energy \(most), at 3 s \(atRest))")
        XCTAssertLessThanOrEqual(most, atRest + 1e-9, "the pile gained energy")
        XCTAssertEqual(w.sleepingCount, 0)
    }

    /// Two 40-point boxes placed 20 points deep in each other on a floor are not a crowd: the
    /// overlap is pushed out (to the slop) as before, within a second.
    func testTwoItemsPlacedDeepInEachOtherArePushedApart() {
        var w = DynamicsWorld()
        for x in [180.0, 200] {
            var b = DynamicBody(position: DynamicsVector(x, 280), size: CGSize(width: 40, height: 40))
            b.acceleration = DynamicsVector(0, 1000)
            b.friction = 0.3
            w.bodies.append(b)
        }
        w.groups = [
            DynamicsCollisionGroup(
                members: [0, 1], boundaries: DynamicsBoundary.walls(of: CGRect(x: 0, y: 0, width: 400, height: 300)))
        ]
        XCTAssertEqual(DynamicsCollision.contacts(w.bodies[0], 0, w.bodies[1], 1).first?.depth ?? 0, 20, accuracy: 1e-9)
        for _ in 0..<60 { w.advance(by: 1.0 / 60) }
        let gap = w.bodies[1].position.x - w.bodies[0].position.x
        XCTAssertGreaterThan(gap, 40 - 2 * DynamicsWorld.slop, "still \(40 - gap) points deep")
    }

    /// Once everything sleeps, further sub-steps change nothing but the clock and the still
    /// times: no body moves, no contact is computed, no collision begins or ends, who touches
    /// whom stays; an instantaneous velocity then wakes the pile and the item moves.
    func testAWorldAsleepChangesNothingButItsClockUntilWoken() {
        var w = pile(100, side: 12, perRow: 25, width: 400)
        while w.sleepingCount < 100 {
            w.advance(by: 1.0 / 60)
            XCTAssertLessThan(w.time, 5, "the pile never fell asleep")
            if w.time >= 5 { return }
        }
        let bodies = w.bodies, touching = w.touching, time = w.time, steps = w.steps
        XCTAssertFalse(touching.isEmpty)
        for _ in 0..<120 {
            w.advance(by: 1.0 / 60)
            XCTAssertTrue(w.began.isEmpty && w.ended.isEmpty)
            XCTAssertTrue(w.contacts.isEmpty)
        }
        XCTAssertEqual(w.bodies.map(\.position), bodies.map(\.position))
        XCTAssertEqual(w.bodies.map(\.angle), bodies.map(\.angle))
        XCTAssertEqual(w.touching, touching)
        XCTAssertEqual(w.steps, steps + 240)
        XCTAssertEqual(w.time, time + 240 * DynamicsWorld.substep, accuracy: 1e-9)
        for (now, then) in zip(w.bodies, bodies) {
            XCTAssertEqual(now.stillTime, then.stillTime + 240 * DynamicsWorld.substep, accuracy: 1e-9)
        }
        w.bodies[99].velocity = DynamicsVector(0, -300)
        let y = w.bodies[99].position.y
        w.step()
        XCTAssertFalse(w.bodies[99].isSleeping)
        XCTAssertLessThan(w.bodies[99].position.y, y, "the woken item moves the same sub-step")
        XCTAssertEqual(w.sleepingCount, 0, "its island (the whole pile) wakes")
    }
}
