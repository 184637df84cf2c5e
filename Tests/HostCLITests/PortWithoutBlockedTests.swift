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

    /// A file whose blockers all lie in declarations beside the animator (the screen it
    /// presents, its extension): the rebuild keeps the file without those, says which lines it
    /// left out, and the animator is built and validated.
    func testAFileIsBuiltWithoutTheDeclarationsThatBlockItsAnimator() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-blocked-beside")
        let file = PortCLI.fixtures + "/BlockedBeside/OnboardingScreen.swift"
        let o = try PortCLI.run([file, "--output", "out"], in: dir, environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains(
                "OnboardingScreen.swift:9: cannot find 'UIStackViewBuilderThatDoesNotExist' in scope"), o.stdout)
        XCTAssertTrue(
            o.stdout.contains(
                "built again without what blocks in \(file), which its ported classes do not need: OnboardingScreen (lines 6–12), extension OnboardingScreen (lines 14–16)\n"
            ), o.stdout)
        XCTAssertTrue(PortCLI.block("OnboardingAnimator", in: o.stdout).contains("built, validated ("), o.stdout)
        let copy = try String(
            contentsOfFile: dir + "/out/Sources/PortedOnboardingAnimator/OnboardingScreen.swift", encoding: .utf8)
        XCTAssertFalse(copy.contains("UIStackViewBuilderThatDoesNotExist"), copy)
        XCTAssertEqual(
            copy.split(separator: "\n", omittingEmptySubsequences: false).count,
            try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .count, "no line moves")
    }

    /// A file that builds only with a blocked one (it uses a type the blocked file declares)
    /// is blocked in the rebuild: port leaves it out in a second round, and the third file's
    /// animator is still built and validated.
    func testARebuildBlockedByAFileOfItsOwnLeavesThatFileOutToo() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-blocked-twice")
        let kit = PortCLI.fixtures + "/BlockedTwice/GlowKit.swift"
        let fade = PortCLI.fixtures + "/BlockedTwice/GlowFadeAnimator.swift"
        let o = try PortCLI.run(
            [kit, fade, PortCLI.fixtures + "/Scenarios/RiseAnimator.swift", "--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        XCTAssertEqual(o.ending, .exited(1), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains("GlowKit.swift:9: cannot find 'UIHapticGlowEngineThatDoesNotExist' in scope"), o.stdout)
        XCTAssertTrue(o.stdout.contains("GlowFadeAnimator.swift:10: cannot find 'UIGlowStyle' in scope"), o.stdout)
        XCTAssertTrue(o.stderr.contains("building again without the 1 file that blocks (GlowKit.swift)"), o.stderr)
        XCTAssertTrue(
            o.stderr.contains("building again without the 2 files that block (GlowKit.swift, GlowFadeAnimator.swift)"),
            o.stderr)
        XCTAssertTrue(
            o.stdout.contains(
                "built again without the files that block (their classes are not built): \(kit), \(fade)\n"),
            o.stdout)
        XCTAssertTrue(
            PortCLI.block("GlowFadeAnimator", in: o.stdout).contains("not built: its file is blocked (below)"), o.stdout
        )
        XCTAssertTrue(PortCLI.block("RiseAnimator", in: o.stdout).contains("built, validated ("), o.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/plugins/libPortedRiseAnimator.so"))
    }

    /// A class whose placeholder argument is a class of the blocked file (a controller made
    /// with `init(depth:)` there) is made again from the kept files in the rebuild, where that
    /// class is a stand-in: it builds and validates clean.
    func testARebuildMakesTheKeptClassesAgainWithoutTheBlockedFilesTypes() throws {
        guard NativeTools.find("swift") != nil else { throw XCTSkip("swift is not on PATH") }
        let dir = try NativeTools.temporaryFolder(for: self, name: "port-blocked-maker")
        let folder = PortCLI.fixtures + "/BlockedMaker/"
        let o = try PortCLI.run(
            [folder + "CurtainHostController.swift", folder + "CurtainAnimator.swift", "--output", "out"], in: dir,
            environment: try PortCLI.environment(for: self))
        // Its one class is built and validated: the blocked file has none.
        XCTAssertEqual(o.ending, .exited(0), o.stdout + o.stderr)
        XCTAssertTrue(
            o.stdout.contains("CurtainHostController.swift:17: cannot find 'UIChimePlayerThatDoesNotExist' in scope"),
            o.stdout)
        XCTAssertTrue(PortCLI.block("CurtainAnimator", in: o.stdout).contains("built, validated ("), o.stdout)
        let export = try String(
            contentsOfFile: dir + "/out/Sources/PortedCurtainAnimator/PortExport.swift", encoding: .utf8)
        XCTAssertFalse(export.contains("CurtainHostController(depth:"), export)
        // The report says how the rebuild made it.
        XCTAssertTrue(
            o.stdout.contains(
                "CurtainAnimator: made with placeholder arguments: init(host:) with CurtainAnimator(host: portPlaceholderCurtainHostController())"
            ), o.stdout)
    }
}
