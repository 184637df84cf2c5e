import Foundation
import TestSupport
import XCTest
@testable import host_cli

/// Flags that do not apply are usage errors, output paths are checked before any work with
/// one wording, and input beyond the documented limits is refused — as users meet it (real
/// `host-cli` processes: exit status 2, `error: ...` on stderr, nothing on stdout, nothing
/// written) and in-process on ``RunCommand/Flags`` for the exact boundaries.
final class FlagUsageTests: XCTestCase {
    /// host-cli's environment (bundled plugins only), a fresh folder, and the scan cache's
    /// folder (where a scan would leave `scan-cache.bin`).
    private var env: [String: String] = [:]
    private var dir = ""
    private var cache = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "usage")
        cache = dir + "/cache"
        env = NativeTools.cliEnvironment(cacheDirectory: cache)
    }

    /// Runs `host-cli args` and checks it is a usage error saying `says`: exit status 2, one
    /// `error:` line, nothing on standard output. Returns the message.
    @discardableResult
    private func assertUsageError(_ args: [String], says: String, file: StaticString = #filePath, line: UInt = #line)
        throws -> String
    {
        let o = try NativeTools.cli(args, environment: env)
        XCTAssertEqual(o.ending, .exited(2), "\(args): \(o.stderr)", file: file, line: line)
        XCTAssertTrue(
            o.stderr.hasPrefix("error: ") && o.stderr.hasSuffix("\n"), "\(args): \(o.stderr)", file: file, line: line)
        XCTAssertEqual(
            o.stderr.filter { $0 == "\n" }.count, 1, "\(args): one line: \(o.stderr)", file: file, line: line)
        XCTAssertTrue(o.stderr.contains(says), "\(args): expected “\(says)” in \(o.stderr)", file: file, line: line)
        XCTAssertEqual(o.stdout, "", "\(args)", file: file, line: line)
        return String(o.stderr.dropFirst("error: ".count).dropLast())
    }

    // MARK: #6 flags that do not apply

    /// Each flag given where it does not apply, and each --param misuse.
    func testFlagsThatDoNotApplyAreUsageErrors() throws {
        let gif = dir + "/x.gif", png = dir + "/x.png", svg = dir + "/x.svg", html = dir + "/x.html"
        let cases: [(args: [String], says: String)] = [
            (
                ["run", "--dismiss"],
                "--dismiss applies only to --container modal (a modal presentation); add --container modal or leave --dismiss out"
            ),
            (["run", "--container", "navigation", "--style", "custom"], "--style applies only to --container modal"),
            (["play", "--container", "tab", "--dismiss"], "--dismiss applies only to --container modal"),
            (
                ["run", "--container", "modal", "--to", "2"],
                "--to does not apply to --container modal, which always presents B over A"
            ),
            (
                ["run", "--output", gif, "--at", "0.5"],
                "--at does not apply to a .gif file: it picks the time of the one frame rendered, for a .png or .svg file"
            ),
            (["run", "--output", html, "--at", "0.5"], "--at does not apply to a .html file"),
            (
                ["run", "--output", svg, "--sheet", "4"],
                "--sheet does not apply to a .svg file: it makes a contact sheet of N frames, for a .png file"
            ),
            (["run", "--output", gif, "--sheet", "4"], "--sheet does not apply to a .gif file"),
            (
                ["run", "--at", "0.5", "--trace", "-"],
                "--at picks the time of the one frame rendered and needs --output with a .png or .svg file; add --output or leave --at out"
            ),
            (["run", "--sheet", "4"], "--sheet makes a contact sheet of N frames and needs --output with a .png file"),
            (["run", "--scale", "2"], "--scale sets the pixels per point of the rendered file and needs --output"),
            (
                ["run", "--output", png, "--at", "0.2", "--sheet", "3"],
                "--at cannot be combined with --sheet: --at renders one frame, --sheet a contact sheet of N frames; choose one"
            ),
            (["play", "--fps", "241"], "--fps 241: play draws at most 240 frames per second; choose 1…240"),
            (
                ["run", "--param", "damping=0.4", "--param", "damping=0.5"],
                "--param damping=0.5: damping is already set by --param damping=0.4; give each parameter once"
            ),
            (
                ["run", "--animator", "slide", "--param", "damping=0.4", "--param", "animator.damping=0.5"],
                "--param animator.damping=0.5: damping is already set by --param damping=0.4"
            ),
            (
                [
                    "run", "--interaction", "timed", "--param", "interaction.outcome=finish", "--param",
                    "interaction.outcome=cancel"
                ],
                "--param interaction.outcome=cancel: outcome is already set by --param interaction.outcome=finish"
            ),
            (
                ["run", "--param", "interaction.outcome=cancel"],
                "--param interaction.outcome=cancel: interaction parameters need --interaction with a plugin id (--interaction is none)"
            ),
            (
                ["run", "--interaction", "pan", "--param", "interaction.outcome=cancel"],
                "--param interaction.outcome=cancel: interaction parameters need --interaction with a plugin id (--interaction is pan)"
            ),
            // Errors from the parameter checks quote the flag as written, prefix and all.
            (
                ["run", "--interaction", "timed", "--param", "interaction.outcome=bogus"],
                "--param interaction.outcome=bogus: outcome must be one of finish, cancel"
            ),
            (
                ["run", "--interaction", "timed", "--param", "interaction.nosuch=1"],
                "--param interaction.nosuch=1: plugin timed has no parameter \"nosuch\""
            ),
            (
                ["run", "--animator", "slide", "--param", "animator.damping=9"],
                "--param animator.damping=9: damping must be between 0.01 and 1"
            ),
            // --interaction suggests its own values too, and lists them.
            (
                ["run", "--interaction", "pna"],
                "--interaction pna: no interaction plugin with that id; did you mean pan?; use pan, pinch, none or one of the interactions: "
            ),
            (["run", "--interaction", "nome"], "did you mean none?")
        ]
        for c in cases { try assertUsageError(c.args, says: c.says) }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("x.") }, [],
            "nothing written")
    }

    /// The same flags where they do apply still work.
    func testFlagsWhereTheyApplyStillWork() throws {
        for args in [
            ["--output", dir + "/a.png", "--at", "0.2"], ["--output", dir + "/b.svg", "--at", "0.2"],
            ["--output", dir + "/c.png", "--sheet", "3", "--scale", "0.5"],
            ["--container", "modal", "--style", "custom", "--dismiss"],
            ["--interaction", "timed", "--param", "interaction.outcome=cancel", "--param", "duration=0.5"]
        ] {
            let o = try NativeTools.cli(["run", "--size", "120x200"] + args, environment: env)
            XCTAssertEqual(o.ending, .exited(0), "\(args): \(o.stderr)")
        }
        let (sheet, _) = try PNGDecoding.decode(path: dir + "/c.png")
        XCTAssertEqual(sheet.width, 4 + 2 * (60 + 4), "two columns of 60-pixel frames at --scale 0.5")
    }

    // MARK: #7 output paths

    /// Each of --output, --trace and --junit refuses a bad path with the same sentence and
    /// exit status 2, before any work: a bad plugin id given too is not reached (it would need
    /// the scan), and no scan cache is written.
    func testOutputPathsAreCheckedFirstWithOneWording() throws {
        try "x".write(toFile: dir + "/file", atomically: true, encoding: .utf8)
        let problems: [(path: String, sentence: String)] = [
            (dir + "/missing/x.gif", "the folder \(dir)/missing does not exist; create it first"),
            (dir + "/file/x.gif", "\(dir)/file is a file, not a folder; choose a path in a folder"),
            (dir, "that is a folder; give a file name, e.g. \(dir)/")
        ]
        for p in problems {
            let messages = try [
                assertUsageError(
                    ["run", "--animator", "nosuch", "--output", p.path], says: "--output \(p.path): \(p.sentence)"),
                assertUsageError(
                    ["run", "--animator", "nosuch", "--trace", p.path], says: "--trace \(p.path): \(p.sentence)"),
                assertUsageError(
                    ["run", "--animator", "nosuch", "--trace", "-", "--output", p.path],
                    says: "--output \(p.path): \(p.sentence)"),
                assertUsageError(["validate", "nosuch", "--junit", p.path], says: "--junit \(p.path): \(p.sentence)")
            ]
            // One wording: the same sentence after the option and the path (the folder case
            // differs only in the file name it suggests).
            let sentences = Set(
                messages.map { m in String(m.drop { $0 != " " }.dropFirst(p.path.count + 3).prefix { $0 != "," }) })
            XCTAssertEqual(sentences.count, 1, "\(messages)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache + "/scan-cache.bin"), "no plugin was scanned")
        // Two outputs to the same file would replace each other.
        try assertUsageError(
            ["run", "--output", dir + "/same.gif", "--trace", dir + "/./same.gif"],
            says:
                "--output \(dir)/same.gif is the same file as --trace \(dir)/./same.gif; give --output a file of its own"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/same.gif"))
        // The same file through a symbolic link to its folder.
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir)
        try assertUsageError(
            ["run", "--output", dir + "/link/same.png", "--trace", dir + "/same.png"],
            says:
                "--output \(dir)/link/same.png is the same file as --trace \(dir)/same.png; give --output a file of its own"
        )
    }

    // MARK: #14 limits

    /// Each limit crossed through the command line: exit 2 at once, the limit named, no signal.
    func testInputBeyondTheLimitsIsRefusedNamingTheLimit() throws {
        let jsonl = dir + "/late.jsonl"
        try
            "{\"t\": 0, \"x\": 1, \"y\": 2, \"phase\": \"began\"}\n{\"t\": 4000, \"x\": 1, \"y\": 2, \"phase\": \"ended\"}\n"
            .write(toFile: jsonl, atomically: true, encoding: .utf8)
        let cases: [(args: [String], says: String)] = [
            (
                ["run", "--interaction", "pan", "--gesture", "press 1 1; move 1 1 over 1e300"],
                "gesture input may last at most 3600 s"
            ),
            (
                ["run", "--interaction", "pan", "--gesture", "press 1 1; move 1 1 over 1e6"],
                "line 1, column 12: the input would reach t = 1000000 s; gesture input may last at most 3600 s"
            ),
            (
                ["run", "--interaction", "pan", "--gesture", "press 1 1; move 1 1 over 1000; release"],
                "the input would produce 120001 events; gesture input may produce at most 100000"
            ),
            (
                ["run", "--interaction", "pan", "--gesture", "press 1e7 1"],
                "X is 10000000; pointer coordinates must be within ±1000000 points"
            ),
            (
                ["run", "--interaction", "pan", "--gesture", "@" + jsonl],
                "line 2, column 1: the input would reach t = 4000 s"
            ),
            (
                ["run", "--interaction", "pan", "--gesture", "@/dev/zero"],
                "--gesture @/dev/zero: cannot read it (a device or socket, not a file)"
            ),
            (
                ["run", "--size", "8192x8192", "--sheet", "100", "--output", dir + "/x.png"],
                "a contact sheet of 100 frames of 8192×8192 is 81964×82084, 6,727,932,976 pixels (6416.3 Mi); a PNG may have at most 67,108,864 pixels (64 Mi)"
            ),
            (
                ["run", "--size", "8192x8192", "--output", dir + "/x.gif"],
                "a GIF frame of 8192×8192 is 67,108,864 pixels (64 Mi); a GIF frame may have at most 16,777,216 pixels (16 Mi)"
            ),
            (
                ["run", "--fps", "1000", "--max-duration", "100", "--output", dir + "/x.html"],
                "allows 100000 frames, at most 36000"
            )
        ]
        // Refused, not worked on: a case that read @/dev/zero or made the image would hit the
        // process's hang timeout (``NativeTools/cli``) and not exit with status 2. How fast a
        // refusal is belongs to no test (the machine may be busy).
        for c in cases {
            try assertUsageError(c.args, says: c.says)
        }
    }

    /// The exact boundaries, in-process: a GIF frame of 4096 × 4096 is allowed and one pixel
    /// more is not; a contact sheet is measured as laid out; a script of exactly 100,000
    /// events and one lasting exactly 3600 s are allowed.
    func testLimitBoundaries() throws {
        func flags(_ args: [String]) throws -> RunCommand.Flags { try RunCommand.Flags(RunCommand.spec.parse(args)) }
        XCTAssertNoThrow(try flags(["--size", "4096x4096", "--output", dir + "/a.gif"]))
        XCTAssertThrowsError(try flags(["--size", "4097x4096", "--output", dir + "/a.gif"]))
        XCTAssertNoThrow(try flags(["--size", "2048x2048", "--scale", "2", "--output", dir + "/a.gif"]))
        XCTAssertEqual(RunLimits.sheetSize(frame: (100, 50), count: 5).width, 4 + 3 * 104)
        XCTAssertEqual(RunLimits.sheetSize(frame: (100, 50), count: 5).height, 4 + 2 * (50 + 8 + 4 + 4))
        XCTAssertNoThrow(
            try flags(["--size", "8192x8192", "--output", dir + "/a.png"]), "one frame at the largest size")
        XCTAssertNoThrow(try flags(["--size", "4000x4000", "--sheet", "4", "--output", dir + "/a.png"]))
        XCTAssertThrowsError(try flags(["--size", "4100x4100", "--sheet", "4", "--output", dir + "/a.png"]))
        XCTAssertNoThrow(
            try flags(["--fps", "60", "--max-duration", "600", "--output", dir + "/a.svg"]), "36,000 frames")
        XCTAssertThrowsError(try flags(["--fps", "60", "--max-duration", "600.1", "--output", dir + "/a.svg"]))
        XCTAssertNoThrow(
            try flags(["--fps", "1000", "--max-duration", "3600", "--output", dir + "/a.gif"]), "a GIF streams")
        XCTAssertEqual(try flags(["--fps", "240"]).fps, 240)
        XCTAssertNoThrow(try RunCommand.Flags(RunCommand.spec.parse(["--fps", "240"]), live: true))
        XCTAssertThrowsError(try RunCommand.Flags(RunCommand.spec.parse(["--fps", "240.5"]), live: true))
        let full = try flags(["--gesture", "press 0 0; move 10 0 over 833.31; release"])
        XCTAssertEqual(full.gesture?.count, 100_000)
        XCTAssertThrowsError(try flags(["--gesture", "press 0 0; move 10 0 over 833.32; release"]))
        XCTAssertEqual(try flags(["--gesture", "wait 3599; key a hold 1"]).gesture?.last?.time, 3600)
        XCTAssertThrowsError(try flags(["--gesture", "wait 3599; key a hold 1.5"]))
    }
}
