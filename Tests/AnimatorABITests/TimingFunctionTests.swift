import Foundation
import XCTest
@testable import AnimatorABI

/// The SDK's timing functions and affine inverses, checked against Core Animation's published
/// control points and against the identity a transform times its inverse must give; no host.
final class TimingFunctionTests: XCTestCase {
    private func point(_ f: CAMediaTimingFunction, _ i: Int) -> (Float, Float) {
        var v: [Float] = [-1, -1]
        f.getControlPoint(at: i, values: &v)
        return (v[0], v[1])
    }

    func testNamedFunctionsCarryCoreAnimationsControlPoints() {
        let expected: [(CAMediaTimingFunctionName, (Float, Float, Float, Float))] = [
            (.linear, (0, 0, 1, 1)), (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
            (.easeInEaseOut, (0.42, 0, 0.58, 1)), (.default, (0.25, 0.1, 0.25, 1)),
            (CAMediaTimingFunctionName(rawValue: "no such name"), (0.25, 0.1, 0.25, 1))
        ]
        for (name, p) in expected {
            let f = CAMediaTimingFunction(name: name)
            XCTAssertTrue(point(f, 0) == (0, 0), "\(name.rawValue): point 0 is the origin")
            XCTAssertTrue(point(f, 1) == (p.0, p.1), "\(name.rawValue): first control point")
            XCTAssertTrue(point(f, 2) == (p.2, p.3), "\(name.rawValue): second control point")
            XCTAssertTrue(point(f, 3) == (1, 1), "\(name.rawValue): point 3 is (1, 1)")
            XCTAssertTrue(point(f, 9) == (1, 1), "an index past the end is clamped to the last point")
        }
        let custom = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        XCTAssertEqual(custom.controlPoints.0.x, Double(Float(0.1)))
        XCTAssertEqual(custom.controlPoints.1.y, Double(Float(0.4)))
    }

    func testAnAffineTransformTimesItsInverseIsTheIdentity() {
        let t = CGAffineTransform(rotationAngle: 0.6).scaledBy(x: 2, y: -0.5).translatedBy(x: 7, y: -3)
        let i = t.concatenating(t.inverted())
        XCTAssertEqual(i.a, 1, accuracy: 1e-12)
        XCTAssertEqual(i.b, 0, accuracy: 1e-12)
        XCTAssertEqual(i.c, 0, accuracy: 1e-12)
        XCTAssertEqual(i.d, 1, accuracy: 1e-12)
        XCTAssertEqual(i.tx, 0, accuracy: 1e-12)
        XCTAssertEqual(i.ty, 0, accuracy: 1e-12)
        let p = CGPoint(x: 3, y: 4)
        let back = p.applying(t).applying(t.inverted())
        XCTAssertEqual(back.x, 3, accuracy: 1e-12)
        XCTAssertEqual(back.y, 4, accuracy: 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(
            singular.inverted(), singular, "a singular transform comes back unchanged, as Core Graphics does")
    }
}
