import Foundation
import XCTest
@testable import AnimatorABI

/// What session 36 added from comparing the SDK with iOS's public headers
/// (docs/uikit-surface.md), where it needs no host: key-value coding on animations, the iOS 17
/// perceptual springs, colours by hue, Display P3 and the system palette, the transform's key
/// paths, the transaction's keys and the image variants. Values are UIKit's documented ones or
/// closed-form.
final class SDKSurface36Tests: XCTestCase {
    /// An animation keeps a value for any key (read back in `animationDidStop`) and reads and
    /// writes its timing properties by their Core Animation keys.
    func testAnimationsKeepValuesForAnyKeyAndTheirPropertiesByKey() {
        let anim = CABasicAnimation(keyPath: "opacity")
        let marker = NSObject()
        anim.setValue(marker, forKey: "layer")
        anim.setValue("fade", forKey: "id")
        XCTAssertTrue(anim.value(forKey: "layer") as AnyObject === marker)
        XCTAssertEqual(anim.value(forKey: "id") as? String, "fade")
        XCTAssertNil(anim.value(forKey: "missing"))
        anim.setValue(nil, forKey: "id")
        XCTAssertNil(anim.value(forKey: "id"))
        anim.setValue(2.5, forKey: "duration")
        XCTAssertEqual(anim.duration, 2.5)
        XCTAssertEqual(anim.value(forKey: "duration") as? CFTimeInterval, 2.5)
        anim.setValue(NSNumber(value: 3), forKey: "repeatCount")
        XCTAssertEqual(anim.repeatCount, 3)
        anim.setValue(false, forKey: "removedOnCompletion")
        XCTAssertFalse(anim.isRemovedOnCompletion)
        anim.setValue("position.x", forKey: "keyPath")
        XCTAssertEqual(anim.keyPath, "position.x")
        anim.setValue(CGFloat(40), forKey: "toValue")
        XCTAssertEqual(anim.toValue as? CGFloat, 40)
        XCTAssertEqual(CAAnimation.defaultValue(forKey: "speed") as? Float, 1)
        XCTAssertEqual(CAAnimation.defaultValue(forKey: "duration") as? CFTimeInterval, 0)
        XCTAssertNil(CAAnimation.defaultValue(forKey: "custom"))
    }

