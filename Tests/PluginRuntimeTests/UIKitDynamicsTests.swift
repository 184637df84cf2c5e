import Foundation
import XCTest
@testable import AnimatorABI

/// A dynamic item that is not a view: UIKit code may animate any object with a centre, bounds
/// and a transform.
final class TestDynamicItem: UIDynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform = .identity
    init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
        center = CGPoint(x: x, y: y)
        bounds = CGRect(x: 0, y: 0, width: w, height: h)
    }
    var angle: CGFloat { atan2(transform.b, transform.a) }
}

/// Counts the animator's pause and resume callbacks.
final class PauseRecorder: UIDynamicAnimatorDelegate {
    var resumed = 0, paused = 0
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed += 1 }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }
}

/// Records collision callbacks as text.
final class ContactRecorder: UICollisionBehaviorDelegate {
    var lines: [String] = []
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        lines.append("began \((identifier as? NSString).map { String($0) } ?? "bounds")")
    }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {
        lines.append("ended \((identifier as? NSString).map { String($0) } ?? "bounds")")
    }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint
    ) {
        lines.append("began items")
    }
}

/// UIKit Dynamics' classes against UIKit's documented units and closed forms, driven frame by
/// frame (1/60 s, two 1/120 s sub-steps each) as a display link drives them.
final class UIKitDynamicsTests: XCTestCase {
    private let frame = 1.0 / 60, h = DynamicsWorld.substep

    /// Runs `animator` for `frames` frames (or until it pauses); the frames run.
    @discardableResult
    private func run(_ animator: UIDynamicAnimator, frames: Int, each: () -> Void = {}) -> Int {
        for f in 1...frames {
            let going = animator.tick(frame)
            each()
            if !going { return f }
        }
        return frames
    }

