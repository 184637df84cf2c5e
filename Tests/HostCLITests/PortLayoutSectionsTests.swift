import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// A layout whose contract is one section (`assert(collectionView?.numberOfSections == 1)`)
/// crashes in the validator's several-section and empty contexts for no fault of its own:
/// `port` sees the assertion and validates it with `--single-section`, which `validate` takes
/// too (`Tests/Fixtures/Port/Layouts`).
final class PortLayoutSectionsTests: XCTestCase {
    func testASingleSectionLayoutIsValidatedInOneSection() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-layout-sections")
        let env = try PortCLI.environment(for: self)
        let o = try PortCLI.run(try PortCLI.files(in: "Layouts") + ["--output", "out"], in: dir, environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        let b = PortCLI.block("StackedCardsLayout", in: o.stdout)
        XCTAssertTrue(b.contains("built, validated ("), o.stdout)
        XCTAssertTrue(
            b.contains(
                "its layouts in one section (--single-section): it requires exactly one section at StackedCardsLayout.swift:14, as its app gives it"
            ), b)
        // The same library without the flag traps on the assertion in a several-section context.
        let library = dir + "/out/plugins/libPortedStackedCardsLayout.so"
        let cli = try NativeTools.hostCLI()
        let plain = NativeTools.run(cli, ["validate", library, "--only", "^layout$"], environment: env, timeout: 300)
        XCTAssertEqual(plain.ending, .exited(1), plain.stdout + plain.stderr)
        XCTAssertTrue(plain.stdout.contains("supports exactly one section"), plain.stdout)
        let single = NativeTools.run(
            cli, ["validate", library, "--only", "^layout$", "--single-section"], environment: env, timeout: 300)
        XCTAssertEqual(single.ending, .exited(0), single.stdout + single.stderr)
        XCTAssertTrue(single.stdout.contains("in one section (--single-section)"), single.stdout)
    }
}
