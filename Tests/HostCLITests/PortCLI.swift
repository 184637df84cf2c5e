import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli port` as the port tests run it, as a user would: in a folder of its own, on the
/// fixture files, building against this checkout's SDK.
enum PortCLI {
    /// The fixtures' folder, `Tests/Fixtures/Port`.
    static var fixtures: String { NativeTools.packageRoot + "/Tests/Fixtures/Port" }

    /// The CLI's environment for `test`: a cache of its own, and the ported packages' build
    /// under the test build's scratch path, shared by every port test, so the SDK is compiled
    /// once and a later port builds incrementally.
    static func environment(for test: XCTestCase) throws -> [String: String] {
        var env = NativeTools.cliEnvironment(cacheDirectory: try NativeTools.temporaryFolder(for: test, name: "cache"))
        env["XDG_CACHE_HOME"] = NativeTools.scratchDirectory + "/port-cache"
        env["TRANSITION_HOST_PATH"] = nil
        return env
    }

    /// Runs `host-cli port ARGS --host <checkout> --timeout 120` in `dir`.
    static func run(_ args: [String], in dir: String, environment: [String: String], timeout: Double = 1800) throws
        -> ChildProcess.Outcome
    {
        NativeTools.run(
            "/bin/sh",
            ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", dir, try NativeTools.hostCLI(), "port"] + args + [
                "--host", NativeTools.packageRoot, "--timeout", "120"
            ],
            environment: environment, timeout: timeout)
    }

    /// The `.swift` files of the fixture folder `folder` (below ``fixtures``), sorted.
    static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures + "/" + folder).filter { $0.hasSuffix(".swift") }
            .sorted().map { fixtures + "/" + folder + "/" + $0 }
    }

    /// The lines of a port report about class `name`: its line and the indented ones after it.
    static func block(_ name: String, in report: String) -> String {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        guard let i = lines.firstIndex(where: { $0.hasPrefix("  \(name) (") }) else { return "" }
        return lines[i...].prefix { $0 == lines[i] || $0.hasPrefix("    ") }.joined(separator: "\n")
    }
}
