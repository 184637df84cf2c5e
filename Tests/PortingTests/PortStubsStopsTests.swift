import XCTest

@testable import Porting

/// The app's calls that never return (Tastory's `CCLog.fatal`, held-out 44): stubbed as
/// `Never`, by their name or because they end a `guard`'s body.
final class PortStubsStopsTests: XCTestCase {
    private let file = """
        import UIKit
        final class Pop: NSObject {
            func remove(_ view: UIView) {
                guard let s = view.superview else {
                    Report.failure("no superview")
                }
                CCLog.fatal("never")
                print(s)
            }
        }
        """

    private func e(_ line: Int, _ message: String) -> String { "Pop.swift:\(line):9: error: \(message)" }

    func testAStopByNameAndTheLastCallOfAGuardBodyReturnNever() {
        var s = PortStubs(files: [("Pop.swift", file)])
        _ = s.learn(
            from: [e(5, "cannot find 'Report' in scope"), e(7, "cannot find 'CCLog' in scope")].joined(separator: "\n"))
        _ = s.learn(
            from: [
                e(5, "type 'Report' has no member 'failure'"), e(7, "type 'CCLog' has no member 'fatal'")
            ].joined(separator: "\n"))
        XCTAssertTrue(s.learn(from: e(4, "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope")))
        let out = s.source()
        XCTAssertTrue(out.contains("static func fatal(_ a0: Any?) -> Never { fatalError("), out)
        XCTAssertTrue(out.contains("static func failure(_ a0: Any?) -> Never { fatalError("), out)
        XCTAssertTrue(PortStubs.namesAStop("logFatal"))
        XCTAssertFalse(PortStubs.namesAStop("verbose"))
    }
}
