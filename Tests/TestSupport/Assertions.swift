import AnimationCore
import XCTest

// The approximate-equality assertions of every test target: `assertClose(actual, expected,
// tolerance)`, for numbers, points, sizes and rectangles. The tolerance is absolute, per
// coordinate, and inclusive; NaN is never close to anything.

/// Asserts `|a − b| ≤ tol`, reporting both values and the difference.
public func assertClose(
    _ a: Double, _ b: Double, _ tol: Double = 1e-9, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if !(abs(a - b) <= tol) {
        XCTFail("\(a) vs expected \(b): |Δ| = \(abs(a - b)) > \(tol). \(message())", file: file, line: line)
    }
}

/// Asserts two points agree within `tol` in both coordinates.
public func assertClose(
    _ a: Point, _ b: Point, _ tol: Double = 1e-9, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if !(abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol) {
        XCTFail("\(a.x), \(a.y) vs expected \(b.x), \(b.y) (tolerance \(tol)). \(message())", file: file, line: line)
    }
}

/// Asserts two sizes agree within `tol` in width and height.
public func assertClose(
    _ a: Size, _ b: Size, _ tol: Double = 1e-9, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if !(abs(a.width - b.width) <= tol && abs(a.height - b.height) <= tol) {
        XCTFail(
            "\(a.width) × \(a.height) vs expected \(b.width) × \(b.height) (tolerance \(tol)). \(message())",
            file: file, line: line)
    }
}

/// Asserts two rectangles agree within `tol` in origin and size.
public func assertClose(
    _ a: Rect, _ b: Rect, _ tol: Double = 1e-9, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    assertClose(a.origin, b.origin, tol, "origin. \(message())", file: file, line: line)
    assertClose(a.size, b.size, tol, "size. \(message())", file: file, line: line)
}
