import Foundation
import XCTest
@testable import AnimatorABI

/// UIKit Dynamics driving a collection-view layout's attributes (`UIDynamicAnimator(collectionViewLayout:)`,
/// the springy-layout pattern of BouncyLayout and XLActionController), frame by frame (1/60 s,
/// two 1/120 s sub-steps each) as a display link drives the animator.
final class CollectionViewDynamicsTests: XCTestCase {
    /// Counts the invalidations the animator makes, over a fixed content size.
    private final class CountingLayout: UICollectionViewLayout {
        var invalidations = 0
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { invalidations += 1 }
        override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 800) }
    }

    private let frame = 1.0 / 60, h = DynamicsWorld.substep

    /// A spring attachment of length 0, frequency f and damping ratio ζ on attributes moved
    /// x₀ from the anchor follows the damped oscillator
    /// x(t) = x₀ e^(−ζωt) (cos ω_d t + ζ/√(1−ζ²) sin ω_d t), ω = 2πf, ω_d = ω√(1−ζ²), as the
    /// semi-implicit integrator shows it: half a sub-step ahead (x at frame n is x(n/60 + h/2)
    /// to within 0.05 point of 100). Then it rests on the anchor and the animator pauses once the
    /// amplitude is small enough for the item to be still for 0.1 s: after the envelope
    /// x₀e^(−ζωt)/√(1−ζ²) falls below 1.02 points and before its speed bound ω·x₀e^(−ζωt)/√(1−ζ²)
    /// falls below 2 points/s plus 0.1 s. Every frame invalidates the layout, as UIKit does.
    func testASpringOnLayoutAttributesIsTheDampedOscillatorAndSettlesOnItsAnchor() {
        let layout = CountingLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        XCTAssertTrue(animator.collectionViewLayout === layout)
        XCTAssertNil(animator.referenceView)
        let path = IndexPath(item: 3, section: 1)
        let a = UICollectionViewLayoutAttributes(forCellWith: path)
        a.frame = CGRect(x: 150, y: 25, width: 100, height: 50)
        let anchor = CGPoint(x: 100, y: 50)
        let spring = UIAttachmentBehavior(item: a, attachedToAnchor: anchor)
        XCTAssertEqual(spring.length, 100, "the distance when made")
        spring.length = 0
        spring.frequency = 1
        spring.damping = 0.3
        animator.addBehavior(spring)
        XCTAssertEqual(animator.behaviors.count, 1)
        // Found as soon as a behaviour holds them, before any frame (a layout answers in the
        // same pass as its prepare() adds them).
        XCTAssertTrue(animator.layoutAttributesForCell(at: path) === a)
        XCTAssertNil(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 1)))
        XCTAssertNil(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: path))
        XCTAssertEqual(animator.items(in: CGRect(x: 240, y: 40, width: 5, height: 5)).count, 1)
        XCTAssertEqual(animator.items(in: CGRect(x: 260, y: 40, width: 5, height: 5)).count, 0)

        let x0 = 100.0, zeta = 0.3, w = 2 * Double.pi, root = (1 - zeta * zeta).squareRoot()
        let wd = w * root
        func x(_ t: Double) -> Double { x0 * exp(-zeta * w * t) * (cos(wd * t) + zeta / root * sin(wd * t)) }
        var pausedAt: Double?
        var worst = 0.0
        for n in 1...600 {
            let going = animator.tick(frame)
            let t = Double(n) * frame
            if t <= 2 { worst = max(worst, abs(Double(a.center.x) - 100 - x(t + h / 2))) }
            XCTAssertEqual(a.center.y, 50, "the spring pulls along its line only")
            XCTAssertEqual(layout.invalidations, n, "one invalidation a frame")
            if !going {
                pausedAt = t
                break
            }
        }
        XCTAssertLessThan(worst, 0.05, "the damped oscillator, half a sub-step ahead")
        let paused = try? XCTUnwrap(pausedAt, "it comes to rest")
        let earliest = log(x0 / root / 1.02) / (zeta * w), latest = log(w * x0 / root / 2) / (zeta * w) + 0.1
        XCTAssertGreaterThanOrEqual(paused ?? 0, earliest)
        XCTAssertLessThanOrEqual(paused ?? .infinity, latest)
        XCTAssertEqual(Double(a.center.x), 100, accuracy: 1.02, "rests on the anchor")
        XCTAssertEqual(a.transform, .identity, "pulled through its centre: not turned")
        XCTAssertEqual(a.size, CGSize(width: 100, height: 50), "its size is its own")
        XCTAssertTrue(animator.layoutAttributesForCell(at: path) === a)

        animator.removeAllBehaviors()
        XCTAssertEqual(animator.behaviors.count, 0)
        XCTAssertNil(animator.layoutAttributesForCell(at: path), "no behaviour holds them any more")
    }

    /// The reference bounds of a collection-view animator are the layout's content rectangle:
    /// attributes falling under gravity with `translatesReferenceBoundsIntoBoundary` rest on
    /// the content's bottom edge (800), not on a view's.
    func testTheReferenceBoundsAreTheLayoutsContent() {
        let layout = CountingLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 600, width: 100, height: 50)
        let collision = UICollisionBehavior(items: [a])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [a]))
        animator.addBehavior(collision)
        var frames = 0
        while animator.tick(frame), frames < 600 { frames += 1 }
        XCTAssertLessThan(frames, 600, "it comes to rest")
        XCTAssertEqual(Double(a.frame.maxY), 800, accuracy: 0.6, "on the content's bottom")
    }

    /// An animator made with a reference view (or none) answers no layout attributes, as UIKit
    /// documents; supplementary and decoration attributes are found by kind.
    func testOnlyACollectionViewAnimatorAnswersAttributesAndByKind() {
        let plain = UIDynamicAnimator()
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        plain.addBehavior(UIGravityBehavior(items: [a]))
        XCTAssertNil(plain.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)))

        let layout = CountingLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        let badge = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "badge", with: IndexPath(item: 0, section: 2))
        animator.addBehavior(UIDynamicItemBehavior(items: [header, badge]))
        let p = IndexPath(item: 0, section: 2)
        XCTAssertTrue(
            animator.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: p)
                === header)
        XCTAssertNil(animator.layoutAttributesForSupplementaryView(ofKind: "footer", at: p))
        XCTAssertTrue(animator.layoutAttributesForDecorationView(ofKind: "badge", at: p) === badge)
        XCTAssertNil(animator.layoutAttributesForCell(at: p), "a supplementary view is not a cell")
    }

    /// A springy flow layout, written as BouncyLayout is: `prepare()` attaches a spring to each
    /// item's flow attributes at its own centre, and the layout answers from the animator.
    private final class SpringyLayout: UICollectionViewFlowLayout {
        lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
        override func prepare() {
            super.prepare()
            guard let view = collectionView, animator.behaviors.isEmpty,
                let items = super.layoutAttributesForElements(in: view.bounds)
            else { return }
            for item in items {
                let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
                spring.length = 0
                spring.damping = 0.7
                spring.frequency = 1.5
                animator.addBehavior(spring)
            }
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
        }
    }

    /// In the pass that adds the springs the layout answers the flow layout's frames (the
    /// animator finds the attributes at once); springs anchored where the items are keep them
    /// there; an item moved by hand (`updateItem(usingCurrentState:)`, as a springy layout does
    /// on scrolling) springs back and rests on its anchor, its neighbours unmoved.
    func testASpringyFlowLayoutAnswersTheFlowFramesAndPullsAMovedItemBack() {
        let flow = UICollectionViewFlowLayout()
        flow.collectionView = UICollectionView(size: CGSize(width: 390, height: 844), counts: [24])
        flow.prepare()
        let layout = SpringyLayout()
        layout.collectionView = UICollectionView(size: CGSize(width: 390, height: 844), counts: [24])
        layout.prepare()
        let all = CGRect(x: 0, y: 0, width: 390, height: 844)
        let expected = (flow.layoutAttributesForElements(in: all) ?? []).map(\.frame)
        XCTAssertEqual(expected.count, 24)
        XCTAssertEqual((layout.layoutAttributesForElements(in: all) ?? []).map(\.frame), expected, "the same pass")
        for _ in 0..<30 { layout.animator.tick(frame) }
        XCTAssertEqual((layout.layoutAttributesForElements(in: all) ?? []).map(\.frame), expected, "at rest: unmoved")
        let path = IndexPath(item: 7, section: 0)
        let item = try? XCTUnwrap(layout.layoutAttributesForItem(at: path))
        let anchor = item?.center ?? .zero
        item?.center.y += 40
        if let item { layout.animator.updateItem(usingCurrentState: item) }
        XCTAssertEqual(layout.layoutAttributesForItem(at: path)?.center.y, anchor.y + 40, "moved by hand")
        var frames = 0
        while layout.animator.tick(frame), frames < 600 { frames += 1 }
        XCTAssertLessThan(frames, 600, "it comes to rest")
        XCTAssertEqual(Double(item?.center.y ?? 0), Double(anchor.y), accuracy: 1, "back on its anchor")
        let others = (layout.layoutAttributesForElements(in: all) ?? []).filter { $0.indexPath != path }.map(\.frame)
        XCTAssertEqual(others, expected.enumerated().filter { $0.offset != 7 }.map(\.element), "the others unmoved")
    }
}
