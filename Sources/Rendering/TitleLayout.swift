import Foundation
import AnimationCore

/// Where and how an item's title is drawn, in the item's own coordinates (points): one line of
/// ``BitmapFont`` glyphs centred in the bounds, in black or white.
///
/// The text is laid out in the item's own space and mapped through its ``QuadMapping`` like the
/// fill, so it turns and tilts with the view. The rasterizer, the HTML player (which receives
/// these numbers) and the SVG renderer all use this one layout.
public struct TitleLayout: Hashable, Sendable {
    /// Cell height at full size, points: a 12-point line (1.5 points per font pixel).
    public static let cellHeight = 12.0
    /// Space kept free on the left and right when the text must shrink to fit, points.
    public static let padding = 4.0
    /// Smallest size drawn, points per font pixel; below this a title is left out (unreadable).
    public static let minimumPixelSize = 0.25

    /// The text, as given.
    public var text: String
    /// ``BitmapFont`` glyph indices, one per Unicode scalar of the text.
    public var glyphs: [Int]
    /// Left edge of the first cell, item points.
    public var originX: Double
    /// Top edge of the cells, item points.
    public var originY: Double
    /// Size of one font pixel, item points (1.5 at full size; smaller when the text is shrunk).
    public var pixelSize: Double
    /// The ink: black or white, whichever contrasts more with the item's colour.
    public var ink: RGBA8

    /// Width of the line, item points.
    public var width: Double { Double(BitmapFont.lineWidth(count: glyphs.count)) * pixelSize }
    /// Height of the cells including the descender row, item points.
    public var height: Double { Double(BitmapFont.cellHeight) * pixelSize }

    /// Lays out `title` in bounds of `size` on a fill of `color`. `nil` for no title, an empty
    /// one, or bounds too small to hold it legibly.
    ///
    /// At full size a cell is ``cellHeight`` points high; a line wider than the bounds less
    /// ``padding`` on each side is scaled down to fit, and a cell taller than the bounds too.
    /// The body rows (capitals) are centred vertically; descenders hang below.
    public init?(title: String?, size: Size, color: Color) {
        guard let title, !title.isEmpty, size.width > 0, size.height > 0, size.isFinite else { return nil }
        let glyphs = BitmapFont.glyphs(title)
        let columns = Double(BitmapFont.lineWidth(count: glyphs.count))
        var k = TitleLayout.cellHeight / Double(BitmapFont.cellHeight)
        var available = size.width - 2 * TitleLayout.padding
        if available <= 0 { available = size.width }
        if columns * k > available { k = available / columns }
        if Double(BitmapFont.cellHeight) * k > size.height { k = size.height / Double(BitmapFont.cellHeight) }
        guard k >= TitleLayout.minimumPixelSize, k.isFinite else { return nil }
        text = title
        self.glyphs = glyphs
        pixelSize = k
        originX = (size.width - columns * k) / 2
        originY = (size.height - Double(BitmapFont.bodyHeight) * k) / 2
        ink = TitleLayout.ink(on: color)
    }

    /// Black or white, whichever has the higher WCAG contrast ratio against `color` composited
    /// over white (so a translucent fill is judged as it usually looks).
    public static func ink(on color: Color) -> RGBA8 {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
        let alpha = clamp(color.alpha)
        func linear(_ c: Double) -> Double {
            let s = clamp(c) * alpha + (1 - alpha)
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        let l = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        // Contrast with black is (l + 0.05) / 0.05, with white 1.05 / (l + 0.05).
        return (l + 0.05) * (l + 0.05) >= 0.05 * 1.05 ? .black : .white
    }

    /// One rectangle of ink in font pixels: `x` from the left edge of the first cell, `y` from
    /// the top of the cells (multiply by ``pixelSize`` and add the origin for item points).
    public struct InkRectangle: Hashable, Sendable {
        /// Left edge, font pixels.
        public var x: Int
        /// Top edge, font pixels.
        public var y: Int
        /// Width, font pixels.
        public var width: Int
        /// Height, font pixels.
        public var height: Int
    }

    /// The ink as rectangles that cover exactly the points ``hit(u:v:)`` accepts, without
    /// overlapping: each glyph row's runs of set pixels, a run merged with the identical runs
    /// in the rows below it. Glyph by glyph, top to bottom, left to right. Vector outputs (SVG)
    /// draw these so that their text is the rasterizer's.
    public var inkRectangles: [InkRectangle] {
        var out: [InkRectangle] = []
        for (cell, glyph) in glyphs.enumerated() {
            let left = cell * BitmapFont.cellWidth
            var open: [InkRectangle] = [], closed: [InkRectangle] = []
            for row in 0...BitmapFont.cellHeight {
                let runs = row < BitmapFont.cellHeight ? TitleLayout.runs(glyph: glyph, row: row) : []
                var next: [InkRectangle] = []
                for r in open {
                    if runs.contains(where: { $0.0 == r.x - left && $0.1 == r.x - left + r.width }) {
                        next.append(InkRectangle(x: r.x, y: r.y, width: r.width, height: r.height + 1))
                    } else {
                        closed.append(r)
                    }
                }
                for (x0, x1) in runs where !open.contains(where: { $0.x - left == x0 && $0.width == x1 - x0 }) {
                    next.append(InkRectangle(x: left + x0, y: row, width: x1 - x0, height: 1))
                }
                open = next
            }
            out += closed.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        }
        return out
    }

    /// The runs `[start, end)` of set columns in one row of a glyph.
    static func runs(glyph: Int, row: Int) -> [(Int, Int)] {
        var runs: [(Int, Int)] = []
        var x = 0
        while x < BitmapFont.glyphWidth {
            guard BitmapFont.isSet(glyph: glyph, column: x, row: row) else {
                x += 1
                continue
            }
            let start = x
            while x < BitmapFont.glyphWidth && BitmapFont.isSet(glyph: glyph, column: x, row: row) { x += 1 }
            runs.append((start, x))
        }
        return runs
    }

    /// True when the item point `(u, v)` is on a glyph's ink.
    @inlinable public func hit(u: Double, v: Double) -> Bool {
        let gx = (u - originX) / pixelSize, gy = (v - originY) / pixelSize
        guard gx >= 0, gy >= 0, gx < Double(BitmapFont.lineWidth(count: glyphs.count)),
            gy < Double(BitmapFont.cellHeight)
        else { return false }
        let column = Int(gx), row = Int(gy)
        let cell = column / BitmapFont.cellWidth, x = column - cell * BitmapFont.cellWidth
        return x < BitmapFont.glyphWidth && BitmapFont.isSet(glyph: glyphs[cell], column: x, row: row)
    }
}
