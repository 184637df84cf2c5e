/// An image in memory: `width × height` pixels of ``RGBA8``, row by row from the top, four
/// bytes per pixel in the order red, green, blue, alpha.
///
/// Colours are stored **straight** (not premultiplied by alpha), in sRGB. That is the layout
/// PNG (colour type 6), GIF palettes and a browser's `ImageData` use, so every encoder and the
/// HTML player read the bytes with no conversion, and an opaque canvas (the usual case: the
/// rasterizer paints an opaque background first) loses nothing to premultiplication.
///
/// A value type: copies are independent (copy-on-write through the array).
public struct Canvas: Hashable, Sendable {
    /// Width, pixels.
    public let width: Int
    /// Height, pixels.
    public let height: Int
    /// `width × height × 4` bytes, RGBA, rows top to bottom, no padding between rows.
    public var pixels: [UInt8]

    /// A canvas filled with `color` (transparent by default).
    public init(width: Int, height: Int, fill color: RGBA8 = .clear) {
        precondition(width >= 0 && height >= 0, "Canvas size must not be negative (\(width)×\(height))")
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        if color != .clear { fill(color) }
    }

    /// A canvas over existing bytes; `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && pixels.count == width * height * 4,
            "Canvas(width: \(width), height: \(height)) needs \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` (0-based, from the top-left); both must be in range.
    @inlinable public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return RGBA8(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Replaces the pixel at column `x`, row `y`; both must be in range.
    @inlinable public mutating func setPixel(x: Int, y: Int, _ p: RGBA8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        pixels[i] = p.r
        pixels[i + 1] = p.g
        pixels[i + 2] = p.b
        pixels[i + 3] = p.a
    }

    /// The pixel at `(x, y)`, read and written like ``pixel(x:y:)`` and ``setPixel(x:y:_:)``.
    @inlinable public subscript(x: Int, y: Int) -> RGBA8 {
        get { pixel(x: x, y: y) }
        set { setPixel(x: x, y: y, newValue) }
    }

    /// Sets every pixel to `p`.
    public mutating func fill(_ p: RGBA8) {
        let v = p.packed
        pixels.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for i in 0..<px.count { px[i] = v.littleEndian }
        }
    }

    /// Sets the pixels of the rectangle `x..<x+w`, `y..<y+h` (clipped to the canvas) to `p`.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ p: RGBA8) {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        let v = p.packed.littleEndian, stride = width
        pixels.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for row in y0..<y1 { for col in x0..<x1 { px[row * stride + col] = v } }
        }
    }

    /// Copies `source` with its top-left corner at `(x, y)`, clipped to this canvas (pixels are
    /// replaced, not blended).
    public mutating func draw(_ source: Canvas, x: Int, y: Int) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + source.width), y1 = min(height, y + source.height)
        guard x0 < x1, y0 < y1 else { return }
        let w = width
        pixels.withUnsafeMutableBytes { dst in
            source.pixels.withUnsafeBytes { src in
                for row in y0..<y1 {
                    let s = ((row - y) * source.width + (x0 - x)) * 4
                    let d = (row * w + x0) * 4
                    (dst.baseAddress! + d).copyMemory(from: src.baseAddress! + s, byteCount: (x1 - x0) * 4)
                }
            }
        }
    }

    /// True when every pixel's alpha is 255.
    public var isOpaque: Bool {
        var i = 3
        while i < pixels.count {
            if pixels[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
