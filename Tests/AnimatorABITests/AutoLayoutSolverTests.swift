import Foundation
import XCTest
@testable import AnimatorABI

/// The Auto Layout solver against closed forms: pins, centres and sizes, sibling chains in
/// any order, multipliers, inequalities as bounds, priorities, under-determined axes and
/// cycles (item 0 is a fixed 400 × 300 superview at the origin of the shared space unless a
/// test says otherwise).
final class AutoLayoutSolverTests: XCTestCase {
    typealias Rule = AutoLayoutSolver.Rule
    private let superview = CGRect(x: 0, y: 0, width: 400, height: 300)

    /// The solution for `rules` over a fixed superview 0 and variables with these frames.
    private func solve(_ variables: [Int: CGRect], _ rules: [Rule]) -> AutoLayoutSolver.Solution {
        var frames = variables
        frames[0] = superview
        return AutoLayoutSolver(frames: frames, variables: Set(variables.keys), rules: rules).solve()
    }

    /// `first.a == second.b × m + c`, in activation order `order`.
    private func eq(
        _ first: Int, _ a: NSLayoutConstraint.Attribute, _ second: Int? = nil, _ b: NSLayoutConstraint.Attribute? = nil,
        m: CGFloat = 1, c: CGFloat = 0, priority: Float = 1000, order: Int = 0,
        relation: NSLayoutConstraint.Relation = .equal
    ) -> Rule {
        Rule(
            first: first, firstAttribute: a, relation: relation, second: second,
            secondAttribute: second == nil ? .notAnAttribute : (b ?? a), multiplier: m, constant: c, priority: priority,
            order: order)
    }

    func testEdgesPinnedToTheSuperviewWithInsets() {
        let s = solve(
            [1: .zero],
            [
                eq(1, .leading, 0, c: 16), eq(1, .trailing, 0, c: -16), eq(1, .top, 0, c: 20),
                eq(1, .bottom, 0, c: -10)
            ])
        XCTAssertEqual(s.frames[1], CGRect(x: 16, y: 20, width: 368, height: 270))
        XCTAssertEqual(s.brokenRequired, [])
    }

    func testTheSuperviewOnTheFirstSideSolvesForTheSecond() {
        // superview.trailing == v.trailing + 16: v.trailing = 384; width 100.
        let s = solve(
            [1: .zero], [eq(0, .trailing, 1, c: 16), eq(1, .width, c: 100), eq(0, .top, 1), eq(1, .height, c: 50)])
        XCTAssertEqual(s.frames[1], CGRect(x: 284, y: 0, width: 100, height: 50))
    }

    func testCentreAndSize() {
        let s = solve(
            [1: .zero],
            [eq(1, .centerX, 0), eq(1, .centerY, 0, c: -30), eq(1, .width, c: 120), eq(1, .height, c: 60)])
        // Centre (200, 120): origin (200 − 60, 120 − 30).
        XCTAssertEqual(s.frames[1], CGRect(x: 140, y: 90, width: 120, height: 60))
    }

    func testASiblingChainSolvesWhateverTheOrder() {
        // 3 after 2 after 1, listed backwards: 1 at x 10, width 50; 2 8 after it, width 30; 3 8 after 2.
        let rules = [
            eq(3, .leading, 2, .trailing, c: 8), eq(3, .width, c: 20),
            eq(2, .leading, 1, .trailing, c: 8), eq(2, .width, 1, .width, m: 0.6),
            eq(1, .leading, 0, c: 10), eq(1, .width, c: 50)
        ]
        let rows =
            [eq(1, .top, 0), eq(1, .height, c: 10), eq(2, .top, 1), eq(2, .height, c: 10)]
            + [eq(3, .top, 1), eq(3, .height, c: 10)]
        let s = solve([1: .zero, 2: .zero, 3: .zero], rules + rows)
        XCTAssertEqual(s.frames[1]?.minX, 10)
        XCTAssertEqual(s.frames[2]?.minX, 68)
        XCTAssertEqual(s.frames[2]?.width, 30)
        XCTAssertEqual(s.frames[3]?.minX, 106)
    }

