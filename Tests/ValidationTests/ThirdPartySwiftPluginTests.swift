import Foundation
import TestSupport
import XCTest
@testable import Validation

/// A Swift animator built the way an outsider builds one: `Tests/Fixtures/ThirdPartySwift` is a
/// package of its own that depends on the AnimatorABI product only, copied out of this package
/// and built with `swift build`; its `.so` is dropped into a fresh folder, then listed, run,
/// rendered and validated by the real `host-cli`.
final class ThirdPartySwiftPluginTests: XCTestCase {
    /// Copies the fixture to a stable place in the test binary's scratch path (so repeated runs
    /// build incrementally), builds it, and returns the library.
    private func buildFixture() throws -> String {
        let root = NativeTools.packageRoot
        let copy = NativeTools.scratchDirectory + "/fixtures/ThirdPartySwift"
        let fm = FileManager.default
        try? fm.removeItem(atPath: copy + "/Sources")
        try fm.createDirectory(atPath: copy + "/Sources/SwiftFade", withIntermediateDirectories: true)
        for f in ["Package.swift", "plugin.exports", "Sources/SwiftFade/SwiftFade.swift"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: NativeTools.fixturesDirectory + "/ThirdPartySwift/" + f))
            // Rewrite only when changed, so the incremental build sees unchanged files.
            if fm.contents(atPath: copy + "/" + f) != data { try data.write(to: URL(fileURLWithPath: copy + "/" + f)) }
        }
        var env = ProcessInfo.processInfo.environment
        env["TRANSITION_HOST_PATH"] = root
        let scratch = NativeTools.scratchDirectory + "/fixtures/ThirdPartySwift-build"
        let o = NativeTools.runTool("swift", ["build", "--package-path", copy, "--scratch-path", scratch, "--product", "SwiftFade"],
                                environment: env, timeout: 1200)
        guard o.ending == .exited(0) else {
            if o.ending == .exited(127) { throw XCTSkip("swift is not on PATH") }
            XCTFail("building the third-party Swift plugin failed (\(o.ending)):\n\(o.stdout.suffix(3000))\n\(o.stderr.suffix(3000))")
            throw XCTSkip("no third-party Swift plugin")
        }
        let lib = scratch + "/debug/libSwiftFade.so"
        XCTAssertTrue(fm.fileExists(atPath: lib), lib)
        return lib
    }

    func testSwiftPluginBuiltAgainstAnimatorABIAloneIsListedRunRenderedAndValidated() throws {
        let lib = try buildFixture()
        let dir = try NativeTools.temporaryFolder(for: self)
        let cache = try NativeTools.temporaryFolder(for: self, name: "cache")
        let env = NativeTools.cliEnvironment(cacheDirectory: cache)
        try FileManager.default.copyItem(atPath: lib, toPath: dir + "/grow.so")
        chmod(dir + "/grow.so", 0o755)

        // It exports its entry point and nothing of the SDK's Swift code.
        let nm = NativeTools.runTool("nm", ["-D", "--defined-only", dir + "/grow.so"])
        if nm.ending == .exited(0) {
            let functions = nm.stdout.split(separator: "\n").filter { $0.contains(" T ") }.map { String($0.split(separator: " ").last ?? "") }
            XCTAssertEqual(functions, ["animator_plugin_entry"])
        }

        let list = try NativeTools.cli(["list", "--plugins", dir, "--json"], environment: env)
        XCTAssertEqual(list.ending, .exited(0), list.stderr)
        let listed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let plugin = try XCTUnwrap((listed["plugins"] as? [[String: Any]])?.first { $0["id"] as? String == "com.example.swift-grow" }, list.stdout)
        XCTAssertEqual(plugin["path"] as? String, dir + "/grow.so")
        XCTAssertEqual(plugin["version"] as? String, "1.0.0")

        // Linear over 0.5 s: at frame 15 (0.25 s) the to view is at alpha 0.5 and scale 0.75
        // about its centre, so its top-left corner is at (25, 37.5) in a 200×300 container.
        let png = dir + "/grow.png"
        let run = try NativeTools.cli(["run", "--plugins", dir, "--animator", "com.example.swift-grow", "--size", "200x300",
                                       "--trace", "-", "--output", png, "--at", "0.25"], environment: env)
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 31 + 1)
        let frame = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lines[15].utf8)) as? [String: Any])
        let b = try XCTUnwrap((frame["views"] as? [[String: Any]])?.first { $0["title"] as? String == "B" })
        XCTAssertEqual(try XCTUnwrap(b["alpha"] as? Double), 0.5, accuracy: 1e-9)
        let corners = try XCTUnwrap(b["corners"] as? [[Double]])
        XCTAssertEqual(corners[0][0], 25, accuracy: 1e-6)
        XCTAssertEqual(corners[0][1], 37.5, accuracy: 1e-6)
        XCTAssertEqual(corners[2][0], 175, accuracy: 1e-6)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

        let v = try NativeTools.cli(["validate", "com.example.swift-grow", "--plugins", dir], environment: env, timeout: 600)
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
        XCTAssertTrue(v.stdout.hasSuffix("16 passed, 0 failed, 2 skipped\n"), v.stdout)
    }
}
