import AnimationCore
import HostContainer
import PluginRuntime
import TestSupport
import XCTest
@testable import Session

/// Sessions of the collection container (what `host-cli run --container collection` runs): the
/// bundled layout plugins on a navigation stack whose push and pop are layout-to-layout
/// transitions, driven by nothing, a pinch, the pan and an interaction plugin.
final class CollectionSessionTests: XCTestCase {
    /// 390 × 844 (the collection is 390 × 800 below the bar), `items` items, grid → `to`.
    private func configuration(
        to: String = "list", items: [Int] = [24], _ interaction: InteractionChoice = .none,
        gesture: String? = nil
    ) throws -> SessionConfiguration {
        var c = SessionConfiguration(animator: PluginChoice(defaultsOf: TestPlugins.defaultAnimator))
        c.container = .collection
        c.layout = try TestPlugins.choice("grid")
        c.toLayout = try TestPlugins.choice(to)
        c.sections = items
        c.interaction = interaction
        if let gesture { c.input = try GestureScript.parse(gesture) }
        c.maxDuration = 10
        return c
    }

    private func run(_ c: SessionConfiguration) throws -> (
        TransitionSession.Result, [TransitionSession.Frame], [String]
    ) {
        let s = try TransitionSession(config: c)
        var frames: [TransitionSession.Frame] = []
        let r = s.run { frames.append($0) }
        XCTAssertFalse(r.timedOut)
        return (r, frames, s.diagnostics)
    }

    /// What shows of the cells of `f` (titles "section.item"): title, corners, alpha and colour,
    /// in drawing order.
    private func cells(_ f: TransitionSession.Frame?) -> [String] {
        (f?.render.items ?? []).filter { $0.title?.contains(".") == true }.map {
            "\($0.title!) \($0.corners) \($0.alpha) \($0.color)"
        }
    }

    /// The render item of the cell titled `title`.
    private func cell(_ title: String, in f: TransitionSession.Frame?) throws -> RenderItem {
        try XCTUnwrap(f?.render.items.first { $0.title == title }, "no cell \(title)")
    }

    /// Grid → list with no interaction: the layout-to-layout animator's 0.35 s, and at the end
    /// every visible row where the host's list layout puts it (below the 44-point bar).
    func testAPushRunsTheLayoutChangeAndEndsAtTheNewLayout() throws {
        let (r, frames, diagnostics) = try run(try configuration())
        XCTAssertEqual(r.outcome, .completed)
        XCTAssertEqual(r.duration, 0.35)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            r.events.first(prefix: "transition.start(")?.text,
            "transition.start(grid -> list, animator: layout-to-layout)")
        XCTAssertEqual(r.events.count(prefix: "layout-to-layout.animationEnded(true)"), 1)
        XCTAssertEqual(appearanceProblems(r.events), [])
        let list = ListLayout().prepare(CollectionLayoutContext(size: Size(width: 390, height: 800), sections: [24]))
        for i in [0, 5, 12] {
            let a = try XCTUnwrap(list.attributes(of: ItemPath(item: i, section: 0)))
            let item = try cell("0.\(i)", in: frames.last)
            assertClose(item.corners[0], Point(x: a.frame.minX, y: a.frame.minY + 44), 1e-9, "row \(i)")
            assertClose(item.corners[2], Point(x: a.frame.maxX, y: a.frame.maxY + 44), 1e-9, "row \(i)")
        }
        // Rows 0…13 (61 points apart) meet the 800-point collection; nothing else has a cell.
        XCTAssertEqual(frames.last?.render.items.filter { $0.title?.hasPrefix("0.") == true }.count, 14)
    }

    /// A pinch that spreads only to 1.2× cancels, and the last frame is the first exactly, but
    /// for the pushed controller's view, gone (the pinch started the transition in frame 0).
    func testAPinchThatFallsShortCancelsBackToTheFirstFrame() throws {
        let (r, frames, _) = try run(try configuration(to: "circle", .pinch, gesture: "pinch 195 400 to 1.2 over 0.5"))
        XCTAssertEqual(r.outcome, .cancelled)
        XCTAssertEqual(
            r.events.first(prefix: "transition.start(")?.text,
            "transition.start(grid -> circle, animator: layout-to-layout, interaction: pinch)")
        let first = try XCTUnwrap(frames.first).render, last = try XCTUnwrap(frames.last).render
        let pushedView = try XCTUnwrap(first.items.first { $0.title == "circle" }).id
        func scene(_ r: RenderFrame) -> [RenderItem] {
            r.items.filter { $0.id != pushedView }.map {
                var i = $0
                i.depth = 0
                return i
            }
        }
        XCTAssertEqual(scene(last), scene(first), "every cell, the bar and the offset as before")
        XCTAssertFalse(last.items.contains { $0.id == pushedView })
        XCTAssertEqual(cells(frames.last).count, 24, "all 24 items show in the grid")
        XCTAssertTrue(frames.contains { $0.progress > 0.2 }, "the pinch moved it first")
    }

    /// Pushed by a spreading pinch, by the pan (a leftward drag) and by the `timed` plugin; popped
    /// by a closing pinch, which ends exactly where a grid starts.
    func testPinchPanAndPluginsDriveItBothWays() throws {
        let (pushed, _, _) = try run(try configuration(.pinch, gesture: "pinch 195 400 to 1.8 over 0.4"))
        XCTAssertEqual(pushed.outcome, .completed)
        let (panned, _, _) = try run(try configuration(.pan, gesture: "press 300 400; move -250 0 over 0.5; release"))
        XCTAssertEqual(panned.outcome, .completed)
        XCTAssertEqual(
            panned.events.first(prefix: "transition.start(")?.text,
            "transition.start(grid -> list, animator: layout-to-layout, interaction: pan)")
        let (timed, _, _) = try run(try configuration(.plugin(try TestPlugins.choice("timed"))))
        XCTAssertEqual(timed.outcome, .completed)

        var pop = try configuration(.pinch, gesture: "pinch 195 400 to 0.5 over 0.4")
        pop.from = 1
        pop.to = 0
        let (popped, popFrames, _) = try run(pop)
        XCTAssertEqual(popped.outcome, .completed)
        XCTAssertEqual(
            popped.events.first(prefix: "transition.start(")?.text,
            "transition.start(list -> grid, animator: layout-to-layout, interaction: pinch)")
        let (_, gridFrames, _) = try run(try configuration())
        XCTAssertEqual(cells(popFrames.last), cells(gridFrames.first), "the grid exactly as it starts")
        XCTAssertEqual(cells(popFrames.last).count, 24)
    }

    /// 10,000 items in two sections: only what shows is drawn, in every frame.
    func testTenThousandItemsDrawOnlyWhatShows() throws {
        let (r, frames, _) = try run(try configuration(to: "stack", items: [4_000, 6_000]))
        XCTAssertEqual(r.outcome, .completed)
        let most = frames.map { cells($0).count }.max() ?? 0
        XCTAssertGreaterThan(most, 0)
        XCTAssertEqual(
            most, 84 + 8, "the grid's visible cells (6 across, 14 rows) and the stack's top 8, never all 10,000")
    }
}
