import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// Helpers for the rendering tests: hand-built frames, scratch folders, the independent PNG
/// decoder (``PNGDecoding``) and a pixel assertion.
enum RenderTestSupport {
    /// An axis-aligned item covering `rect` (points).
    static func item(_ id: Int, _ rect: Rect, color: Color, alpha: Double = 1, radius: Double = 0,
                     title: String? = nil, clips: [[Point]] = []) -> RenderItem {
        let c = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                 Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        return RenderItem(id: id, title: title, corners: c, size: rect.size, alpha: alpha, color: color,
                          cornerRadius: radius, clips: clips, depth: 1, zPosition: 0)
    }

    /// An item of bounds `size` whose corners are the bounds mapped by `transform` about the
    /// bounds' centre, then moved so that centre lands on `center`.
    static func item(_ id: Int, size: Size, center: Point, transform: Transform3D, color: Color,
                     alpha: Double = 1, radius: Double = 0, title: String? = nil) -> RenderItem {
        let local = [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height), Point(x: 0, y: size.height)]
        let m = Transform3D.translation(-size.width / 2, -size.height / 2).concatenating(transform)
            .concatenating(.translation(center.x, center.y))
        return RenderItem(id: id, title: title, corners: local.map { m.apply($0) }, size: size, alpha: alpha, color: color,
                          cornerRadius: radius, clips: [], depth: 1, zPosition: 0)
    }

    /// A frame of `size` points holding `items`.
    static func frame(_ size: Size, _ items: [RenderItem], time: Double = 0) -> RenderFrame {
        RenderFrame(time: time, size: size, items: items)
    }

    /// Corners of an axis-aligned rectangle, for clips.
    static func quad(_ r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
    }

    /// A new scratch folder, removed when `test` ends.
    static func temporaryDirectory(for test: XCTestCase) throws -> URL {
        URL(fileURLWithPath: try NativeTools.temporaryFolder(for: test, name: "render"))
    }

    /// Asserts `p` is within `tolerance` of `expected` on every channel.
    static func assertPixel(_ p: RGBA8, _ expected: RGBA8, tolerance: Int = 0, _ message: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        let d = [abs(Int(p.r) - Int(expected.r)), abs(Int(p.g) - Int(expected.g)), abs(Int(p.b) - Int(expected.b)), abs(Int(p.a) - Int(expected.a))]
        XCTAssert(d.max()! <= tolerance, "\(message): got \(p), expected \(expected) ±\(tolerance)", file: file, line: line)
    }
}
