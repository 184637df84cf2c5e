import Foundation
import ProcessSupport
import XCTest

/// Builds and runs things the way an outsider would: programs run as real processes (the one
/// process runner of the tests, ``run(_:_:environment:timeout:)``, on the host's
/// `ChildProcess`), C plugins compiled with `cc` against the installed header alone, and the
/// built `host-cli`.
public enum NativeTools {
    // MARK: Places

    /// The package's root folder (this file is Tests/TestSupport/NativeTools.swift).
    public static let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The folder holding `animator_plugin.h`, the only thing a C plugin author needs.
    public static var headerDirectory: String { packageRoot + "/Sources/CAnimatorABI/include" }

    /// The folder of test fixtures (C sources, fixture packages).
    public static var fixturesDirectory: String { packageRoot + "/Tests/Fixtures" }

    /// The folder of the running test binary (where the build put `host-cli` and the bundled
    /// plugins), e.g. `.build/x86_64-unknown-linux-gnu/debug`.
    public static var productsDirectory: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The scratch path the test binary was built in (`.build`, or `--scratch-path`).
    public static var scratchDirectory: String {
        productsDirectory.deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// A fresh folder with mode 0755 (the loader refuses group- or world-writable folders),
    /// removed when `test` ends.
    public static func temporaryFolder(for test: XCTestCase, name: String = "plugins") throws -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("th-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(
            atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    // MARK: Processes

    /// Runs a program in its own process group with a timeout; stdin is /dev/null, stdout and
    /// stderr are captured (256 MiB each at most). `executable` is a path; run a program found
    /// on `PATH` through `/usr/bin/env` (see ``runTool(_:_:environment:timeout:)``).
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeout: Double = 120
    ) -> ChildProcess.Outcome {
        ChildProcess.run(executable, arguments, environment: environment, timeout: timeout, maxOutput: 256 << 20)
    }

    /// Runs the program `name` found on `PATH` (`/usr/bin/env name arguments`).
    package static func runTool(
        _ name: String, _ arguments: [String], environment: [String: String]? = nil,
        timeout: Double = 120
    ) -> ChildProcess.Outcome {
        run("/usr/bin/env", [name] + arguments, environment: environment, timeout: timeout)
    }

    /// The standard output of the program `name` (on `PATH`), failing the test and throwing
    /// when it does not exit with status 0.
    public static func output(
        _ name: String, _ arguments: [String], timeout: Double = 120,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let o = runTool(name, arguments, timeout: timeout)
        guard o.ending == .exited(0) else {
            XCTFail("\(name) failed (\(o.ending)): \(o.stderr.suffix(3000))", file: file, line: line)
            throw ToolFailure(description: "\(name) \(arguments): \(o.ending)")
        }
        return o.stdout
    }

    /// A program that did not succeed.
    public struct ToolFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The program `name` on `PATH` (or in /usr/bin, /usr/local/bin), or nil.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    // MARK: C plugins

    /// The C compiler: `$CC`, else `cc`.
    public static var compiler: String { ProcessInfo.processInfo.environment["CC"] ?? "cc" }

    /// Compiles the C `source` into `folder/name.so` with `cc -shared -fPIC -I<header dir>`
    /// (plus `flags`), failing the test with the compiler's output when it does not build.
    /// `header` picks the folder of `animator_plugin.h` (default: this checkout's; e.g. the
    /// frozen 1.0 copy in Tests/Fixtures/ABI/1.0).
    @discardableResult
    public static func compileC(
        _ source: String, name: String, into folder: String, flags: [String] = [], header: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let src = folder + "/\(name).c"
        let out = folder + "/\(name).so"
        let arguments = ["-shared", "-fPIC", "-O1", "-std=c11", "-Wall", "-I", header ?? headerDirectory] + flags
        // The same source, flags and header give the same library: it is compiled once and
        // kept under the scratch path (keyed by their hash), and later requests — in this
        // run or the next — get a fresh copy (a new file, as cc would write) without cc.
        let key = compilationKey(source, arguments, header: header ?? headerDirectory)
        let cached = cacheDirectory + "/\(key).so"
        if let bytes = FileManager.default.contents(atPath: cached), placeFresh(bytes, at: out) {
            chmod(out, 0o755)
            return out
        }
        try source.write(toFile: src, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: src) }
        let r = runTool(compiler, arguments + ["-o", out, src])
        guard r.ending == .exited(0) else {
            XCTFail("cc failed for \(name).c (\(r.ending)):\n\(r.stderr)", file: file, line: line)
            throw XCTSkip("C fixture \(name) did not compile")
        }
        chmod(out, 0o755)
        if let bytes = FileManager.default.contents(atPath: out) {
            try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
            // Written beside and renamed, so a test running at the same time never reads half.
            let temporary = cached + ".\(getpid()).\(UUID().uuidString.prefix(8))"
            if FileManager.default.createFile(atPath: temporary, contents: bytes) { rename(temporary, cached) }
        }
        return out
    }

