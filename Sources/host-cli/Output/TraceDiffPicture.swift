import AnimationCore
import Foundation
import Rendering

/// The visual diff of two traces: the frame where they differ most — expected, actual and
/// their difference, side by side in one PNG. A trace holds each view's quad, opacity and
/// title but not its colour, so both frames are drawn from the traces alike — every view in a
/// colour of its own (from its id) at its opacity, with its title — and the difference panel
/// shows the actual frame faded to grey, with every pixel that differs in magenta, a colour
/// no view is drawn in and that stands out on grey.
enum TraceDiffPicture {
    /// The colour of a differing pixel in the difference panel.
    static let highlight: [UInt8] = [255, 0, 255, 255]

    /// The frame lines of the two traces `expected` and `actual` (their text) that differ
    /// most, parsed, with the frame's number; nil when no frame line differs. The first
    /// difference may be sub-pixel (a view 0.001 points off in frame 1) while a later frame
    /// is visibly wrong: the picture shows the one where views moved, resized or faded most,
    /// measured as the largest corner displacement plus opacity change times size, in points,
    /// over the views matched by drawing order (a view only one frame has counts whole).
    static func largestDifference(expected: String, actual: String) -> (
        frame: Int, expected: [String: Any], actual: [String: Any]
    )? {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: true)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: true)
        var best: (score: Double, frame: Int, expected: [String: Any], actual: [String: Any])?
        for i in 0..<min(a.count, b.count) where a[i] != b[i] {
            guard let x = try? JSONSerialization.jsonObject(with: Data(a[i].utf8)) as? [String: Any], x["views"] != nil,
                let y = try? JSONSerialization.jsonObject(with: Data(b[i].utf8)) as? [String: Any], y["views"] != nil
            else { continue }
            let s = score(x, y)
            if best == nil || s > best!.score { best = (s, (x["frame"] as? NSNumber)?.intValue ?? i, x, y) }
        }
        return best.map { ($0.frame, $0.expected, $0.actual) }
    }

    /// How much two frame lines differ, in points (see ``largestDifference(expected:actual:)``).
    static func score(_ x: [String: Any], _ y: [String: Any]) -> Double {
        let u = views(x), v = views(y)
        var total = 0.0
        for k in 0..<max(u.count, v.count) {
            let p = k < u.count ? corners(u[k]) : [], q = k < v.count ? corners(v[k]) : []
            guard p.count == 4, q.count == 4 else {
                total += diagonal(p.count == 4 ? p : q)
                continue
            }
            let moved = zip(p, q).map { hypot($0.x - $1.x, $0.y - $1.y) }.max() ?? 0
            let alpha = abs(
                ((u[k]["alpha"] as? NSNumber)?.doubleValue ?? 1) - ((v[k]["alpha"] as? NSNumber)?.doubleValue ?? 1))
            let m = moved + alpha * max(diagonal(p), diagonal(q))
            total += m.isFinite ? m : 1e12
        }
        return total
    }

    /// The length of a quad's diagonal (0 for anything that is not a quad).
    static func diagonal(_ quad: [Point]) -> Double {
        quad.count == 4 ? hypot(quad[2].x - quad[0].x, quad[2].y - quad[0].y) : 0
    }

    /// The PNG for frame lines `expected` and `actual` (parsed trace lines) of frame `frame`.
    static func png(expected: [String: Any], actual: [String: Any], frame number: Int? = nil) -> [UInt8] {
        let size = extent(expected, actual)
        let rasterizer = Rasterizer(scale: 1, background: .white)
        let a = rasterizer.render(frame(expected, size)), b = rasterizer.render(frame(actual, size))
        var diff = b
        for i in stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4) {
            if a.pixels[i..<i + 4] != b.pixels[i..<i + 4] {
                diff.pixels.replaceSubrange(i..<i + 4, with: highlight)
            } else {
                // Grey, light: the actual frame for orientation, never mistaken for a difference.
                let grey = (Int(b.pixels[i]) * 3 + Int(b.pixels[i + 1]) * 6 + Int(b.pixels[i + 2])) / 10
                let faded = UInt8(255 - (255 - grey) / 3)
                for c in 0..<3 { diff.pixels[i + c] = faded }
            }
        }
        let at = number.map { " (frame \($0))" } ?? ""
        return PNGEncoder.encode(
            ContactSheet(columns: 3).compose(
                [a, b, diff], labels: ["expected" + at, "actual" + at, "difference (magenta)"]))
    }

    /// The viewport: the root view's (the first entry's) extent in either frame, at least 16
    /// and at most 4096 points a side.
    static func extent(_ lines: [String: Any]...) -> Size {
        var w = 16.0, h = 16.0
        for line in lines {
            for p in views(line).first.map(corners) ?? [] {
                w = max(w, p.x)
                h = max(h, p.y)
            }
        }
        return Size(width: min(4096, w.rounded(.up)), height: min(4096, h.rounded(.up)))
    }

    /// The frame a trace line describes.
    static func frame(_ line: [String: Any], _ size: Size) -> RenderFrame {
        let palette: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF9500, 0xAF52DE, 0x5AC8FA, 0xFFCC00, 0x8E8E93]
        let items = views(line).enumerated().compactMap { z, v -> RenderItem? in
            let quad = corners(v)
            guard quad.count == 4, v["border"] == nil, v["shadow_blur"] == nil, v["shape"] == nil, v["gradient"] == nil
            else { return nil }
            // Any id a file holds (a negative one, 1e300) picks a colour; none traps.
            let id = (v["id"] as? NSNumber)?.intValue ?? 0
            let colour = palette[Int(id.magnitude % UInt(palette.count))]
            let width = hypot(quad[1].x - quad[0].x, quad[1].y - quad[0].y),
                height = hypot(quad[3].x - quad[0].x, quad[3].y - quad[0].y)
            return RenderItem(
                id: id, title: v["title"] as? String, corners: quad, size: Size(width: width, height: height),
                alpha: (v["alpha"] as? NSNumber)?.doubleValue ?? 1, color: Color(rgb: colour),
                cornerRadius: 0, clips: [], depth: 0, zPosition: Double(z))
        }
        return RenderFrame(time: (line["t"] as? NSNumber)?.doubleValue ?? 0, size: size, items: items)
    }

    static func views(_ line: [String: Any]) -> [[String: Any]] { line["views"] as? [[String: Any]] ?? [] }

    static func corners(_ v: [String: Any]) -> [Point] {
        (v["corners"] as? [[NSNumber]] ?? []).compactMap {
            $0.count == 2 ? Point(x: $0[0].doubleValue, y: $0[1].doubleValue) : nil
        }
    }
}
