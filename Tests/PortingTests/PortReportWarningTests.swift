import XCTest

@testable import Porting

/// Port's report lists the validator's warnings under the plugin, after its failures: a clean
/// plugin whose cancel could not be tested says so.
final class PortReportWarningTests: XCTestCase {
    func testWarningsAreListedUnderThePlugin() {
        let plugin = PortProject.Plugin(
            className: "FadeAnimator", kind: .animator, construction: "FadeAnimator()", target: "PortedFadeAnimator",
            id: "port.fade-animator", sourcePath: "FadeAnimator.swift")
        var report = PortReport(files: ["FadeAnimator.swift"], results: [], classes: [], unmade: [], plugins: [plugin])
        report.outcomes[0].library = "out/plugins/libPortedFadeAnimator.so"
        report.outcomes[0].validation = (15, 0, [])
        report.outcomes[0].warnings = ["cancel-restores: the transition completed after 2 frame(s)"]
        let text = report.text(output: "out")
        XCTAssertTrue(
            text.contains(
                "  FadeAnimator (animator, id port.fade-animator): built, validated (15 checks passed)\n    library: out/plugins/libPortedFadeAnimator.so\n    warning: cancel-restores: the transition completed after 2 frame(s)\n"
            ), text)
    }
}
