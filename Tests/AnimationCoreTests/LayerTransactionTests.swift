import TestSupport
import XCTest
@testable import AnimationCore

/// Core Animation transactions (`CATransaction`) in the engine: the completion waits for every
/// animation started inside (UIView blocks and nested transactions) and runs after their
/// completions; nesting of settings; the implicit transaction; a transaction left open; a
/// replaced completion; and the timing function shaping UIView animations that name no curve.
final class LayerTransactionTests: XCTestCase {
    var engine: AnimationEngine!
    var root: View!
    var view: View!
    var order: [String] = []

    override func setUp() {
        engine = AnimationEngine()
        root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        view = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 50), title: "v")
        try! root.addSubview(view)
        order = []
    }

    /// Advances frame by frame (60 fps) up to `seconds`.
    private func run(to seconds: Double) {
        var f = Int((engine.currentTime * 60).rounded()) + 1
        while Double(f) / 60 <= seconds + 1e-9 {
            engine.advance(to: Double(f) / 60)
            f += 1
        }
    }

    func testCompletionWaitsForEveryAnimationInsideAndRunsAfterTheirCompletions() {
        engine.beginTransaction()
        engine.setTransactionCompletion { self.order.append("transaction at \(self.engine.currentTime)") }
        engine.animate(
            withDuration: 0.5, animations: { self.view.alpha = 0 },
            completion: { _ in self.order.append("short at \(self.engine.currentTime)") })
        engine.animate(
            withDuration: 1, animations: { self.view.center = Point(x: 200, y: 25) },
            completion: { _ in self.order.append("long at \(self.engine.currentTime)") })
        XCTAssertTrue(engine.commitTransaction())
        run(to: 0.9)
        XCTAssertEqual(order, ["short at 0.5"], "the transaction waits for the longer animation")
        run(to: 1.1)
        XCTAssertEqual(order, ["short at 0.5", "long at 1.0", "transaction at 1.0"])
    }

    func testNestedTransactionsCompleteInnerFirstAndTheOuterWaitsForBoth() {
        engine.beginTransaction()
        engine.setTransactionCompletion { self.order.append("outer") }
        engine.beginTransaction()
        engine.setTransactionCompletion { self.order.append("inner") }
        engine.animate(withDuration: 0.5, animations: { self.view.alpha = 0 })
        engine.commitTransaction()
        engine.animate(
            withDuration: 0.25, animations: { self.view.cornerRadius = 4 },
            completion: { _ in self.order.append("block") })
        engine.commitTransaction()
        run(to: 0.26)
        XCTAssertEqual(order, ["block"])
        run(to: 0.5)
        XCTAssertEqual(order, ["block", "inner", "outer"], "both end at 0.5: inner before outer")
    }

    func testAnEmptyTransactionCompletesOnTheNextFrameAndCommitNeedsABegin() {
        XCTAssertFalse(engine.commitTransaction(), "nothing open")
        engine.beginTransaction()
        engine.setTransactionCompletion { self.order.append("done at \(self.engine.currentTime)") }
        engine.commitTransaction()
        XCTAssertEqual(order, [], "never during the commit")
        engine.advance(to: 1.0 / 60)
        XCTAssertEqual(order, ["done at \(1.0 / 60)"])
        XCTAssertTrue(engine.isIdle)
    }

    func testSettingsNestAndDefaultToCoreAnimations() {
        XCTAssertEqual(engine.transactionAnimationDuration, 0.25)
        XCTAssertFalse(engine.transactionDisablesActions)
        XCTAssertNil(engine.transactionTimingFunction)
        engine.beginTransaction()
        engine.setTransactionAnimationDuration(2)
        engine.setTransactionDisableActions(true)
        engine.beginTransaction()
        XCTAssertEqual(engine.transactionAnimationDuration, 2, "a nested transaction sees the outer setting")
        XCTAssertTrue(engine.transactionDisablesActions)
        engine.setTransactionAnimationDuration(0.5)
        XCTAssertEqual(engine.transactionAnimationDuration, 0.5)
        engine.commitTransaction()
        XCTAssertEqual(engine.transactionAnimationDuration, 2, "the inner setting ends with it")
        engine.commitTransaction()
        XCTAssertEqual(engine.transactionAnimationDuration, 0.25)
    }

    func testASettingOutsideAnyTransactionOpensTheImplicitOneCommittedAtTheNextFrame() {
        engine.setTransactionCompletion { self.order.append("implicit at \(self.engine.currentTime)") }
        XCTAssertTrue(engine.isInLayerTransaction)
        // Animations started later in the same turn belong to it too.
        engine.animate(withDuration: 0.5, animations: { self.view.alpha = 0 })
        run(to: 0.49)
        XCTAssertFalse(engine.isInLayerTransaction, "committed at the first frame")
        XCTAssertEqual(order, [])
        run(to: 0.5)
        XCTAssertEqual(order, ["implicit at 0.5"])
    }

    func testATransactionLeftOpenIsCommittedAtTheNextFrameWithADiagnostic() {
        var diagnostics: [String] = []
        engine.onDiagnostic = { diagnostics.append($0) }
        engine.beginTransaction()
        engine.setTransactionCompletion { self.order.append("ran") }
        engine.advance(to: 1.0 / 60)
        XCTAssertFalse(engine.isInLayerTransaction)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("without a matching commit()"), diagnostics[0])
        engine.advance(to: 2.0 / 60)
        XCTAssertEqual(order, ["ran"])
    }

    func testAReplacedCompletionIsDiscardedAtOnceAndOnlyTheLastRuns() {
        engine.beginTransaction()
        engine.setTransactionCompletion(
            { self.order.append("first ran") }, discard: { self.order.append("first discarded") })
        engine.setTransactionCompletion(
            { self.order.append("second ran") }, discard: { self.order.append("second discarded") })
        XCTAssertEqual(order, ["first discarded"])
        engine.commitTransaction()
        engine.advance(to: 1.0 / 60)
        XCTAssertEqual(order, ["first discarded", "second ran"])
    }

    func testTheTimingFunctionShapesUIViewAnimationsThatNameNoCurve() {
        // Linear inside the transaction: alpha falls exactly linearly (the default would be
        // ease in-out: 0.15625 done at a quarter, not 0.25).
        engine.beginTransaction()
        engine.setTransactionTimingFunction(.bezier(CubicBezier(0, 0, 1, 1)))
        engine.animate(withDuration: 1, animations: { self.view.alpha = 0 })
        // A named curve wins: this one eases in (slower than linear at a quarter).
        engine.animate(withDuration: 1, options: .curveEaseIn, animations: { self.view.cornerRadius = 100 })
        engine.commitTransaction()
        // Outside the transaction again: the default curve.
        engine.animate(withDuration: 1, animations: { self.view.center = Point(x: 150, y: 25) })
        engine.advance(to: 0.25)
        XCTAssertEqual(view.layer.presentation.opacity, 0.75, accuracy: 1e-9)
        XCTAssertEqual(
            view.layer.presentation.cornerRadius, 100 * CubicBezier.easeIn.referenceProgress(0.25), accuracy: 1e-6)
        XCTAssertLessThan(view.layer.presentation.cornerRadius, 25)
        XCTAssertEqual(
            view.layer.presentation.position.x, 50 + 100 * CubicBezier.easeInEaseOut.referenceProgress(0.25),
            accuracy: 1e-6)
    }

    func testRemovingTheAnimationsInsideStillCompletesTheTransaction() {
        engine.beginTransaction()
        engine.setTransactionCompletion { self.order.append("done") }
        engine.animate(
            withDuration: 1, animations: { self.view.alpha = 0 },
            completion: { self.order.append("block finished=\($0)") })
        engine.commitTransaction()
        engine.advance(to: 0.25)
        engine.removeAnimations(of: [view.layer], finished: false)
        engine.advance(to: 0.3)
        XCTAssertEqual(order, ["block finished=false", "done"])
    }
}
