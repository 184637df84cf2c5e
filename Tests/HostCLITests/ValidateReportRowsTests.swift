import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import ProcessSupport
import TestSupport
import Validation
import XCTest

/// `host-cli validate` as users run it (real processes): every planned check has a row in the
/// text report and a case in JUnit, also when a prerequisite failed (then a skip saying why);
/// a folder given as the target is named as a folder; a filter that leaves no check is a
/// usage error, never an empty pass.
final class ValidateReportRowsTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "rows")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
    }

    /// A file that fails the `file` check: the handshake and every later check are rows
    /// (`SKIP … not run: the file check failed`), in the text and in JUnit.
    func testEveryRowIsPresentWhenTheFileCheckFails() throws {
        let bad = dir + "/bad.so", junit = dir + "/report.xml"
        try "not a plugin".write(toFile: bad, atomically: true, encoding: .utf8)
        chmod(bad, 0o644)
        let o = try NativeTools.cli(["validate", bad, "--junit", junit], environment: env)
        XCTAssertEqual(o.ending, .exited(1), o.stderr)
        let rows = o.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
        XCTAssertEqual(
            rows.map { $0.split(separator: " ")[1] }, ValidationCheck.all.map { Substring($0.name) }, o.stdout)
        XCTAssertTrue(rows[0].hasPrefix("  FAIL    file"), o.stdout)
        for row in rows.dropFirst() {
            XCTAssertTrue(row.hasPrefix("  SKIP") && row.hasSuffix("not run: the file check failed"), String(row))
        }
        let xml = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        let cases = try xml.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        XCTAssertEqual(cases.compactMap { $0.attribute(forName: "name")?.stringValue }, ValidationCheck.all.map(\.name))
        let handshake = try XCTUnwrap(cases.first { $0.attribute(forName: "name")?.stringValue == "handshake" })
        XCTAssertEqual(
            handshake.elements(forName: "skipped").first?.attribute(forName: "message")?.stringValue,
            "not run: the file check failed")
    }

    /// A folder is refused as a folder, whether given as a name in the working folder (which
    /// would otherwise be looked up as an id) or as a path.
    func testAFolderIsNamedAsAFolder() throws {
        try FileManager.default.createDirectory(atPath: dir + "/build", withIntermediateDirectories: true)
        let cli = try NativeTools.hostCLI()
        let asName = NativeTools.run("/bin/sh", ["-c", "cd '\(dir)' && exec '\(cli)' validate build"], environment: env)
        XCTAssertEqual(asName.ending, .exited(2), asName.stderr)
        XCTAssertTrue(
            asName.stderr.contains(
                "error: build: a folder, not a plugin; give a plugin .so file in it (host-cli validate build/libNAME.so)"
            ), asName.stderr)
        XCTAssertFalse(asName.stderr.contains("no plugin with that id"), asName.stderr)
        let asPath = try NativeTools.cli(["validate", dir + "/build/"], environment: env)
        XCTAssertEqual(asPath.ending, .exited(2), asPath.stderr)
        XCTAssertTrue(asPath.stderr.contains("\(dir)/build/: a folder, not a plugin"), asPath.stderr)
        XCTAssertEqual(asPath.stdout, "")
    }

    /// `--skip` or `--only` (or both) that leave no check: status 2, naming the filter.
    func testAFilterThatLeavesNoCheckIsAUsageError() throws {
        let cases: [([String], String)] = [
            (["--skip", "."], "--skip . leaves no check to run"),
            (["--only", "nothing-matches"], "--only nothing-matches leaves no check to run"),
            (["--only", "file", "--skip", "fi"], "--only file with --skip fi leaves no check to run")
        ]
        for (flags, says) in cases {
            let o = try NativeTools.cli(["validate", "slide"] + flags, environment: env)
            XCTAssertEqual(o.ending, .exited(2), "\(flags): \(o.stderr)")
            XCTAssertTrue(o.stderr.contains(says), "\(flags): \(o.stderr)")
            XCTAssertEqual(o.stdout, "")
        }
    }
}
