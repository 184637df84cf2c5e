import XCTest

@testable import Porting

/// Optional views an app sets on its animator before each transition (the tapped cell and
/// its image view) and the animator guards on get placeholder views: left nil, the guard
/// returns and the transition never completes.
final class PortAppSetGuardedViewsTests: XCTestCase {
    private func appSet(_ source: String) -> [PortAppSetProperties.Assignment] {
        PortableClassFinder.find([("Zoom.swift", SwiftDeclarations(source))]).first?.appSet ?? []
    }

    /// The frame a card zoom starts from (`var startFrame: CGRect?`, Movie Night, held-out 41):
    /// guarded and never set by the class, it is the placeholder frame; one the class sets
    /// itself is left alone.
    func testAGuardedFrameGetsThePlaceholderFrame() {
        let set = appSet(
            """
            import UIKit

            class CardPresenting: NSObject, UIViewControllerAnimatedTransitioning {
                var startFrame: CGRect?
                var endFrame: CGRect?
                var anchor: CGPoint?
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    endFrame = c.containerView.bounds
                    guard let to = c.viewController(forKey: .to), let startFrame = startFrame, let anchor, let endFrame
                    else { return }
                    _ = (to, startFrame, anchor, endFrame)
                }
            }
            """)
        XCTAssertEqual(set.map(\.property), ["startFrame", "anchor"])
        XCTAssertEqual(set.map(\.value), ["CGRect(x: 40, y: 120, width: 160, height: 160)", "CGPoint(x: 120, y: 200)"])
    }

    func testViewsAGuardBindsGetPlaceholders() {
        let set = appSet(
            """
            import UIKit

            class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                public var imageView: UIImageView?
                public var cell: UICollectionViewCell?
                var badge: UILabel?
                var source: UIView? = nil
                var row: UITableViewCell!
                var reverse = false
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard
                        let to = c.viewController(forKey: .to),
                        let imageView = imageView,
                        let image = imageView.image,
                        let cell else {
                            return
                    }
                    c.containerView.addSubview(to.view)
                    _ = (image, cell.bounds)
                }
                func finish(_ c: UIViewControllerContextTransitioning) {
                    guard let origin = self.source else { c.completeTransition(false); return }
                    guard let row = row else { return }
                    _ = (origin, row)
                }
            }
            """)
        XCTAssertEqual(set.map(\.property), ["imageView", "cell", "source", "row"])
        XCTAssertEqual(set.first?.use, "bound by a guard at line 12 of Zoom.swift")
        XCTAssertEqual(set.map(\.type), ["UIImageView?", "UICollectionViewCell?", "UIView?", "UITableViewCell!"])
        XCTAssertEqual(
            set.first?.value,
            "portKeep({ let v = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200)).image { _ in }); v.frame = CGRect(x: 40, y: 120, width: 160, height: 160); return v }())"
        )
        XCTAssertEqual(
            set[1].value, "portKeep(UICollectionViewCell(frame: CGRect(x: 40, y: 120, width: 160, height: 160)))")
        XCTAssertTrue(
            PortAppSetProperties.function(className: "ZoomAnimator", assignments: set).contains(
                "    // The app sets this after init (bound by a guard at line 12 of Zoom.swift): a placeholder here.\n    o.imageView = portKeep({ let v = UIImageView("
            ))
    }

    /// A view the class sets itself, keeps private, reads only through `if let` or `?.`, or
    /// of a type the files declare (the class may keep it nil on purpose), is left alone.
    func testViewsTheClassSetsOrDoesNotGuardOnAreLeftAlone() {
        let set = appSet(
            """
            import UIKit

            class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                var snapshot: UIView?
                private var hidden: UIImageView?
                var optionalOnly: UIImageView?
                var chained: UIView?
                var driver: Driver?
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    snapshot = c.containerView.snapshotView(afterScreenUpdates: false)
                    guard let snapshot = snapshot, let hidden = hidden, let driver = driver else { return }
                    if let optionalOnly = optionalOnly { _ = optionalOnly }
                    chained?.alpha = 0
                    _ = (snapshot, hidden, driver)
                }
            }
            final class Driver: UIPercentDrivenInteractiveTransition {}
            """)
        XCTAssertEqual(set.map(\.property), [])
    }

    /// An object of the app's own type (declared in none of the files: the tapped card's
    /// model) that a guard binds gets the placeholder of port's stand-in for that type.
    func testAppObjectsAGuardBindsGetTheirStandInsPlaceholder() {
        let set = appSet(
            """
            import UIKit

            class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                var cardModel: Model.Card?
                weak var source: CardCell?
                var presenting = true
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let model = cardModel, let source else { return }
                    _ = (model.title, source.frame)
                    c.completeTransition(true)
                }
            }
            """)
        XCTAssertEqual(set.map(\.property), ["cardModel", "source"])
        XCTAssertEqual(set.map(\.value), ["portPlaceholderModelCard()", "portPlaceholderCardCell()"])
        XCTAssertEqual(set.first?.use, "bound by a guard at line 9 of Zoom.swift")
    }
}

/// A layout's item size its controller sets (`var itemSize = CGSize.zero { didSet {
/// invalidateLayout() } }`, ClothingSecurity's HorizontalFlowLayout, held-out 44): left at zero
/// the layout divides by it; the export sets the placeholder size. One the class sets is left.
final class PortAppSetZeroSizesTests: XCTestCase {
    func testAZeroSizeWithObserversGetsThePlaceholderSize() {
        let found = PortableClassFinder.find([
            (
                "Grid.swift",
                SwiftDeclarations(
                    """
                    import UIKit

                    class Grid: UICollectionViewLayout {
                        var itemSize = CGSize.zero {
                            didSet {
                                invalidateLayout()
                            }
                        }
                        var spacing: CGSize = .zero
                        var own = CGSize.zero
                        override func prepare() {
                            own = CGSize(width: 1, height: 1)
                            if itemSize.width == 0 { return }
                            let columns = Int(floor(collectionView!.bounds.width / itemSize.width))
                            _ = (columns, spacing.width, own)
                        }
                    }
                    """)
            )
        ])
        let set = found.first?.appSet ?? []
        XCTAssertEqual(set.map(\.property), ["itemSize", "spacing"])
        XCTAssertEqual(set.map(\.value), ["CGSize(width: 80, height: 80)", "CGSize(width: 80, height: 80)"])
        XCTAssertEqual(set.map(\.type), ["CGSize", "CGSize"])
    }
}
