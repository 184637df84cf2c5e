import Foundation
import XCTest
@testable import AnimatorABI

/// The SDK's pure geometry: Core Graphics' `applying` on points, sizes and rects, and Core
/// Animation's `CATransform3DInvert` and `CATransform3DIsAffine`, AVFoundation's `AVMakeRect`.
final class SDKGeometryTests: XCTestCase {
    /// Aspect-fit against closed form: a 4:3 photo in a 390 × 844 view fills its width and is
    /// centred; a tall one in a wide box fills its height; a flipped (negative-size) box is
    /// read standardized; no rectangle without a positive ratio or box (empty, at the centre).
    func testAVMakeRectFitsTheRatioCentred() {
        let wide = AVMakeRect(
            aspectRatio: CGSize(width: 4, height: 3), insideRect: CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(wide.width, 390, accuracy: 1e-9)
        XCTAssertEqual(wide.height, 292.5, accuracy: 1e-9)
        XCTAssertEqual(wide.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(wide.minY, (844 - 292.5) / 2, accuracy: 1e-9)
        let tall = AVMakeRect(
            aspectRatio: CGSize(width: 1, height: 2), insideRect: CGRect(x: 10, y: 20, width: 300, height: 100))
        XCTAssertEqual(tall, CGRect(x: 10 + (300 - 50) / 2, y: 20, width: 50, height: 100))
        let flipped = AVMakeRect(
            aspectRatio: CGSize(width: 2, height: 1), insideRect: CGRect(x: 100, y: 100, width: -100, height: -100))
        XCTAssertEqual(flipped, CGRect(x: 0, y: 25, width: 100, height: 50))
        XCTAssertEqual(
            AVMakeRect(aspectRatio: .zero, insideRect: CGRect(x: 0, y: 0, width: 10, height: 20)),
            CGRect(x: 5, y: 10, width: 0, height: 0))
        XCTAssertEqual(
            AVMakeRect(
                aspectRatio: CGSize(width: CGFloat.nan, height: 1),
                insideRect: CGRect(x: 0, y: 0, width: 10, height: 20)),
            CGRect(x: 5, y: 10, width: 0, height: 0))
        XCTAssertEqual(
            AVMakeRect(aspectRatio: CGSize(width: 1, height: 1), insideRect: CGRect(x: 4, y: 4, width: 0, height: 8)),
            CGRect(x: 4, y: 8, width: 0, height: 0))
    }

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
