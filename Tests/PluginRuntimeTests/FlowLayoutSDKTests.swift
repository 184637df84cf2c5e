import Foundation
import XCTest
@testable import AnimatorABI
import CAnimatorABI

/// The SDK's `UICollectionViewFlowLayout` used directly, as UIKit code uses it: UIKit's
/// defaults, `prepare()` against a collection, `layoutAttributesForElements(in:)` answering
/// only the items that meet the rect, `layoutAttributesForItem(at:)`, the content size, and a
/// subclass sizing its items in `prepare()`. (That it places items exactly as the host's
/// `FlowLayout` does is BundledLayoutTests' job, through the bundled `grid`.)
final class FlowLayoutSDKTests: XCTestCase {
    private func prepared(
        _ layout: UICollectionViewFlowLayout, width: CGFloat = 390, height: CGFloat = 844, _ counts: [Int]
    ) -> UICollectionViewFlowLayout {
        layout.collectionView = UICollectionView(size: CGSize(width: width, height: height), counts: counts)
        layout.prepare()
        return layout
    }

    func testUIKitDefaults() {
        let l = UICollectionViewFlowLayout()
        XCTAssertEqual(l.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(l.minimumLineSpacing, 10)
        XCTAssertEqual(l.minimumInteritemSpacing, 10)
        XCTAssertEqual(l.sectionInset, .zero)
        XCTAssertEqual(l.scrollDirection, .vertical)
        XCTAssertEqual(UICollectionView.ScrollDirection.horizontal.rawValue, 1)
        // Before any collection: nothing laid out.
        l.prepare()
        XCTAssertEqual(l.collectionViewContentSize, .zero)
        XCTAssertEqual(l.layoutAttributesForElements(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))?.count, 0)
        XCTAssertNil(l.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    }

    /// 24 items, 6 a line 18 apart (390 wide): four lines, 230 points of content.
    func testPrepareItemsAndContentSize() {
        let l = prepared(UICollectionViewFlowLayout(), [24])
        XCTAssertEqual(l.collectionViewContentSize, CGSize(width: 390, height: 230))
        XCTAssertEqual(
            l.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame,
            CGRect(x: 340, y: 0, width: 50, height: 50))
        XCTAssertEqual(
            l.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame,
            CGRect(x: 68, y: 60, width: 50, height: 50))
        XCTAssertEqual(
            l.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.indexPath, IndexPath(item: 7, section: 0))
        XCTAssertNil(l.layoutAttributesForItem(at: IndexPath(item: 24, section: 0)), "no such item")
        XCTAssertNil(l.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)), "no such section")
        let all = l.layoutAttributesForElements(in: CGRect(origin: .zero, size: l.collectionViewContentSize)) ?? []
        XCTAssertEqual(all.map(\.indexPath.item), Array(0..<24), "in order")
        XCTAssertTrue(
            all.allSatisfy {
                $0.alpha == 1 && $0.zIndex == 0 && !$0.isHidden && CATransform3DIsIdentity($0.transform3D)
            })
    }

    /// Only the items whose frames meet the rect: the first two lines for the top 100 points,
    /// none in the gap between lines, the last column's items for a strip at the right.
    func testElementsInARectAreOnlyThoseThatMeetIt() {
        let l = prepared(UICollectionViewFlowLayout(), [24])
        XCTAssertEqual(
            l.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 100))?.map(\.indexPath.item),
            Array(0..<12))
        XCTAssertEqual(
            l.layoutAttributesForElements(in: CGRect(x: 0, y: 52, width: 390, height: 6))?.count, 0, "between the lines"
        )
        XCTAssertEqual(
            l.layoutAttributesForElements(in: CGRect(x: 51, y: 0, width: 16, height: 230))?.count, 0,
            "between the columns")
        XCTAssertEqual(
            l.layoutAttributesForElements(in: CGRect(x: 380, y: 0, width: 100, height: 1000))?.map(\.indexPath.item),
            [5, 11, 17, 23])
        XCTAssertEqual(
            l.layoutAttributesForElements(in: CGRect(x: 100, y: 100, width: 1, height: 1))?.map(\.indexPath.item), [7],
            "the second line's second item")
    }

    /// Sections one after the other inside their insets, sideways scrolling, and a re-prepare
    /// against another collection replacing everything.
    func testSectionsInsetsDirectionAndAFreshPrepare() {
        let l = UICollectionViewFlowLayout()
        l.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
        l.minimumInteritemSpacing = 0
        _ = prepared(l, width: 200, [3, 0, 1])
        // 160 across: 3 a line, 5 apart.
        XCTAssertEqual(
            l.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
            CGRect(x: 130, y: 5, width: 50, height: 50))
        // The first section ends at 5 + 50 + 15 = 70, the empty one at 90; the third starts at 95.
        XCTAssertEqual(
            l.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame,
            CGRect(x: 20, y: 95, width: 50, height: 50))
        XCTAssertEqual(l.collectionViewContentSize, CGSize(width: 200, height: 160))
        l.scrollDirection = .horizontal
        _ = prepared(l, width: 300, height: 100, [2])
        // Sideways the top and bottom insets are across the lines: 100 − 5 − 15 leaves 80, one
        // item a column, centred 15 below the top inset; columns start after the left inset.
        XCTAssertEqual(
            l.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 20 + 60, y: 20, width: 50, height: 50))
        XCTAssertEqual(l.collectionViewContentSize, CGSize(width: 20 + 50 + 10 + 50 + 20, height: 100))
        XCTAssertNil(
            l.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)), "the old collection's items are gone")
    }

    /// A subclass that sets its item size from the collection before the flow layout places
    /// the items (how a full-width list is written on iOS).
    func testASubclassSizingItsItemsInPrepare() {
        final class Rows: UICollectionViewFlowLayout {
            override func prepare() {
                itemSize = CGSize(width: collectionView?.bounds.width ?? 0, height: 44)
                super.prepare()
            }
        }
        let l = prepared(Rows(), width: 320, [3])
        XCTAssertEqual(
            l.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 1000))?.map(\.frame),
            [0, 54, 108].map { CGRect(x: 0, y: $0, width: 320, height: 44) })
        XCTAssertEqual(l.collectionViewContentSize, CGSize(width: 320, height: 152))
    }

    /// Headers and footers as UIKit code asks for them: in `layoutAttributesForElements(in:)`
    /// as supplementary views of UIKit's kinds, from `layoutAttributesForSupplementaryView`,
    /// before and after each section's insets; the items move down past them.
    func testHeadersAndFooters() {
        let l = UICollectionViewFlowLayout()
        l.headerReferenceSize = CGSize(width: 0, height: 40)
        l.footerReferenceSize = CGSize(width: 0, height: 20)
        l.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        _ = prepared(l, [6, 6])
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        XCTAssertEqual(header, "UICollectionElementKindSectionHeader")
        // Section 0: header 0…40, inset 5, one line 45…95, inset 5, footer 100…120.
        XCTAssertEqual(
            l.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 0, width: 390, height: 40))
        XCTAssertEqual(l.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY, 45)
        XCTAssertEqual(
            l.layoutAttributesForSupplementaryView(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 100, width: 390, height: 20))
        XCTAssertEqual(
            l.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY, 120)
        XCTAssertEqual(l.collectionViewContentSize.height, 240)
        let top = l.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 30)) ?? []
        XCTAssertEqual(top.count, 1, "only the first header meets the top 30 points")
        XCTAssertEqual(top.first?.representedElementCategory, .supplementaryView)
        XCTAssertEqual(top.first?.representedElementKind, header)
        XCTAssertEqual(l.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.representedElementCategory, .cell)
        XCTAssertNil(l.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.representedElementKind)
    }

    /// A stock flow layout hands its items to the host without making attribute objects
    /// (``UICollectionViewFlowLayout/writeItems(_:)``): the same bits as the objects
    /// `layoutAttributesForItem(at:)` gives, for every shape of layout — insets, both scroll
    /// directions, headers and footers, empty sections, one item a line — and again once the
    /// objects exist.
    func testItemsWrittenDirectlyAreTheAttributesObjects() {
        func configured(_ body: (UICollectionViewFlowLayout) -> Void) -> UICollectionViewFlowLayout {
            let l = UICollectionViewFlowLayout()
            body(l)
            return l
        }
        let layouts: [(String, UICollectionViewFlowLayout, [Int], CGFloat)] = [
            ("defaults", UICollectionViewFlowLayout(), [24], 390),
            (
                "insets and headers",
                configured {
                    $0.sectionInset = UIEdgeInsets(top: 7, left: 3.5, bottom: 11, right: 9)
                    $0.headerReferenceSize = CGSize(width: 20, height: 30)
                    $0.footerReferenceSize = CGSize(width: 5, height: 12)
                    $0.itemSize = CGSize(width: 33.3, height: 17.9)
                    $0.minimumInteritemSpacing = 2.25
                    $0.minimumLineSpacing = 4.5
                }, [13, 0, 101, 1], 390
            ),
            (
                "horizontal",
                configured {
                    $0.scrollDirection = .horizontal
                    $0.itemSize = CGSize(width: 41, height: 59.5)
                }, [57, 3], 390
            ),
            ("one a line", configured { $0.itemSize = CGSize(width: 300, height: 44) }, [9], 320),
            (
                "the benchmark grid",
                configured {
                    $0.itemSize = CGSize(width: 8, height: 8)
                    $0.minimumInteritemSpacing = 2
                    $0.minimumLineSpacing = 2
                }, [10_000], 998
            )
        ]
        for (name, layout, counts, width) in layouts {
            _ = prepared(layout, width: width, height: 500, counts)
            let total = counts.reduce(0, +)
            XCTAssertEqual(layout.preparedCounts, counts, name)
            let direct = UnsafeMutablePointer<ap_layout_item>.allocate(capacity: total)
            defer { direct.deallocate() }
            layout.writeItems(direct)
            var k = 0
            for (section, n) in counts.enumerated() {
                for item in 0..<n {
                    guard let a = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) else {
                        return XCTFail("\(name): no attributes for [\(section), \(item)]")
                    }
                    XCTAssertTrue(
                        Self.same(direct[k], PluginExport.layoutItem(a)), "\(name): item [\(section), \(item)]")
                    k += 1
                }
            }
            // Once the objects exist (a plugin may have changed one), they are what is written.
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: counts.firstIndex { $0 > 0 }!))?.alpha = 0.25
            layout.writeItems(direct)
            XCTAssertEqual(direct[0].alpha, 0.25, name)
        }
    }

    /// Every byte of two C items equal (sign-of-zero exact; the struct has no padding).
    static func same(_ a: ap_layout_item, _ b: ap_layout_item) -> Bool {
        withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
    }
}
