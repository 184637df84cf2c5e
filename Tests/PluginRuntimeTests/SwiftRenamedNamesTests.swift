import Foundation
import XCTest
@testable import AnimatorABI

/// The Swift 4 names Swift 4.2 renamed are the very types and values of their new spellings
/// (a file written for Swift 4 means the same thing here), and Core Animation's 3D transform
/// functions against their closed forms.
final class SwiftRenamedNamesTests: XCTestCase {
    @available(*, deprecated, message: "exercises the deprecated Swift 4 names on purpose")
    func testSwift4NamesAreTheSwift5TypesAndValues() {
        XCTAssertTrue(UIViewAnimationOptions.self == UIView.AnimationOptions.self)
        XCTAssertTrue(UIViewKeyframeAnimationOptions.self == UIView.KeyframeAnimationOptions.self)
        XCTAssertTrue(UIViewAnimationCurve.self == UIView.AnimationCurve.self)
        XCTAssertTrue(UIViewContentMode.self == UIView.ContentMode.self)
        XCTAssertTrue(UIGestureRecognizerState.self == UIGestureRecognizer.State.self)
        XCTAssertTrue(UICollectionViewScrollDirection.self == UICollectionView.ScrollDirection.self)
        XCTAssertEqual(UITransitionContextFromViewKey, UITransitionContextViewKey.from)
        XCTAssertEqual(UITransitionContextToViewControllerKey, UITransitionContextViewControllerKey.to)
        XCTAssertEqual(kCAMediaTimingFunctionEaseInEaseOut, CAMediaTimingFunctionName.easeInEaseOut)
        XCTAssertEqual(kCAMediaTimingFunctionLinear, CAMediaTimingFunctionName.linear)
        XCTAssertEqual(kCAFillModeForwards, CAMediaTimingFillMode.forwards)
        XCTAssertEqual(kCAFillModeBoth, CAMediaTimingFillMode.both)
        XCTAssertEqual(kCATransitionFade, CATransitionType.fade)
        XCTAssertEqual(kCAAnimationPaced, CAAnimationCalculationMode.paced)
        XCTAssertEqual(kCAAnimationRotateAuto, CAAnimationRotationMode.rotateAuto)
        XCTAssertEqual(kCAGradientLayerRadial, CAGradientLayerType.radial)
        XCTAssertEqual(UIEdgeInsetsMake(1, 2, 3, 4), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(UIView.ContentMode.scaleAspectFill.rawValue, 2, "UIKit's raw values")
        XCTAssertEqual(UIView.ContentMode.bottomRight.rawValue, 12)
        XCTAssertEqual(
            UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 10, height: 10), UIEdgeInsetsMake(1, 2, 3, 4)),
            CGRect(x: 2, y: 1, width: 4, height: 6))
    }

    /// UIKit's `inset(by:)`: each edge moved by its inset, overlapping insets give `.null`.
    func testInsetByEdgeInsets() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(
            r.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)),
            CGRect(x: 20, y: 25, width: 70, height: 30))
        XCTAssertEqual(
            r.inset(by: UIEdgeInsets(top: -5, left: 0, bottom: 0, right: 0)),
            CGRect(x: 10, y: 15, width: 100, height: 55), "negative grows")
        XCTAssertTrue(r.inset(by: UIEdgeInsets(top: 30, left: 0, bottom: 30, right: 0)).isNull)
        XCTAssertEqual(
            CGRect(x: 10, y: 10, width: -10, height: 10).inset(by: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1)),
            CGRect(x: 1, y: 10, width: 8, height: 10),
            "on the standardized rectangle")
    }

    /// `CATransform3DRotate(t, …)` is the rotation followed by `t` (Core Animation's order),
    /// which maps (1, 0, 0) through a quarter turn about z to (0, 1, 0) and then by t.
    func testTransformFunctionsFollowCoreAnimationsOrder() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        // Row vector (1, 0, 0, 1) × t.
        let x = 1 * t.m11 + 0 * t.m21 + 0 * t.m31 + t.m41, y = 1 * t.m12 + 0 * t.m22 + 0 * t.m32 + t.m42
        XCTAssertEqual(x, 10, accuracy: 1e-12)
        XCTAssertEqual(y, 1, accuracy: 1e-12)
        let s = CATransform3DScale(CATransform3DIdentity, 2, 3, 4)
        XCTAssertEqual(s.m11, 2)
        XCTAssertEqual(s.m22, 3)
        XCTAssertEqual(s.m33, 4)
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DConcat(t, CATransform3DInvert(t)).rounded))
        XCTAssertEqual(
            CATransform3DGetAffineTransform(
                CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))),
            CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        XCTAssertTrue(CATransform3DEqualToTransform(CATransform3DMakeRotation(0, 1, 0, 0), CATransform3DIdentity))
    }
}

private extension CATransform3D {
    /// Entries rounded to 12 decimals (so products of a transform and its inverse compare as
    /// the identity).
    var rounded: CATransform3D {
        func r(_ x: CGFloat) -> CGFloat { (x * 1e12).rounded() / 1e12 + 0 }
        return CATransform3D(
            m11: r(m11), m12: r(m12), m13: r(m13), m14: r(m14), m21: r(m21), m22: r(m22), m23: r(m23), m24: r(m24),
            m31: r(m31), m32: r(m32), m33: r(m33), m34: r(m34), m41: r(m41), m42: r(m42), m43: r(m43), m44: r(m44))
    }
}
