import Foundation
import TestSupport
import XCTest

/// `host-cli run --interaction pan` without `--gesture` scripts a drag that suits the container
/// and the operation, and that drag finishes the transition: every container × operation, as
/// a real process, checked on the trace's result, its events in order, and what the first
/// and last frames show.
final class DefaultPanTests: XCTestCase {
    /// host-cli's environment: the bundled plugins only, a private scan cache.
    private var env: [String: String] = [:]

    override func setUpWithError() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "pan")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
    }

    /// One container and operation: its flags, the events that must appear in this order, and
    /// the children shown (covering at least half the viewport) at the first and last frames.
    private struct Case {
        var args: [String]
        var events: [String]
        var first: Set<String>
        var last: Set<String>
        /// Events that must not appear.
        var absent: [String] = []
    }

    /// The events every finished pan-driven transition from `from` to `to` has, in order.
    private func finished(_ from: String, _ to: String, appearance: [String]) -> [String] {
        [
            "transition.start(\(from) -> \(to), animator: default, interaction: pan)",
            "coordinator.interactionChanged(interactive: false, cancelled: false)", "completeTransition(true)"
        ]
            + appearance + ["default.animationEnded(true)", "transition.end(completed)"]
    }

    /// The appearance callbacks of a transition that completed from `from` to `to`.
    private func swapped(_ from: String, _ to: String) -> [String] {
        ["\(from).viewDidDisappear(animated: true)", "\(to).viewDidAppear(animated: true)"]
    }

    /// Every container × operation.
    private var cases: [Case] {
        [
            Case(
                args: ["--container", "custom"], events: finished("A", "B", appearance: swapped("A", "B")),
                first: ["A"], last: ["B"]),
            Case(
                args: ["--container", "custom", "--from", "1", "--to", "0"],
                events: finished("B", "A", appearance: swapped("B", "A")),
                first: ["B"], last: ["A"]),
            Case(
                args: ["--container", "tab", "--from", "0", "--to", "1"],
                events: finished("A", "B", appearance: swapped("A", "B")),
                first: ["A"], last: ["B"]),
            Case(
                args: ["--container", "tab", "--from", "1", "--to", "0"],
                events: finished("B", "A", appearance: swapped("B", "A")),
                first: ["B"], last: ["A"]),
            Case(
                args: ["--container", "navigation", "--from", "0", "--to", "1"],
                events: ["B.willMove(toParent: Navigation)"]
                    + finished("A", "B", appearance: ["B.didMove(toParent: Navigation)"] + swapped("A", "B")),
                first: ["A"], last: ["B"]),
            Case(
                args: ["--container", "navigation", "--from", "1", "--to", "0"],
                events: ["B.willMove(toParent: nil)"]
                    + finished("B", "A", appearance: ["B.didMove(toParent: nil)"] + swapped("B", "A")),
                first: ["B"], last: ["A"]),
            // A pop of two levels goes all the way to the root, as --to says.
            Case(
                args: ["--container", "navigation", "--from", "2", "--to", "0"],
                events: ["C.willMove(toParent: nil)"]
                    + finished(
                        "C", "A",
                        appearance: ["B.didMove(toParent: nil)", "C.didMove(toParent: nil)"] + swapped("C", "A")),
                first: ["C"], last: ["A"]),
            Case(
                args: ["--container", "modal"], events: finished("A", "B", appearance: swapped("A", "B")), first: ["A"],
                last: ["B"]),
            Case(
                args: ["--container", "modal", "--style", "custom"],
                events: finished("A", "B", appearance: ["B.viewDidAppear(animated: true)"]),
                first: ["A"], last: ["A", "B"], absent: ["A.viewDidDisappear(animated: true)"]),
            Case(
                args: ["--container", "modal", "--dismiss"], events: finished("B", "A", appearance: swapped("B", "A")),
                first: ["B"], last: ["A"]),
            Case(
                args: ["--container", "modal", "--style", "custom", "--dismiss"],
                events: finished("B", "A", appearance: ["B.viewDidDisappear(animated: true)"]), first: ["A", "B"],
                last: ["A"],
                absent: ["A.viewDidAppear(animated: true)"])
        ]
    }

    /// Each case through `host-cli run --interaction pan --trace -`: completed, with its events
    /// and frames.
    func testTheDefaultDragFinishesEveryContainerAndOperation() throws {
        for c in cases {
            let o = try NativeTools.cli(
                ["run", "--interaction", "pan", "--size", "300x500", "--trace", "-"] + c.args, environment: env)
            XCTAssertEqual(o.ending, .exited(0), "\(c.args): \(o.stderr)")
            let lines = try o.stdout.split(separator: "\n").map {
                try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            let result = try XCTUnwrap(lines.last, "\(c.args)")
            XCTAssertEqual(result["result"] as? String, "completed", "\(c.args): \(o.stderr)")
            XCTAssertEqual(result["duration"] as? Double, 1, "\(c.args): the default animator's duration")
            let events = (result["events"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            assertInOrder(c.events, in: events, "\(c.args)")
            for a in c.absent { XCTAssertFalse(events.contains(a), "\(c.args): \(a) in \(events)") }
            // The run's events are the operation's own (with --dismiss, not those of the
            // presentation that set the scene up): one transition.
            XCTAssertEqual(
                events.filter { $0.hasPrefix("transition.start") },
                [c.events.first { $0.hasPrefix("transition.start") }!], "\(c.args)")
            XCTAssertEqual(shown(lines[0]), c.first, "\(c.args): frame 0")
            XCTAssertEqual(shown(lines[lines.count - 2]), c.last, "\(c.args): last frame")
        }
    }

    /// A drag the dismissal's pan does not recognize (sideways) starts nothing: the run of a
    /// --dismiss reports no transition rather than the presentation that set it up.
    func testADismissalThatNeverStartsReportsNone() throws {
        let o = try NativeTools.cli(
            [
                "run", "--container", "modal", "--dismiss", "--interaction", "pan", "--size", "300x500",
                "--gesture", "press 20 250; move 200 0 over 0.3; release", "--trace", "-"
            ], environment: env)
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        let last = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data((o.stdout.split(separator: "\n").last ?? "").utf8))
                as? [String: Any])
        XCTAssertEqual(last["result"] as? String, "none")
        XCTAssertEqual(last["duration"] as? Double, 0)
        XCTAssertEqual((last["events"] as? [Any])?.count, 0)
    }

    /// `expected` appear in `events` in this order (others may come between).
    private func assertInOrder(_ expected: [String], in events: [String], _ label: String, line: UInt = #line) {
        var from = events.startIndex
        for e in expected {
            guard let i = events[from...].firstIndex(of: e) else {
                XCTFail("\(label): \(e) missing after position \(from) in \(events)", line: line)
                return
            }
            from = i + 1
        }
    }

    /// The children (titled with one capital letter) a frame shows over at least half of the
    /// 300 × 500 viewport.
    private func shown(_ frame: [String: Any]) -> Set<String> {
        var titles: Set<String> = []
        for v in frame["views"] as? [[String: Any]] ?? [] {
            guard let t = v["title"] as? String, t.count == 1, t.uppercased() == t, let c = v["corners"] as? [[Double]],
                c.count == 4
            else { continue }
            let xs = c.map { $0[0] }, ys = c.map { $0[1] }
            let w = min(300, xs.max()!) - max(0, xs.min()!), h = min(500, ys.max()!) - max(0, ys.min()!)
            if w > 0, h > 0, w * h >= 0.5 * 300 * 500 { titles.insert(t) }
        }
        return titles
    }
}
