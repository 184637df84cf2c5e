import Foundation
import TextFormat

/// The validator's reports: text for people, JSON for tools, JUnit XML for CI systems. All
/// three are built from the same ``Validator/Report`` values and list the checks in order.
package enum ValidationReport {
    /// Counts over every plugin validated.
    package struct Summary: Equatable, Sendable {
        /// Checks that passed, failed, crashed, timed out, were skipped, or passed with a warning.
        package var passed = 0, failed = 0, crashed = 0, timedOut = 0, skipped = 0, warnings = 0

        /// Sums the outcomes of `reports`.
        package init(_ reports: [Validator.Report]) {
            for o in reports.flatMap(\.outcomes) {
                switch o.result.status {
                case .pass: passed += 1
                case .fail: failed += 1
                case .crash: crashed += 1
                case .timeout: timedOut += 1
                case .skip: skipped += 1
                case .warning: warnings += 1
                }
            }
        }

        /// `N passed, N failed`, then crashed, timed out, skipped and warnings when non-zero.
        package var line: String {
            var s = "\(passed) passed, \(failed) failed"
            if crashed > 0 { s += ", \(crashed) crashed" }
            if timedOut > 0 { s += ", \(timedOut) timed out" }
            if skipped > 0 { s += ", \(skipped) skipped" }
            if warnings > 0 { s += ", \(warnings) warning\(warnings == 1 ? "" : "s")" }
            return s
        }

        /// True when nothing failed, crashed or timed out.
        package var ok: Bool { failed == 0 && crashed == 0 && timedOut == 0 }
    }

    /// One block per plugin (a header, one line per check: status, name, `[scenario]` for a
    /// check that ran transitions, message), then the summary line.
    package static func text(_ reports: [Validator.Report]) -> String {
        var s = ""
        for r in reports {
            s +=
                "\(r.label.map { "\(r.id ?? "?") (\($0))" } ?? r.target)\(r.path.map { " — " + $0 } ?? " — built into the host")\n"
            for o in r.outcomes {
                let status = o.result.status.rawValue.uppercased().padding(toLength: 8, withPad: " ", startingAt: 0)
                let name = o.check.padding(toLength: 18, withPad: " ", startingAt: 0)
                s += "  \(status)\(name)\(o.scenario.map { "[\($0.rawValue)] " } ?? "")\(o.result.message)\n"
            }
            s += "\n"
        }
        return s + Summary(reports).line + "\n"
    }

    /// One JSON document: `plugins` (target, path, id, name, checks with name, scenario (null
    /// for a check without transitions), status, message and seconds, and the plugin's
    /// summary) and the overall `summary`.
    package static func json(_ reports: [Validator.Report]) -> String {
        func str(_ s: String?) -> String { s.map(JSONText.string) ?? "null" }
        func summary(_ s: Summary) -> String {
            "{\"passed\": \(s.passed), \"failed\": \(s.failed), \"crashed\": \(s.crashed), \"timed_out\": \(s.timedOut), \"skipped\": \(s.skipped), \"warnings\": \(s.warnings), \"ok\": \(s.ok)}"
        }
        let plugins = reports.map { r in
            let checks = r.outcomes.map {
                "{\"name\": \(str($0.check)), \"scenario\": \(str($0.scenario?.rawValue)), \"status\": \(str($0.result.status.rawValue)), \"message\": \(str($0.result.message)), \"seconds\": \(JSONText.number($0.seconds, quantum: 1e-3))}"
            }
            return
                "{\"target\": \(str(r.target)), \"path\": \(str(r.path)), \"id\": \(str(r.id)), \"name\": \(str(r.label)), \"checks\": [\(checks.joined(separator: ", "))], \"summary\": \(summary(Summary([r])))}"
        }
        return "{\"plugins\": [\(plugins.joined(separator: ", "))], \"summary\": \(summary(Summary(reports)))}"
    }

    /// JUnit XML: one `testsuite` per plugin, one `testcase` per check and scenario (named
    /// after the check, with the scenario in its class name, `validate.ID.SCENARIO`, so each
    /// case is unique); fail, crash and timeout are `failure`s with the status as their type,
    /// skip is `skipped`, and a warning passes with its message in `system-out`.
    package static func junit(_ reports: [Validator.Report]) -> String {
        var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let all = Summary(reports)
        let total = reports.reduce(0) { $0 + $1.outcomes.count }
        let time = reports.flatMap(\.outcomes).reduce(0) { $0 + $1.seconds }
        s +=
            "<testsuites name=\"host-cli validate\" tests=\"\(total)\" failures=\(XMLText.attribute(String(all.failed + all.crashed + all.timedOut))) skipped=\"\(all.skipped)\" time=\"\(Rounding.format(time, quantum: 1e-3))\">\n"
        for r in reports {
            let sum = Summary([r])
            let suite = r.id ?? r.target
            let t = r.outcomes.reduce(0) { $0 + $1.seconds }
            s +=
                "  <testsuite name=\(XMLText.attribute(suite)) tests=\"\(r.outcomes.count)\" failures=\"\(sum.failed + sum.crashed + sum.timedOut)\" errors=\"0\" skipped=\"\(sum.skipped)\" time=\"\(Rounding.format(t, quantum: 1e-3))\">\n"
            if let path = r.path {
                s += "    <properties><property name=\"path\" value=\(XMLText.attribute(path))/></properties>\n"
            }
            for o in r.outcomes {
                s +=
                    "    <testcase classname=\(XMLText.attribute("validate." + suite + (o.scenario.map { "." + $0.rawValue } ?? ""))) name=\(XMLText.attribute(o.check)) time=\"\(Rounding.format(o.seconds, quantum: 1e-3))\""
                switch o.result.status {
                case .pass:
                    s += "/>\n"
                case .warning:
                    s +=
                        ">\n      <system-out>\(XMLText.escape("warning: " + o.result.message))</system-out>\n    </testcase>\n"
                case .skip:
                    s += ">\n      <skipped message=\(XMLText.attribute(o.result.message))/>\n    </testcase>\n"
                case .fail, .crash, .timeout:
                    s +=
                        ">\n      <failure type=\(XMLText.attribute(o.result.status.rawValue)) message=\(XMLText.attribute(o.result.message))>\(XMLText.escape(o.result.message))</failure>\n    </testcase>\n"
                }
            }
            s += "  </testsuite>\n"
        }
        return s + "</testsuites>\n"
    }
}
