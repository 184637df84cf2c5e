import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// One file's gap does not cost the classes of the other files given with it: `port` builds
/// again without the blocked file, reports its blocker and which file it left out, and the
/// other file's animator is built and validated (`Tests/Fixtures/Port/Blocked` with
/// `Tests/Fixtures/Port/Scenarios/RiseAnimator.swift`).
final class PortWithoutBlockedTests: XCTestCase {
    func testTheOtherFilesClassesAreBuiltWithoutTheBlockedFile() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-without-blocked")
        let blockedFile = PortCLI.fixtures + "/Blocked/HapticSlideAnimator.swift"
        let o = try PortCLI.run(
            [blockedFile, PortCLI.fixtures + "/Scenarios/RiseAnimator.swift", "--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        // Not everything was ported: exit 1, the blocker with its file and line.
        XCTAssertEqual(o.ending, .exited(1), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains(
                "HapticSlideAnimator.swift:10: cannot find 'UINotificationFeedbackGeneratorThatDoesNotExist' in scope"),
            o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "built again without the files that block (their classes are not built): \(blockedFile)\n"), o.stdout)
        XCTAssertTrue(
            PortCLI.block("HapticSlideAnimator", in: o.stdout).contains("not built: its file is blocked (below)"),
            o.stdout)
        XCTAssertTrue(PortCLI.block("RiseAnimator", in: o.stdout).contains("built, validated ("), o.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/plugins/libPortedRiseAnimator.so"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/plugins/libPortedHapticSlideAnimator.so"))
        XCTAssertTrue(
            o.stderr.contains("building again without the 1 file that blocks (HapticSlideAnimator.swift)"), o.stderr)
    }
}
