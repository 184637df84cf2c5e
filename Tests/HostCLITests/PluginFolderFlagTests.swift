import Foundation
import ProcessSupport
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// Where plugins come from, as a user meets it through the real CLI: a `--plugins` value that
/// is not a folder is a usage error; an id whose plugin was rejected is reported with the
/// rejected file and the loader's reason, whatever the reason; a shared folder (sticky or
/// world-writable, like `/tmp`) gets "move it to a private folder", never `chmod go-w`; and
/// `install --dir` refuses a folder the loader would refuse.
final class PluginFolderFlagTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "folders")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome {
        try NativeTools.cli(args, environment: env, timeout: 600)
    }

    /// A folder of its own under the test's folder, with `mode`.
    private func folder(_ name: String, mode: mode_t = 0o755) throws -> String {
        let path = dir + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(path, mode), 0)
        return path
    }

    func testPluginsNamingAFileOrAMissingFolderIsAUsageErrorForEveryCommand() throws {
        let plugins = try folder("plugins")
        let file = try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "libfade", into: plugins)
        let missing = dir + "/no-such-folder"
        let commands: [[String]] = [
            ["list"], ["run", "--animator", "slide"], ["validate", "slide", "--only", "duration"]
        ]
        for command in commands {
            let asFile = try cli(command + ["--plugins", file])
            XCTAssertEqual(asFile.ending, .exited(2), "\(command) --plugins FILE: \(asFile.stdout)\(asFile.stderr)")
            XCTAssertTrue(
                asFile.stderr.contains(
                    "error: --plugins \(file): that is a file, not a folder; --plugins takes the folder that holds plugins, e.g. --plugins \(plugins)"
                ), asFile.stderr)
            XCTAssertEqual(asFile.stdout, "", "nothing is listed or run")
            let gone = try cli(command + ["--plugins", missing])
            XCTAssertEqual(gone.ending, .exited(2), "\(command) --plugins MISSING: \(gone.stdout)\(gone.stderr)")
            XCTAssertTrue(
                gone.stderr.contains(
                    "error: --plugins \(missing): no such folder; give a folder that holds plugin .so files"),
                gone.stderr)
        }
        // A real folder is still fine.
        let fine = try cli(["list", "--plugins", plugins])
        XCTAssertEqual(fine.ending, .exited(0), fine.stderr)
        XCTAssertTrue(fine.stdout.contains("com.example.c-fade"), fine.stdout)
    }

    /// Whatever the reason a plugin file was rejected — its permissions, another ABI, an
    /// unreadable file — `run` names the file and the loader's sentence instead of only "no
    /// plugin with that id".
    func testARejectedPluginIsNamedWithItsFileAndReason() throws {
        // Writable by others: refused before its id is ever read.
        let unsafe = try folder("unsafe")
        let fade = try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "libfade", into: unsafe)
        XCTAssertEqual(chmod(fade, 0o666), 0)
        let o = try cli(["run", "--plugins", unsafe, "--animator", "com.example.c-fade"])
        XCTAssertEqual(o.ending, .exited(2), o.stderr)
        XCTAssertTrue(
            o.stderr.contains(
                "--animator com.example.c-fade: no animator plugin with that id; the file that may be it, \(fade) was rejected (unsafe-permissions: the file is writable by others (mode 666); run `chmod go-w` on it)"
            ), o.stderr)

        // Built for another ABI, in a file whose name says nothing about its id: every
        // rejected file is named (there is only one here).
        let abi = try folder("abi")
        let other = try NativeTools.compileFixture(
            "Loader/descriptor_variants.c", name: "plugin-x", into: abi,
            flags: ["-DMODE=3", "-DPLUGIN_ID=\"com.example.mine\""])
        let p = try cli(["run", "--plugins", abi, "--animator", "com.example.wanted"])
        XCTAssertEqual(p.ending, .exited(2), p.stderr)
        // (Under heavy load a bundled plugin's scan may time out and be listed too: the
        // folder given first comes first.)
        XCTAssertTrue(
            p.stderr.contains(
                " rejected and may be it: \(other) was rejected (abi-major-mismatch: built for plugin ABI 2."), p.stderr
        )

        // Unreadable (mode 0): the reason is the system's.
        if getuid() != 0 {
            let closed = try folder("closed")
            let shut = try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "fade", into: closed)
            XCTAssertEqual(chmod(shut, 0o200), 0)
            let q = try cli(["run", "--plugins", closed, "--animator", "com.example.c-fade"])
            XCTAssertEqual(q.ending, .exited(2), q.stderr)
            XCTAssertTrue(
                q.stderr.contains(
                    "the file that may be it, \(shut) was rejected (unreadable: cannot open it: Permission denied)"),
                q.stderr)
        }
    }

    /// A sticky, world-writable folder (as /tmp is) is refused with advice to move the plugin,
    /// not to chmod the folder; a merely group-writable folder of one's own still gets the
    /// chmod advice. `install --dir` refuses both before scanning anything, and writes nothing.
    func testASharedFolderAdvisesAPrivateOneAndInstallRefusesIt() throws {
        let source = try folder("source")
        let plugin = try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "libfade", into: source)
        let shared = try folder("shared", mode: 0o1777)
        XCTAssertEqual(chmod(shared, 0o1777), 0)
        XCTAssertEqual(copyfile(plugin, shared + "/libfade.so"), 0)

        let listed = try cli(["list", "--plugins", shared])
        XCTAssertEqual(listed.ending, .exited(0), listed.stderr)
        XCTAssertTrue(
            listed.stdout.contains(
                "unsafe-permissions: its folder \(shared) is writable by others (mode 1777, a shared folder like /tmp), so anyone could put code there; move the plugin to a private folder"
            ), listed.stdout)
        XCTAssertFalse(listed.stdout.contains("chmod go-w"), listed.stdout)

        let group = try folder("group", mode: 0o775)
        XCTAssertEqual(copyfile(plugin, group + "/libfade.so"), 0)
        let grouped = try cli(["list", "--plugins", group])
        XCTAssertTrue(
            grouped.stdout.contains("its folder \(group) is writable by its group (mode 775); run `chmod go-w` on it"),
            grouped.stdout)

        for target in [shared, group] {
            let before = try FileManager.default.contentsOfDirectory(atPath: target).sorted()
            let o = try cli(["install", plugin, "--dir", target, "--no-validate"])
            XCTAssertEqual(o.ending, .exited(2), "install --dir \(target): \(o.stdout)\(o.stderr)")
            XCTAssertTrue(
                o.stderr.contains("error: cannot install into \(target): the folder \(target) is writable by"), o.stderr
            )
            XCTAssertTrue(
                o.stderr.contains("the host would refuse a plugin there (give --dir a private folder"), o.stderr)
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: target).sorted(), before, "nothing was written")
        }
        // A private folder takes it.
        let mine = try folder("mine", mode: 0o700)
        let ok = try cli(["install", plugin, "--dir", mine, "--no-validate"])
        XCTAssertEqual(ok.ending, .exited(0), ok.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: mine + "/com.example.c-fade.so"))
    }

    /// Copies `from` to `to` byte for byte, mode 0644; 0 on success.
    private func copyfile(_ from: String, _ to: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: from),
            FileManager.default.createFile(atPath: to, contents: data)
        else { return -1 }
        return chmod(to, 0o644)
    }
}
