import XCTest

@testable import Porting

/// An optional enum parameter the class stores and a guard unwraps gets a case: the app passes
/// one where it wants the transition to run; nil (or the default) only shows the early return.
final class PortGuardedOptionalParametersTests: XCTestCase {
    private func construction(_ source: String) -> String? {
        PortableClassFinder.find([("Split.swift", SwiftDeclarations(source))]).first?.construction
    }

    func testAnOptionalEnumAGuardUnwrapsGetsACase() {
        let source = """
            import UIKit
            enum Kind { case present, dismiss }
            enum Half { case top, bottom }
            final class SplitAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                private let kind: Kind
                private let half: Half?
                private let slot: Grid.Slot?
                private let tint: UIColor?
                init?(_ kind: Kind, second: UIViewController, half: Half? = nil, slot: Grid.Slot? = nil, tint: UIColor? = nil) {
                    self.kind = kind
                    self.half = half
                    self.slot = slot
                    self.tint = tint
                }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let half, let slot = self.slot, let tint = tint else {
                        c.completeTransition(false)
                        return
                    }
                    _ = (half, slot, tint)
                }
            }
            """
        XCTAssertEqual(
            construction(source),
            "SplitAnimator(.present, second: portKeep(portLoadedController()), half: .top, slot: portPlaceholderGridSlot())"
        )
        // Not guarded on: left to its default.
        XCTAssertEqual(
            construction(source.replacingOccurrences(of: "guard let half, let slot = self.slot,", with: "guard")),
            "SplitAnimator(.present, second: portKeep(portLoadedController()))")
    }

    /// An optional view parameter stored and guarded the same way gets a view (ashishd1712's
    /// `originView: UIView?`, held-out 39: nil completed the transition `false` at once).
    func testAnOptionalViewAGuardUnwrapsGetsAView() {
        let source = """
            import UIKit
            final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                private weak var originView: UIView?
                private var caption: UILabel?
                init(originView: UIView?, caption: UILabel?) {
                    self.originView = originView
                    self.caption = caption
                }
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    guard let originView = originView else { return c.completeTransition(false) }
                    _ = (originView, caption)
                }
            }
            """
        XCTAssertEqual(
            construction(source),
            "ZoomAnimator(originView: portKeep(portPlacedView(UIView(frame: CGRect(x: 40, y: 120, width: 160, height: 160)))), caption: nil)"
        )
    }
}
