import Foundation
import TestSupport
import XCTest
import ProcessSupport

/// An iOS animator that drops the presenting view's pieces with UIKit Dynamics
/// (`Tests/Fixtures/UIKitDynamics`), built out of tree through the UIKit shim as an outsider
/// builds it, then run and validated by the real `host-cli`.
final class DynamicsPluginTests: XCTestCase {
    static let files = [
        "Package.swift", "plugin.exports", "Sources/UIKitFallingPieces/FallingPiecesAnimator.swift",
        "Sources/UIKitFallingPieces/Export.swift"
    ]

    /// The fixture built (``FixturePackage``): the library.
    private func buildFixture() throws -> String {
        try FixturePackage.build("UIKitDynamics", files: Self.files, product: "UIKitFallingPieces")
            + "/debug/libUIKitFallingPieces.so"
    }

    /// The pieces in a trace line: the untitled views of a 200 × 300 child cut 3 × 4 and
    /// inset by a point (64.67 × 73 points): the largest y of each one's corners, and its centre.
    private func pieces(_ line: String) throws -> [(bottom: Double, centre: (Double, Double))] {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return ((json["views"] as? [[String: Any]]) ?? []).compactMap { v in
            let corners = (v["corners"] as? [[Double]]) ?? []
            guard corners.count == 4, v["title"] as? String == nil else { return nil }
            let w = hypot(corners[1][0] - corners[0][0], corners[1][1] - corners[0][1])
            let h = hypot(corners[2][0] - corners[1][0], corners[2][1] - corners[1][1])
            guard abs(w - (200.0 / 3 - 2)) < 0.5, abs(h - 73) < 0.5 else { return nil }
            let cx = corners.map { $0[0] }.reduce(0, +) / 4, cy = corners.map { $0[1] }.reduce(0, +) / 4
            return (corners.map { $0[1] }.max()!, (cx, cy))
        }
    }

    func testAnIOSAnimatorUsingUIKitDynamicsRunsOnTheVirtualClockAndValidates() throws {
        let lib = try buildFixture()
        let source = try String(
            contentsOfFile: NativeTools.fixturesDirectory
                + "/UIKitDynamics/Sources/UIKitFallingPieces/FallingPiecesAnimator.swift", encoding: .utf8)
        XCTAssertEqual(source.split(separator: "\n").filter { $0.hasPrefix("import ") }, ["import UIKit"])
        let dir = try NativeTools.temporaryFolder(for: self)
        let env = NativeTools.cliEnvironment(cacheDirectory: try NativeTools.temporaryFolder(for: self, name: "cache"))
        try FileManager.default.copyItem(atPath: lib, toPath: dir + "/pieces.so")
        chmod(dir + "/pieces.so", 0o755)

        let args = [
            "run", "--plugins", dir, "--animator", "com.example.uikit-falling-pieces", "--size", "200x300", "--trace",
            "-"
        ]
        let run = try NativeTools.cli(args, environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            try XCTUnwrap(lines.last).contains("\"result\": \"completed\""), run.stdout.suffix(800).description)
        XCTAssertFalse(lines.last?.contains("\"kind\": \"diagnostic\"") ?? true, run.stdout.suffix(800).description)
        // 12 pieces at the start; they move (thrown up, then falling), stay inside the
        // container (the reference bounds are a boundary), and end piled on its floor.
        let first = try pieces(lines[0])
        XCTAssertEqual(first.count, 12, lines[0].prefix(600).description)
        let frames = lines.dropLast()
        XCTAssertGreaterThan(frames.count, 30)
        // At 1.3 s (the pieces go with the fade at 1.5 s).
        let late = try pieces(frames[78])
        XCTAssertEqual(late.count, 12)
        // Inside the container: the walls allow the 0.5-point slop, and a pile presses its
        // bottom layer a little further for a frame or two.
        for p in late { XCTAssertLessThanOrEqual(p.bottom, 300 + 3, "inside the container") }
        let settledLow = late.filter { $0.bottom > 300 - 3 }
        XCTAssertGreaterThanOrEqual(settledLow.count, 2, "pieces rest on the floor")
        let middle = try pieces(frames[20])
        XCTAssertNotEqual(middle.map { $0.centre.1 }, first.map { $0.centre.1 }, "they moved")

        // The same flags give the same frames.
        let again = try NativeTools.cli(args, environment: env)
        XCTAssertEqual(again.stdout, run.stdout, "deterministic")

        // The fixture is a debug build, whose copy of the SDK steps the dynamics about ten times
        // slower than a release build; the memory check's 200 transitions need more than 20 s.
        let v = try NativeTools.cli(
            ["validate", "com.example.uikit-falling-pieces", "--plugins", dir, "--timeout", "120"], environment: env,
            timeout: 1200)
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
        XCTAssertTrue(v.stdout.contains(" 0 failed"), v.stdout)
    }
}
