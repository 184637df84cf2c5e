import Foundation
import ProcessSupport
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// `host-cli` outputs as real processes meet them: an interrupted or failed run leaves the
/// previous file byte-for-byte and no temporary file; `--trace` to devices and standard
/// output writes in place; a full disk or a reader that goes away is an `error:` line and
/// exit status 1, never a signal.
final class OutputSafetyTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = "", logs = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "outputs")
        logs = try NativeTools.temporaryFolder(for: self, name: "logs")
        env = NativeTools.cliEnvironment(cacheDirectory: logs + "/cache")
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome { try NativeTools.cli(args, environment: env) }

    private func isCharacterDevice(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFCHR
    }

    private func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// A long run (a pan grabbed and held, never released) interrupted once its temporary file has bytes: the
    /// process ends by the signal, the previous file is unchanged and nothing else is left.
    func testAnInterruptedRunLeavesThePreviousFileAndNoTemporaryFile() throws {
        let cli = try NativeTools.hostCLI()
        var kept: [String] = []
        for (signal, option, name) in [(SIGINT, "--output", "x.gif"), (SIGTERM, "--trace", "t.jsonl")] {
            kept = (kept + [name]).sorted()
            let path = dir + "/" + name
            let previous = Data("the previous good \(name)\n".utf8)
            try previous.write(to: URL(fileURLWithPath: path))
            let p = try SpawnedProcess(
                cli,
                [
                    "run", "--interaction", "pan", "--gesture", "press 150 200; move -30 0 over 0.2; wait 20",
                    "--max-duration", "30",
                    "--size", "200x300", option, path
                ],
                environment: env, stdout: .path(logs + "/out"), stderr: .path(logs + "/err"))
            let started = SpawnedProcess.poll(timeout: 120) {
                (try? names(in: dir))?.contains { n in
                    n.hasPrefix("." + name + ".")
                        && ((try? FileManager.default.attributesOfItem(atPath: dir + "/" + n)[.size] as? NSNumber)?
                            .intValue ?? 0) > 0
                } ?? false
            }
            XCTAssertTrue(
                started,
                "\(name): the temporary file appeared and got bytes; stderr: \(String(describing: try? String(contentsOfFile: logs + "/err", encoding: .utf8)))"
            )
            p.send(signal)
            XCTAssertEqual(p.wait(), .signaled(signal), "\(name): ended by the signal, as the shell expects")
            XCTAssertEqual(
                FileManager.default.contents(atPath: path), previous, "\(name): the previous file is byte-identical")
            XCTAssertEqual(try names(in: dir), kept, "\(name): no temporary file left")
        }
    }

    /// A run whose trace cannot be written fails with an error, and its GIF does not replace
    /// the previous one.
    func testAFailedRunKeepsThePreviousFileAndDevFullIsAnError() throws {
        let gif = dir + "/x.gif"
        let previous = Data("GIF89a previous".utf8)
        try previous.write(to: URL(fileURLWithPath: gif))
        let r = try cli(["run", "--animator", "slide", "--size", "120x200", "--trace", "/dev/full", "--output", gif])
        XCTAssertEqual(r.ending, .exited(1), r.stderr)
        XCTAssertTrue(
            r.stderr.contains("error: --trace /dev/full: cannot write to it (No space left on device)"), r.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: gif), previous)
        XCTAssertEqual(try names(in: dir), ["x.gif"])
        XCTAssertTrue(isCharacterDevice("/dev/full"))
        // The same run without the trace replaces it.
        let ok = try cli(["run", "--animator", "slide", "--size", "120x200", "--output", gif])
        XCTAssertEqual(ok.ending, .exited(0), ok.stderr)
        XCTAssertTrue(try GIFDecoder([UInt8](Data(contentsOf: URL(fileURLWithPath: gif)))).sawTrailer)
        XCTAssertEqual(try names(in: dir), ["x.gif"])
    }

    func testStandardOutputOnAFullDeviceIsAnErrorNotASignal() throws {
        let cli = try NativeTools.hostCLI()
        for args in [["list"], ["run", "--animator", "slide", "--size", "120x200", "--trace", "-"], ["--help"]] {
            let p = try SpawnedProcess(
                cli, args, environment: env, stdout: .path("/dev/full"), stderr: .path(logs + "/err"))
            XCTAssertEqual(p.wait(), .exited(1), "\(args)")
            let err = try String(contentsOfFile: logs + "/err", encoding: .utf8)
            XCTAssertTrue(err.contains("error: ") && err.contains("(No space left on device)"), "\(args): \(err)")
        }
        XCTAssertTrue(isCharacterDevice("/dev/full"))
        // A closed standard output: EBADF, refused before the run for `--trace -`.
        for (args, code) in [(["list"], Int32(1)), (["run", "--trace", "-"], 2)] {
            let p = try SpawnedProcess(cli, args, environment: env, stdout: .closed, stderr: .path(logs + "/err"))
            XCTAssertEqual(p.wait(), .exited(code), "\(args)")
            let err = try String(contentsOfFile: logs + "/err", encoding: .utf8)
            XCTAssertTrue(err.contains("cannot write to standard output (Bad file descriptor)"), "\(args): \(err)")
        }
    }

    func testAReaderThatGoesAwayIsAnErrorNotASignal() throws {
        let cli = try NativeTools.hostCLI()
        // The reader is gone before the first write: EPIPE, reported.
        let gone = try SpawnedProcess(cli, ["list"], environment: env, stdout: .pipe, stderr: .path(logs + "/err"))
        gone.closeReadEnd()
        XCTAssertEqual(gone.wait(), .exited(1))
        XCTAssertEqual(
            try String(contentsOfFile: logs + "/err", encoding: .utf8),
            "error: cannot write to standard output (Broken pipe)\n")
        // `host-cli ... | head -c1`: whether the rest fits in the pipe or not, never a signal.
        for args in [["list"], ["run", "--animator", "slide", "--size", "120x200", "--trace", "-"]] {
            let head = try SpawnedProcess(cli, args, environment: env, stdout: .pipe, stderr: .path(logs + "/err"))
            XCTAssertEqual(head.read(upTo: 1).count, 1, "\(args)")
            head.closeReadEnd()
            let ending = head.wait()
            XCTAssertTrue(ending == .exited(0) || ending == .exited(1), "\(args): \(ending)")
        }
    }

    func testTraceToDevStdoutAndDevNullWritesInPlace() throws {
        let file = dir + "/t.jsonl"
        let base = ["run", "--animator", "slide", "--size", "200x300"]
        let r = try cli(base + ["--trace", file])
        XCTAssertEqual(r.ending, .exited(0), r.stderr)
        let expected = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertEqual(expected.split(separator: "\n").count, 62)
        // Standard output a file (the runner's), then a pipe.
        let toFile = try cli(base + ["--trace", "/dev/stdout"])
        XCTAssertEqual(toFile.ending, .exited(0), toFile.stderr)
        XCTAssertEqual(toFile.stdout, expected)
        XCTAssertTrue(
            toFile.stderr.contains("completed (animator slide"), "the summary goes to stderr: \(toFile.stderr)")
        let piped = try SpawnedProcess(
            try NativeTools.hostCLI(), base + ["--trace", "/dev/stdout"], environment: env, stdout: .pipe)
        let bytes = piped.read(upTo: 1 << 30)
        XCTAssertEqual(piped.wait(), .exited(0))
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), expected)
        // /dev/null stays a device (as root, replacing it would break the whole machine).
        try XCTSkipUnless(
            isCharacterDevice("/dev/null"), "/dev/null is not a device on this machine (something replaced it)")
        let null = try cli(base + ["--trace", "/dev/null"])
        XCTAssertEqual(null.ending, .exited(0), null.stderr)
        XCTAssertTrue(isCharacterDevice("/dev/null"), "/dev/null is not replaced")
    }

    func testBadOutputPathsAreRefusedBeforeTheRun() throws {
        let cases: [([String], String)] = [
            (
                ["run", "--trace", dir + "/missing/t.jsonl"],
                "--trace \(dir)/missing/t.jsonl: the folder \(dir)/missing does not exist; create it first"
            ),
            (["run", "--trace", dir], "--trace \(dir): that is a folder; give a file name"),
            (
                ["validate", "slide", "--junit", dir + "/missing/r.xml"],
                "--junit \(dir)/missing/r.xml: the folder \(dir)/missing does not exist"
            )
        ]
        for (args, says) in cases {
            let r = try cli(args)
            XCTAssertEqual(r.ending, .exited(2), "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("error: ") && r.stderr.contains(says), "\(args): \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
        }
        XCTAssertEqual(try names(in: dir), [])
    }
}
