import Foundation
import XCTest
@testable import AnimatorABI

/// The SDK's UIKit APIs that need no host: the delegates' optional methods (nil unless a
/// conformer implements them, and then the conformer's answer through the protocol), the
/// navigation operation's raw values, the collection-view layout's scrolling and invalidation
/// defaults, the collection's content offset, and feedback generators without a haptic engine.
final class TransitionAPIsSDKTests: XCTestCase {
    private final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
    }

    /// Implements one method of each delegate; the others must default to nil.
    private final class Delegates: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate,
        UITabBarControllerDelegate
    {
        let fade = Fade()
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            fade
        }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        {
            animator === fade ? UIPercentDrivenInteractiveTransition() : nil
        }
    }

    /// Called through the protocol (as UIKit calls a delegate), an implemented method answers
    /// the conformer's object and a left-out one nil.
    func testDelegatesAnswerThroughTheProtocol() {
        let d = Delegates()
        let t: UIViewControllerTransitioningDelegate = d
        XCTAssertNil(t.interactionControllerForPresentation(using: d.fade))
        XCTAssertTrue(t.interactionControllerForDismissal(using: d.fade) is UIPercentDrivenInteractiveTransition)
        XCTAssertNil(t.interactionControllerForDismissal(using: Fade()))
    }

    func testNavigationOperation() {
        XCTAssertEqual(UINavigationController.Operation.none.rawValue, 0)
        XCTAssertEqual(UINavigationController.Operation.push.rawValue, 1)
        XCTAssertEqual(UINavigationController.Operation.pop.rawValue, 2)
        XCTAssertEqual(UINavigationController.Operation(.push), .push)
        XCTAssertEqual(UINavigationController.Operation(.pop), .pop)
        XCTAssertEqual(UINavigationController.Operation(.present), UINavigationController.Operation.none)
    }

    /// UIKit's defaults: no new layout for a bounds change, scrolling stops where proposed,
    /// `invalidateLayout()` passes an everything-context to `invalidateLayout(with:)`.
    func testLayoutScrollingAndInvalidationDefaults() {
        final class Paging: UICollectionViewFlowLayout {
            var contexts: [UICollectionViewLayoutInvalidationContext] = []
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                contexts.append(context)
            }
            /// Snaps to whole pages of the item width plus spacing, as paging layouts do.
            override func targetContentOffset(forProposedContentOffset p: CGPoint, withScrollingVelocity v: CGPoint)
                -> CGPoint
            {
                let page = itemSize.width + minimumLineSpacing
                return CGPoint(x: (p.x / page).rounded() * page, y: p.y)
            }
        }
        let base = UICollectionViewLayout()
        XCTAssertFalse(base.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 1, height: 1)))
        XCTAssertEqual(base.targetContentOffset(forProposedContentOffset: CGPoint(x: 12, y: 34)), CGPoint(x: 12, y: 34))
        XCTAssertEqual(
            base.targetContentOffset(
                forProposedContentOffset: CGPoint(x: 12, y: 34), withScrollingVelocity: CGPoint(x: 5, y: 0)),
            CGPoint(x: 12, y: 34))
        let l = Paging()
        l.invalidateLayout()
        XCTAssertEqual(l.contexts.count, 1)
        XCTAssertTrue(l.contexts[0].invalidateEverything)
        XCTAssertTrue(l.contexts[0].invalidateDataSourceCounts)
        XCTAssertEqual(
            l.targetContentOffset(forProposedContentOffset: CGPoint(x: 130, y: 7), withScrollingVelocity: .zero),
            CGPoint(x: 120, y: 7))
        let c = UICollectionViewLayoutInvalidationContext()
        XCTAssertFalse(c.invalidateEverything)
        XCTAssertNil(c.invalidatedItemIndexPaths)
        c.invalidateItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 0)])
        c.invalidateItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)])
        XCTAssertEqual(
            c.invalidatedItemIndexPaths,
            [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
    }

    /// A swipe's direction: at least 50 points along one axis, at most half as far across it.
    func testSwipeDirections() {
        XCTAssertEqual(UISwipeGestureRecognizer.direction(0, -60), .up)
        XCTAssertEqual(UISwipeGestureRecognizer.direction(50, 25), .right)
        XCTAssertNil(UISwipeGestureRecognizer.direction(50, 26), "too slanted")
        XCTAssertNil(UISwipeGestureRecognizer.direction(-49, 0), "too short")
        XCTAssertEqual(UISwipeGestureRecognizer.direction(-3, 70), .down)
        XCTAssertEqual(UISwipeGestureRecognizer().direction, .right, "UIKit's default")
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.down.rawValue, 8)
        let press = UILongPressGestureRecognizer()
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
    }

    func testCollectionContentOffsetIsTheBoundsOrigin() {
        let cv = UICollectionView(size: CGSize(width: 390, height: 844), counts: [3])
        XCTAssertEqual(cv.contentOffset, cv.bounds.origin)
        XCTAssertEqual(cv.contentOffset, .zero)
        XCTAssertEqual(cv.contentInset, .zero)
    }

    func testFeedbackGeneratorsKeepTheirStyleAndPlayNothing() {
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
        let g = UIImpactFeedbackGenerator(style: .heavy)
        g.prepare()
        g.impactOccurred()
        g.impactOccurred(intensity: 0.5)
        XCTAssertEqual(g.style, .heavy)
        XCTAssertEqual(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue, 4)
        XCTAssertEqual(UINotificationFeedbackGenerator.FeedbackType.error.rawValue, 2)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
    }
}

