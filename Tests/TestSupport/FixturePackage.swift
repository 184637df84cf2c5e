import Foundation
import ProcessSupport
import XCTest

/// A Swift package in `Tests/Fixtures/<name>` built as an outsider builds a plugin: copied to a
/// stable place in the test binary's scratch path (a file rewritten only when it changed, so
/// repeated runs build incrementally), then `swift build` against this checkout
/// (`TRANSITION_HOST_PATH`). The run-loop, dynamics and third-party plugin tests share it.
public enum FixturePackage {
    /// Builds fixture `name` (its `files`, paths inside the fixture) and returns the scratch
    /// path whose `debug/` holds the libraries: `product` alone, or every product when nil.
    /// `freshSources` removes the copy's `Sources` first (a fixture whose file list changes).
    /// An incremental build that fails is tried once more from scratch (SwiftPM can keep a
    /// path dependency's old file list when the host gains a source file). Skips the test when
    /// `swift` is not on `PATH`; fails it, and skips, when the build fails.
    public static func build(
        _ name: String, files: [String], product: String? = nil, freshSources: Bool = false,
        timeout: Double = 1200, file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let fm = FileManager.default
        let copy = NativeTools.scratchDirectory + "/fixtures/\(name)"
        if freshSources { try? fm.removeItem(atPath: copy + "/Sources") }
        for f in files {
            try fm.createDirectory(
                atPath: (copy + "/" + f as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let data = try Data(contentsOf: URL(fileURLWithPath: NativeTools.fixturesDirectory + "/\(name)/" + f))
            if fm.contents(atPath: copy + "/" + f) != data { try data.write(to: URL(fileURLWithPath: copy + "/" + f)) }
        }
        var env = ProcessInfo.processInfo.environment
        env["TRANSITION_HOST_PATH"] = NativeTools.packageRoot
        let scratch = NativeTools.scratchDirectory + "/fixtures/\(name)-build"
        let arguments =
            ["build", "--package-path", copy, "--scratch-path", scratch] + (product.map { ["--product", $0] } ?? [])
        var o = NativeTools.runTool("swift", arguments, environment: env, timeout: timeout)
        if o.ending != .exited(0) && o.ending != .exited(127) {
            try? fm.removeItem(atPath: scratch)
            o = NativeTools.runTool("swift", arguments, environment: env, timeout: timeout)
        }
        if o.ending == .exited(127) { throw XCTSkip("swift is not on PATH") }
        guard o.ending == .exited(0) else {
            XCTFail(
                "building the fixture package \(name) failed (\(o.ending)):\n\(o.stdout.suffix(3000))\n\(o.stderr.suffix(3000))",
                file: file, line: line)
            throw XCTSkip("no fixture \(name)")
        }
        return scratch
    }
}
