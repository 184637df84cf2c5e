import AnimationCore
import TestSupport
import XCTest
@testable import HostContainer

final class SmokeInteractiveTests: XCTestCase {
    func testPanCancelRestoresEverything() throws {
        let h = try TransitionRig()
        let before = h.children[0].view.layer.model
        // Drag left a little (towards B), slowly, then release: progress 0.5*60/320 < 0.2 → cancel.
        h.runner.schedule(try GestureScript.parse("press 250 200; move -60 0 over 0.5; wait 0.2; release"))
        var frames: [RenderFrame] = []
        var n = 0
        while n < 300 {
            h.runner.step()
            n += 1
            frames.append(RenderModel.evaluate(h.container.view))
            if !h.runner.hasPendingInput && h.container.currentTransition == nil && n > 10 { break }
        }
        print(h.log.texts().joined(separator: "\n"))
        XCTAssertEqual(h.container.selectedIndex, 0)
        XCTAssertEqual(h.children[0].view.layer.model, before)
        XCTAssertEqual(h.children[1].view.alpha, 1)
        XCTAssertEqual(h.children[1].view.transform, .identity)
        XCTAssertEqual(h.container.children.map(\.title), ["A"])
        // No frame ever shows B fully opaque in place (no flash).
        for f in frames {
            if let b = f.items.first(where: { $0.id == h.children[1].view.id }) {
                XCTAssertLessThan(b.alpha, 0.5, "frame at \(f.time)")
            }
        }
    }

    func testPanFinish() throws {
        let h = try TransitionRig()
        h.runner.schedule(try GestureScript.parse("press 300 200; move -200 0 over 0.4; release"))
        h.runUntilIdle()
        print(h.log.texts().joined(separator: "\n"))
        XCTAssertEqual(h.container.selectedIndex, 1)
    }
}
