import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// An animator written with the app's `then { $0… }` helper, whose declaration (the Then
/// library's) is not among the files (`Tests/Fixtures/Port/ConfiguringClosures`): port stubs
/// `then` as the helper it is — it hands the receiver to the closure and returns it — so the
/// backdrop and the to view are configured, and the animator builds and validates clean.
final class PortConfiguringClosureTests: XCTestCase {
    func testAThenHelperIsStubbedAsConfigureAndReturn() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-configuring-closure")
        let o = try PortCLI.run(
            [PortCLI.fixtures + "/ConfiguringClosures/BlurCardAnimator.swift", "--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(
            PortCLI.block("BlurCardAnimator", in: o.stdout).contains("built, validated (16 checks passed)"), o.stdout)
        let stubs = try String(contentsOfFile: dir + "/out/ported/PortStubs.swift", encoding: .utf8)
        XCTAssertTrue(
            stubs.contains(
                "@discardableResult func then(_ configure: (UIView) throws -> Void) rethrows -> UIView { try configure(self); return self }"
            ), stubs)
    }
}
