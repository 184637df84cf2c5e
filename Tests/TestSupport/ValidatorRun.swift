import Foundation
import XCTest

/// One `host-cli validate ... --json` run as a real process, with its exit code, its decoded
/// report and its standard error: the validator tests of every target read reports through
/// this one helper.
public struct ValidatorRun {
    /// One check's line of the first plugin's report.
    public struct Check: Equatable {
        /// The check's name (`completes`).
        public var name: String
        /// The scenario it ran in (nil for a check without transitions).
        public var scenario: String?
        /// `pass`, `fail`, `crash`, `timeout`, `skip` or `warning`.
        public var status: String
        /// The sentence for the plugin's author.
        public var message: String
        /// Wall-clock seconds its process took.
        public var seconds: Double
    }

    /// The exit code.
    public var code: Int32
    /// The whole JSON report.
    public var json: [String: Any]
    /// What the validator wrote to standard error (progress, errors).
    public var stderr: String

    /// Runs `host-cli validate ARGS --json` (with `environment`, else the test's own), failing
    /// the test and throwing a skip when it does not exit normally or prints no JSON.
    public static func run(
        _ args: [String], environment: [String: String]? = nil, timeout: Double = 600,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> ValidatorRun {
        // A hang guard, not a speed limit: a check that passes in 2 s on an idle machine can take
        // more than the default 20 s on a busy one. A test that wants a check to time out
        // passes its own --timeout.
        let guardTimeout = args.contains("--timeout") ? [] : ["--timeout", "120"]
        let o = try NativeTools.cli(
            ["validate"] + args + guardTimeout + ["--json"], environment: environment, timeout: timeout)
        guard case .exited(let code) = o.ending else {
            XCTFail("validate did not exit normally: \(o.ending)\n\(o.stderr)", file: file, line: line)
            throw XCTSkip("validate died")
        }
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(o.stdout.utf8)) as? [String: Any],
            "not JSON: \(o.stdout.prefix(400))\n\(o.stderr.prefix(400))", file: file, line: line)
        return ValidatorRun(code: code, json: json, stderr: o.stderr)
    }

    /// The plugins' reports.
    public var plugins: [[String: Any]] { json["plugins"] as? [[String: Any]] ?? [] }

    /// The first plugin's checks, in report order.
    public var checkList: [Check] {
        (plugins.first?["checks"] as? [[String: Any]] ?? []).map {
            Check(
                name: $0["name"] as? String ?? "?", scenario: $0["scenario"] as? String,
                status: $0["status"] as? String ?? "?", message: $0["message"] as? String ?? "",
                seconds: $0["seconds"] as? Double ?? .nan)
        }
    }

    /// The first plugin's checks by name (the first line of each name, when a check ran in
    /// several scenarios: see ``check(_:in:)``).
    public var checks: [String: (status: String, message: String)] {
        var out: [String: (String, String)] = [:]
        for c in checkList.reversed() { out[c.name] = (c.status, c.message) }
        return out
    }

    /// The first plugin's check `name` as it ran in `scenario` (nil: its first line).
    public func check(_ name: String, in scenario: String? = nil) -> Check? {
        checkList.first { $0.name == name && (scenario == nil || $0.scenario == scenario) }
    }

    /// The overall summary (passed, failed, crashed, timed_out, skipped, warnings, ok).
    public var summary: [String: Any] { json["summary"] as? [String: Any] ?? [:] }
}