    func testAMultiplierOnTheWidthAndAcrossAxes() {
        // Width half the superview's less 8 (192); height a quarter of the width (48).
        let s = solve(
            [1: .zero],
            [eq(1, .width, 0, m: 0.5, c: -8), eq(1, .height, 1, .width, m: 0.25), eq(1, .left, 0), eq(1, .top, 0)])
        XCTAssertEqual(s.frames[1], CGRect(x: 0, y: 0, width: 192, height: 48))
    }

    func testInequalitiesClampAfterTheEqualities() {
        let start = CGRect(x: 5, y: 5, width: 10, height: 10)
        // Only a bound: the width is clamped up to 44; the rest is kept.
        let up = solve([1: start], [eq(1, .width, c: 44, relation: .greaterThanOrEqual)])
        XCTAssertEqual(up.frames[1], CGRect(x: 5, y: 5, width: 44, height: 10))
        // A bound already met changes nothing.
        let met = solve([1: start], [eq(1, .width, c: 4, relation: .greaterThanOrEqual)])
        XCTAssertEqual(met.frames[1], start)
        // An optional width of 500 from x 16, with the trailing edge required inside 16 of
        // the superview's: the width gives way (400 − 32).
        let inside = solve(
            [1: start],
            [
                eq(1, .leading, 0, c: 16), eq(1, .width, c: 500, priority: 750),
                eq(1, .trailing, 0, c: -16, relation: .lessThanOrEqual)
            ])
        XCTAssertEqual(inside.frames[1], CGRect(x: 16, y: 5, width: 368, height: 10))
    }

    func testPrioritiesAndTies() {
        let start = CGRect(x: 0, y: 0, width: 10, height: 10)
        // Required beats optional whichever comes later.
        let required = solve(
            [1: start], [eq(1, .width, c: 100, order: 1), eq(1, .width, c: 50, priority: 999, order: 2)])
        XCTAssertEqual(required.frames[1]?.width, 100)
        XCTAssertEqual(required.brokenRequired, [])
        // Equal priorities: the later-activated wins, and the broken required one is reported.
        let tie = solve([1: start], [eq(1, .width, c: 100, order: 2), eq(1, .width, c: 50, order: 1)])
        XCTAssertEqual(tie.frames[1]?.width, 100)
        XCTAssertEqual(tie.brokenRequired, [1])
        // An optional bound loses to a required equality.
        let bound = solve(
            [1: start], [eq(1, .width, c: 100), eq(1, .width, c: 50, priority: 750, relation: .lessThanOrEqual)])
        XCTAssertEqual(bound.frames[1]?.width, 100)
        XCTAssertEqual(bound.brokenRequired, [])
    }

    func testAnUnderDeterminedAxisKeepsWhatIsFree() {
        let start = CGRect(x: 30, y: 40, width: 50, height: 60)
        // Only the centre: the width is kept, the origin follows.
        let centred = solve([1: start], [eq(1, .centerX, 0)])
        XCTAssertEqual(centred.frames[1], CGRect(x: 175, y: 40, width: 50, height: 60))
        // Only the width: the minimum edge is kept.
        let wide = solve([1: start], [eq(1, .width, c: 90)])
        XCTAssertEqual(wide.frames[1], CGRect(x: 30, y: 40, width: 90, height: 60))
        // No rule at all: nothing moves.
        XCTAssertEqual(solve([1: start], []).frames[1], start)
    }

    func testConsistentCyclesSolveAsOneSystem() {
        // Two columns of equal width filling the row: 1.left = 0, 2.left = 1.right,
        // 2.right = 400, 1.width = 2.width: each 200 wide (a cycle between 1 and 2).
        let s = solve(
            [1: .zero, 2: .zero],
            [
                eq(1, .width, 2, .width), eq(2, .left, 1, .right), eq(2, .right, 0), eq(1, .left, 0)
            ])
        XCTAssertEqual(s.frames[1]?.width, 200)
        XCTAssertEqual(s.frames[2]?.minX, 200)
        XCTAssertEqual(s.frames[2]?.width, 200)
    }

