import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on a card stack written as real ones are (`Tests/Fixtures/Port/Cards`): a
/// presentation that shrinks and dims the screen it covers and leaves it so beside the card, its
/// dismissal that puts that screen back, and a Swift 4.0 pull-down controller that projects a
/// flick with `UIScrollViewDecelerationRateNormal` as a `CGFloat`; the dismissal imports
/// `UIKit.UIViewControllerTransitioning`, a submodule. No file says how the app
/// presents; the presenting view left scaled is the evidence of a presentation that keeps it on
/// screen, so both animators are validated as custom modal ones (the dismissal after its
/// presentation), and all three build and validate with warnings only.
final class PortCardStackTests: XCTestCase {
    func testACardStackIsValidatedAsAnOverContextPresentationAndItsSwift4InteractionBuilds() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let env = try PortCLI.environment(for: self)
        let dir = try NativeTools.temporaryFolder(for: self, name: "port")
        let o = try PortCLI.run(try PortCLI.files(in: "Cards") + ["--output", "out"], in: dir, environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains(
                "CardPullDownInteraction.swift:21: numeric-constant: UIScrollViewDecelerationRateNormal → UIScrollViewDecelerationRateNormal.rawValue"
            ), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "CardPullDownInteraction (interaction, id port.card-pull-down-interaction): built, validated ("),
            o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "scenario: modal-present (its name says it presents: the presenting side of a custom modal presentation (it leaves the presenting view scaled (fromVC.view.transform = CGAffineTransform(scaleX: 0.92, y: 0.92) at line 30)"
            ), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "warning: outside-container: it left the presenting view (From) moved to (15.6, 33.76, 358.8×776.48), with transform [0.92, 0, 0, 0.92, 0, 0], at alpha 0.7"
            ), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "scenario: modal-dismiss (its name says it dismisses; the files pair it with the presenting CardStackPresentAnimator"
            ), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "warning: outside-container: it put the presenting view (To) back as it was before the paired presentation changed it"
            ), o.stdout)
        for name in ["CardStackPresentAnimator", "CardStackDismissAnimator"] {
            XCTAssertTrue(o.stdout.contains("\(name) (animator, id "), o.stdout)
        }
        XCTAssertFalse(o.stdout.contains("validation failed"), o.stdout)
        // The copy compiled holds the number the Swift 4.0 code meant.
        let copy = try String(contentsOfFile: dir + "/out/ported/CardPullDownInteraction.swift", encoding: .utf8)
        XCTAssertTrue(copy.contains("decelerationRate: UIScrollViewDecelerationRateNormal.rawValue)"), copy)
    }
}
