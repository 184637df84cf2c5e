import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// How a rendering of the ``ConformanceScene`` is compared with the reference (the
/// ``Rasterizer``'s PNG), and the tolerance, stated once:
///
/// * A pixel **differs** when one of its red, green or blue channels is more than
///   ``channelTolerance`` (of 255) from the reference.
/// * **Anti-aliased edges are excluded**: a pixel is compared only when all eight neighbours
///   are within ``channelTolerance`` of it in the reference (flat colour around it), so
///   renderers may place an edge up to about a pixel differently and shade its coverage
///   differently (16 samples here, exact area in a browser).
/// * At most ``maximumDifferingShare`` of the compared pixels may differ in all; and for every
///   entry of the scene, at most ``maximumEntryDifferingShare`` of **its own pixels** — the
///   compared pixels that change when that one item is left out of the reference — may differ,
///   so an item a renderer drops or misplaces fails by name however small it is.
/// * Every visible entry must own at least ``minimumOwnPixels`` compared pixels (else the
///   scene cannot check it: move it where it shows).
struct ConformanceComparison {
    /// Largest per-channel difference that still counts as equal, of 255.
    static let channelTolerance = 8
    /// Largest share of all compared pixels that may differ.
    static let maximumDifferingShare = 0.005
    /// Largest share of one entry's own pixels that may differ.
    static let maximumEntryDifferingShare = 0.05
    /// Fewest compared pixels an entry must own.
    static let minimumOwnPixels = 20

    /// The reference picture.
    let reference: Canvas
    /// For each pixel: compared (not on an anti-aliased edge).
    let compared: [Bool]
    /// Each visible entry's own compared pixels (indices), in drawing order.
    let own: [(name: String, pixels: [Int])]

    /// The comparison for `frame` rendered at `scale`, whose item ids are named by `names`.
    init(frame: RenderFrame, names: [Int: String], scale: Double) {
        let rasterizer = Rasterizer(scale: scale)
        let reference = rasterizer.render(frame)
        let compared = ConformanceComparison.flatPixels(reference)
        var own: [(String, [Int])] = []
        for (k, item) in frame.items.enumerated() {
            var without = frame
            without.items.remove(at: k)
            let other = rasterizer.render(without)
            let mine = (0..<compared.count).filter {
                compared[$0] && ConformanceComparison.differs(reference, other, $0)
            }
            own.append((ConformanceComparison.name(item, names), mine))
        }
        self.reference = reference
        self.compared = compared
        self.own = own
    }

    /// An item's entry name; a view's border, shadow, shape and gradient are entries of their
    /// own, `NAME.border`, `NAME.shadow`, `NAME.shape` and `NAME.gradient` (a gradient layer's
    /// gradient item shares its id with the layer's background item).
    static func name(_ item: RenderItem, _ names: [Int: String]) -> String {
        (names[item.id] ?? "item \(item.id)")
            + (item.border > 0
                ? ".border"
                : (item.blur > 0
                    ? ".shadow"
                    : (!item.polygons.isEmpty ? ".shape" : (item.gradient != nil ? ".gradient" : ""))))
    }

    /// True when pixel `i` of `a` and `b` differs by more than the tolerance on a colour channel.
    static func differs(_ a: Canvas, _ b: Canvas, _ i: Int) -> Bool {
        let o = i * 4
        for c in 0..<3 where abs(Int(a.pixels[o + c]) - Int(b.pixels[o + c])) > channelTolerance { return true }
        return false
    }

    /// For every pixel of `c`: true when its eight neighbours (those inside the canvas) are all
    /// within the tolerance of it.
    static func flatPixels(_ c: Canvas) -> [Bool] {
        let w = c.width, h = c.height
        var out = [Bool](repeating: false, count: w * h)
        c.pixels.withUnsafeBufferPointer { px in
            for y in 0..<h {
                for x in 0..<w {
                    var flat = true
                    search: for dy in -1...1 {
                        for dx in -1...1
                        where (dx != 0 || dy != 0) && x + dx >= 0 && x + dx < w && y + dy >= 0 && y + dy < h {
                            let a = (y * w + x) * 4, b = ((y + dy) * w + x + dx) * 4
                            for k in 0..<3 where abs(Int(px[a + k]) - Int(px[b + k])) > channelTolerance {
                                flat = false
                                break search
                            }
                        }
                    }
                    out[y * w + x] = flat
                }
            }
        }
        return out
    }

