import Foundation
import XCTest

@testable import AnimatorABI

/// UIKit Dynamics keeps items and behaviours unique by identity, in the order first added,
/// through a set of identities beside each list (a shatter adds thousands of them): a
/// duplicate is ignored, a removed one can come back (at the end), and the animator's items
/// are each behaviour's items in order, each once.
final class DynamicsItemIdentityTests: XCTestCase {
    private func attributes(_ n: Int) -> [UICollectionViewLayoutAttributes] {
        (0..<n).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = CGRect(x: Double(i) * 20, y: 0, width: 10, height: 10)
            return a
        }
    }

    private func ids(_ items: [UIDynamicItem]) -> [ObjectIdentifier] { items.map { ObjectIdentifier($0) } }

    func testABehavioursItemsAreUniqueInTheOrderFirstAdded() {
        let (a, b, c) = { (x: [UICollectionViewLayoutAttributes]) in (x[0], x[1], x[2]) }(attributes(3))
        let gravity = UIGravityBehavior(items: [a, b, a, c, b])
        XCTAssertEqual(ids(gravity.items), ids([a, b, c]))
        gravity.removeItem(b)
        XCTAssertEqual(ids(gravity.items), ids([a, c]))
        gravity.removeItem(b)
        XCTAssertEqual(ids(gravity.items), ids([a, c]), "removing what is not there changes nothing")
        gravity.addItem(b)
        gravity.addItem(a)
        XCTAssertEqual(ids(gravity.items), ids([a, c, b]), "back at the end; a duplicate ignored")
    }

    func testBehavioursAreAddedOnceAndTheAnimatorsItemsAreEachNamedOnce() {
        final class Layout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 4000, height: 800) }
        }
        let layout = Layout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let items = attributes(200)
        let pushes = items.map { UIPushBehavior(items: [$0], mode: .instantaneous) }
        for p in pushes { animator.addBehavior(p) }
        let gravity = UIGravityBehavior(items: items.reversed())
        animator.addBehavior(gravity)
        animator.addBehavior(pushes[7])
        XCTAssertEqual(animator.behaviors.count, 201, "adding a behaviour twice keeps one")
        animator.removeBehavior(pushes[7])
        XCTAssertEqual(animator.behaviors.count, 200)
        animator.addBehavior(pushes[7])
        XCTAssertTrue(animator.behaviors.last === pushes[7], "a removed behaviour comes back at the end")
        // The items: the pushes' in their order (the gravity names them again), each once.
        animator.syncItems()
        let expected = items.enumerated().filter { $0.offset != 7 }.map(\.element) + [items[7]]
        XCTAssertEqual(ids(animator.items), ids(expected))
    }
}