    /// Gravity of magnitude m is 1,000·m points/s². Semi-implicit Euler's free fall after n
    /// sub-steps is g·h²·n(n+1)/2, which exceeds ½gt² by exactly ½·g·h·t.
    func testFreeFallFollowsGravityInUIKitUnits() {
        let item = TestDynamicItem(50, 0, 100, 100)
        let animator = UIDynamicAnimator()
        let gravity = UIGravityBehavior(items: [item])
        gravity.magnitude = 0.5
        XCTAssertEqual(gravity.angle, .pi / 2, accuracy: 1e-12, "down by default")
        animator.addBehavior(gravity)
        run(animator, frames: 60)
        let g = 500.0, n = 120.0, t = 1.0
        XCTAssertEqual(Double(item.center.y), g * h * h * n * (n + 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(
            Double(item.center.y) - g * t * t / 2, g * h * t / 2, accuracy: 1e-9,
            "the integrator's known first-order lead")
        XCTAssertEqual(item.center.x, 50)
        XCTAssertEqual(animator.elapsedTime, 1, accuracy: 1e-12)
        XCTAssertTrue(animator.isRunning)
    }

    /// An instantaneous push of magnitude 1 changes a 100 × 100, density-1 item's velocity by
    /// 100 points/s: Δv = 100 · magnitude / mass, mass = density · area / 10,000. Once.
    func testAnInstantaneousPushChangesVelocityByUIKitsDefinition() {
        let square = TestDynamicItem(0, 0, 100, 100), wide = TestDynamicItem(0, 300, 200, 100),
            dense = TestDynamicItem(0, 600, 50, 50)
        let animator = UIDynamicAnimator()
        let push = UIPushBehavior(items: [square, wide, dense], mode: .instantaneous)
        push.setAngle(0, magnitude: 1.5)
        XCTAssertTrue(push.active)
        let material = UIDynamicItemBehavior(items: [dense])
        material.density = 4
        animator.addBehavior(push)
        animator.addBehavior(material)
        run(animator, frames: 1)
        XCTAssertFalse(push.active, "an instantaneous push turns itself off")
        XCTAssertEqual(Double(material.linearVelocity(for: square).x), 150, accuracy: 1e-9, "mass 1")
        XCTAssertEqual(Double(material.linearVelocity(for: wide).x), 75, accuracy: 1e-9, "mass 2")
        XCTAssertEqual(
            Double(material.linearVelocity(for: dense).x), 150, accuracy: 1e-9, "mass 4 × 2,500 / 10,000 = 1")
        run(animator, frames: 30)
        XCTAssertEqual(Double(material.linearVelocity(for: wide).x), 75, accuracy: 1e-9, "not pushed again")
        XCTAssertEqual(Double(wide.center.x), 75 * 31 * frame, accuracy: 1e-9)
        push.active = true
        run(animator, frames: 1)
        XCTAssertEqual(
            Double(material.linearVelocity(for: wide).x), 150, accuracy: 1e-9, "pushed again when reactivated")
    }

    /// A continuous push of magnitude m on an item of mass M accelerates it at 100·m/M points/s².
    func testAContinuousPushAcceleratesAtUIKitsRate() {
        let item = TestDynamicItem(0, 0, 200, 100)  // mass 2
        let animator = UIDynamicAnimator()
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 0.3, dy: 0.4)
        XCTAssertEqual(Double(push.magnitude), 0.5, accuracy: 1e-12)
        animator.addBehavior(push)
        run(animator, frames: 30)
        let a = 100 * 0.5 / 2, n = 60.0
        XCTAssertEqual(Double(item.center.x), a * 0.6 * h * h * n * (n + 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(Double(item.center.y), a * 0.8 * h * h * n * (n + 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(item.angle, 0, "a push through the centre does not turn")
        push.active = false
        let v = UIDynamicItemBehavior(items: []).linearVelocity(for: item)
        XCTAssertEqual(v, .zero, "an item behaviour outside the animator knows no velocity")
        let x = item.center.x
        run(animator, frames: 1)
        XCTAssertEqual(
            Double(item.center.x - x), a * 0.6 * n * h * frame, accuracy: 1e-9,
            "inactive: coasts at the velocity reached")
        // Off centre, the same push turns the item.
        let turning = TestDynamicItem(0, 0, 100, 100)
        let other = UIDynamicAnimator()
        let offCentre = UIPushBehavior(items: [turning], mode: .continuous)
        offCentre.pushDirection = CGVector(dx: 0, dy: 1)
        offCentre.setTargetOffsetFromCenter(CGPoint(x: 50, y: 0), for: turning)
        other.addBehavior(offCentre)
        run(other, frames: 10)
        XCTAssertGreaterThan(turning.angle, 0, "pushed down on its right edge: turns clockwise")
    }

    /// Resistance r makes speed decay as e^(−r·t); angular resistance likewise for spin.
    func testResistanceDecaysVelocityExponentially() {
        let item = TestDynamicItem(0, 0, 50, 50)
        let animator = UIDynamicAnimator()
        let material = UIDynamicItemBehavior(items: [item])
        material.resistance = 2
        material.angularResistance = 1.5
        material.addLinearVelocity(CGPoint(x: 300, y: -120), for: item)
        material.addAngularVelocity(3, for: item)
        animator.addBehavior(material)
        run(animator, frames: 45)
        let t = 0.75
        XCTAssertEqual(Double(material.linearVelocity(for: item).x), 300 * exp(-2 * t), accuracy: 1e-9)
        XCTAssertEqual(Double(material.linearVelocity(for: item).y), -120 * exp(-2 * t), accuracy: 1e-9)
        XCTAssertEqual(Double(material.angularVelocity(for: item)), 3 * exp(-1.5 * t), accuracy: 1e-9)
        // Position: the sum of the decaying sub-step velocities.
        var x = 0.0
        for k in 1...90 { x += 300 * exp(-2 * Double(k) * h) * h }
        XCTAssertEqual(Double(item.center.x), x, accuracy: 1e-9)
    }

    /// Dropped on a floor boundary, an item comes to rest on it, the delegate hears the
    /// contact and the pause, and the animator stops.
    func testAFallingItemRestsOnAFloorAndTheAnimatorPauses() {
        let item = TestDynamicItem(100, 50, 40, 40)
        let animator = UIDynamicAnimator()
        let pauses = PauseRecorder()
        animator.delegate = pauses
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
        XCTAssertNotNil(collision.boundary(withIdentifier: NSString(string: "floor")))
        let contacts = ContactRecorder()
        collision.collisionDelegate = contacts
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(collision)
        let frames = run(animator, frames: 600)
        XCTAssertLessThan(frames, 600, "it came to rest and paused")
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(pauses.paused, 1)
        XCTAssertEqual(pauses.resumed, 1)
        XCTAssertEqual(
            Double(item.center.y) + 20, 300, accuracy: DynamicsWorld.slop + 0.01,
            "resting on the floor, at most the slop deep")
        XCTAssertEqual(item.center.x, 100, accuracy: 1e-6)
        XCTAssertEqual(contacts.lines.first, "began floor")
        // Removing the floor lets it fall again, from where it rests.
        collision.removeBoundary(withIdentifier: NSString(string: "floor"))
        XCTAssertNil(collision.boundaryIdentifiers)
        run(animator, frames: 10)
        XCTAssertEqual(pauses.resumed, 2)
        XCTAssertGreaterThan(item.center.y, 290)
    }

    /// Elasticity 1: the bounce goes back up to the height it fell from (within the
    /// integrator's error of one sub-step's travel at impact).
    func testAnElasticBounceKeepsItsHeight() {
        let item = TestDynamicItem(100, 100, 40, 40)
        let animator = UIDynamicAnimator()
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
        let material = UIDynamicItemBehavior(items: [item])
        material.elasticity = 1
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        var lowest = 0.0, bounced = false, apex = Double.infinity
        run(animator, frames: 120) {
            let y = Double(item.center.y)
            if !bounced {
                lowest = max(lowest, y)
                if y < lowest - 1 { bounced = true }
            } else {
                apex = min(apex, y)
            }
        }
        XCTAssertTrue(bounced)
        let drop = 380 - 100.0
        XCTAssertGreaterThan(lowest, 375, "it reached the floor")
        XCTAssertEqual(apex, 100, accuracy: drop * 0.03, "back up to where it fell from")
        XCTAssertEqual(item.angle, 0, accuracy: 1e-4, "a flat landing does not turn it")
    }

    /// A snap pulls the item to its point, upright, and settles: the animator pauses.
    func testASnapSettlesOnItsPointWithinASecondAndAHalf() {
        let item = TestDynamicItem(0, 0, 50, 50)
        item.transform = CGAffineTransform(rotationAngle: 0.6)
        let animator = UIDynamicAnimator()
        let pauses = PauseRecorder()
        animator.delegate = pauses
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 200))
        XCTAssertEqual(snap.damping, 0.5)
        animator.addBehavior(snap)
        var settledAt: Int?
        let frames = run(animator, frames: 600) {
            let d = hypot(Double(item.center.x) - 300, Double(item.center.y) - 200)
            if d < 0.5 { if settledAt == nil { settledAt = animator.world.steps / 2 } } else { settledAt = nil }
        }
        let settled = try? XCTUnwrap(settledAt)
        XCTAssertLessThanOrEqual(Double(settled ?? 1000) * frame, 1.5, "within 0.5 pt for good by 1.5 s")
        XCTAssertLessThan(frames, 180, "paused within 3 s")
        XCTAssertEqual(pauses.paused, 1)
        XCTAssertEqual(Double(item.angle), 0, accuracy: 0.01, "upright")
        // Moving the snap point sets it going again.
        snap.snapPoint = CGPoint(x: 100, y: 100)
        run(animator, frames: 600)
        XCTAssertEqual(Double(item.center.x), 100, accuracy: 0.5)
        XCTAssertEqual(pauses.paused, 2)
    }

    /// A rigid attachment (frequency 0) keeps its length while the item swings under gravity.
    func testARigidAttachmentKeepsItsLength() {
        let item = TestDynamicItem(100, 0, 20, 20)
        let animator = UIDynamicAnimator()
        let rope = UIAttachmentBehavior(item: item, attachedToAnchor: .zero)
        XCTAssertEqual(rope.length, 100, "the distance when made")
        XCTAssertEqual(rope.frequency, 0)
        XCTAssertEqual(rope.attachedBehaviorType, .anchor)
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        var lowest = -Double.infinity, worst = 0.0
        run(animator, frames: 120) {
            worst = max(worst, abs(hypot(Double(item.center.x), Double(item.center.y)) - 100))
            lowest = max(lowest, Double(item.center.y))
        }
        XCTAssertLessThan(worst, 0.1, "length held")
        XCTAssertGreaterThan(lowest, 99, "it swung through the bottom")
        // Two items: the distance between their centres holds.
        let a = TestDynamicItem(0, 0, 20, 20), b = TestDynamicItem(60, 80, 20, 20)
        let pair = UIDynamicAnimator()
        let link = UIAttachmentBehavior(item: a, attachedTo: b)
        XCTAssertEqual(link.length, 100)
        let kick = UIDynamicItemBehavior(items: [a, b])
        kick.addLinearVelocity(CGPoint(x: 200, y: 0), for: b)
        pair.addBehavior(link)
        pair.addBehavior(kick)
        run(pair, frames: 60) {
            XCTAssertEqual(hypot(Double(a.center.x - b.center.x), Double(a.center.y - b.center.y)), 100, accuracy: 0.1)
        }
    }

    /// A spring attachment oscillates at its frequency through the UIKit layer too.
    func testASpringAttachmentOscillatesAtItsFrequency() {
        let item = TestDynamicItem(150, 0, 30, 30)
        let animator = UIDynamicAnimator()
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: .zero)
        spring.length = 100
        spring.frequency = 1
        spring.damping = 0
        animator.addBehavior(spring)
        var ups: [Double] = []
        var last = 50.0
        run(animator, frames: 300) {
            let x = Double(item.center.x) - 100
            if last < 0, x >= 0 { ups.append(animator.elapsedTime - frame * x / (x - last)) }
            last = x
        }
        XCTAssertGreaterThanOrEqual(ups.count, 4)
        for (b, a) in zip(ups.dropFirst(), ups) { XCTAssertEqual(b - a, 1, accuracy: 0.01, "1 Hz") }
    }

    /// Items in one collision behaviour meet and do not pass through each other; `items(in:)`
    /// finds them where they are; removing every behaviour leaves them where they are.
    func testItemsCollideWithEachOther() {
        let left = TestDynamicItem(0, 0, 40, 40), right = TestDynamicItem(200, 0, 40, 40)
        let animator = UIDynamicAnimator()
        let kick = UIDynamicItemBehavior(items: [left, right])
        kick.elasticity = 1
        kick.addLinearVelocity(CGPoint(x: 300, y: 0), for: left)
        let collision = UICollisionBehavior(items: [left, right])
        let contacts = ContactRecorder()
        collision.collisionDelegate = contacts
        animator.addBehavior(kick)
        animator.addBehavior(collision)
        run(animator, frames: 60) { XCTAssertLessThanOrEqual(Double(left.center.x), Double(right.center.x) - 40 + 8) }
        XCTAssertEqual(contacts.lines.first, "began items")
        // Equal masses, elastic: the velocities swap.
        XCTAssertEqual(Double(kick.linearVelocity(for: left).x), 0, accuracy: 1)
        XCTAssertEqual(Double(kick.linearVelocity(for: right).x), 300, accuracy: 1)
        XCTAssertEqual(animator.items(in: CGRect(x: right.center.x - 1, y: -1, width: 2, height: 2)).count, 1)
        animator.removeAllBehaviors()
        XCTAssertTrue(animator.behaviors.isEmpty)
        XCTAssertNil(collision.dynamicAnimator)
        let x = right.center.x
        run(animator, frames: 5)
        XCTAssertEqual(right.center.x, x)
    }

    /// A composite behaviour acts through its children; its action runs every frame.
    func testACompositeBehaviourActsThroughItsChildrenAndRunsItsAction() {
        let item = TestDynamicItem(0, 0, 10, 10)
        let animator = UIDynamicAnimator()
        let composite = UIDynamicBehavior()
        composite.addChildBehavior(UIGravityBehavior(items: [item]))
        var calls = 0
        composite.action = { calls += 1 }
        animator.addBehavior(composite)
        XCTAssertTrue(composite.childBehaviors[0].dynamicAnimator === animator)
        run(animator, frames: 12)
        XCTAssertEqual(calls, 12)
        XCTAssertGreaterThan(item.center.y, 0)
    }
}
