import Foundation
import XCTest
@testable import AnimatorABI

/// The wide passes (two manifolds of a colour at a time, ``DynamicsWidePoints``) against the
/// scalar ones (one at a time): bit-identical velocities, positions, angles and contacts on a
/// crowd that falls into a box and piles up, with items with and without friction side by side
/// (the lanes that skip friction), boundaries (the still body) and an odd manifold out.
final class DynamicsWidePointsTests: XCTestCase {
    /// 300 boxes of 6…12 points, 30 to a row, turned a little, every fifth without friction,
    /// falling under 1,000 points/s² into a 500 × 400 box with a slanted segment across it.
    private func crowd() -> DynamicsWorld {
        var w = DynamicsWorld()
        for i in 0..<300 {
            var b = DynamicBody(
                position: DynamicsVector(20 + Double(i % 30) * 16, 20 + Double(i / 30) * 16),
                size: CGSize(width: 6 + Double(i * 3 % 7), height: 6 + Double(i * 5 % 7)), angle: Double(i % 13) * 0.05)
            b.acceleration = DynamicsVector(0, 1000)
            b.elasticity = 0.2
            b.friction = i % 5 == 0 ? 0 : 0.3
            w.bodies.append(b)
        }
        let walls = DynamicsBoundary.walls(of: CGRect(x: 0, y: 0, width: 500, height: 400))
        w.groups = [
            DynamicsCollisionGroup(
                members: Array(0..<300),
                boundaries: walls + [.segment(DynamicsVector(0, 250), DynamicsVector(200, 330))])
        ]
        return w
    }

    func testTheWidePassesGiveBitIdenticalMotionToTheScalarOnes() {
        var wide = crowd(), scalar = crowd()
        scalar.widePasses = false
        XCTAssertTrue(wide.widePasses)
        var most = 0
        for frame in 0..<90 {
            wide.advance(by: 1.0 / 60)
            scalar.advance(by: 1.0 / 60)
            most = max(most, wide.contacts.count)
            XCTAssertEqual(wide.contacts, scalar.contacts, "frame \(frame)")
            XCTAssertEqual(wide.bodies.map(\.velocity), scalar.bodies.map(\.velocity), "frame \(frame)")
            XCTAssertEqual(wide.bodies.map(\.angularVelocity), scalar.bodies.map(\.angularVelocity), "frame \(frame)")
            XCTAssertEqual(wide.bodies.map(\.position), scalar.bodies.map(\.position), "frame \(frame)")
            XCTAssertEqual(wide.bodies.map(\.angle), scalar.bodies.map(\.angle), "frame \(frame)")
            if wide.bodies != scalar.bodies { return }
        }
        // The crowd piled up: many manifolds in each colour, so most passes ran two at a time.
        XCTAssertGreaterThan(most, 500)
        XCTAssertTrue(wide.contacts.contains { $0.a < 0 && $0.group == 0 && $0.boundary == 4 }, "items on the segment")
    }
}
