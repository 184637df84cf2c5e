import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// `UIView.transition(with:…)` and `transition(from:to:…)` in real transitions, frame by frame
/// through the render model: flips from each side, curls up and down, cross dissolve,
/// show/hide, and animated content.
final class ViewTransitionTests: XCTestCase {
    /// Runs A → B with the swap script under `options`; returns the rig and context after
    /// `frames` frames.
    private func start(_ options: UInt) throws -> (TransitionRig<ContainerViewController>, TransitionContext) {
        ViewTransitionScripts.options = .init(rawValue: options)
        ScriptedAnimator.script = ViewTransitionScripts.swap
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(LoadedPlugin.inTest(scriptedPluginDescriptor())))
        return (h, try h.select(1))
    }

    /// The big items (the children's views and their pictures), by title.
    private func pages(_ h: TransitionRig<ContainerViewController>) -> [String: [RenderItem]] {
        let b = h.children[1].view
        let items = RenderModel.evaluate(b.root).items.filter {
            abs($0.size.width - b.bounds.size.width) < 1e-9 && ($0.title == "A" || $0.title == "B")
        }
        return Dictionary(grouping: items, by: { $0.title! })
    }

    private func finish(
        _ h: TransitionRig<ContainerViewController>, _ ctx: TransitionContext, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded, file: file, line: line)
        XCTAssertEqual(
            h.log.first(prefix: "completeTransition(")?.text, "completeTransition(true)", file: file, line: line)
        let checks = h.log.texts([.plugin]).filter { $0.contains("check ") }
        XCTAssertEqual(checks.count, 2, "\(checks)", file: file, line: line)
        XCTAssertFalse(checks.contains { $0.contains("FAILED") }, "\(checks)", file: file, line: line)
        XCTAssertEqual(h.log.diagnostics, [], file: file, line: line)
        XCTAssertEqual(pages(h).keys.sorted(), ["B"], "only the live B at the end", file: file, line: line)
    }

    /// Flips: the before picture (A) turns away in perspective for the first half — the edge
    /// on the flip's side drawn taller (nearer) — and B turns in for the second; each side.
    func testFlipsTurnThePicturesAboutTheMiddle() throws {
        let sides: [(UInt, String)] = [(1 << 20, "left"), (2 << 20, "right"), (6 << 20, "top"), (7 << 20, "bottom")]
        for (bits, side) in sides {
            let (h, ctx) = try start(bits | 3 << 16)
            h.step(16)  // 0.25 s: a quarter turn of A
            var p = pages(h)
            let a = try XCTUnwrap(p["A"]?.first, side)
            XCTAssertNil(p["B"], "\(side): B not yet")
            let c = a.corners  // top-left, top-right, bottom-right, bottom-left
            switch side {
            case "left": XCTAssertGreaterThan(c[3].y - c[0].y, c[2].y - c[1].y, "the left edge nearer")
            case "right": XCTAssertLessThan(c[3].y - c[0].y, c[2].y - c[1].y, "the right edge nearer")
            case "top": XCTAssertGreaterThan(c[1].x - c[0].x, c[2].x - c[3].x, "the top edge nearer")
            default: XCTAssertLessThan(c[1].x - c[0].x, c[2].x - c[3].x, "the bottom edge nearer")
            }
            h.step(30)  // 0.75 s
            p = pages(h)
            XCTAssertNil(p["A"], "\(side): A turned away")
            let b = try XCTUnwrap(p["B"]?.first, side)
            XCTAssertNotEqual(b.corners[1].y - b.corners[0].y == 0 && b.corners[2].x - b.corners[1].x == 0, true)
            finish(h, ctx)
        }
    }

    /// Curl up lifts A about its top edge over B; curl down lays B over A from the top.
    func testCurlsHingeOnTheTopEdge() throws {
        var (h, ctx) = try start(3 << 20 | 3 << 16)
        h.step(31)  // half way: an eighth of a turn
        var p = pages(h)
        let a = try XCTUnwrap(p["A"]?.first), b = try XCTUnwrap(p["B"]?.first)
        XCTAssertEqual(a.corners[0].y, b.corners[0].y, accuracy: 1e-9, "hinged on the top edge")
        XCTAssertLessThan(a.corners[3].y, b.corners[3].y, "A's bottom edge lifted")
        finish(h, ctx)
        (h, ctx) = try start(4 << 20 | 3 << 16)
        h.step(16)
        p = pages(h)
        let a2 = try XCTUnwrap(p["A"]?.first), b2 = try XCTUnwrap(p["B"]?.first)
        XCTAssertLessThan(b2.corners[3].y, a2.corners[3].y, "B comes down, not yet all the way")
        finish(h, ctx)
    }

    /// Cross dissolve with show/hide: A is hidden and B shown (both stay in the container
    /// until the container's own end of the transition), A fading out as B fades in.
    func testCrossDissolveWithShowHide() throws {
        let (h, ctx) = try start(5 << 20 | 3 << 16 | 1 << 8)
        h.step(16)
        let p = pages(h)
        assertClose(try XCTUnwrap(p["B"]?.first).alpha, 0.25, 1e-9)
        assertClose(
            try XCTUnwrap(p["A"]?.first { $0.id != h.children[0].view.id }).alpha, 0.75, 1e-9, "the before picture")
        finish(h, ctx)
    }

    /// `.allowAnimatedContent`: the content's own changes animate with the transition.
    func testAnimatedContentAnimatesUnderTheTransition() throws {
        ScriptedAnimator.script = ViewTransitionScripts.withContent
        let h = try TransitionRig()
        h.delegate(animator: try h.animator(LoadedPlugin.inTest(scriptedPluginDescriptor())))
        let ctx = try h.select(1)
        h.step(16)
        assertClose(h.children[1].view.layer.presentation.opacity, 0.25, 1e-9, "B's alpha animates too")
        h.runUntilIdle()
        XCTAssertTrue(ctx.hasEnded)
        XCTAssertEqual(h.log.diagnostics, [])
    }
}
