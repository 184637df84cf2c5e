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
}