    /// What a comparison found.
    struct Outcome {
        /// Compared pixels.
        var compared = 0
        /// How many compared pixels differ.
        var differing = 0
        /// Per entry: its own pixels and how many of them differ.
        var entries: [(name: String, own: Int, differing: Int)] = []
        /// The largest channel difference over the compared pixels.
        var worst = 0

        /// Share of the compared pixels that differ.
        var share: Double { compared > 0 ? Double(differing) / Double(compared) : 1 }

        /// Every way the outcome breaks the tolerance, in words (empty: it conforms).
        var failures: [String] {
            var out: [String] = []
            if share > ConformanceComparison.maximumDifferingShare {
                out.append(
                    "\(differing) of \(compared) compared pixels differ (\(percent(share)) > \(percent(ConformanceComparison.maximumDifferingShare)))"
                )
            }
            for e in entries {
                let s = e.own > 0 ? Double(e.differing) / Double(e.own) : 1
                if e.own < ConformanceComparison.minimumOwnPixels {
                    out.append("\(e.name): only \(e.own) comparable pixels of its own; the scene cannot check it")
                } else if s > ConformanceComparison.maximumEntryDifferingShare {
                    out.append("\(e.name): \(e.differing) of its \(e.own) pixels differ (\(percent(s)))")
                }
            }
            return out
        }

        /// One line for the test log.
        var summary: String {
            "\(differing) of \(compared) compared pixels differ (\(percent(share))), worst channel difference \(worst); per entry: "
                + entries.map { "\($0.name) \($0.differing)/\($0.own)" }.joined(separator: ", ")
        }

        /// `x` (a share) as a percentage with three decimals.
        private func percent(_ x: Double) -> String { String(format: "%.3f %%", x * 100) }
    }

    /// Asserts that `picture` has the reference's size and conforms, printing `label` and the
    /// numbers (the test log is where the measured differences are read).
    func assertConforms(_ picture: Canvas, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(picture.width, reference.width, "\(label): width", file: file, line: line)
        XCTAssertEqual(picture.height, reference.height, "\(label): height", file: file, line: line)
        let outcome = compare(picture)
        print("\(label): \(outcome.summary)")
        for f in outcome.failures { XCTFail("\(label): \(f)", file: file, line: line) }
    }

    /// Every pixel of `a` against `b` (same size), anti-aliased edges included: the mean
    /// absolute channel difference (of 255), the share of pixels within ``channelTolerance``
    /// on every colour channel, and the largest difference.
    static func allPixels(_ a: Canvas, _ b: Canvas) -> (mean: Double, close: Double, worst: Int) {
        let n = min(a.pixels.count, b.pixels.count) / 4
        var total = 0, close = 0, worst = 0
        for p in 0..<n {
            var most = 0
            for c in 0..<3 {
                let d = abs(Int(a.pixels[p * 4 + c]) - Int(b.pixels[p * 4 + c]))
                total += d
                most = max(most, d)
            }
            if most <= channelTolerance { close += 1 }
            worst = max(worst, most)
        }
        return n > 0 ? (Double(total) / Double(n * 3), Double(close) / Double(n), worst) : (0, 1, 0)
    }

    /// `picture` (the reference's size, else everything differs) against the reference.
    func compare(_ picture: Canvas) -> Outcome {
        var outcome = Outcome()
        guard picture.width == reference.width, picture.height == reference.height else {
            outcome.compared = compared.filter { $0 }.count
            outcome.differing = outcome.compared
            outcome.entries = own.map { ($0.name, $0.pixels.count, $0.pixels.count) }
            return outcome
        }
        var differing = [Bool](repeating: false, count: compared.count)
        for i in 0..<compared.count where compared[i] {
            outcome.compared += 1
            for c in 0..<3 {
                outcome.worst = max(
                    outcome.worst, abs(Int(picture.pixels[i * 4 + c]) - Int(reference.pixels[i * 4 + c])))
            }
            if ConformanceComparison.differs(picture, reference, i) {
                differing[i] = true
                outcome.differing += 1
            }
        }
        outcome.entries = own.map { e in (e.name, e.pixels.count, e.pixels.filter { differing[$0] }.count) }
        return outcome
    }
}
