import Foundation
import XCTest
@testable import HostContainer

/// Builds and runs things the way an outsider would: C plugins compiled with `cc` against the
/// installed header alone, and `host-cli` run as a real process.
enum NativeTools {
    /// The package's root folder (this file is Tests/HostContainerTests/Support/NativeTools.swift).
    static let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The folder holding `animator_plugin.h`, the only thing a C plugin author needs.
    static var headerDirectory: String { packageRoot + "/Sources/CAnimatorABI/include" }

    /// The folder of test fixtures (C sources, fixture packages).
    static var fixturesDirectory: String { packageRoot + "/Tests/Fixtures" }

    /// The C compiler: `$CC`, else `cc`.
    static var compiler: String { ProcessInfo.processInfo.environment["CC"] ?? "cc" }

    /// A fresh folder with mode 0755 (the loader refuses group- or world-writable folders),
    /// removed when `test` ends.
    static func pluginFolder(for test: XCTestCase, name: String = "plugins") throws -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("th-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    /// Compiles the C `source` into `folder/name.so` with `cc -shared -fPIC -I<header dir>`
    /// (plus `flags`), failing the test with the compiler's output when it does not build.
    @discardableResult
    static func compileC(_ source: String, name: String, into folder: String, flags: [String] = [],
                         file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let src = folder + "/\(name).c"
        let out = folder + "/\(name).so"
        try source.write(toFile: src, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: src) }
        let r = run("/usr/bin/env", [compiler, "-shared", "-fPIC", "-O1", "-std=c11", "-Wall", "-I", headerDirectory] + flags + ["-o", out, src], timeout: 120)
        guard r.ending == .exited(0) else {
            XCTFail("cc failed for \(name).c (\(r.ending)):\n\(r.stderr)", file: file, line: line)
            throw XCTSkip("C fixture \(name) did not compile")
        }
        chmod(out, 0o755)
        return out
    }

    /// Compiles the fixture `Tests/Fixtures/<relativePath>` into `folder/<name>.so`.
    @discardableResult
    static func compileFixture(_ relativePath: String, name: String, into folder: String, flags: [String] = [],
                               file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let source = try String(contentsOfFile: fixturesDirectory + "/" + relativePath, encoding: .utf8)
        return try compileC(source, name: name, into: folder, flags: flags, file: file, line: line)
    }

    /// The built `host-cli` (built now if missing).
    static func hostCLI() throws -> String { try TerminalPlayCommandTests.hostCLI() }

    /// Runs a program in its own process group with a timeout; stdin is /dev/null.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double = 120) -> ChildProcess.Outcome {
        ChildProcess.run(executable, arguments, environment: environment, timeout: timeout, maxOutput: 256 << 20)
    }

    /// An environment for `host-cli` that sees no plugins but the bundled ones and `extra`
    /// (no user folders), and uses a private scan cache in `cacheDirectory`.
    static func cliEnvironment(cacheDirectory: String, extra: [String: String] = [:]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["ANIMATOR_PLUGIN_PATH"] = nil
        env["XDG_DATA_HOME"] = cacheDirectory + "/data"
        env["TRANSITION_HOST_CACHE_DIR"] = cacheDirectory
        env["NO_COLOR"] = "1"
        for (k, v) in extra { env[k] = v }
        return env
    }

    /// Runs `host-cli` with `arguments`.
    static func cli(_ arguments: [String], environment: [String: String]? = nil, timeout: Double = 300) throws -> ChildProcess.Outcome {
        run(try hostCLI(), arguments, environment: environment, timeout: timeout)
    }
}
