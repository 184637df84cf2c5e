import Foundation
import ProcessSupport
import TestSupport
import XCTest
@testable import host_cli

/// The help as users reach it (real `host-cli` processes): every command's `--help` and
/// `help CMD` agree, their usage lines and option lists name every option the command
/// declares, `help` has help of its own, misspellings get a suggestion, the overview's
/// columns never run together; and bad paths given to `install`/`uninstall` are usage errors
/// (status 2), as the README's exit-code table says.
final class HelpAndExitCodeTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "help")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome { try NativeTools.cli(args, environment: env) }

    /// The usage line of a help text: from `Usage:` to the first blank line, joined.
    private func usage(_ help: String) -> String {
        guard let start = help.range(of: "Usage: ") else { return "" }
        let rest = help[start.lowerBound...]
        return String(rest.components(separatedBy: "\n\n")[0]).replacingOccurrences(of: "\n", with: " ")
    }

    /// For every command: `CMD --help`, `CMD -h` and `help CMD` print the same text with
    /// status 0; its usage line names every declared option (with its value placeholder) and
    /// its option list has a row for each, plus --help.
    func testEveryCommandsHelpNamesEveryDeclaredOption() throws {
        XCTAssertGreaterThanOrEqual(CLI.commands.count, 10)
        for command in CLI.commands {
            let spec = command.spec
            let a = try cli([spec.name, "--help"]), b = try cli(["help", spec.name]), c = try cli([spec.name, "-h"])
            XCTAssertEqual(a.ending, .exited(0), "\(spec.name): \(a.stderr)")
            XCTAssertEqual(b.ending, .exited(0), "help \(spec.name): \(b.stderr)")
            XCTAssertEqual(a.stdout, b.stdout, spec.name)
            XCTAssertEqual(a.stdout, c.stdout, spec.name)
            let line = usage(a.stdout)
            XCTAssertTrue(line.hasPrefix("Usage: host-cli \(spec.name)"), line)
            let start = a.stdout.range(of: "Usage: ")!.lowerBound
            for row in a.stdout[start...].components(separatedBy: "\n\n")[0].split(separator: "\n") {
                XCTAssertLessThanOrEqual(row.count, 80, "\(spec.name): a usage line wider than a terminal: \(row)")
            }
            let rows = a.stdout.components(separatedBy: "\nOptions:\n").last!.split(separator: "\n").map(String.init)
            for o in spec.options {
                let item = "[--\(o.name)\(o.value.map { " " + $0 } ?? "")]"
                XCTAssertTrue(line.contains(item), "\(spec.name): the usage line leaves out \(item): \(line)")
                XCTAssertTrue(
                    rows.contains { $0.hasPrefix("  --\(o.name)\(o.value.map { " " + $0 } ?? "")") },
                    "\(spec.name): no row for --\(o.name)")
            }
            XCTAssertTrue(rows.contains { $0.hasPrefix("  --help ") }, spec.name)
            // Nothing in the usage line is an option the command does not declare.
            let named = Set(
                line.components(separatedBy: "[--").dropFirst().map { String($0.prefix { $0.isLetter || $0 == "-" }) })
            XCTAssertEqual(named, Set(spec.options.map(\.name)), spec.name)
        }
    }

    /// `help` has help of its own; `help help`, `help --help` and `help -h` print it.
    func testHelpOfHelp() throws {
        for args in [["help", "help"], ["help", "--help"], ["help", "-h"]] {
            let o = try cli(args)
            XCTAssertEqual(o.ending, .exited(0), "\(args): \(o.stderr)")
            XCTAssertTrue(o.stdout.contains("Usage: host-cli help [COMMAND]"), o.stdout)
            XCTAssertEqual(o.stderr, "")
        }
        let extra = try cli(["help", "run", "list"])
        XCTAssertEqual(extra.ending, .exited(2))
        XCTAssertTrue(extra.stderr.contains("`help` takes one command; unexpected `list`"), extra.stderr)
        let bad = try cli(["help", "rnu"])
        XCTAssertEqual(bad.ending, .exited(2))
        XCTAssertTrue(bad.stderr.contains("did you mean `run`?"), bad.stderr)
    }

    /// A misspelt command, top-level option or command option gets the nearest by edit distance.
    func testMisspellingsGetSuggestions() throws {
        let cases: [([String], String)] = [
            (["--versoin"], "unknown option --versoin; did you mean --version?"),
            (["--hepl"], "did you mean --help?"),
            (["valdate"], "unknown command `valdate`; did you mean `validate`?"),
            (["run", "--animatr", "slide"], "unknown option --animatr for `run`; did you mean --animator?"),
            (["list", "--hlep"], "did you mean --help?"),
            (["validate", "--junt", "x.xml", "slide"], "did you mean --junit?")
        ]
        for (args, says) in cases {
            let o = try cli(args)
            XCTAssertEqual(o.ending, .exited(2), "\(args)")
            XCTAssertTrue(
                o.stderr.hasPrefix("error: ") && o.stderr.contains(says), "\(args): expected “\(says)” in \(o.stderr)")
            XCTAssertEqual(o.stdout, "", "\(args)")
        }
    }

    /// The overview: every command and option in one column at least two spaces past the
    /// longest name; `run`'s summary names every output format.
    func testOverviewColumns() throws {
        let o = try cli(["--help"])
        XCTAssertEqual(o.ending, .exited(0))
        let names = CLI.commands.map(\.spec.name) + ["help", "--help", "--version"]
        var columns: Set<Int> = []
        for name in names {
            guard let row = o.stdout.split(separator: "\n").first(where: { $0.hasPrefix("  \(name) ") }) else {
                XCTFail("no row for \(name) in\n\(o.stdout)")
                continue
            }
            let afterName = Array(row.dropFirst(2 + name.count))
            let spaces = afterName.prefix { $0 == " " }.count
            XCTAssertGreaterThanOrEqual(spaces, 2, "\(name) runs into its summary: \(row)")
            columns.insert(2 + name.count + spaces)
        }
        XCTAssertEqual(columns.count, 1, "one column for the summaries: \(o.stdout)")
        XCTAssertGreaterThanOrEqual(columns.first ?? 0, 2 + names.map(\.count).max()! + 2)
        let run = o.stdout.split(separator: "\n").first { $0.hasPrefix("  run ") } ?? ""
        for format in ["GIF", "PNG", "APNG", "SVG", "HTML", "MP4", "WEBM"] {
            XCTAssertTrue(run.contains(format), "run's summary leaves out \(format): \(run)")
        }
    }

    /// Bad paths for install and uninstall are usage errors (status 2) that say what to give.
    func testInstallAndUninstallBadPathsAreUsageErrors() throws {
        let file = dir + "/plain.txt"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["install", dir], "\(dir): not a regular file; give the path of a plugin .so"),
            (["install", dir + "/nothing.so"], "no such file"),
            (["install", file, "--dir", file, "--no-validate"], "--dir \(file): not a folder"),
            (["uninstall", "slide", "--dir", dir + "/missing"], "--dir \(dir)/missing: that folder does not exist"),
            (["uninstall", "slide", "--dir", file], "--dir \(file): not a folder"),
            (["uninstall", "slide", "--dir", dir], "no plugin slide in \(dir)")
        ]
        for (args, says) in cases {
            let o = try cli(args)
            XCTAssertEqual(o.ending, .exited(2), "\(args): \(o.stderr)")
            XCTAssertTrue(
                o.stderr.hasPrefix("error: ") && o.stderr.contains(says), "\(args): expected “\(says)” in \(o.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/missing"), "nothing made")
    }
}
