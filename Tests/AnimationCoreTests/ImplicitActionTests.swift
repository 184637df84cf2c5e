import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Core Animation's implicit actions on standalone layers: a change animates from what was
/// shown over the transaction's duration along its curve (Core Animation's default without
/// one), counted in its completion; not for a view's layer, not for a layer not yet drawn,
/// not with actions disabled or animations off.
final class ImplicitActionTests: XCTestCase {
    private var engine: AnimationEngine!
    private var root: View!
    private var layer: View!

    override func setUp() {
        engine = makeEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        layer = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        layer.layer.hasImplicitActions = true
        try! root.addSubview(layer)
        engine.advance(to: 0)  // drawn once: later changes animate
    }

    func testAChangeAnimatesOverAQuarterSecondAlongTheDefaultCurve() {
        layer.alpha = 0
        XCTAssertEqual(layer.alpha, 0, "the model changes at once")
        engine.advance(to: 0.125)
        XCTAssertEqual(layer.layer.presentation.opacity, 1 - CubicBezier.default.progress(0.5), accuracy: 1e-12)
        engine.advance(to: 0.25)
        XCTAssertEqual(layer.layer.presentation.opacity, 0)
        engine.runReadyCompletions()
        XCTAssertTrue(engine.isIdle)
        // The shape's path morphs too.
        layer.layer.path = PathTests.circle(Point(x: 50, y: 50), 10)  // from no path: at once
        engine.advance(to: 0.5)
        layer.layer.path = PathTests.circle(Point(x: 50, y: 50), 30)
        engine.advance(to: 0.625)
        let r = 10 + 20 * CubicBezier.default.progress(0.5)
        PathTests.assertClose(layer.layer.presentationPath, PathTests.circle(Point(x: 50, y: 50), r))
        // So does a gradient (from none: at once).
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        layer.layer.gradient = GradientStyle(colors: [red, blue])
        engine.advance(to: 1)
        layer.layer.gradient = GradientStyle(colors: [blue, red], startPoint: Point(x: 0, y: 0))
        engine.advance(to: 1.125)
        let f = CubicBezier.default.progress(0.5)
        let shown = try? XCTUnwrap(layer.layer.presentationGradient)
        XCTAssertEqual(shown?.colors.first, red.interpolated(to: blue, f))
        XCTAssertEqual(shown?.startPoint.x ?? -1, 0.5 - 0.5 * f, accuracy: 1e-12)
        engine.advance(to: 1.25)
        XCTAssertEqual(layer.layer.presentationGradient, layer.layer.gradient)
    }

    func testTheTransactionsDurationCurveAndCompletionApply() {
        var done: [Double] = []
        engine.beginTransaction()
        engine.setTransactionAnimationDuration(1)
        engine.setTransactionTimingFunction(.linear)
        engine.setTransactionCompletion { done.append(self.engine.currentTime) }
        layer.layer.strokeEnd = 0
        layer.center = Point(x: 150, y: 50)
        _ = engine.commitTransaction()
        engine.advance(to: 0.5)
        XCTAssertEqual(layer.layer.presentation.strokeEnd, 0.5, accuracy: 1e-12)
        XCTAssertEqual(layer.layer.presentation.position.x, 100, accuracy: 1e-12)
        engine.advance(to: 1)
        engine.advance(to: 1 + 1.0 / 60)
        XCTAssertEqual(done, [1], "the completion waits for the implicit animations")
    }

    func testNoActionForAViewsLayerANewLayerDisabledActionsOrNoAnimations() throws {
        let plain = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try root.addSubview(plain)
        let fresh = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        fresh.layer.hasImplicitActions = true
        try root.addSubview(fresh)
        engine.advance(to: 1)
        let newborn = View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        newborn.layer.hasImplicitActions = true
        try root.addSubview(newborn)
        plain.alpha = 0
        newborn.alpha = 0
        XCTAssertEqual(
            plain.layer.animations.count + newborn.layer.animations.count, 0, "a view's layer, a layer not drawn yet")
        engine.beginTransaction()
        engine.setTransactionDisableActions(true)
        fresh.alpha = 0
        _ = engine.commitTransaction()
        engine.performWithoutAnimation { fresh.cornerRadius = 4 }
        XCTAssertEqual(fresh.layer.animations.count, 0, "disabled actions, performWithoutAnimation")
        let detached = View(engine: engine, frame: .zero)
        detached.layer.hasImplicitActions = true
        engine.advance(to: 2)
        detached.alpha = 0
        XCTAssertEqual(detached.layer.animations.count, 0, "not in a tree")
    }
}
