import Foundation
import XCTest
@testable import AnimatorABI

/// `NSValue(caTransform3D:)` and the other boxes: they round-trip, and animations take them
/// exactly as they take the plain values.
final class NSValueWrapperTests: XCTestCase {
    func testBoxesRoundTripAndAnimationsTakeThemAsThePlainValues() throws {
        var t = CATransform3DMakeRotation(0.5, 0, 1, 0)
        t.m34 = -1.0 / 500
        XCTAssertTrue(CATransform3DEqualToTransform(NSValue(caTransform3D: t).caTransform3DValue, t))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(NSValue(cgAffineTransform: affine).cgAffineTransformValue, affine)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue, CGSize(width: 3, height: 4))
        XCTAssertEqual(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue,
            CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertTrue(
            CATransform3DIsIdentity(NSValue(cgPoint: .zero).caTransform3DValue), "another box reads as the identity")

        let paths = PathPack()
        func same(_ boxed: Any, _ plain: Any, file: StaticString = #filePath, line: UInt = #line) throws {
            let a = try XCTUnwrap(LayerAnimationValue.c(boxed, paths), file: file, line: line)
            let b = try XCTUnwrap(LayerAnimationValue.c(plain, paths), file: file, line: line)
            XCTAssertEqual(a.type, b.type, file: file, line: line)
            XCTAssertEqual(
                withUnsafeBytes(of: a.v) { Array($0) }, withUnsafeBytes(of: b.v) { Array($0) }, file: file, line: line)
        }
        try same(NSValue(caTransform3D: t), t)
        try same(NSValue(cgAffineTransform: affine), affine)
        try same(NSValue(cgPoint: CGPoint(x: 7, y: 8)), CGPoint(x: 7, y: 8))
        try same(NSValue(cgSize: CGSize(width: 7, height: 8)), CGSize(width: 7, height: 8))
        try same(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)), CGRect(x: 1, y: 2, width: 3, height: 4))
        try same(NSNumber(value: 0.25), 0.25)
        XCTAssertEqual(LayerAnimationValue.c(NSValue(cgPoint: .zero), paths)?.type, AP_VALUE_POINT)
    }
}
