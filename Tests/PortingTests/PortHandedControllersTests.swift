import XCTest

@testable import Porting

/// An animator the app makes for each transition with that transition's controllers
/// (`init?(fromViewController:toViewController:…)`, Pocket Casts' mini-player animator,
/// held-out 44): the export makes it per transition through the SDK's
/// `HandedControllersAnimator`, with the context's from and to controllers (cast to the
/// parameter's class, else the placeholder); a class without that pair is made once.
final class PortHandedControllersTests: XCTestCase {
    private func export(_ source: String, construction: String) -> String {
        let plugin = PortProject.Plugin(
            className: "Mini", kind: .animator, construction: construction, target: "PortedMini", id: "port.mini",
            sourcePath: "/somewhere/Mini.swift")
        return PortProject(name: "P", hostPath: "/h", files: [("Mini.swift", source)], plugins: [plugin]).export(plugin)
    }

    func testTheContextsControllersAreHandedToEachTransitionsAnimator() {
        let source = """
            import UIKit
            final class Player: UIViewController {}
            final class Mini: NSObject, UIViewControllerAnimatedTransitioning {
                init(fromViewController: UIViewController, toViewController: Player, speed: CGFloat) {}
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) { c.completeTransition(true) }
            }
            """
        let placeholder = "portKeep(portLoadedController())"
        let made = export(
            source,
            construction: "Mini(fromViewController: \(placeholder), toViewController: \(placeholder), speed: 1)")
        XCTAssertTrue(
            made.contains(
                "HandedControllersAnimator { portFrom, portTo in Mini(fromViewController: portFrom, toViewController: (portTo as? Player) ?? \(placeholder), speed: 1) }"
            ), made)
        let one = export(
            source.replacingOccurrences(of: "toViewController: Player", with: "other: Player"),
            construction: "Mini(fromViewController: \(placeholder), other: \(placeholder), speed: 1)")
        XCTAssertFalse(one.contains("HandedControllersAnimator"), one)
    }
}
