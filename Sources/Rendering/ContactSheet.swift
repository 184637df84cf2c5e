/// Lays several canvases out on one in a grid, each with an optional label underneath (the
/// frame's time, say), so a whole animation can be checked at a glance in one PNG.
public struct ContactSheet: Sendable {
    /// Columns of the grid; `nil` picks `ceil(sqrt(count))`.
    public var columns: Int?
    /// Space around and between cells, pixels.
    public var gap: Int
    /// The sheet's colour between cells.
    public var background: RGBA8
    /// Label ink.
    public var labelColor: RGBA8
    /// Label size: screen pixels per font pixel (1 gives 8-pixel-high text).
    public var labelScale: Int

    /// A sheet layout; every value has a usable default.
    public init(
        columns: Int? = nil, gap: Int = 4, background: RGBA8 = RGBA8(208, 208, 208), labelColor: RGBA8 = .black,
        labelScale: Int = 1
    ) {
        self.columns = columns
        self.gap = max(0, gap)
        self.background = background
        self.labelColor = labelColor
        self.labelScale = max(1, labelScale)
    }

    /// A label for a time in seconds: `t=0.500s`.
    public static func timeLabel(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "t=?" }
        let ms = Int((seconds * 1000).rounded())
        let sign = ms < 0 ? "-" : ""
        let a = abs(ms)
        let frac = String(a % 1000)
        return "t=\(sign)\(a / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)s"
    }

    /// The sheet: cells as large as the largest canvas, filled left to right then top to
    /// bottom; `labels[i]` (if given) is centred under canvas `i`. An empty list gives a
    /// sheet of one empty cell's gap.
    public func compose(_ canvases: [Canvas], labels: [String]? = nil) -> Canvas {
        let n = canvases.count
        guard n > 0 else { return Canvas(width: max(1, 2 * gap), height: max(1, 2 * gap), fill: background) }
        let cols = max(1, min(n, columns ?? Int(Double(n).squareRoot().rounded(.up))))
        let rows = (n + cols - 1) / cols
        let cellW = canvases.map(\.width).max()!, imageH = canvases.map(\.height).max()!
        let labelH = labels == nil ? 0 : BitmapFont.cellHeight * labelScale + gap
        let cellH = imageH + labelH
        var sheet = Canvas(width: gap + cols * (cellW + gap), height: gap + rows * (cellH + gap), fill: background)
        for (i, c) in canvases.enumerated() {
            let x = gap + (i % cols) * (cellW + gap), y = gap + (i / cols) * (cellH + gap)
            sheet.draw(c, x: x + (cellW - c.width) / 2, y: y)
            if let labels, i < labels.count {
                let textW = BitmapFont.lineWidth(count: BitmapFont.glyphs(labels[i]).count) * labelScale
                BitmapFont.draw(
                    labels[i], on: &sheet, x: x + (cellW - textW) / 2, y: y + imageH + gap / 2 + 1,
                    pixelSize: labelScale, color: labelColor)
            }
        }
        return sheet
    }
}
