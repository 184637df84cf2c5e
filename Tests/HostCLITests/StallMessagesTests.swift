import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// A run that cannot end says which plugin is the cause (real `host-cli` processes, a real
/// C interaction plugin built with `cc`).
final class StallMessagesTests: XCTestCase {
    /// An interaction plugin whose completion speed is 5e-324: the run stops at
    /// --max-duration and the message names the plugin and what it must do.
    func testATinyCompletionSpeedNamesThePlugin() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let plugins = dir + "/plugins"
        try FileManager.default.createDirectory(
            atPath: plugins, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let so = try NativeTools.compileFixture(
            "BrokenPlugins/broken_interaction.c", name: "tiny", into: plugins, flags: ["-DMODE=5"])
        chmod(so, 0o644)
        let env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
        let o = try NativeTools.cli(
            [
                "run", "--plugins", plugins, "--interaction", "test.broken-interaction",
                "--gesture", "press 300 400; move -100 0 over 0.2; release", "--max-duration", "3"
            ], environment: env)
        XCTAssertEqual(o.ending, .exited(1), o.stderr)
        XCTAssertTrue(
            o.stderr.contains(
                "error: the run did not end: plugin test.broken-interaction set the completion speed 5e-324, so small that the transition cannot finish in 3 s (--max-duration); the interaction controller must return a completion speed within 0.1…10"
            ), o.stderr)
    }
}
