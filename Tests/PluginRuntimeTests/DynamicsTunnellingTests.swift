import Foundation
import XCTest
@testable import AnimatorABI

/// Nothing tunnels now that a frame's second sub-step reuses the first's contacts: an item
/// thrown at a two-sided segment stops on it at every speed the stepper caught when it made
/// contacts every sub-step (1,100 points/s for a 20-point box: above that its centre can pass
/// the segment between two sub-steps, which no contact scheme of one sample a sub-step
/// catches), and the bounds' walls hold an item at any speed.
final class DynamicsTunnellingTests: XCTestCase {
    /// A 20-point box at (300, `y`) moving down at `speed` towards a segment along y = 500,
    /// no gravity, stepped in 1/60-s frames for a second.
    private func thrown(at speed: Double, from y: Double) -> DynamicsWorld {
        var w = DynamicsWorld()
        var b = DynamicBody(position: DynamicsVector(300, y), size: CGSize(width: 20, height: 20))
        b.velocity = DynamicsVector(0, speed)
        w.bodies.append(b)
        w.groups = [
            DynamicsCollisionGroup(
                members: [0], boundaries: [.segment(DynamicsVector(0, 500), DynamicsVector(1000, 500))])
        ]
        for _ in 0..<60 { w.advance(by: 1.0 / 60) }
        return w
    }

    /// From 100 to 1,100 points/s, from 40 starting heights half a point apart (so the
    /// sub-steps sample every phase of the approach), the box ends on the near side of the
    /// segment, resting on it (its centre 10 points above, less the slop), and the resting
    /// frames' second sub-steps reused their contacts.
    func testAFastItemStopsOnASegmentAtEverySpeedTheOldSchemeCaught() {
        for speed in stride(from: 100.0, through: 1100, by: 100) {
            for k in 0..<40 {
                let w = thrown(at: speed, from: 400 + Double(k) * 0.5)
                let y = w.bodies[0].position.y
                XCTAssertLessThan(y, 500, "tunnelled at \(speed) points/s from \(400 + Double(k) * 0.5)")
                XCTAssertEqual(y, 490, accuracy: DynamicsWorld.slop + 0.1, "at \(speed) points/s")
                XCTAssertGreaterThan(w.reusedSteps, 0)
            }
        }
    }

    /// An item moving faster than a quarter of its smaller half side a sub-step makes contacts
    /// every sub-step, as before: a box falling at 1,100 points/s reuses none until it lands.
    func testAFastItemMakesContactsEverySubStep() {
        var w = DynamicsWorld()
        var b = DynamicBody(position: DynamicsVector(300, 100), size: CGSize(width: 20, height: 20))
        b.velocity = DynamicsVector(0, 1100)
        w.bodies.append(b)
        w.groups = [
            DynamicsCollisionGroup(
                members: [0], boundaries: [.segment(DynamicsVector(0, 500), DynamicsVector(1000, 500))])
        ]
        for _ in 0..<10 { w.advance(by: 1.0 / 60) }
        XCTAssertEqual(w.reusedSteps, 0)
        XCTAssertEqual(w.bodies[0].position.y, 100 + 1100 * 10.0 / 60, accuracy: 1e-9)
    }

    /// The bounds' walls hold an item at 20,000 points/s (a wall is a half-plane: an item
    /// beyond it still touches it, and is sent back): its centre is never further beyond a wall
    /// than it travels in a sub-step, and it ends inside.
    func testTheBoundsHoldAnItemAtAnySpeed() {
        var w = DynamicsWorld()
        var b = DynamicBody(position: DynamicsVector(100, 100), size: CGSize(width: 20, height: 20))
        b.velocity = DynamicsVector(20_000, 15_000)
        w.bodies.append(b)
        w.groups = [
            DynamicsCollisionGroup(
                members: [0], boundaries: DynamicsBoundary.walls(of: CGRect(x: 0, y: 0, width: 400, height: 300)))
        ]
        let reach = 20_000 * DynamicsWorld.substep
        for _ in 0..<60 {
            w.advance(by: 1.0 / 60)
            let p = w.bodies[0].position
            XCTAssert(p.x > -reach && p.x < 400 + reach && p.y > -reach && p.y < 300 + reach, "escaped to \(p)")
        }
        let p = w.bodies[0].position
        XCTAssert(p.x > 0 && p.x < 400 && p.y > 0 && p.y < 300, "ended outside at \(p)")
    }
}
