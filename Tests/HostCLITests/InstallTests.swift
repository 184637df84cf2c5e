import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// `host-cli install` and `uninstall` as users run them (real processes, real files): a
/// validated install into the per-user folder that `list` then finds, safe permissions, an
/// atomic replace that leaves a running host's open copy intact, and every refusal leaving the
/// folder — and any other file in it — exactly as it was.
final class InstallTests: XCTestCase {
    private var env: [String: String] = [:]
    private var data = ""
    private var userFolder: String { data + "/transition-host/plugins" }

    override func setUpWithError() throws {
        let cache = try NativeTools.temporaryFolder(for: self, name: "cache")
        env = NativeTools.cliEnvironment(cacheDirectory: cache)
        data = env["XDG_DATA_HOME"]!
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome {
        try NativeTools.cli(args, environment: env, timeout: 600)
    }

    private func mode(_ path: String) -> mode_t {
        var st = stat()
        return stat(path, &st) == 0 ? st.st_mode & 0o777 : 0
    }

    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// A bundled animator validated and installed into the per-user folder (made on the way):
    /// named after its id, mode 0644, the same bytes; `list` finds it there, ahead of the
    /// bundled copy; uninstall removes it and only it.
    func testInstallValidatesThenInstallsWhereTheHostLooks() throws {
        let source = try TestPlugins.plugin("zoom-fade").path
        let o = try cli(["install", source])
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        XCTAssertTrue(o.stderr.contains("validating zoom-fade 1.0.0"), o.stderr)
        XCTAssertFalse(o.stderr.contains("validating validating"), o.stderr)
        let target = userFolder + "/zoom-fade.so"
        XCTAssertTrue(
            o.stdout.hasSuffix("installed zoom-fade 1.0.0 (animator) → \(target); validated: 16 checks passed\n"),
            o.stdout)
        XCTAssertEqual(mode(target), 0o644)
        XCTAssertEqual(bytes(target), bytes(source))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: userFolder), ["zoom-fade.so"], "no temporary file left")
        let list = try cli(["list", "--json"])
        XCTAssertTrue(list.stdout.contains("\"path\": \"\(target)\""), "found in the per-user folder")
        let keep = userFolder + "/notes.txt"
        try "mine".write(toFile: keep, atomically: true, encoding: .utf8)
        let u = try cli(["uninstall", "zoom-fade"])
        XCTAssertEqual(u.ending, .exited(0), u.stderr)
        XCTAssertEqual(u.stdout, "removed zoom-fade 1.0.0 (\(target))\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
        XCTAssertEqual(bytes(keep), Data("mine".utf8), "nothing else removed")
        let again = try cli(["uninstall", "zoom-fade"])
        XCTAssertEqual(again.ending, .exited(2), "an id that is not installed is a usage error")
        XCTAssertTrue(
            again.stderr.contains("no plugin zoom-fade in \(userFolder) (installed there: none)"), again.stderr)
    }

    /// A new version replaces the old in one step: a host holding the old file open still
    /// reads the old bytes; the new file has the new bytes and mode 0644 whatever the old
    /// one's (0600 here).
    func testAReplaceIsAtomicAndARunningHostKeepsItsCopy() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "installed")
        let build = try NativeTools.temporaryFolder(for: self, name: "build")
        let v1 = try NativeTools.compileFixture("ABI/diagonal_layout.c", name: "v1", into: build)
        let v2 = try NativeTools.compileFixture("ABI/diagonal_layout.c", name: "v2", into: build, flags: ["-DDRIFTING"])
        XCTAssertNotEqual(bytes(v1), bytes(v2))
        XCTAssertEqual(try cli(["install", v1, "--dir", dir, "--no-validate"]).ending, .exited(0))
        let target = dir + "/com.example.c-diagonal.so"
        chmod(target, 0o600)
        let held = open(target, O_RDONLY)
        XCTAssertGreaterThanOrEqual(held, 0)
        defer { close(held) }
        let o = try cli(["install", v2, "--dir", dir, "--no-validate"])
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        XCTAssertTrue(o.stdout.contains(", replacing 1.0.0; not validated (--no-validate)"), o.stdout)
        XCTAssertEqual(bytes(target), bytes(v2))
        XCTAssertEqual(mode(target), 0o644)
        // The descriptor opened before the replace still reads version 1, whole.
        var old = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(held, &buffer, buffer.count)
            if n <= 0 { break }
            old.append(contentsOf: buffer[..<n])
        }
        XCTAssertEqual(old, bytes(v1))
    }

    /// Refusals change nothing: a file that is not a plugin, a plugin that fails validation, a
    /// different file already providing the id (left untouched), a missing file.
    func testRefusalsLeaveTheFolderAsItWas() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "installed")
        let build = try NativeTools.temporaryFolder(for: self, name: "build")
        let text = build + "/notes.so"
        try "not a plugin".write(toFile: text, atomically: true, encoding: .utf8)
        let notPlugin = try cli(["install", text, "--dir", dir])
        XCTAssertEqual(notPlugin.ending, .exited(1))
        XCTAssertTrue(notPlugin.stderr.contains("is not a plugin this host can load (not-elf"), notPlugin.stderr)

        let drifting = try NativeTools.compileFixture(
            "ABI/diagonal_layout.c", name: "drifting", into: build, flags: ["-DDRIFTING"])
        let failing = try cli(["install", drifting, "--dir", dir])
        XCTAssertEqual(failing.ending, .exited(1))
        XCTAssertTrue(failing.stdout.contains("FAIL    layout"), failing.stdout)
        XCTAssertTrue(
            failing.stderr.contains("com.example.c-diagonal 1.0.0 did not pass validation, so it was not installed"),
            failing.stderr)
        XCTAssertTrue(failing.stderr.contains("--no-validate"), failing.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [])

        let other = dir + "/my-diagonal.so"
        try FileManager.default.copyItem(atPath: drifting, toPath: other)
        chmod(other, 0o644)
        let good = try NativeTools.compileFixture("ABI/diagonal_layout.c", name: "good", into: build)
        let conflict = try cli(["install", good, "--dir", dir, "--no-validate"])
        XCTAssertEqual(conflict.ending, .exited(1))
        XCTAssertTrue(
            conflict.stderr.contains("\(other) already provides the id com.example.c-diagonal"), conflict.stderr)
        XCTAssertEqual(bytes(other), bytes(drifting), "the other file untouched")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["my-diagonal.so"])

        // A file at the target name that is not a plugin the host loads is not overwritten.
        try FileManager.default.removeItem(atPath: other)
        let squatter = dir + "/com.example.c-diagonal.so"
        try "my notes".write(toFile: squatter, atomically: true, encoding: .utf8)
        let squat = try cli(["install", good, "--dir", dir, "--no-validate"])
        XCTAssertEqual(squat.ending, .exited(1))
        XCTAssertTrue(squat.stderr.contains("\(squatter) exists but is not a plugin this host loads"), squat.stderr)
        XCTAssertEqual(bytes(squatter), Data("my notes".utf8))

        let missing = try cli(["install", build + "/nothing.so", "--dir", dir])
        XCTAssertEqual(missing.ending, .exited(2))
        XCTAssertTrue(missing.stderr.contains("no such file"), missing.stderr)
    }
}
