import Foundation

/// Encodes an animated PNG (APNG, the PNG extension every current browser plays): lossless
/// 8-bit RGBA frames, looping forever, written with the same filters and compressor as
/// ``PNGEncoder``.
///
/// - The first frame is the file's default image (IDAT), so a viewer without APNG support
///   shows the transition's first frame.
/// - Each later frame is only the rectangle that changed since the frame before (`fcTL` with
///   `APNG_DISPOSE_OP_NONE` and `APNG_BLEND_OP_SOURCE`: the rectangle's pixels replace the
///   canvas's, alpha included), in `fdAT` chunks.
/// - **Timing is exact**: a frame lasts `k / fps` seconds as the fraction `k/fps` when `fps` is
///   a whole number (else `round(1000 k / fps)/1000`); a frame identical to the one shown is
///   not written, the shown frame lasts longer instead (up to 65,535 frames' worth, then it
///   is written again).
/// - Frames are kept compressed until ``finish()``, because `acTL` — before the first frame —
///   holds the frame count.
public final class APNGEncoder {
    /// The canvas size, pixels.
    public let width: Int, height: Int
    /// Frames per second of the input.
    public let fps: Double

    /// One frame written: where, and its compressed rows, and for how many input frames.
    private struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var data: [UInt8]
        var repeats: Int
    }
    private var frames: [Frame] = []
    private var shown: Canvas?

    /// An encoder of `width × height` frames at `fps`.
    public init(width: Int, height: Int, fps: Double) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.fps = fps.isFinite && fps > 0 ? fps : 60
    }

    /// Adds the next frame (the same size as the encoder; other sizes are cropped or padded
    /// with transparency).
    public func add(_ canvas: Canvas) {
        let c = canvas.width == width && canvas.height == height ? canvas : APNGEncoder.resized(canvas, width, height)
        defer { shown = c }
        guard let previous = shown else {
            frames.append(
                Frame(
                    x: 0, y: 0, width: width, height: height, data: Deflate.zlib(PNGEncoder.filteredRows(c)), repeats: 1
                ))
            return
        }
        guard let box = APNGEncoder.changedBox(previous, c) else {
            if frames[frames.count - 1].repeats < Int(UInt16.max) {
                frames[frames.count - 1].repeats += 1
                return
            }
            // Shown for as long as one frame may say: write it again (one pixel) to go on.
            frames.append(
                Frame(
                    x: 0, y: 0, width: 1, height: 1,
                    data: Deflate.zlib(PNGEncoder.filteredRows(APNGEncoder.crop(c, 0, 0, 1, 1))), repeats: 1))
            return
        }
        let part = APNGEncoder.crop(c, box.x, box.y, box.width, box.height)
        frames.append(
            Frame(
                x: box.x, y: box.y, width: box.width, height: box.height,
                data: Deflate.zlib(PNGEncoder.filteredRows(part)), repeats: 1))
    }

    /// The number of frames the file holds so far (merged frames count once).
    public var frameCount: Int { frames.count }

    /// The whole file.
    public func finish() -> [UInt8] {
        if frames.isEmpty { add(Canvas(width: width, height: height)) }
        var out = PNGEncoder.signature
        var header: [UInt8] = []
        PNGEncoder.appendBigEndian(UInt32(width), to: &header)
        PNGEncoder.appendBigEndian(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0]
        PNGEncoder.appendChunk("IHDR", header, to: &out)
        var actl: [UInt8] = []
        PNGEncoder.appendBigEndian(UInt32(frames.count), to: &actl)
        PNGEncoder.appendBigEndian(0, to: &actl)  // loop forever
        PNGEncoder.appendChunk("acTL", actl, to: &out)
        var sequence: UInt32 = 0
        for (i, f) in frames.enumerated() {
            var fctl: [UInt8] = []
            for v in [sequence, UInt32(f.width), UInt32(f.height), UInt32(f.x), UInt32(f.y)] {
                PNGEncoder.appendBigEndian(v, to: &fctl)
            }
            let (num, den) = delay(f.repeats)
            // Dispose none, blend source.
            fctl += [UInt8(num >> 8), UInt8(num & 0xFF), UInt8(den >> 8), UInt8(den & 0xFF), 0, 0]
            PNGEncoder.appendChunk("fcTL", fctl, to: &out)
            sequence += 1
            if i == 0 {
                PNGEncoder.appendChunk("IDAT", f.data, to: &out)
            } else {
                var fdat: [UInt8] = []
                PNGEncoder.appendBigEndian(sequence, to: &fdat)
                PNGEncoder.appendChunk("fdAT", fdat + f.data, to: &out)
                sequence += 1
            }
        }
        PNGEncoder.appendChunk("IEND", [], to: &out)
        return out
    }

    /// The delay of `k` input frames as `fcTL`'s numerator and denominator.
    func delay(_ k: Int) -> (UInt16, UInt16) {
        if fps == fps.rounded(), fps <= Double(UInt16.max) { return (UInt16(k), UInt16(fps)) }
        return (UInt16(min(Double(UInt16.max), (1000 * Double(k) / fps).rounded())), 1000)
    }

    /// The smallest rectangle holding every pixel that differs between `a` and `b`, or nil.
    static func changedBox(_ a: Canvas, _ b: Canvas) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let w = a.width
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                p.withMemoryRebound(to: UInt32.self) { p32 in
                    q.withMemoryRebound(to: UInt32.self) { q32 in
                        for y in 0..<a.height {
                            let row = y * w
                            for x in 0..<w where p32[row + x] != q32[row + x] {
                                if x < minX { minX = x }
                                if x > maxX { maxX = x }
                                if y < minY { minY = y }
                                maxY = y
                            }
                        }
                    }
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The `w × h` part of `c` at (`x`, `y`).
    static func crop(_ c: Canvas, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Canvas {
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let src = ((y + row) * c.width + x) * 4
            pixels.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: c.pixels[src..<src + w * 4])
        }
        return Canvas(width: w, height: h, pixels: pixels)
    }

    /// `c` cut or padded (transparent) to `w × h`.
    static func resized(_ c: Canvas, _ w: Int, _ h: Int) -> Canvas {
        var out = Canvas(width: w, height: h)
        for y in 0..<min(h, c.height) {
            let n = min(w, c.width) * 4
            out.pixels.replaceSubrange(y * w * 4..<y * w * 4 + n, with: c.pixels[y * c.width * 4..<y * c.width * 4 + n])
        }
        return out
    }
}
