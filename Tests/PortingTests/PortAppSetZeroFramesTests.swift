import XCTest

@testable import Porting

/// A `CGRect` property declared `.zero` that the app sets before the transition (the tapped
/// cell's frame) and the class only reads gets a placeholder frame after construction.
final class PortAppSetZeroFramesTests: XCTestCase {
    private func classes(_ source: String) -> [PortableClass] {
        PortableClassFinder.find([("Pop.swift", SwiftDeclarations(source))])
    }

    func testAZeroFrameTheClassOnlyReadsGetsAPlaceholder() {
        let found = classes(
            """
            import UIKit

            class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                var originFrame = CGRect.zero
                var targetFrame: CGRect = .zero
                var emptyFrame = CGRect()
                var ownFrame = CGRect.zero
                var grownFrame: CGRect = .zero
                private var hiddenFrame = CGRect.zero
                var unreadFrame = CGRect.zero
                var presenting = true
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    ownFrame = c.containerView.bounds
                    grownFrame.size.width += 10
                    let scale = originFrame.width / c.containerView.bounds.width
                    let f = presenting ? targetFrame : emptyFrame.insetBy(dx: scale, dy: 0)
                    c.view(forKey: .to)?.frame = hiddenFrame.union(f).union(ownFrame).union(grownFrame)
                }
            }
            """)
        XCTAssertEqual(found.first?.appSet.map(\.property), ["originFrame", "targetFrame", "emptyFrame"])
        XCTAssertEqual(
            found.first?.appSet.first?.use,
            "declared .zero at line 4 of Pop.swift, read at line 16, never set by the class")
        XCTAssertEqual(found.first?.appSet.first?.value, "CGRect(x: 40, y: 120, width: 160, height: 160)")
        XCTAssertEqual(found.first?.appSet.first?.type, "CGRect")
        // The export's setter assigns it after construction.
        XCTAssertTrue(
            PortAppSetProperties.function(className: "PopAnimator", assignments: found[0].appSet).contains(
                "o.originFrame = CGRect(x: 40, y: 120, width: 160, height: 160)\n"))
    }
}
