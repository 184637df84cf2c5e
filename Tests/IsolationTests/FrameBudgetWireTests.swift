import AnimationCore
import Foundation
import Isolation
import Session
import TextFormat
import XCTest

/// The frame budget against the real wire encoding: ``RenderItem/wireSize`` is exact, the
/// largest frame the budget lets through encodes within the wire's 32 MiB message limit, and a
/// frame over it is cut to fit.
final class FrameBudgetWireTests: XCTestCase {
    /// The wire's message limit (32 MiB, as issue 23 sets it; never more than MessageFrame's).
    private let wireLimit = min(32 << 20, MessageFrame.limit)

    /// Items of every kind: a titled view, a clipped shape, a masked gradient.
    private func items(_ n: Int, title: Int) -> [RenderItem] {
        let quad = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let gradient = RenderGradient(
            stops: (0..<FrameBudget.maximumGradientStops).map { .init(location: Double($0) / 255, color: .white) },
            start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
        return (0..<n).map { i in
            switch i % 3 {
            case 0:
                return RenderItem(
                    id: i, title: String(repeating: "é", count: title / 2), corners: quad,
                    size: Size(width: 10, height: 10),
                    alpha: 1, color: .white, cornerRadius: 0, clips: [], depth: 1, zPosition: 0)
            case 1:
                return RenderItem(
                    id: i, title: nil, corners: quad, size: Size(width: 10, height: 10), alpha: 1, color: .white,
                    cornerRadius: 0,
                    clips: [quad, quad], depth: 2, zPosition: 0, polygons: [quad + quad, quad], fillRule: .evenOdd)
            default:
                return RenderItem(
                    id: i, title: "x", corners: quad, size: Size(width: 10, height: 10), alpha: 0.5, color: .clear,
                    cornerRadius: 3,
                    clips: [quad], depth: 3, zPosition: 1, masks: [0], gradient: gradient)
            }
        }
    }

    private func encoded(_ f: RenderFrame) -> Int {
        var w = WireWriter()
        w.value(f)
        return w.bytes.count
    }

    func testWireSizeIsTheEncodedSize() {
        let f = RenderFrame(
            time: 1, size: Size(width: 320, height: 480), items: items(300, title: 1000),
            masks: [RenderMask(items: items(4, title: 10))])
        XCTAssertEqual(f.wireSize, encoded(f))
        XCTAssertEqual(
            f.items.map(\.wireSize).reduce(0, +) + 8 + 16 + 4 + 4 + 4 + f.masks[0].items.map(\.wireSize).reduce(0, +),
            encoded(f))
    }

    /// A frame far over the budget (about 60 MB) is cut to it, and what is left, sent as the
    /// whole frame message the worker writes, fits the wire.
    func testTheLargestLegalFrameFitsTheWire() throws {
        let huge = RenderFrame(
            time: 0, size: Size(width: 320, height: 480), items: items(60_000, title: FrameBudget.maximumTitleBytes),
            masks: [RenderMask(items: items(3, title: 0))])
        XCTAssertGreaterThan(huge.wireSize, FrameBudget.maximumFrameBytes)
        let (cut, dropped) = huge.fitted()
        XCTAssertGreaterThan(dropped, 0)
        XCTAssertLessThanOrEqual(cut.wireSize, FrameBudget.maximumFrameBytes)
        XCTAssertGreaterThan(cut.wireSize, FrameBudget.maximumFrameBytes - 20_000, "cut only as far as needed")
        let message = MessageFrame.bytes(TransitionSession.Frame(index: Int.max, time: 1e300, progress: 1, render: cut))
        XCTAssertLessThanOrEqual(message.count, wireLimit)
        XCTAssertEqual(cut.masks.count, 1, "the small masks stay")
    }

    /// Trace numbers stay JSON for every finite double, however large.
    func testHugeNumbersPrintAsJSON() throws {
        for d in [1e305, -1e305, 1e15, 9.99e14, 1.7976931348623157e308, 123456789.123456789, .leastNonzeroMagnitude] {
            let text = JSONText.number(d, quantum: 1e-6)
            let parsed = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [Double]
            XCTAssertEqual(parsed?.count, 1, text)
            XCTAssertFalse(text.contains("inf") || text.contains("nan"), text)
            XCTAssertLessThan(text.count, 40, text)
        }
        XCTAssertEqual(Rounding.format(1e305, quantum: 1e-6), "1e+305")
    }
}
