import ProcessSupport
import Rendering
import TextFormat

/// The bounds `run` and `play` hold their flags to, so that no combination of flags makes the
/// front end allocate without bound (README, "The CLI"). Each refusal is a usage error naming
/// the limit and what to change.
enum RunLimits {
    /// The most pixels of a PNG image — one frame or a contact sheet: 64 Mi pixels
    /// (8192 × 8192, the largest frame the rasterizer draws). Writing one takes about ten
    /// bytes of memory per pixel while it is drawn and compressed (measured: 157 MB for a
    /// 16-Mi-pixel PNG).
    static let maximumImagePixels = 64 << 20

    /// The most pixels of one GIF frame: 16 Mi pixels (4096 × 4096). The GIF streams, but each
    /// frame is drawn, compared with the previous one and quantized at full size (measured:
    /// 172 MB for 4096 × 4096).
    static let maximumGIFFramePixels = 16 << 20

    /// The most frames an output that is written at the end keeps in memory (PNG, SVG, HTML;
    /// the GIF and the trace stream): `--fps` × `--max-duration` may be at most 36,000 (ten
    /// minutes at 60 fps).
    static let maximumKeptFrames = 36_000

    /// `play`'s highest drawing pace, frames per second.
    static let maximumLiveFPS = 240.0

    /// The size of a contact sheet of `count` frames of `frame` pixels, laid out as
    /// ``ContactSheet/compose(_:labels:)`` lays it out (a near-square grid of labelled cells).
    static func sheetSize(frame: (width: Int, height: Int), count: Int) -> (width: Int, height: Int) {
        let sheet = ContactSheet()
        let n = max(1, count)
        let columns = max(1, min(n, Int(Double(n).squareRoot().rounded(.up))))
        let rows = (n + columns - 1) / columns
        let cellHeight = frame.height + BitmapFont.cellHeight * sheet.labelScale + sheet.gap
        return (sheet.gap + columns * (frame.width + sheet.gap), sheet.gap + rows * (cellHeight + sheet.gap))
    }

    /// `pixels` in words: `67,108,864 pixels (64 Mi)`.
    static func describe(_ pixels: Int) -> String {
        var digits = String(pixels), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return "\(digits + grouped) pixels (\(Rounding.format(Double(pixels) / Double(1 << 20), quantum: 0.1)) Mi)"
    }
}
