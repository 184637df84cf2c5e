import Foundation
import TestSupport
import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `host-cli validate --scenario` as a real process: the names in `--help`, usage errors
/// (status 2, one line, "did you mean"), and the scenario on every report line, in the text,
/// the progress and the JUnit report.
final class ValidateScenarioFlagTests: XCTestCase {
    private var env: [String: String] = [:]

    override func setUpWithError() throws {
        env = NativeTools.cliEnvironment(cacheDirectory: try NativeTools.temporaryFolder(for: self, name: "cache"))
    }

    func testHelpNamesTheFlagAndEveryScenario() throws {
        let help = try NativeTools.cli(["validate", "--help"], environment: env)
        XCTAssertEqual(help.ending, .exited(0))
        XCTAssertTrue(help.stdout.contains("--scenario NAME[,NAME]"), help.stdout)
        for name in [
            "custom-container", "modal-dismiss", "modal-dismiss-full-screen", "modal-present",
            "modal-present-in-container", "modal-present-full-screen"
        ] {
            XCTAssertTrue(help.stdout.contains("\n  \(name) "), "\(name) listed: \(help.stdout)")
        }
    }

    func testUnknownOrEmptyScenarioNamesAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (
                ["--scenario", "modal-dismis"],
                "error: --scenario modal-dismis: no such scenario; did you mean modal-dismiss? (the scenarios are: custom-container, modal-dismiss, modal-dismiss-full-screen, modal-present, modal-present-in-container, modal-present-full-screen; see host-cli validate --help)\n"
            ),
            (["--scenario", "custom-container,modal"], "error: --scenario modal: no such scenario"),
            (["--scenario", "modal-dismiss", "--scenario", "custom-containr"], "did you mean custom-container?"),
            (
                ["--scenario", "custom-container,"],
                "error: --scenario \"custom-container,\": an empty scenario name; give one name or a comma-separated list"
            ),
            (["--scenario", "xyzzyxyzzy"], "error: --scenario xyzzyxyzzy: no such scenario (the scenarios are")
        ]
        for (args, says) in cases {
            let o = try NativeTools.cli(["validate", "default"] + args, environment: env)
            XCTAssertEqual(o.ending, .exited(2), "\(args): \(o.stderr)")
            XCTAssertEqual(o.stdout, "", "\(args)")
            XCTAssertEqual(o.stderr.filter { $0 == "\n" }.count, 1, "\(args): one line: \(o.stderr)")
            XCTAssertTrue(o.stderr.hasPrefix("error: --scenario ") && o.stderr.contains(says), "\(args): \(o.stderr)")
        }
    }

    /// Two scenarios: the text report names each line's scenario (none for file), the progress
    /// too, the summary counts every line, the JUnit class names carry the scenario; exit 0.
    func testEveryReportLineNamesItsScenario() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "junit")
        let xml = dir + "/report.xml"
        let o = try NativeTools.cli(
            [
                "validate", "default", "--timeout", "120", "--scenario", "modal-dismiss,custom-container", "--only",
                "^(file|completes|lifecycle)$",
                "--jobs", "1", "--junit", xml
            ], environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        let lines = o.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], "default (Spring slide 1.0.0) — built into the host")
        XCTAssertEqual(lines[1], "  SKIP    file              built into the host: there is no file")
        XCTAssertTrue(
            lines[2].hasPrefix("  PASS    lifecycle         [modal-dismiss] 50 create/destroy cycles"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("  PASS    completes         [modal-dismiss] dismissing in 1.017 s"), lines[3])
        XCTAssertTrue(
            lines[4].hasPrefix(
                "  PASS    completes         [custom-container] going right in 1.033 s, going left in 1.033 s"),
            lines[4])
        XCTAssertEqual(Array(lines.suffix(3)), ["", "3 passed, 0 failed, 1 skipped", ""])
        XCTAssertEqual(
            o.stderr,
            "validating default\n  skip file\n  pass lifecycle [modal-dismiss]\n  pass completes [modal-dismiss]\n  pass completes [custom-container]\n"
        )

        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: xml))
        let cases = try XCTUnwrap(doc.rootElement()?.elements(forName: "testsuite").first).elements(forName: "testcase")
        XCTAssertEqual(
            cases.map {
                "\($0.attribute(forName: "classname")?.stringValue ?? "") \($0.attribute(forName: "name")?.stringValue ?? "")"
            },
            [
                "validate.default file", "validate.default.modal-dismiss lifecycle",
                "validate.default.modal-dismiss completes",
                "validate.default.custom-container completes"
            ])
    }

    /// No `--scenario`: the default scenario is named on each line, and the progress lines stay
    /// as they were (one scenario needs no name there).
    func testWithoutTheFlagTheDefaultScenarioIsNamed() throws {
        // One lane: progress lines come as checks end, so only then in the checks' order.
        let o = try NativeTools.cli(
            ["validate", "default", "--jobs", "1", "--only", "^(descriptor|duration)$"], environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        XCTAssertTrue(o.stdout.contains("\n  PASS    descriptor        id default, "), o.stdout)
        XCTAssertTrue(o.stdout.contains("\n  PASS    duration          [custom-container] 1 s\n"), o.stdout)
        XCTAssertEqual(o.stderr, "validating default\n  pass descriptor\n  pass duration\n")
    }
}
