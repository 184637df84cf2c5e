import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// Strings a plugin or a file name controls reach the terminal escaped: a C plugin whose name,
/// summary, author, parameter help and log messages hold ESC sequences, CR, LF, BEL, U+009B
/// (a one-byte CSI) and a bidi override, and a rejected file with an ESC in its name, cannot
/// clear the screen, set the title or forge a line through `list`, `validate` or `run`.
final class UntrustedTextTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = "", cache = ""

    /// The C fade fixture with a hostile descriptor (C string literals; "\xc2\x9b" is U+009B
    /// in UTF-8, split from what follows so no hex digit joins the escape).
    static func hostileSource() throws -> String {
        var source = try String(
            contentsOfFile: NativeTools.fixturesDirectory + "/ThirdParty/c_fade_animator.c", encoding: .utf8)
        let replacements = [
            (#".id = "com.example.c-fade""#, #".id = "com.example.evil""#),
            (#".name = "C cross-fade""#, #".name = "Evil\x1b[2J\x1b]0;pwned\x07 name\rforged""#),
            (
                #".summary = "Cross-fades the two views (a plain C plugin)""#,
                #".summary = "sum\xc2\x9b" "31mred\x1b[0m\nwarning: forged""#
            ),
            (#".author = "Example""#, #".author = "Mallory\x07\xe2\x80\xae" "reversed""#),
            (#".help = "Length of the fade""#, #".help = "help\x1b[1A\x1b[2K""#),
            (
                "    a.duration = f->duration;",
                "    h->log(h, AP_LOG_WARNING, \"log\\x1b[2J\\xc2\\x9b\" \"0m\\n\");\n    a.duration = f->duration;"
            )
        ]
        for (old, new) in replacements {
            guard source.contains(old) else { throw XCTSkip("the fixture changed: \(old) not found") }
            source = source.replacingOccurrences(of: old, with: new)
        }
        return source
    }

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "evil")
        cache = try NativeTools.temporaryFolder(for: self, name: "cache")
        env = NativeTools.cliEnvironment(cacheDirectory: cache)
        try NativeTools.compileC(try Self.hostileSource(), name: "evil", into: dir)
        try "not a library".write(toFile: dir + "/junk\u{1B}[31m.so", atomically: false, encoding: .utf8)
        chmod(dir + "/junk\u{1B}[31m.so", 0o644)
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome { try NativeTools.cli(args, environment: env) }

    /// Fails when `text` holds a byte or character a terminal acts on (other than the line
    /// breaks between lines); `bidi`: bidi overrides count too (JSON keeps them as text).
    private func assertInert(
        _ text: String, _ what: String, bidi: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) {
        let bad = text.unicodeScalars.filter { u in
            (u.value < 0x20 && u != "\n") || (0x7F...0x9F).contains(u.value)
                || (bidi && (0x202A...0x202E).contains(u.value))
        }
        XCTAssertEqual(
            bad.map { String($0.value, radix: 16) }, [], "\(what) holds raw control characters", file: file, line: line)
    }

    func testListTextShowsHostileStringsEscapedInAlignedColumns() throws {
        let r = try cli(["list", "--plugins", dir])
        XCTAssertEqual(r.ending, .exited(0), r.stderr)
        assertInert(r.stdout, "list")
        assertInert(r.stderr, "list's stderr")
        for shown in [
            #"Evil\e[2J\e]0;pwned\a name\rforged — sum\u{9B}31mred\e[0m\nwarning: forged"#,
            #"by Mallory\a\u{202E}reversed"#, #"help\e[1A\e[2K"#, #"junk\e[31m.so"#
        ] {
            XCTAssertTrue(r.stdout.contains(shown), "\(shown) in\n\(r.stdout)")
        }
        // The id column is as wide as the longest id, so every version starts in one column.
        let rows = r.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .prefix { !$0.contains("/") }  // plugin rows come before the rejected and searched paths
        let evil = try XCTUnwrap(rows.first { $0.hasPrefix("  com.example.evil ") })
        let versionColumn = evil.distance(from: evil.startIndex, to: try XCTUnwrap(evil.range(of: "1.0.0")).lowerBound)
        XCTAssertEqual(versionColumn, 2 + "com.example.evil".count + 1)
        let slide = try XCTUnwrap(rows.first { $0.hasPrefix("  slide ") })
        XCTAssertEqual(
            slide.dropFirst(versionColumn).first?.isNumber, true, "slide's version in the same column: \(slide)")
    }

    func testListJSONEscapesThemAsUnicodeEscapes() throws {
        let r = try cli(["list", "--plugins", dir, "--json"])
        XCTAssertEqual(r.ending, .exited(0), r.stderr)
        assertInert(r.stdout, "list --json", bidi: false)
        XCTAssertFalse(r.stdout.utf8.contains(0x1B), "no raw ESC byte")
        XCTAssertTrue(
            r.stdout.contains(#"\u001b[2J"#) && r.stdout.contains(#"\u009b"#) && r.stdout.contains(#"\u0007"#), r.stdout
        )
        let doc = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let plugins = try XCTUnwrap(doc["plugins"] as? [[String: Any]])
        let evil = try XCTUnwrap(plugins.first { $0["id"] as? String == "com.example.evil" })
        XCTAssertEqual(
            evil["name"] as? String, "Evil\u{1B}[2J\u{1B}]0;pwned\u{7} name\rforged", "the JSON keeps the exact text")
        XCTAssertEqual(evil["summary"] as? String, "sum\u{9B}31mred\u{1B}[0m\nwarning: forged")
        XCTAssertEqual(evil["author"] as? String, "Mallory\u{7}\u{202E}reversed")
        let rejected = try XCTUnwrap(doc["rejected"] as? [[String: Any]])
        XCTAssertTrue(rejected.contains { $0["path"] as? String == dir + "/junk\u{1B}[31m.so" }, "\(rejected)")
    }

    func testValidateAndRunPrintNothingRaw() throws {
        let v = try cli(["validate", dir + "/evil.so", "--only", "^(file|handshake|descriptor)$"])
        XCTAssertEqual(v.ending, .exited(0), v.stdout + v.stderr)
        assertInert(v.stdout, "validate")
        assertInert(v.stderr, "validate's progress")
        XCTAssertTrue(v.stdout.contains(#"Evil\e[2J"#), v.stdout)
        let run = try cli([
            "run", "--plugins", dir, "--animator", "com.example.evil", "--size", "120x200", "--trace", "-"
        ])
        XCTAssertEqual(run.ending, .exited(0), run.stderr)
        assertInert(run.stdout, "the trace")
        assertInert(run.stderr, "run's stderr")
        XCTAssertTrue(
            run.stdout.contains(#"log\u001b[2J\u009b0m\n"#),
            "the plugin's log line is in the trace, escaped: \(run.stdout.suffix(2000))")
        XCTAssertTrue(run.stderr.contains("completed (animator com.example.evil"), run.stderr)
        // A usage error quoting a hostile argument stays on one line.
        let bad = try cli(["run", "--animator", "x\u{1B}[2Jy\nerror: forged"])
        XCTAssertEqual(bad.ending, .exited(2))
        XCTAssertEqual(bad.stderr.filter { $0 == "\n" }.count, 1, bad.stderr)
        XCTAssertTrue(bad.stderr.contains(#"x\e[2Jy\nerror: forged"#), bad.stderr)
    }
}
