import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on an animator that lays its views out with SnapKit
/// (`Tests/Fixtures/Port/SnapKit`): the import resolves to the SDK's SnapKit, the plugin builds
/// with no stub and no dropped import, and it validates clean — its card grows along the
/// constraints it animates.
final class PortSnapKitTests: XCTestCase {
    func testAnAnimatorUsingSnapKitBuildsAgainstTheSDKsSnapKitAndValidatesClean() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let env = try PortCLI.environment(for: self)
        let dir = try NativeTools.temporaryFolder(for: self, name: "port")
        let o = try PortCLI.run(try PortCLI.files(in: "SnapKit") + ["--output", "out"], in: dir, environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(o.stdout.contains("compiles unchanged: no rewrite needed"), o.stdout)
        XCTAssertTrue(
            o.stdout.contains("ExpandCardAnimator (animator, id port.expand-card-animator): built, validated ("),
            o.stdout)
        XCTAssertFalse(o.stdout.contains("a module that does not exist here"), o.stdout)
        XCTAssertFalse(o.stdout.contains("stub"), o.stdout)
        XCTAssertFalse(o.stdout.contains("warning:"), o.stdout)
        let manifest = try String(contentsOfFile: dir + "/out/Package.swift", encoding: .utf8)
        XCTAssertTrue(manifest.contains(".product(name: \"SnapKit\", package: \"TransitionHost\")"), manifest)
    }
}