    /// iOS 17's perceptual duration and bounce, converted as Apple gives it: mass 1, stiffness
    /// (2π/d)², damping 4π(1 − b)/d (4π/(d(1 + b)) for a negative bounce), and back.
    func testPerceptualSpringsUseApplesConversion() {
        let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(Double(s.stiffness), pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(Double(s.damping), 4 * .pi * 0.7 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(s.perceptualDuration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(s.bounce), 0.3, accuracy: 1e-9)
        let over = CASpringAnimation(perceptualDuration: 0.5, bounce: -0.5)
        XCTAssertEqual(Double(over.damping), 4 * .pi / (0.5 * 0.5), accuracy: 1e-9)
        XCTAssertEqual(Double(over.bounce), -0.5, accuracy: 1e-9)
        XCTAssertTrue(over.allowsOverdamping)
        // A critically damped spring: damping ratio exactly 1.
        let critical = CASpringAnimation(perceptualDuration: 1, bounce: 0)
        XCTAssertEqual(
            Double(critical.damping) / (2 * (Double(critical.stiffness) * Double(critical.mass)).squareRoot()), 1,
            accuracy: 1e-12)
        let p = UISpringTimingParameters(duration: 0.4, bounce: 0.2)
        guard case let .physics(mass, stiffness, damping) = p.form else { return XCTFail("a physical spring") }
        XCTAssertEqual(mass, 1)
        XCTAssertEqual(Double(stiffness), pow(2 * .pi / 0.4, 2), accuracy: 1e-9)
        XCTAssertEqual(Double(damping), 4 * .pi * 0.8 / 0.4, accuracy: 1e-9)
        XCTAssertEqual(SpringBounce.dampingRatio(bounce: 0.25), 0.75)
        XCTAssertEqual(SpringBounce.dampingRatio(bounce: -0.5), 2)
    }

    /// Colours by hue, saturation and brightness, and read back; greys; P3's white and greys
    /// are sRGB's; the system palette's light values; no asset catalogs.
    func testColoursByHueAndP3AndTheSystemPalette() {
        XCTAssertEqual(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .red)
        XCTAssertEqual(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), .red)
        let green = UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 0.5)
        XCTAssertEqual(green.red, 0, accuracy: 1e-12)
        XCTAssertEqual(green.green, 1, accuracy: 1e-12)
        XCTAssertEqual(green.alpha, 0.5)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        XCTAssertEqual(h, 210.0 / 360.0, accuracy: 1e-12)
        XCTAssertEqual(s, 2.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(b, 0.6, accuracy: 1e-12)
        let back = UIColor(hue: h, saturation: s, brightness: b, alpha: a)
        XCTAssertEqual(back.red, 0.2, accuracy: 1e-12)
        XCTAssertEqual(back.blue, 0.6, accuracy: 1e-12)
        var r: CGFloat = 0, g: CGFloat = 0, w: CGFloat = 0
        XCTAssertTrue(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a], [0.1, 0.2, 0.3, 0.4])
        XCTAssertTrue(UIColor(white: 0.25, alpha: 1).getWhite(&w, alpha: &a))
        XCTAssertEqual(w, 0.25, accuracy: 1e-12)
        let p3White = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
        XCTAssertEqual(p3White.red, 1, accuracy: 1e-4)
        XCTAssertEqual(p3White.green, 1, accuracy: 1e-4)
        XCTAssertEqual(p3White.blue, 1, accuracy: 1e-4)
        let p3Grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        XCTAssertEqual(p3Grey.red, 0.5, accuracy: 1e-4)
        XCTAssertEqual(p3Grey.blue, 0.5, accuracy: 1e-4)
        // P3's pure red lies outside sRGB: clamped to sRGB's red.
        let p3Red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual([p3Red.red, p3Red.green, p3Red.blue], [1, 0, 0])
        XCTAssertEqual(UIColor.systemBlue, UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        XCTAssertEqual(UIColor.systemRed, UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        XCTAssertEqual(UIColor.label, .black)
        XCTAssertEqual(UIColor.systemBackground, .white)
        XCTAssertEqual(UIColor.secondaryLabel.alpha, 0.6)
        XCTAssertEqual(UIColor.tintColor, .systemBlue)
        XCTAssertNil(UIColor(named: "AccentColor"))
        XCTAssertEqual(UIColor { $0.userInterfaceStyle == .dark ? .black : .white }, .white)
        XCTAssertEqual(UIColor(cgColor: UIColor.red.cgColor), .red)
    }

    /// The transform's key paths read Core Animation's decomposition of scale, then rotation
    /// about z, then translation, and setting one keeps the others.
    func testTransformKeyPathsDecomposeScaleRotationAndTranslation() throws {
        var t = CATransform3DMakeScale(2, 3, 1)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(0.5, 0, 0, 1))
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(10, 20, 5))
        func read(_ path: String, _ m: CATransform3D) throws -> CGFloat {
            try XCTUnwrap(TransformKeyPath(path)).read(m)
        }
        XCTAssertEqual(try read("transform.scale.x", t), 2, accuracy: 1e-9)
        XCTAssertEqual(try read("transform.scale.y", t), 3, accuracy: 1e-9)
        XCTAssertEqual(try read("transform.scale", t), 2.5, accuracy: 1e-9)
        XCTAssertEqual(try read("transform.rotation.z", t), 0.5, accuracy: 1e-9)
        XCTAssertEqual(try read("transform.rotation", t), 0.5, accuracy: 1e-9)
        XCTAssertEqual(try read("transform.translation.x", t), 10, accuracy: 1e-9)
        XCTAssertEqual(try read("transform.translation.z", t), 5, accuracy: 1e-9)
        XCTAssertEqual(try read("transform.rotation.x", t), 0)
        let turned = try XCTUnwrap(TransformKeyPath("transform.rotation.z")).write(.pi / 2, into: t)
        XCTAssertEqual(try read("transform.rotation.z", turned), .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(try read("transform.scale.x", turned), 2, accuracy: 1e-9)
        XCTAssertEqual(try read("transform.scale.y", turned), 3, accuracy: 1e-9)
        XCTAssertEqual(try read("transform.translation.y", turned), 20, accuracy: 1e-9)
        // A scale of 0.5 on the identity: exactly Core Animation's scale transform.
        let half = try XCTUnwrap(TransformKeyPath("transform.scale")).write(0.5, into: CATransform3DIdentity)
        XCTAssertTrue(CATransform3DEqualToTransform(half, CATransform3DMakeScale(0.5, 0.5, 0.5)))
        XCTAssertNil(TransformKeyPath("transform.skew"))
        XCTAssertNil(TransformKeyPath("position.x"))
        XCTAssertNil(TransformKeyPath("transform.translation"))
    }

    /// Values the SDK keeps with no host: the transaction's own keys, the corner-curve factor,
    /// images' variants, and the content-size constants.
    func testHostFreeConstantsAndKeys() {
        CATransaction.setValue("slow", forKey: "mood")
        XCTAssertEqual(CATransaction.value(forKey: "mood") as? String, "slow")
        CATransaction.setValue(nil, forKey: "mood")
        XCTAssertNil(CATransaction.value(forKey: "mood"))
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.circular), 1)
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.continuous), 1.528665)
        XCTAssertEqual(UIView.noIntrinsicMetric, -1)
        XCTAssertEqual(UIView.layoutFittingCompressedSize, .zero)
        let image = UIImage()
        XCTAssertTrue(image.withRenderingMode(.alwaysTemplate) === image)
        XCTAssertTrue(image.resizableImage(withCapInsets: .zero) === image)
        XCTAssertNil(UIImage(systemName: "xmark"))
        XCTAssertNil(image.pngData())
        XCTAssertEqual(UIModalTransitionStyle.coverVertical.rawValue, 0)
        XCTAssertEqual(CAEdgeAntialiasingMask.layerTopEdge.rawValue, 8)
    }

    /// A path contains the points its fill covers: a rectangle's inside, a circle's by its
    /// radius, and nested rectangles by the fill rule (winding: the hole is filled; even-odd:
    /// it is not).
    func testPathsContainWhatTheirFillCovers() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(rect.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(rect.contains(CGPoint(x: 15, y: 5)))
        XCTAssertFalse(rect.contains(CGPoint(x: 5, y: -1)))
        let circle = UIBezierPath(ovalIn: CGRect(x: -10, y: -10, width: 20, height: 20))
        XCTAssertTrue(circle.contains(CGPoint(x: 7, y: 7)))  // 9.90 from the centre
        XCTAssertFalse(circle.contains(CGPoint(x: 7.2, y: 7.2)))  // 10.18
        let nested = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        XCTAssertTrue(nested.contains(CGPoint(x: 15, y: 15)))
        nested.usesEvenOddFillRule = true
        XCTAssertFalse(nested.contains(CGPoint(x: 15, y: 15)))
        XCTAssertTrue(nested.contains(CGPoint(x: 5, y: 5)))
        // An open triangle is filled as if closed.
        let triangle = UIBezierPath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        XCTAssertTrue(triangle.contains(CGPoint(x: 2, y: 2)))
        XCTAssertFalse(triangle.contains(CGPoint(x: 6, y: 6)))
        XCTAssertTrue(rect.cgPath.contains(CGPoint(x: 25, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
    }

    /// iOS 13's light and dark materials: the light ones are the adaptive ones' tints (the
    /// host's traits are light), the dark ones the dark style's near-black at the same opacity.
    func testLightAndDarkMaterialsTintAsTheirAdaptiveForms() {
        XCTAssertEqual(UIBlurEffect.Style.systemUltraThinMaterialDark.rawValue, 16)
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialLight.rawValue, 15)
        XCTAssertEqual(
            UIBlurEffect(style: .systemThinMaterialLight).tint, UIBlurEffect(style: .systemThinMaterial).tint)
        let dark = UIBlurEffect(style: .systemMaterialDark).tint
        XCTAssertEqual(dark.red, 0.11)
        XCTAssertEqual(dark.alpha, UIBlurEffect(style: .systemMaterial).tint.alpha)
    }
}
