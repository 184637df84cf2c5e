import Foundation
import XCTest

@testable import Porting

/// A transition's controller the class keeps in a property (`toViewController =
/// ctx.viewController(forKey: .to)`) and casts later to a protocol of the files gets the
/// protocol's stand-in, as a controller bound with `let` does.
final class PortProjectKeptControllerStandInsTests: XCTestCase {
    private func standIns(_ source: String) -> [(key: String, type: String)] {
        let plugin = PortProject.Plugin(
            className: "Zoom", kind: .animator, construction: "Zoom()", target: "PortedZoom", id: "port.zoom",
            sourcePath: "/somewhere/Zoom.swift")
        let p = PortProject(name: "P", hostPath: "/h", files: [("Zoom.swift", source)], plugins: [plugin])
        return p.protocolStandIns(for: plugin).standIns
    }

    func testAControllerKeptInAPropertyAndCastLaterGetsTheStandIn() {
        let source = """
            import UIKit
            public protocol ZoomSource {
                func viewForZoom() -> UIView
            }
            class Zoom: NSObject, UIViewControllerAnimatedTransitioning {
                var fromController: UIViewController?
                var toController: UIViewController?
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {
                    fromController = c.viewController(forKey: UITransitionContextViewControllerKey.from);
                    self.toController = c.viewController(forKey: .to)
                    if let z = toController as? ZoomSource { _ = z.viewForZoom() }
                    if let z = fromController as? ZoomSource { _ = z.viewForZoom() }
                }
            }
            """
        let found = standIns(source)
        XCTAssertEqual(found.map(\.key), ["from", "to"])
        XCTAssertEqual(found.map(\.type), ["PortController__ZoomSource", "PortController__ZoomSource"])
    }

    func testOnlyAPlainAssignmentNamesTheVariable() {
        XCTAssertEqual(PortStubs.assignedName("        toController = "), "toController")
        XCTAssertEqual(PortStubs.assignedName("        self.toController = self.context!."), "toController")
        XCTAssertNil(PortStubs.assignedName("        if toController == "))
        XCTAssertNil(PortStubs.assignedName("        a.toController = "))
        XCTAssertNil(PortStubs.assignedName("        f(x: "))
    }
}