    func testAContradictingCycleBreaksTheEarlierConstraintAndEnds() {
        // 1 right of 2 by 10, and 2 right of 1 by 10: impossible together. The later one
        // holds; 1 (the lower id) keeps its place, 2 follows it; the earlier is reported.
        let a = CGRect(x: 7, y: 0, width: 10, height: 10)
        let s = solve(
            [1: a, 2: a], [eq(1, .left, 2, .left, c: 10, order: 1), eq(2, .left, 1, .left, c: 10, order: 2)])
        XCTAssertEqual(s.frames[1]?.minX, 7)
        XCTAssertEqual(s.frames[2]?.minX, 17)
        XCTAssertEqual(s.brokenRequired, [0])
    }

    /// `anchorWithOffset(to:)`: three gaps (superview to 1, 1 to 2, 2 to the superview's right)
    /// made equal, with two 100-wide views in a 400-wide row: each gap is (400 − 200) / 3.
    func testDistancesBetweenAnchorsSolveAsLengths() {
        var gap1 = eq(1, .left, 0, .left), gap3 = eq(2, .right, 0, .right)
        // gap(0.left → 1.left) == gap(1.right → 2.left)
        gap1.firstOrigin = (0, .left)
        gap1.second = 2
        gap1.secondAttribute = .left
        gap1.secondOrigin = (1, .right)
        // gap(1.right → 2.left) == gap(2.right → 0.right), written with the origins the other way
        // round on the second side.
        gap3 = Rule(first: 2, firstAttribute: .left, second: 0, secondAttribute: .right)
        gap3.firstOrigin = (1, .right)
        gap3.secondOrigin = (2, .right)
        var fixed = eq(1, .top, 0, c: 10)
        fixed.order = 1
        let rules = [
            gap1, gap3, eq(1, .width, c: 100), eq(2, .width, c: 100), fixed, eq(2, .top, 0, c: 10),
            eq(1, .height, c: 20), eq(2, .height, c: 20)
        ]
        let s = solve([1: .zero, 2: .zero], rules)
        let gap = 200.0 / 3
        XCTAssertEqual(Double(s.frames[1]?.minX ?? -1), gap, accuracy: 1e-9)
        XCTAssertEqual(Double(s.frames[2]?.minX ?? -1), 2 * gap + 100, accuracy: 1e-9)
        XCTAssertEqual(s.brokenRequired, [])
        // A distance fixed at a constant, and one with a multiplier: 1 sits 30 after the
        // superview's left edge, and 2's top is twice as far below 1's bottom as 1's top is
        // below the superview's.
        var lead = Rule(first: 1, firstAttribute: .left, constant: 30)
        lead.firstOrigin = (0, .left)
        var below = Rule(first: 2, firstAttribute: .top, second: 1, secondAttribute: .top, multiplier: 2)
        below.firstOrigin = (1, .bottom)
        below.secondOrigin = (0, .top)
        let t = solve(
            [1: .zero, 2: .zero],
            [
                lead, below, eq(1, .top, 0, c: 15), eq(1, .height, c: 20), eq(1, .width, c: 10), eq(2, .left, 0),
                eq(2, .width, c: 10), eq(2, .height, c: 10)
            ])
        XCTAssertEqual(t.frames[1], CGRect(x: 30, y: 15, width: 10, height: 20))
        XCTAssertEqual(t.frames[2], CGRect(x: 0, y: 65, width: 10, height: 10))
    }

    func testADistanceAcrossAxesOrFromALengthIsLeftOut() {
        let start = CGRect(x: 1, y: 2, width: 3, height: 4)
        var across = Rule(first: 1, firstAttribute: .left, constant: 30)
        across.firstOrigin = (0, .top)
        var fromWidth = Rule(first: 1, firstAttribute: .left, constant: 30)
        fromWidth.firstOrigin = (0, .width)
        // A distance (a length) related to a position.
        var mixed = Rule(first: 1, firstAttribute: .left, second: 0, secondAttribute: .left)
        mixed.firstOrigin = (0, .left)
        let s = solve([1: start], [across, fromWidth, mixed])
        XCTAssertEqual(s.frames[1], start)
    }

    func testRulesOutsideTheSubsetAreLeftOut() {
        let start = CGRect(x: 1, y: 2, width: 3, height: 4)
        // A baseline, a left edge tied to a top edge, and a missing item change nothing.
        let s = solve(
            [1: start], [eq(1, .lastBaseline, 0), eq(1, .left, 0, .top, c: 5), eq(1, .width, 9, .width)])
        XCTAssertEqual(s.frames[1], start)
    }
}
