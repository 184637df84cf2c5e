import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` on a sheet animator whose app enum (`SheetModel.Detent`) is only known from
/// its uses (`Tests/Fixtures/Port/StandInEnums`): a case given to a stand-in method bare or in a
/// list literal, a `?? .medium` fallback on a stand-in method's result, a `for … in` over the
/// app's list of it, `sorted(by: <)`, a `guard let first = model.detents.first`, and the
/// presented controller's appearance calls made by the animator itself. Through the real CLI and
/// a real `swift build`, it builds and validates clean with no hand edit.
final class PortStandInEnumsCLITests: XCTestCase {
    func testAnAppEnumKnownFromItsUsesIsTypedListedComparedAndFilled() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-stand-in-enums")
        let o = try PortCLI.run(
            try PortCLI.files(in: "StandInEnums") + ["--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self)
        )
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains(
                "DetentSheetAnimator (animator, id port.detent-sheet-animator): built, validated (16 checks passed)"),
            o.stdout)
        let stubs = try String(contentsOfFile: dir + "/out/ported/PortStubs.swift", encoding: .utf8)
        // The app's enum is comparable, its list holds values (the guard on `.first` passes),
        // and the stand-in methods take and return it.
        XCTAssertTrue(stubs.contains("enum Detent: Hashable, Comparable {"), stubs)
        XCTAssertTrue(stubs.contains("= Array(repeating: .medium, count: 3)"), stubs)
        XCTAssertTrue(stubs.contains("func install(detents a0: [SheetModel.Detent])"), stubs)
    }
}
