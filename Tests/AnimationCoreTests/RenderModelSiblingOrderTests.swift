import XCTest

@testable import AnimationCore

/// The render model's shortcuts for many views: siblings already in z order are walked as
/// they are (the presentation's z decides, not the model's), and a layer's record of which
/// properties its animations move follows every animation added and removed.
final class RenderModelSiblingOrderTests: XCTestCase {
    var engine: AnimationEngine!
    var root: View!

    override func setUp() {
        engine = AnimationEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 200))
    }

    private func child() -> View {
        let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try! root.addSubview(v)
        return v
    }

    private func animate(_ path: String, of view: View, from: Double, to: Double, key: String? = nil) throws {
        let keyPath = try XCTUnwrap(LayerKeyPath(path), "\(path) parses")
        try engine.addExplicit(
            ExplicitAnimation(keyPath: keyPath, from: .scalar(from), to: .scalar(to), duration: 1, key: key),
            to: view.layer)
    }

    /// Three siblings all at z 0 in the model (in order there), the first animated to z 10:
    /// halfway it is at 5 and drawn last; the model keeps insertion order.
    func testAnAnimatedZPositionReordersSiblingsThatAreInOrderInTheModel() throws {
        let (a, b, c) = (child(), child(), child())
        try animate("zPosition", of: a, from: 0, to: 10)
        engine.advance(to: 0)
        engine.advance(to: 0.5)
        XCTAssertEqual(a.layer.presentation.zPosition, 5, accuracy: 1e-12)
        XCTAssertEqual(RenderModel.evaluate(root).items.map(\.id), [root.id, b.id, c.id, a.id])
        XCTAssertEqual(RenderModel.evaluate(root, presentation: false).items.map(\.id), [root.id, a.id, b.id, c.id])
        // Past its end the animation is gone: back to insertion order.
        engine.advance(to: 1.5)
        XCTAssertEqual(RenderModel.evaluate(root).items.map(\.id), [root.id, a.id, b.id, c.id])
    }

    /// Siblings in z order with ties (-1, 0, 0, 2) keep their order; one out of order is
    /// moved to its place, ties staying in insertion order.
    func testSiblingsInOrderStayAndOneOutOfOrderMoves() {
        let vs = (0..<4).map { _ in child() }
        for (v, z) in zip(vs, [-1.0, 0, 0, 2]) { v.layer.zPosition = z }
        XCTAssertEqual(RenderModel.evaluate(root).items.map(\.id), [root.id] + vs.map(\.id))
        vs[3].layer.zPosition = -1
        XCTAssertEqual(
            RenderModel.evaluate(root).items.map(\.id), [root.id, vs[0].id, vs[3].id, vs[1].id, vs[2].id])
    }

    /// A border-width animation (an extra) beside a position animation: the border shows its
    /// animated width (0 → 8 over 1 s: 4 at 0.5 s) until that animation is removed, whatever
    /// happens to the other one; the record of animated properties says the same.
    func testTheAnimatedPropertiesFollowAnimationsAddedAndRemoved() throws {
        let v = child()
        try animate("borderWidth", of: v, from: 0, to: 8, key: "border")
        try animate("position.x", of: v, from: 5, to: 105, key: "move")
        engine.advance(to: 0)
        engine.advance(to: 0.5)
        func borderWidth() -> Double? {
            RenderModel.evaluate(root).items.first { $0.id == v.id && $0.border > 0 }?.border
        }
        XCTAssertEqual(try XCTUnwrap(borderWidth()), 4, accuracy: 1e-12)
        XCTAssertTrue(v.layer.animates(.borderWidth) && v.layer.animates(.position))
        XCTAssertTrue(engine.removeAnimation(forKey: "move", from: v.layer))
        XCTAssertTrue(v.layer.animates(.borderWidth))
        XCTAssertFalse(v.layer.animates(.position))
        XCTAssertEqual(try XCTUnwrap(borderWidth()), 4, accuracy: 1e-12, "the other animation's removal keeps it")
        XCTAssertTrue(engine.removeAnimation(forKey: "border", from: v.layer))
        XCTAssertEqual(v.layer.animatedProperties, 0)
        XCTAssertNil(borderWidth(), "the model's width is 0: no border")
        XCTAssertNil(v.layer.runningTransition)
    }
}