/// Attributes subclasses copy as UIKit code writes them: overriding `copy(with:)`, calling
/// super and copying their own property; `copy()` goes through it, as `NSObject.copy()` does.
final class LayoutAttributesCopyTests: XCTestCase {
    private final class Tinted: UICollectionViewLayoutAttributes {
        var tint: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let c = super.copy(with: zone) as! Tinted
            c.tint = tint
            return c
        }
    }

    func testCopyGoesThroughCopyWithZone() {
        let a = Tinted(forCellWith: IndexPath(item: 3, section: 1))
        a.tint = 0.25
        a.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        a.alpha = 0.5
        let c = a.copy() as? Tinted
        XCTAssertNotNil(c)
        XCTAssertFalse(c === a)
        XCTAssertEqual(c?.tint, 0.25)
        XCTAssertEqual(c?.frame, CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(c?.alpha, 0.5)
        XCTAssertEqual(c?.indexPath, IndexPath(item: 3, section: 1))
        c?.tint = 1
        XCTAssertEqual(a.tint, 0.25, "a copy, not the same object")
    }

    /// Equal values are equal attributes; any changed value, or another class, is not; a
    /// subclass comparing its own property and calling super, as layouts write it.
    func testIsEqualComparesValues() {
        final class Scaled: UICollectionViewLayoutAttributes {
            var scale: CGFloat = 1
            override func isEqual(_ object: Any?) -> Bool {
                guard let o = object as? Scaled, o.scale == scale else { return false }
                return super.isEqual(object)
            }
        }
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let b = a.copy() as! UICollectionViewLayoutAttributes
        XCTAssertTrue(a.isEqual(b))
        b.alpha = 0.5
        XCTAssertFalse(a.isEqual(b))
        b.alpha = 1
        b.transform3D = CATransform3DMakeScale(2, 2, 1)
        XCTAssertFalse(a.isEqual(b))
        XCTAssertFalse(a.isEqual(nil))
        let s = Scaled(forCellWith: IndexPath(item: 1, section: 0))
        s.frame = a.frame
        XCTAssertFalse(a.isEqual(s), "another class")
        let t = s.copy() as! Scaled
        XCTAssertTrue(s.isEqual(t))
        t.scale = 2
        XCTAssertFalse(s.isEqual(t))
    }
}