    /// Where compiled C fixtures are kept between tests and runs.
    static var cacheDirectory: String { scratchDirectory + "/c-fixtures" }

    /// A hash of everything a C fixture's library depends on: the compiler, its arguments, the
    /// source and the header (its text: an edited header compiles afresh).
    static func compilationKey(_ source: String, _ arguments: [String], header: String) -> String {
        let headerText = (try? String(contentsOfFile: header + "/animator_plugin.h", encoding: .utf8)) ?? ""
        var h: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits
        for part in [compiler, arguments.joined(separator: "\u{0}"), source, headerText] {
            for b in part.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
            h = (h ^ 0xff) &* 0x100_0000_01b3
        }
        return String(h, radix: 16)
    }

    /// Writes `bytes` as a new file at `path` (unlinking what was there, as the linker does).
    private static func placeFresh(_ bytes: Data, at path: String) -> Bool {
        unlink(path)
        return FileManager.default.createFile(atPath: path, contents: bytes, attributes: [.posixPermissions: 0o755])
    }

    /// Compiles the fixture `Tests/Fixtures/<relativePath>` into `folder/<name>.so`.
    @discardableResult
    public static func compileFixture(
        _ relativePath: String, name: String, into folder: String, flags: [String] = [], header: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let source = try String(contentsOfFile: fixturesDirectory + "/" + relativePath, encoding: .utf8)
        return try compileC(source, name: name, into: folder, flags: flags, header: header, file: file, line: line)
    }

    // MARK: host-cli

    /// The built `host-cli`, next to the test binary (built now if it is missing).
    public static func hostCLI() throws -> String {
        let dir = productsDirectory
        let cli = dir.appendingPathComponent("host-cli").path
        if FileManager.default.isExecutableFile(atPath: cli) { return cli }
        // `swift test` holds the scratch path's lock while the tests run: without
        // --ignore-lock this build would wait for the test that waits for it.
        var args = [
            "build", "--package-path", packageRoot, "--scratch-path", scratchDirectory, "--product", "host-cli",
            "--ignore-lock"
        ]
        if dir.lastPathComponent == "release" { args += ["-c", "release"] }
        let r = runTool("swift", args, timeout: 900)
        guard r.ending == .exited(0), FileManager.default.isExecutableFile(atPath: cli) else {
            XCTFail(
                "host-cli is not at \(cli) and building it failed:\n\(r.stdout.suffix(3000))\n\(r.stderr.suffix(3000))")
            throw XCTSkip("no host-cli")
        }
        return cli
    }

    /// An environment for `host-cli` that sees no plugins but the bundled ones and `extra`
    /// (no user folders), and uses a private scan cache in `cacheDirectory`.
    public static func cliEnvironment(cacheDirectory: String, extra: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["ANIMATOR_PLUGIN_PATH"] = nil
        env["XDG_DATA_HOME"] = cacheDirectory + "/data"
        env["TRANSITION_HOST_CACHE_DIR"] = cacheDirectory
        env["NO_COLOR"] = "1"
        for (k, v) in extra { env[k] = v }
        return env
    }

    /// Runs `host-cli` with `arguments`.
    package static func cli(_ arguments: [String], environment: [String: String]? = nil, timeout: Double = 300) throws
        -> ChildProcess.Outcome
    {
        run(try hostCLI(), arguments, environment: environment, timeout: timeout)
    }
}
