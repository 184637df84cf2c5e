import Foundation
import XCTest
@testable import AnimatorABI

/// The SDK's pure geometry: Core Graphics' `applying` on points, sizes and rects, and Core
/// Animation's `CATransform3DInvert` and `CATransform3DIsAffine`.
final class SDKGeometryTests: XCTestCase {
    func testApplyingAnAffineTransform() {
        let t = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        let p = CGPoint(x: 2, y: 3).applying(t)
        XCTAssertEqual(p.x, 7, accuracy: 1e-12)
        XCTAssertEqual(p.y, 2, accuracy: 1e-12)
        let s = CGSize(width: 2, height: 3).applying(t)
        XCTAssertEqual(s.width, -3, accuracy: 1e-12, "no translation; components may be negative")
        XCTAssertEqual(s.height, 2, accuracy: 1e-12)
        let r = CGRect(x: 0, y: 0, width: 4, height: 2).applying(t)
        XCTAssertEqual(r.origin.x, 8, accuracy: 1e-12)
        XCTAssertEqual(r.origin.y, 0, accuracy: 1e-12)
        XCTAssertEqual(r.width, 2, accuracy: 1e-12)
        XCTAssertEqual(r.height, 4, accuracy: 1e-12)
        XCTAssertTrue(CGRect.null.applying(t).isNull)
        XCTAssertEqual(CGVector(dx: 1, dy: 2), CGVector(dx: 1.0, dy: 2.0))
    }

    func testInvertingA3DTransform() {
        var persp = CATransform3DIdentity
        persp.m34 = -1 / 500
        let t = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(0.7, 0.3, 1, 0.2), CATransform3DMakeScale(2, 0.5, 3)),
            CATransform3DConcat(CATransform3DMakeTranslation(10, -20, 5), persp))
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        let entries = [
            product.m11, product.m12, product.m13, product.m14, product.m21, product.m22, product.m23, product.m24,
            product.m31, product.m32, product.m33, product.m34, product.m41, product.m42, product.m43, product.m44
        ]
        for (i, e) in entries.enumerated() { XCTAssertEqual(e, i % 5 == 0 ? 1 : 0, accuracy: 1e-12, "entry \(i)") }
        let singular = CATransform3DMakeScale(1, 0, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular, "a singular matrix comes back unchanged")
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        XCTAssertFalse(CATransform3DIsAffine(persp))
    }
}
