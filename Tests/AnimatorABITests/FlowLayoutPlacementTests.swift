import Foundation
import XCTest
@testable import AnimatorABI

/// When a flow layout places its items, and the content size it reports, as UIKit's.
final class FlowLayoutPlacementTests: XCTestCase {
    /// The common subclass: sizes its items from the collection after `super.prepare()`.
    private final class SizedAfterSuper: UICollectionViewFlowLayout {
        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            itemSize = CGSize(width: collectionView.bounds.width * 0.5, height: 30)
            sectionInset = UIEdgeInsets(top: 0, left: collectionView.bounds.width * 0.25, bottom: 0, right: 0)
            minimumLineSpacing = 4
        }
    }

    /// UIKit places the items when they are read, so what the override sets after `super`
    /// counts in the same pass, and a second layout of the same collection is the same.
    func testPropertiesSetAfterSuperPrepareCountInTheSamePass() throws {
        let layout = SizedAfterSuper()
        layout.collectionView = UICollectionView(size: CGSize(width: 200, height: 400), counts: [3])
        for _ in 0..<2 {
            layout.prepare()
            let items = try XCTUnwrap(
                layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 200, height: 400)))
            XCTAssertEqual(items.map(\.frame.size), Array(repeating: CGSize(width: 100, height: 30), count: 3))
            // One item a line (two need 210 points; 150 are right of the inset), centred in
            // those 150, lines 34 apart.
            XCTAssertEqual(items.map(\.frame.origin.y), [0, 34, 68])
            XCTAssertEqual(items.map(\.center.x), [125, 125, 125])
            XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 200, height: 98))
        }
        // A property changed outside prepare is picked up on the next read too.
        layout.minimumLineSpacing = 10
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 200, height: 110))
    }

    /// A flow layout whose negative section insets outweigh its items (a carousel that centres
    /// its items from the collection's size, in a collection smaller than an item) reports no
    /// negative content: a scroll view has none.
    func testNegativeInsetsLeaveTheContentSizeAtZeroNotBelow() {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 50, height: 50)
        flow.collectionView = UICollectionView(size: .zero, counts: [0])
        flow.sectionInset = UIEdgeInsets(top: -25, left: -25, bottom: -25, right: -25)
        flow.prepare()
        XCTAssertEqual(flow.collectionViewContentSize, CGSize(width: 0, height: 0))
        flow.sectionInset = UIEdgeInsets(top: -25, left: 0, bottom: -15, right: 0)
        flow.collectionView = UICollectionView(size: CGSize(width: 200, height: 100), counts: [2])
        flow.prepare()
        // Two items on one line, 50 high, minus the 40 points of negative insets.
        XCTAssertEqual(flow.collectionViewContentSize, CGSize(width: 200, height: 10))
    }
}
