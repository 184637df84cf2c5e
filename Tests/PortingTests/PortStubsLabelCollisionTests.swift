import XCTest

@testable import Porting

/// An app controller's method that shares its base name with UIKit's (`show(animated:completion:)`
/// beside `show(_:sender:)`): the compiler's "incorrect argument labels" names UIKit's, and the
/// stub of the class the call's lines name gets the method with the call's labels.
final class PortStubsLabelCollisionTests: XCTestCase {
    private let presenter = """
        import UIKit
        final class PanelPresenter: UIPresentationController {
            override func presentationTransitionDidEnd(_ completed: Bool) {
                if let panel = presentedViewController as? PanelController, completed {
                    panel.show(animated: false, completion: nil)
                }
            }
        }
        """

    func testTheNamedStubGetsTheAppsMethodBesideUIKits() {
        var stubs = PortStubs(files: [("Presenter.swift", presenter)])
        stubs.stubs = [PortStubs.Stub(name: "PanelController", shape: .subclass("UIViewController"))]
        let log =
            "/tmp/p/Sources/T/Presenter.swift:5:19: error: incorrect argument labels in call (have 'animated:completion:', expected '_:sender:')"
        XCTAssertTrue(stubs.learn(from: log))
        let source = stubs.source()
        XCTAssertTrue(source.contains("func show(animated a0: Any?, completion a1: Any?)"), source)
        // The same error again changes nothing.
        XCTAssertFalse(stubs.learn(from: log))
    }

    func testAStubTheLinesDoNotNameIsLeftAlone() {
        var stubs = PortStubs(files: [("Presenter.swift", presenter)])
        stubs.stubs = [PortStubs.Stub(name: "OtherController", shape: .subclass("UIViewController"))]
        let log =
            "/tmp/p/Sources/T/Presenter.swift:5:19: error: incorrect argument labels in call (have 'animated:completion:', expected '_:sender:')"
        _ = stubs.learn(from: log)
        XCTAssertFalse(stubs.source().contains("func show("), stubs.source())
    }
}
