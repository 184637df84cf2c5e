import Foundation
import XCTest
@testable import AnimatorABI

/// Sleeping and warm starting in the stepper, by their properties: a still stack falls asleep
/// after ``DynamicsWorld/sleepTime`` and costs nothing while it sleeps, islands sleep and wake
/// apart, a push or an overlapping mover wakes an island, and warm starting holds a stack
/// better with the same passes.
final class DynamicsSleepingTests: XCTestCase {
    /// `count` 20-point boxes stacked on the floor of a 400 × 300 box (gap-free, centres 20
    /// apart), plus, when `loner`, one more box resting on the floor 150 points to the right.
    private func stack(_ count: Int, loner: Bool = false) -> DynamicsWorld {
        var w = DynamicsWorld()
        for i in 0..<count {
            var b = DynamicBody(
                position: DynamicsVector(100, 290 - 20 * Double(i)), size: CGSize(width: 20, height: 20))
            b.acceleration = DynamicsVector(0, 1000)
            b.friction = 0.5
            w.bodies.append(b)
        }
        if loner {
            var b = DynamicBody(position: DynamicsVector(250, 290), size: CGSize(width: 20, height: 20))
            b.acceleration = DynamicsVector(0, 1000)
            b.friction = 0.5
            w.bodies.append(b)
        }
        w.groups = [
            DynamicsCollisionGroup(
                members: Array(w.bodies.indices),
                boundaries: DynamicsBoundary.walls(of: CGRect(x: 0, y: 0, width: 400, height: 300)))
        ]
        return w
    }

    func testAStillStackFallsAsleepStaysPutAndKeepsTouching() {
        var w = stack(3)
        var steps = 0
        while w.sleepingCount == 0, steps < 600 {
            w.step()
            steps += 1
        }
        XCTAssertEqual(w.sleepingCount, 3, "the whole stack sleeps as one island")
        XCTAssertGreaterThanOrEqual(w.time, DynamicsWorld.sleepTime, "not before it has been still for sleepTime")
        XCTAssertTrue(w.bodies.allSatisfy { $0.velocity == .zero && $0.angularVelocity == 0 })
        let asleep = w.bodies, touching = w.touching
        XCTAssertEqual(touching.count, 3, "floor–bottom, bottom–middle, middle–top")
        var changes = 0
        for _ in 0..<60 {
            w.advance(by: 1.0 / 60)
            changes += w.ended.count + w.began.count
        }
        XCTAssertEqual(changes, 0, "no collision ends or begins while it sleeps")
        XCTAssertEqual(w.bodies.map(\.position), asleep.map(\.position), "a sleeping island does not move at all")
        XCTAssertEqual(w.touching, touching, "its contacts last while it sleeps")
        XCTAssertTrue(w.contacts.isEmpty, "and cost no contact or solver work")
        XCTAssertTrue(w.isResting)
    }

    func testSleepingChangesNothingBeforeAnythingSleeps() {
        var on = stack(3), off = stack(3)
        off.allowsSleeping = false
        while on.sleepingCount == 0 {
            XCTAssertEqual(on.bodies, off.bodies)
            on.step()
            off.step()
            XCTAssertLessThan(on.time, 10, "the stack never fell asleep")
        }
        for _ in 0..<120 { off.step() }
        XCTAssertEqual(off.sleepingCount, 0, "with sleeping off nothing sleeps")
    }

    func testIslandsSleepApartAndAPushOrAnOverlapWakesThem() {
        var w = stack(2, loner: true)
        while w.sleepingCount < 3 {
            w.step()
            XCTAssertLessThan(w.time, 10, "the scene never fell asleep")
        }
        XCTAssertNotEqual(w.bodies[0].sleepIsland, w.bodies[2].sleepIsland, "the loner is an island of its own")
        XCTAssertEqual(w.bodies[0].sleepIsland, w.bodies[1].sleepIsland)
        // A push towards the stack wakes the loner only.
        w.bodies[2].velocity = DynamicsVector(-500, 0)  // slides 250 points against friction 0.5: far enough
        w.step()
        XCTAssertFalse(w.bodies[2].isSleeping)
        XCTAssertTrue(w.bodies[0].isSleeping && w.bodies[1].isSleeping, "another island sleeps on")
        XCTAssertLessThan(w.bodies[2].position.x, 250, "the woken item moves the same sub-step")
        // It slides to the stack; the stack wakes once their bounds overlap, before it moves through.
        var woke = false
        for _ in 0..<120 where !woke {
            let gap = w.bodies[2].position.x - 10 - (w.bodies[0].position.x + 10)
            w.step()
            if !w.bodies[0].isSleeping {
                woke = true
                XCTAssertLessThanOrEqual(gap, 1, "woken by an overlap, not from afar")
                XCTAssertFalse(w.bodies[1].isSleeping, "the whole island wakes")
            }
        }
        XCTAssertTrue(woke, "the stack never woke")
        // Changing the collision groups wakes everything.
        while w.sleepingCount < 3 {
            w.step()
            XCTAssertLessThan(w.time, 20, "the scene never fell asleep again")
        }
        w.groups[0].collidesItems.toggle()
        w.step()
        XCTAssertEqual(w.sleepingCount, 0)
    }

    func testWarmStartingHoldsATallStackBetterWithTheSamePasses() {
        func overlapAfterOneSecond(warm: Bool) -> (overlap: Double, top: Double) {
            var w = stack(10)
            w.iterations = 2
            w.allowsSleeping = false
            w.warmStarting = warm
            for _ in 0..<120 { w.step() }
            // The stack's total sinking: how far the top sits below where gap-free boxes put it.
            let overlap = w.contacts.reduce(0) { $0 + $1.depth * $1.share }
            return (overlap, w.bodies[9].position.y - (290 - 20 * 9))
        }
        let warm = overlapAfterOneSecond(warm: true), cold = overlapAfterOneSecond(warm: false)
        XCTAssertLessThan(warm.top, cold.top, "with warm starting the top item sinks less (\(warm.top) vs \(cold.top))")
        XCTAssertLessThan(warm.overlap, cold.overlap)
    }

    func testWarmStartedDefaultPassesHoldATallStackBetterThanSixColdOnes() {
        // The default, fewer passes warm-started, against the 6 cold passes the stepper used to
        // run: the top of a stack of ten sinks less and the stack moves slower.
        func after(iterations: Int, warm: Bool) -> (top: Double, speed: Double) {
            var w = stack(10)
            w.iterations = iterations
            w.allowsSleeping = false
            w.warmStarting = warm
            for _ in 0..<120 { w.step() }
            return (
                w.bodies[9].position.y - (290 - 20 * 9),
                w.bodies.map { ($0.velocity.x * $0.velocity.x + $0.velocity.y * $0.velocity.y).squareRoot() }.max()!
            )
        }
        let now = after(iterations: DynamicsWorld().iterations, warm: true), before = after(iterations: 6, warm: false)
        XCTAssertLessThan(DynamicsWorld().iterations, 6)
        XCTAssertLessThan(now.top, before.top, "sinking: \(now.top) vs \(before.top)")
        XCTAssertLessThan(now.speed, before.speed)
        XCTAssertLessThan(now.speed, DynamicsWorld.restSpeed, "the warm-started stack rests")
    }
}
