import Foundation
import XCTest
@testable import AnimatorABI

/// The UIKit names real transition code used that the SDK lacked (tools/census/port.tsv, class
/// b; tools/census/compile.tsv), where they need no host: the collection a layout sees as a
/// scroll view, the layout's attributes and invalidation classes, finding items by point,
/// attributes as dynamic items, Core Graphics' equality, NSIndexPath's items, NSObject's class
/// queries and the timer's target form.
final class TransitionCodeGapsTests: XCTestCase {
    /// Attributes that carry one more value, as animated layouts declare them.
    private final class TaggedAttributes: UICollectionViewLayoutAttributes {
        var tag = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let c = super.copy(with: zone) as! TaggedAttributes
            c.tag = tag
            return c
        }
    }

    /// A flow layout that makes tagged attributes and tags them from `super`'s, as iOS code does.
    private final class TaggingLayout: UICollectionViewFlowLayout {
        override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { a in
                let t = a.copy() as! TaggedAttributes
                t.tag = t.indexPath.item + 100
                return t
            }
        }
    }

    private final class StaleContext: UICollectionViewLayoutInvalidationContext {}
    private final class ContextLayout: UICollectionViewLayout {
        override class var invalidationContextClass: AnyClass { StaleContext.self }
    }

    /// A layout written as iOS code writes one, with UIKit's required initializer.
    private final class CodedLayout: UICollectionViewLayout {
        let spacing: CGFloat
        init(spacing: CGFloat) {
            self.spacing = spacing
            super.init()
        }
        required init?(coder aDecoder: NSCoder) {
            spacing = 8
            super.init(coder: aDecoder)
        }
    }

    /// The host's collection (no host view behind it) keeps a view's geometry and a scroll
    /// view's properties itself, is in no hierarchy, and equals only itself.
    func testTheHostsCollectionIsAScrollViewWithoutAHostView() {
        let cv = UICollectionView(size: CGSize(width: 320, height: 480), counts: [3, 4])
        XCTAssertEqual(cv.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(cv.bounds, cv.frame)
        XCTAssertEqual(cv.center, CGPoint(x: 160, y: 240))
        XCTAssertNil(cv.superview)
        XCTAssertEqual(cv.subviews, [])
        XCTAssertTrue((cv as UIView) is UIScrollView)
        cv.contentInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        XCTAssertEqual(cv.contentInset.left, 16)
        XCTAssertEqual(cv.adjustedContentInset.right, 16)
        cv.showsHorizontalScrollIndicator = false
        XCTAssertFalse(cv.showsHorizontalScrollIndicator)
        cv.contentOffset = CGPoint(x: 0, y: 50)
        XCTAssertEqual(cv.bounds, CGRect(x: 0, y: 50, width: 320, height: 480), "the offset is the bounds' origin")
        XCTAssertEqual(cv.frame, CGRect(x: 0, y: 0, width: 320, height: 480), "scrolling moves no frame")
        cv.frame = CGRect(x: 10, y: 10, width: 100, height: 200)
        XCTAssertEqual(cv.center, CGPoint(x: 60, y: 110))
        XCTAssertEqual(cv.bounds.size, CGSize(width: 100, height: 200))
        XCTAssertEqual(cv.numberOfSections, 2)
        XCTAssertEqual(cv.numberOfItems(inSection: 1), 4)
        let other = UICollectionView(size: CGSize(width: 320, height: 480), counts: [3, 4])
        XCTAssertNotEqual(cv, other)
        XCTAssertEqual(Set<UIView>([cv, other, cv]).count, 2)
        XCTAssertNil(cv.window)
        XCTAssertEqual(cv.safeAreaInsets, .zero)
    }

    /// A flow layout makes its attributes of its `layoutAttributesClass`, as UIKit's does, so
    /// `super`'s attributes cast to the subclass and copies keep it.
    func testFlowLayoutMakesAttributesOfItsLayoutAttributesClass() {
        let layout = TaggingLayout()
        layout.collectionView = UICollectionView(size: CGSize(width: 200, height: 400), counts: [5])
        layout.prepare()
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 200, height: 400)) ?? []
        XCTAssertEqual(all.count, 5)
        XCTAssertEqual(all.map { ($0 as? TaggedAttributes)?.tag }, [100, 101, 102, 103, 104])
        XCTAssertTrue(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) is TaggedAttributes)
        XCTAssertFalse(
            UICollectionViewFlowLayout().makeAttributes(forCellWith: IndexPath(item: 0, section: 0))
                is TaggedAttributes)
    }

    /// Finding items by point, on the host's collection, against the flow layout's closed form:
    /// in 200 points, items of 50 with at least 10 between make lines of 3, spread 25 apart
    /// (x 0–50, 75–125, 150–200), lines 10 apart (y 0–50, 60–110…).
    func testIndexPathForItemAtPointFollowsTheLayout() {
        let layout = UICollectionViewFlowLayout()
        let cv = UICollectionView(size: CGSize(width: 200, height: 100), counts: [10])
        cv.collectionViewLayout = layout
        XCTAssertTrue(layout.collectionView === cv)
        layout.prepare()
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 80, y: 10)), IndexPath(item: 1, section: 0))
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 199, y: 49)), IndexPath(item: 2, section: 0))
        XCTAssertNil(cv.indexPathForItem(at: CGPoint(x: 60, y: 10)), "between items")
        XCTAssertNil(cv.indexPathForItem(at: CGPoint(x: 10, y: 55)), "between lines")
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 10, y: 70)), IndexPath(item: 3, section: 0))
        XCTAssertEqual(cv.indexPathsForVisibleItems, (0..<6).map { IndexPath(item: $0, section: 0) })
        cv.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(cv.indexPathsForVisibleItems, (3..<10).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.center, CGPoint(x: 100, y: 85))
        XCTAssertEqual(cv.visibleCells.count, 0, "the host draws no cells")
    }

    /// The highest z-index wins where items overlap; hidden and transparent items are not hit.
    func testIndexPathForItemAtPointTakesTheTopItem() {
        final class Pile: UICollectionViewLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<4).map { i in
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                    a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                    a.zIndex = [2, 5, 1, 9][i]
                    a.isHidden = i == 3
                    return a
                }
            }
        }
        let cv = UICollectionView(size: CGSize(width: 100, height: 100), counts: [4])
        let pile = Pile()
        cv.collectionViewLayout = pile
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 50, y: 50)), IndexPath(item: 1, section: 0))
        XCTAssertNil(cv.indexPathForItem(at: CGPoint(x: 150, y: 50)))
    }

    /// UIKit's defaults of attributes made with `init()`, their bounds, and their use as
    /// dynamic items (centre and transform read and written through the protocol).
    func testAttributesDefaultsBoundsAndDynamicItem() {
        let a = UICollectionViewLayoutAttributes()
        XCTAssertEqual(a.indexPath, IndexPath(item: 0, section: 0))
        XCTAssertEqual(a.representedElementCategory, .cell)
        XCTAssertEqual(a.frame, .zero)
        XCTAssertEqual(a.alpha, 1)
        a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(a.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        a.bounds = CGRect(x: 5, y: 5, width: 10, height: 20)
        XCTAssertEqual(a.center, CGPoint(x: 25, y: 40), "the centre stays")
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 30, width: 10, height: 20))
        let item: UIDynamicItem = a
        item.center = CGPoint(x: 1, y: 2)
        item.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(a.center, CGPoint(x: 1, y: 2))
        XCTAssertEqual(a.transform3D.m12, 1, accuracy: 1e-12)
        XCTAssertEqual(item.bounds.size, CGSize(width: 10, height: 20))
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        XCTAssertEqual(header.representedElementCategory, .supplementaryView)
        XCTAssertEqual(header.indexPath.section, 2)
    }

    /// Contexts are made of the layout's `invalidationContextClass`; the layout is never mirrored;
    /// `init?(coder:)` is UIKit's required initializer.
    func testInvalidationContextsDirectionAndCoder() {
        let layout = ContextLayout()
        XCTAssertTrue(layout.invalidationContext(forBoundsChange: .zero) is StaleContext)
        let a = UICollectionViewLayoutAttributes()
        XCTAssertTrue(
            layout.invalidationContext(forPreferredLayoutAttributes: a, withOriginalAttributes: a) is StaleContext)
        XCTAssertFalse(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: a, withOriginalAttributes: a))
        XCTAssertFalse(layout.flipsHorizontallyInOppositeLayoutDirection)
        XCTAssertEqual(layout.developmentLayoutDirection, .leftToRight)
        XCTAssertEqual(CodedLayout(coder: NSCoder())?.spacing, 8)
        XCTAssertEqual(CodedLayout(spacing: 3).spacing, 3)
        XCTAssertNotNil(UICollectionViewFlowLayout(coder: NSCoder()))
    }

    /// Supplementary and decoration views made stale by kind, each index path once, in order;
    /// a decoration nib registered beside a class (Eventual's tile layout, held-out 46); the
    /// element initializers callable through the attributes class's metatype.
    func testInvalidationByKindDecorationNibsAndRequiredElementInitializers() {
        let c = UICollectionViewLayoutInvalidationContext()
        XCTAssertNil(c.invalidatedDecorationIndexPaths)
        let a = IndexPath(item: 0, section: 0), b = IndexPath(item: 1, section: 0)
        c.invalidateDecorationElements(ofKind: "border", at: [a, b, a])
        c.invalidateDecorationElements(ofKind: "border", at: [b])
        c.invalidateSupplementaryElements(ofKind: "header", at: [b])
        XCTAssertEqual(c.invalidatedDecorationIndexPaths, ["border": [a, b]])
        XCTAssertEqual(c.invalidatedSupplementaryIndexPaths, ["header": [b]])
        let layout = ContextLayout()
        layout.register(UINib(nibName: "Border", bundle: nil), forDecorationViewOfKind: "border")
        XCTAssertEqual(layout.decorationNibs["border"]?.nibName, "Border")
        let cls: UICollectionViewLayoutAttributes.Type = TaggedAttributes.self
        let made = cls.init(forDecorationViewOfKind: "border", with: b)
        XCTAssertTrue(made is TaggedAttributes)
        XCTAssertEqual(made.representedElementCategory, .decorationView)
        XCTAssertEqual(made.representedElementKind, "border")
        XCTAssertEqual(cls.init(forCellWith: a).indexPath, a)
    }

    /// Core Graphics' equality: rectangles compare standardized, null equals only null.
    func testGeometryEqualTo() {
        XCTAssertTrue(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        XCTAssertFalse(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        XCTAssertTrue(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        XCTAssertFalse(CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
        let mirrored = CGRect(x: 10, y: 10, width: -10, height: -10)
        XCTAssertTrue(r.equalTo(mirrored), "the same area")
        XCTAssertTrue(CGRect.null.equalTo(.null))
        XCTAssertFalse(CGRect.null.equalTo(.zero))
        XCTAssertFalse(r.equalTo(r.offsetBy(dx: 1, dy: 0)))
    }

    /// UIKit's NSIndexPath accessors: the section first, then the item (or row).
    func testNSIndexPathItemsAndRows() {
        let p = NSIndexPath(item: 3, section: 1)
        XCTAssertEqual(p.length, 2)
        XCTAssertEqual(p.section, 1)
        XCTAssertEqual(p.item, 3)
        XCTAssertEqual(p.row, 3)
        XCTAssertEqual(NSIndexPath(row: 7, section: 2).index(atPosition: 1), 7)
        XCTAssertEqual(NSIndexPath().section, 0)
    }

    /// NSObject's class queries on the SDK's roots, from Swift's class hierarchy.
    func testIsKindAndIsMember() {
        final class Special: UIPanGestureRecognizer {}
        let s = Special()
        XCTAssertTrue(s.isKind(of: UIGestureRecognizer.self))
        XCTAssertTrue(s.isKind(of: UIPanGestureRecognizer.self))
        XCTAssertFalse(s.isKind(of: UITapGestureRecognizer.self))
        XCTAssertTrue(s.isMember(of: Special.self))
        XCTAssertFalse(s.isMember(of: UIPanGestureRecognizer.self))
        final class Responder: UIResponder {}
        XCTAssertTrue(Responder().isKind(of: UIResponder.self))
        XCTAssertFalse(UIResponder().isKind(of: Responder.self))
        let types: [AnyClass] = [UIPinchGestureRecognizer.self, UIGestureRecognizer.self]
        XCTAssertEqual(types.filter { s.isKind(of: $0) }.count, 1)
    }

    /// The timer's target form calls the selector with the timer and holds the target until it
    /// is invalidated, as Foundation's does.
    func testTimerTargetFormCallsTheSelectorAndLetsTheTargetGo() {
        final class Ticker {
            var fires: [AnimatorABI.Timer] = []
            func tick(_ timer: AnimatorABI.Timer) { fires.append(timer) }
        }
        var ticker: Ticker? = Ticker()
        weak let weakTicker = ticker
        let once = AnimatorABI.Timer(
            timeInterval: 1, target: ticker!, selector: Selector(Ticker.tick(_:)), userInfo: "info", repeats: false)
        XCTAssertEqual(once.userInfo as? String, "info")
        let repeating = AnimatorABI.Timer(
            timeInterval: 1, target: ticker!, selector: Selector(Ticker.tick(_:)), userInfo: nil, repeats: true)
        ticker = nil
        XCTAssertNotNil(weakTicker, "the timers hold their target")
        once.fire()
        XCTAssertTrue(weakTicker?.fires.first === once)
        XCTAssertFalse(once.isValid)
        repeating.fire()
        XCTAssertTrue(repeating.isValid)
        XCTAssertEqual(weakTicker?.fires.count, 2)
        repeating.invalidate()
        XCTAssertNil(weakTicker, "invalidated timers let the target go")
    }
}
