import Foundation
import XCTest
@testable import AnimatorABI

/// The SDK's `CGPath`/`CGMutablePath`/`UIBezierPath` builders, against closed forms: ovals and
/// arcs on their circles, UIKit's and Core Graphics' opposite `clockwise`, rounded rectangles,
/// element structures that interpolate, reversal, bounding boxes. No host is needed.
final class BezierPathTests: XCTestCase {
    /// Points of every element, ends and controls.
    private func ends(_ p: CGPath) -> [CGPoint] { p.elements.compactMap { CGPath.points(of: $0).last } }

    /// Samples a cubic element starting at `from`.
    private func sample(_ e: ap_path_element, from p0: CGPoint, at t: CGFloat) -> CGPoint {
        let q = CGPath.points(of: e)
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(
            x: a * p0.x + b * q[0].x + c * q[1].x + d * q[2].x, y: a * p0.y + b * q[0].y + c * q[1].y + d * q[2].y)
    }

    func testAnOvalIsFourQuarterCubicsOnItsEllipseClockwiseOnScreen() {
        let rect = CGRect(x: 10, y: 20, width: 200, height: 100)
        let p = UIBezierPath(ovalIn: rect).cgPath
        XCTAssertEqual(
            p.elements.map(\.kind),
            [AP_PATH_MOVE, AP_PATH_CUBIC, AP_PATH_CUBIC, AP_PATH_CUBIC, AP_PATH_CUBIC, AP_PATH_CLOSE])
        XCTAssertEqual(ends(p).first, CGPoint(x: 210, y: 70), "starts at the right-hand middle")
        XCTAssertEqual(ends(p)[1].x, 110, accuracy: 1e-9)
        XCTAssertEqual(ends(p)[1].y, 120, accuracy: 1e-9, "then the bottom: clockwise on a y-down screen")
        var pen = ends(p)[0]
        for e in p.elements where e.kind == AP_PATH_CUBIC {
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                let s = sample(e, from: pen, at: CGFloat(t))
                let r = ((s.x - 110) / 100 * (s.x - 110) / 100 + (s.y - 70) / 50 * (s.y - 70) / 50).squareRoot()
                XCTAssertEqual(r, 1, accuracy: 2.8e-4, "on the ellipse within the quarter-cubic error")
            }
            pen = CGPath.points(of: e)[2]
        }
        XCTAssertEqual(p.boundingBox, rect, "the handles stay inside the rectangle")
        XCTAssertEqual(
            UIBezierPath(ovalIn: rect.insetBy(dx: 30, dy: 10)).cgPath.elements.map(\.kind), p.elements.map(\.kind),
            "two ovals share a structure, so a path animation between them morphs")
    }

    func testArcsSweepTheShortWayInTheirOwnSenseOfClockwise() {
        // UIKit: clockwise on screen, from 0 (right) through π/2 (down) to π (left).
        let ui = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true
        ).cgPath
        XCTAssertEqual(ui.elements.count, 3, "a move and two quarter cubics")
        XCTAssertEqual(ends(ui)[1].x, 50, accuracy: 1e-9)
        XCTAssertEqual(ends(ui)[1].y, 60, accuracy: 1e-9, "through the bottom")
        // Core Graphics: clockwise in its y-up sense, which turns the other way on screen.
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        XCTAssertEqual(ends(cg)[1].y, 40, accuracy: 1e-9, "through the top")
        // Counter-clockwise on screen from 0 to π/2: three quarters of a turn.
        let long = UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false).cgPath
        XCTAssertEqual(long.elements.count, 4)
        let full = UIBezierPath(
            arcCenter: .zero, radius: 1, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
        ).cgPath
        XCTAssertEqual(full.elements.count, 5, "a whole circle")
        XCTAssertEqual(ends(full).last!.x, 0, accuracy: 1e-12)
        XCTAssertEqual(ends(full).last!.y, -1, accuracy: 1e-12)
        // An arc after a point joins it with a line.
        let joined = UIBezierPath()
        joined.move(to: CGPoint(x: -5, y: 0))
        joined.addArc(withCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(joined.cgPath.elements.map(\.kind), [AP_PATH_MOVE, AP_PATH_LINE, AP_PATH_CUBIC])
    }

    func testRectanglesAndRoundedRectanglesRunClockwiseFromTheOrigin() {
        let r = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPath
        XCTAssertEqual(ends(r), [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
        XCTAssertEqual(r.elements.last?.kind, AP_PATH_CLOSE)
        let rr = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50).cgPath
        XCTAssertEqual(rr.elements.filter { $0.kind == AP_PATH_CUBIC }.count, 4)
        XCTAssertEqual(
            rr.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 40), "the radius is clamped to half the short side")
        XCTAssertEqual(ends(rr).first, CGPoint(x: 20, y: 0))
        let some = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 8, height: 8)
        ).cgPath
        XCTAssertEqual(some.elements.filter { $0.kind == AP_PATH_CUBIC }.count, 2, "only the chosen corners")
    }

    func testBuildingCopyingReversingAndTransforming() {
        let b = UIBezierPath()
        XCTAssertTrue(b.isEmpty)
        b.move(to: CGPoint(x: 0, y: 0))
        b.addLine(to: CGPoint(x: 10, y: 0))
        b.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        b.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 12), controlPoint2: CGPoint(x: 2, y: 12))
        b.close()
        let snapshot = b.cgPath
        b.addLine(to: CGPoint(x: 99, y: 99))
        XCTAssertEqual(snapshot.elements.count, 5, "cgPath is a copy")
        XCTAssertEqual(b.currentPoint, CGPoint(x: 99, y: 99))
        let reversed = UIBezierPath(cgPath: snapshot).reversing().cgPath
        XCTAssertEqual(
            reversed.elements.map(\.kind), [AP_PATH_MOVE, AP_PATH_CUBIC, AP_PATH_QUAD, AP_PATH_LINE, AP_PATH_CLOSE])
        XCTAssertEqual(
            ends(reversed), [CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)])
        XCTAssertEqual(
            CGPath.points(of: reversed.elements[1]),
            [CGPoint(x: 2, y: 12), CGPoint(x: 8, y: 12), CGPoint(x: 10, y: 10)],
            "a reversed cubic swaps its controls")
        let moved = UIBezierPath(cgPath: snapshot)
        moved.apply(CGAffineTransform(translationX: 100, y: 0))
        XCTAssertEqual(moved.bounds.minX, 100)
        var t = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(snapshot.copy(using: &t)?.boundingBox.width, 30)
        XCTAssertEqual(
            CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil),
            CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil))
        XCTAssertEqual(CGMutablePath().boundingBox, .null)
    }
}
