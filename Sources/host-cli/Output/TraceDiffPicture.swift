import AnimationCore
import Foundation
import Rendering

/// The visual diff of a frame two traces disagree on: the expected frame, the actual one and
/// their difference, side by side in one PNG. A trace holds each view's quad, opacity and
/// title but not its colour, so both frames are drawn from the traces alike — every view in a
/// colour of its own (from its id) at its opacity, with its title — and the difference panel
/// shows the actual frame faded, with every pixel that differs in red.
enum TraceDiffPicture {
    /// The PNG for frame lines `expected` and `actual` (parsed trace lines).
    static func png(expected: [String: Any], actual: [String: Any]) -> [UInt8] {
        let size = extent(expected, actual)
        let rasterizer = Rasterizer(scale: 1, background: .white)
        let a = rasterizer.render(frame(expected, size)), b = rasterizer.render(frame(actual, size))
        var diff = b
        for i in stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4) {
            if a.pixels[i..<i + 4] != b.pixels[i..<i + 4] {
                diff.pixels.replaceSubrange(i..<i + 4, with: [255, 0, 0, 255])
            } else {
                for c in 0..<3 { diff.pixels[i + c] = UInt8(255 - (255 - Int(b.pixels[i + c])) / 4) }
            }
        }
        return PNGEncoder.encode(ContactSheet(columns: 3).compose([a, b, diff], labels: ["expected", "actual", "difference (red)"]))
    }

    /// The viewport: the root view's (the first entry's) extent in either frame, at least 16
    /// and at most 4096 points a side.
    static func extent(_ lines: [String: Any]...) -> Size {
        var w = 16.0, h = 16.0
        for line in lines {
            for p in views(line).first.map(corners) ?? [] { w = max(w, p.x); h = max(h, p.y) }
        }
        return Size(width: min(4096, w.rounded(.up)), height: min(4096, h.rounded(.up)))
    }

    /// The frame a trace line describes.
    static func frame(_ line: [String: Any], _ size: Size) -> RenderFrame {
        let palette: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF9500, 0xAF52DE, 0x5AC8FA, 0xFFCC00, 0x8E8E93]
        let items = views(line).enumerated().compactMap { z, v -> RenderItem? in
            let quad = corners(v)
            guard quad.count == 4, v["border"] == nil, v["shadow_blur"] == nil, v["shape"] == nil, v["gradient"] == nil else { return nil }
            // Any id a file holds (a negative one, 1e300) picks a colour; none traps.
            let id = (v["id"] as? NSNumber)?.intValue ?? 0
            let colour = palette[Int(id.magnitude % UInt(palette.count))]
            let width = hypot(quad[1].x - quad[0].x, quad[1].y - quad[0].y), height = hypot(quad[3].x - quad[0].x, quad[3].y - quad[0].y)
            return RenderItem(id: id, title: v["title"] as? String, corners: quad, size: Size(width: width, height: height),
                              alpha: (v["alpha"] as? NSNumber)?.doubleValue ?? 1, color: Color(rgb: colour),
                              cornerRadius: 0, clips: [], depth: 0, zPosition: Double(z))
        }
        return RenderFrame(time: (line["t"] as? NSNumber)?.doubleValue ?? 0, size: size, items: items)
    }

    static func views(_ line: [String: Any]) -> [[String: Any]] { line["views"] as? [[String: Any]] ?? [] }

    static func corners(_ v: [String: Any]) -> [Point] {
        (v["corners"] as? [[NSNumber]] ?? []).compactMap { $0.count == 2 ? Point(x: $0[0].doubleValue, y: $0[1].doubleValue) : nil }
    }
}
