import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// Helpers for the rendering tests: hand-built frames, scratch folders, the independent PNG
/// decoder (``PNGDecoding``) and a pixel assertion.
enum RenderTestSupport {
    /// Opaque primaries, whose channels make coverage easy to read back (red over white keeps
    /// red at 255 and puts 255 × (1 − coverage) in green and blue).
    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// An axis-aligned item covering `rect` (points).
    static func item(
        _ id: Int, _ rect: Rect, color: Color, alpha: Double = 1, radius: Double = 0,
        title: String? = nil, clips: [[Point]] = []
    ) -> RenderItem {
        let c = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)
        ]
        return RenderItem(
            id: id, title: title, corners: c, size: rect.size, alpha: alpha, color: color,
            cornerRadius: radius, clips: clips, depth: 1, zPosition: 0)
    }

    /// An item of bounds `size` whose corners are the bounds mapped by `transform` about the
    /// bounds' centre, then moved so that centre lands on `center`.
    static func item(
        _ id: Int, size: Size, center: Point, transform: Transform3D, color: Color,
        alpha: Double = 1, radius: Double = 0, title: String? = nil
    ) -> RenderItem {
        let local = [
            Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height),
            Point(x: 0, y: size.height)
        ]
        let m = Transform3D.translation(-size.width / 2, -size.height / 2).concatenating(transform)
            .concatenating(.translation(center.x, center.y))
        return RenderItem(
            id: id, title: title, corners: local.map { m.apply($0) }, size: size, alpha: alpha, color: color,
            cornerRadius: radius, clips: [], depth: 1, zPosition: 0)
    }

    /// A frame of `size` points holding `items` (and `masks`, which they refer to by index).
    static func frame(_ size: Size, _ items: [RenderItem], time: Double = 0, masks: [RenderMask] = []) -> RenderFrame {
        RenderFrame(time: time, size: size, items: items, masks: masks)
    }

    /// A shape item: `polygons` (points, root coordinates) filled by `rule`; its layer bounds
    /// are a 1 × 1 square at the origin, which a shape item must not draw.
    static func shape(
        _ id: Int, _ polygons: [[Point]], color: Color, alpha: Double = 1, rule: FillRule = .nonZero,
        clips: [[Point]] = [], masks: [Int] = []
    ) -> RenderItem {
        RenderItem(
            id: id, title: nil, corners: quad(Rect(x: 0, y: 0, width: 1, height: 1)), size: Size(width: 1, height: 1),
            alpha: alpha,
            color: color, cornerRadius: 0, clips: clips, depth: 1, zPosition: 0, polygons: polygons, fillRule: rule,
            masks: masks)
    }

    /// `item` masked by the masks `indices`.
    static func masked(_ item: RenderItem, _ indices: [Int]) -> RenderItem {
        var m = item
        m.masks = indices
        return m
    }

    /// A regular polygon of `sides` vertices on the circle of `radius` about `center`, the
    /// first at angle 0 (so one with a multiple of 4 sides is symmetric about both axes).
    static func circle(_ center: Point, _ radius: Double, sides: Int = 128) -> [Point] {
        (0..<sides).map { k in
            let a = 2 * Double.pi * Double(k) / Double(sides)
            return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
    }

    /// A pentagram: the five points on the circle of `radius` about `center` (the first
    /// straight up) joined every second one, so its edges cross and enclose a pentagon of
    /// winding number 2: filled under non-zero, a hole under even-odd.
    static func star(_ center: Point, _ radius: Double) -> [Point] {
        (0..<5).map { k in
            let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
    }

    /// The area a simple polygon encloses (the shoelace formula), whatever its winding.
    static func area(_ p: [Point]) -> Double {
        var twice = 0.0
        for (k, a) in p.enumerated() {
            let b = p[(k + 1) % p.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    /// Corners of an axis-aligned rectangle, for clips.
    static func quad(_ r: Rect) -> [Point] {
        [
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
            Point(x: r.minX, y: r.maxY)
        ]
    }

    /// A new scratch folder, removed when `test` ends.
    static func temporaryDirectory(for test: XCTestCase) throws -> URL {
        URL(fileURLWithPath: try NativeTools.temporaryFolder(for: test, name: "render"))
    }

    /// Asserts `p` is within `tolerance` of `expected` on every channel.
    static func assertPixel(
        _ p: RGBA8, _ expected: RGBA8, tolerance: Int = 0, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let d = [
            abs(Int(p.r) - Int(expected.r)), abs(Int(p.g) - Int(expected.g)), abs(Int(p.b) - Int(expected.b)),
            abs(Int(p.a) - Int(expected.a))
        ]
        XCTAssert(
            d.max()! <= tolerance, "\(message): got \(p), expected \(expected) ±\(tolerance)", file: file, line: line)
    }
}
