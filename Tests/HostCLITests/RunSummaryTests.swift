import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// What `run` and `play` say when they end agrees with what happened, as the trace records
/// it: a collection's layouts in the direction the transition went, no animator for a
/// collection, an honest count for an empty one, the right article before a format's name,
/// and a `--max-duration` shorter than the transition named as the cause.
final class RunSummaryTests: XCTestCase {
    private var env: [String: String] = [:]
    private var dir = ""

    override func setUpWithError() throws {
        dir = try NativeTools.temporaryFolder(for: self, name: "summary")
        env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome { try NativeTools.cli(args, environment: env) }

    /// The text of the trace's `layout` events (`from -> to`), in order.
    private func layoutEvents(_ trace: String) throws -> [String] {
        let last = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").last ?? ""
        let result = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any] ?? [:]
        return (result["events"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }.filter {
            $0.contains(" -> ")
        }
    }

    func testACollectionSummaryNamesItsLayoutsInTheDirectionOfTheTrace() throws {
        for (from, to, shown, traced) in [
            ("1", "0", "layouts list → grid", "list -> grid"), ("0", "1", "layouts grid → list", "grid -> list")
        ] {
            let trace = dir + "/c\(from)\(to).jsonl"
            let o = try cli([
                "run", "--container", "collection", "--items", "6", "--from", from, "--to", to, "--trace", trace
            ])
            XCTAssertEqual(o.ending, .exited(0), o.stderr)
            XCTAssertTrue(
                o.stdout.hasPrefix("completed (\(shown), duration "), "--from \(from) --to \(to): \(o.stdout)")
            let events = try layoutEvents(trace)
            XCTAssertTrue(events.contains { $0.contains(traced) }, "the trace says \(traced): \(events)")
        }
    }

    /// An empty collection has nothing to animate: its transition ends at once (the trace's
    /// start and end events are both at t = 0) in one frame, which the summary says, rather
    /// than the layouts' declared 0.35 s and "1 frames".
    func testAnEmptyCollectionSummaryAgreesWithItsTrace() throws {
        let trace = dir + "/empty.jsonl"
        let o = try cli(["run", "--container", "collection", "--items", "0", "--trace", trace])
        XCTAssertEqual(o.ending, .exited(0), o.stderr)
        XCTAssertEqual(o.stdout, "completed (layouts grid → list, no items, ended after 0 s of its 0.35 s, 1 frame)\n")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 2, "one frame and the result line")
        XCTAssertTrue(
            lines[1].contains(#"{"t": 0, "kind": "transition", "text": "transition.end(completed)"}"#), String(lines[1])
        )
    }

    func testAFormatNameTakesTheArticleItsSoundNeeds() throws {
        let o = try cli(["run", "--animator", "slide", "--size", "4100x4100", "--output", dir + "/big.apng"])
        XCTAssertEqual(o.ending, .exited(2), o.stderr)
        XCTAssertTrue(o.stderr.contains("--output \(dir)/big.apng: an APNG frame of 4100×4100 is "), o.stderr)
        XCTAssertTrue(o.stderr.contains("; an APNG frame may have at most "), o.stderr)
        let g = try cli(["run", "--animator", "slide", "--size", "4100x4100", "--output", dir + "/big.gif"])
        XCTAssertTrue(g.stderr.contains(": a GIF frame of 4100×4100 is "), g.stderr)
    }

    /// A transition of 3 s under --max-duration 1: the run says the limit is shorter than the
    /// transition (and by how much to raise it), not that the watchdog may be too long.
    func testAMaxDurationShorterThanTheTransitionIsNamedAsTheCause() throws {
        let o = try cli(["run", "--animator", "slide", "--param", "duration=3", "--max-duration", "1", "--fps", "10"])
        XCTAssertEqual(o.ending, .exited(1), o.stderr)
        XCTAssertTrue(
            o.stderr.contains(
                "error: the run did not end: --max-duration 1 s is shorter than the transition's own length (3 s, the animator's transitionDuration), so the run stopped before it could end; raise --max-duration (above 5 s leaves room for the watchdog)"
            ), o.stderr)
        XCTAssertFalse(o.stderr.contains("--watchdog very long"), o.stderr)
    }

    /// `play` of a collection, in a real terminal: its status line and its summary name the
    /// layouts in the direction played, not an animator the collection does not use.
    func testPlayOfACollectionNamesItsLayouts() throws {
        let tmux = try TerminalPlayCommandTests.requireTmux()
        let cli = try NativeTools.hostCLI()
        let command =
            "env TRANSITION_HOST_CACHE_DIR='\(dir)/cache' XDG_DATA_HOME='\(dir)/data' ANIMATOR_PLUGIN_PATH= NO_COLOR=1 '\(cli)' play --container collection --items 6 --from 1 --to 0; echo \"EXIT=$?\"; exec sleep 600"
        let pane = try TmuxPane(tmux: tmux, command: command, columns: 120, rows: 30)
        defer { pane.close() }
        guard pane.wait(timeout: 120, until: { $0.contains("list → grid") }) != nil else {
            return XCTFail("no status line naming the layouts: \(pane.capture())")
        }
        pane.send("q")
        guard let ended = pane.wait(timeout: 60, until: { $0.contains("EXIT=") }) else {
            return XCTFail("play did not end: \(pane.capture())")
        }
        XCTAssertTrue(ended.contains("EXIT=0"), ended)
        XCTAssertTrue(ended.contains("(layouts list → grid,"), ended)
        XCTAssertFalse(ended.contains("animator default"), ended)
    }
}
