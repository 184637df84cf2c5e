/// Turns a rectangle of canvas pixels into at most 256 palette entries and one index per
/// pixel, for one GIF frame.
///
/// - **Exact** when the rectangle has at most 256 distinct colours (255 plus a transparent
///   entry when some pixel has alpha < 128): the palette is those colours, nothing is lost.
///   Flat-coloured views, anti-aliased edges and alpha blends of a few views stay within this
///   almost always, so there is no banding and no dither noise.
/// - Otherwise **median cut + Floyd–Steinberg**: colours covering at least 0.5 % of the pixels
///   (up to 64) get exact entries first, so flat areas stay flat; the rest are summarised in a
///   5-bit-per-channel histogram split by median cut into the remaining entries; pixels are
///   then mapped with serpentine Floyd–Steinberg error diffusion, except those whose colour is
///   exactly an entry, which are mapped as is and stop the error.
///
/// Alpha: pixels with alpha < 128 become the transparent entry; others are treated as opaque
/// (their straight colour, alpha dropped), since GIF has only on/off transparency.
struct ColorQuantizer {
    /// One frame's palette and indices.
    struct Indexed {
        /// Palette colours, `r | g << 8 | b << 16`; the transparent entry, if any, is black.
        var palette: [UInt32]
        /// One index per pixel of the rectangle, row by row.
        var indices: [UInt8]
        /// The transparent entry, if some pixel needed it.
        var transparentIndex: Int?
        /// True when the palette holds every colour exactly.
        var exact: Bool
    }

    /// Key of a fully transparent pixel (outside the 24-bit colour space).
    static let transparentKey: UInt32 = 0x0100_0000

    /// The palette key of a pixel as stored in memory.
    @inline(__always) static func key(_ stored: UInt32) -> UInt32 {
        let v = UInt32(littleEndian: stored)
        return v >> 24 < 128 ? transparentKey : v & 0x00FF_FFFF
    }

    /// Indexes `width × height` pixels starting at `origin` in `pixels` (rows `stride` apart).
    static func index(_ pixels: UnsafeBufferPointer<UInt32>, stride: Int, x: Int, y: Int, width: Int, height: Int)
        -> Indexed
    {
        if let exact = exactIndex(pixels, stride: stride, x: x, y: y, width: width, height: height) { return exact }
        return quantize(pixels, stride: stride, x: x, y: y, width: width, height: height)
    }

    /// The exact palette, or `nil` beyond 256 entries.
    static func exactIndex(_ pixels: UnsafeBufferPointer<UInt32>, stride: Int, x: Int, y: Int, width: Int, height: Int)
        -> Indexed?
    {
        let size = 1024, mask = size - 1
        var keys = [UInt32](repeating: 0xFFFF_FFFF, count: size)
        var slots = [UInt8](repeating: 0, count: size)
        var palette: [UInt32] = []
        var transparent: Int?
        var indices = [UInt8](repeating: 0, count: width * height)
        var lastStored: UInt32 = 0, lastIndex: UInt8 = 0, haveLast = false
        var n = 0
        for row in y..<(y + height) {
            let base = row * stride
            for col in x..<(x + width) {
                let s = pixels[base + col]
                if haveLast && s == lastStored {
                    indices[n] = lastIndex
                    n += 1
                    continue
                }
                let k = key(s)
                var h = Int((k &* 0x9E37_79B1) >> 22) & mask
                while keys[h] != 0xFFFF_FFFF && keys[h] != k { h = (h + 1) & mask }
                if keys[h] != k {
                    guard palette.count < 256 else { return nil }
                    keys[h] = k
                    slots[h] = UInt8(palette.count)
                    if k == transparentKey {
                        transparent = palette.count
                        palette.append(0)
                    } else {
                        palette.append(k)
                    }
                }
                lastStored = s
                lastIndex = slots[h]
                haveLast = true
                indices[n] = lastIndex
                n += 1
            }
        }
        return Indexed(palette: palette, indices: indices, transparentIndex: transparent, exact: true)
    }

    /// A box of histogram cells for median cut.
    private struct Box {
        var cells: [Int]
        var count: Int
        var score: Int
    }

    /// The rectangle's colours summarised in 5-bit-per-channel cells: each cell's pixel count
    /// and channel sums (its mean colour is a palette entry's), whether a pixel is transparent.
    private struct CellHistogram {
        var counts = [Int](repeating: 0, count: 32_768)
        var sums = [Int](repeating: 0, count: 32_768 * 3)
        var hasTransparent = false

        /// The cell of colour key `k`.
        @inline(__always) static func cell(_ k: UInt32) -> Int {
            Int(k & 0xF8) << 7 | Int(k >> 8 & 0xF8) << 2 | Int(k >> 19 & 31)
        }

        /// Channel `c` (0 red, 1 green, 2 blue) of `cell`, 0…31.
        static func channel(_ cell: Int, _ c: Int) -> Int {
            c == 0 ? cell >> 10 : (c == 1 ? cell >> 5 & 31 : cell & 31)
        }

        /// Counts one opaque pixel of colour `k` (`times` of them; negative to take them out).
        @inline(__always) mutating func add(_ k: UInt32, times c: Int = 1) {
            let cell = Self.cell(k)
            counts[cell] += c
            sums[cell * 3] += Int(k & 255) * c
            sums[cell * 3 + 1] += Int(k >> 8 & 255) * c
            sums[cell * 3 + 2] += Int(k >> 16 & 255) * c
        }

        /// A box of `cells`, scored by its pixel count times its longest side (0 for one cell).
        func box(_ cells: [Int]) -> Box {
            var count = 0, lo = [31, 31, 31], hi = [0, 0, 0]
            for cell in cells {
                count += counts[cell]
                for c in 0..<3 {
                    lo[c] = min(lo[c], Self.channel(cell, c))
                    hi[c] = max(hi[c], Self.channel(cell, c))
                }
            }
            let range = cells.count > 1 ? (0..<3).map { hi[$0] - lo[$0] }.max()! : 0
            return Box(cells: cells, count: count, score: count * range)
        }

        /// Up to `slots` palette entries: the boxes median cut makes (the highest-scoring box
        /// split at the median of its longest side until there are `slots`), each its mean colour.
        func medianCut(slots: Int) -> [UInt32] {
            var boxes: [Box] = []
            let used = (0..<32_768).filter { counts[$0] > 0 }
            if !used.isEmpty && slots > 0 { boxes.append(box(used)) }
            while boxes.count < slots {
                guard let i = boxes.indices.max(by: { boxes[$0].score < boxes[$1].score }), boxes[i].score > 0 else {
                    break
                }
                let (lower, upper) = split(boxes[i])
                boxes[i] = lower
                boxes.append(upper)
            }
            return boxes.filter { $0.count > 0 }.map { box in
                var r = 0, g = 0, b = 0
                for cell in box.cells {
                    r += sums[cell * 3]
                    g += sums[cell * 3 + 1]
                    b += sums[cell * 3 + 2]
                }
                let h = box.count
                return UInt32((r + h / 2) / h) | UInt32((g + h / 2) / h) << 8 | UInt32((b + h / 2) / h) << 16
            }
        }

        /// `box` cut in two at the median pixel along its longest side.
        func split(_ box: Box) -> (Box, Box) {
            var lo = [31, 31, 31], hi = [0, 0, 0]
            for cell in box.cells {
                for c in 0..<3 {
                    lo[c] = min(lo[c], Self.channel(cell, c))
                    hi[c] = max(hi[c], Self.channel(cell, c))
                }
            }
            let axis = (0..<3).max { hi[$0] - lo[$0] < hi[$1] - lo[$1] }!
            let sorted = box.cells.sorted {
                Self.channel($0, axis) != Self.channel($1, axis)
                    ? Self.channel($0, axis) < Self.channel($1, axis) : $0 < $1
            }
            var acc = 0, cut = 1
            for (j, cell) in sorted.enumerated() {
                acc += counts[cell]
                if acc * 2 >= box.count {
                    cut = max(1, min(sorted.count - 1, j + 1))
                    break
                }
            }
            return (self.box(Array(sorted[..<cut])), self.box(Array(sorted[cut...])))
        }
    }

    /// Median cut with dominant colours kept exact, then Floyd–Steinberg (see the type's notes).
    static func quantize(_ pixels: UnsafeBufferPointer<UInt32>, stride: Int, x: Int, y: Int, width: Int, height: Int)
        -> Indexed
    {
        var histogram = CellHistogram()
        for row in y..<(y + height) {
            for col in x..<(x + width) {
                let k = key(pixels[row * stride + col])
                if k == transparentKey {
                    histogram.hasTransparent = true
                    continue
                }
                histogram.add(k)
            }
        }
        var palette = dominantColours(
            pixels, stride: stride, x: x, y: y, width: width, height: height, histogram: &histogram)
        var exactEntries: [UInt32: UInt8] = [:]
        for (i, k) in palette.enumerated() { exactEntries[k] = UInt8(i) }
        palette += histogram.medianCut(slots: 256 - palette.count - (histogram.hasTransparent ? 1 : 0))
        var transparentIndex: Int?
        if histogram.hasTransparent {
            transparentIndex = palette.count
            palette.append(0)
        }
        let indices = dither(
            pixels, stride: stride, x: x, y: y, width: width, height: height, palette: palette,
            colourCount: palette.count - (histogram.hasTransparent ? 1 : 0), exactEntries: exactEntries,
            transparentIndex: transparentIndex)
        return Indexed(palette: palette, indices: indices, transparentIndex: transparentIndex, exact: false)
    }

    /// The colours covering at least 0.5 % of the pixels (up to 64, most common first), taken
    /// out of `histogram` so that median cut summarises only the rest.
    private static func dominantColours(
        _ pixels: UnsafeBufferPointer<UInt32>, stride: Int, x: Int, y: Int, width: Int, height: Int,
        histogram: inout CellHistogram
    ) -> [UInt32] {
        let total = width * height
        // Only cells holding at least 0.5 % of the pixels can contain one, so exact colours are
        // counted in those cells only (at most 200 of them).
        var heavy = [Bool](repeating: false, count: 32_768)
        for cell in 0..<32_768 where histogram.counts[cell] * 200 >= total && histogram.counts[cell] > 0 {
            heavy[cell] = true
        }
        // Counted a run of equal pixels at a time (a frame is mostly runs of flat colour), so
        // the dictionary is touched once a run rather than once a pixel.
        var counts: [UInt32: Int] = [:]
        var runKey = transparentKey, run = 0
        for row in y..<(y + height) {
            for col in x..<(x + width) {
                let k = key(pixels[row * stride + col])
                if k == runKey {
                    run += 1
                    continue
                }
                if run > 0 && runKey != transparentKey && heavy[CellHistogram.cell(runKey)] {
                    counts[runKey, default: 0] += run
                }
                runKey = k
                run = 1
            }
        }
        if run > 0 && runKey != transparentKey && heavy[CellHistogram.cell(runKey)] {
            counts[runKey, default: 0] += run
        }
        let dominant = counts.filter { $0.value * 200 >= total }.sorted {
            $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
        }
        .prefix(64).map(\.key)
        for k in dominant { histogram.add(k, times: -counts[k]!) }
        return dominant
    }

    /// One index per pixel: exact entries as they are (they stop the error), the transparent
    /// entry for transparent pixels, the rest by serpentine Floyd–Steinberg over the first
    /// `colourCount` entries, errors in 1/16 units.
    private static func dither(
        _ pixels: UnsafeBufferPointer<UInt32>, stride: Int, x: Int, y: Int, width: Int, height: Int, palette: [UInt32],
        colourCount: Int, exactEntries: [UInt32: UInt8], transparentIndex: Int?
    ) -> [UInt8] {
        let pr = palette.map { Int($0 & 255) }, pg = palette.map { Int($0 >> 8 & 255) },
            pb = palette.map { Int($0 >> 16 & 255) }
        // Nearest entry per 5-bit cell of the (error-adjusted) colour, found on first use.
        var nearestCache = [Int16](repeating: -1, count: 32_768)
        func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int {
            let cell = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
            if nearestCache[cell] >= 0 { return Int(nearestCache[cell]) }
            var best = 0, bestD = Int.max
            for i in 0..<colourCount {
                let dr = pr[i] - r, dg = pg[i] - g, db = pb[i] - b
                let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
                if d < bestD {
                    bestD = d
                    best = i
                }
            }
            nearestCache[cell] = Int16(best)
            return best
        }
        var indices = [UInt8](repeating: 0, count: width * height)
        var errThis = [Int](repeating: 0, count: (width + 2) * 3), errNext = errThis
        // The last exact-colour lookup, reused along runs of the same colour.
        var lastKey = transparentKey, lastExact: UInt8? = nil
        for row in 0..<height {
            let leftToRight = row % 2 == 0
            for i in 0..<errNext.count { errNext[i] = 0 }
            for step in 0..<width {
                let col = leftToRight ? step : width - 1 - step
                let k = key(pixels[(y + row) * stride + x + col])
                let e = (col + 1) * 3
                if k == transparentKey {
                    indices[row * width + col] = UInt8(transparentIndex!)
                    continue
                }
                if k != lastKey {
                    lastKey = k
                    lastExact = exactEntries[k]
                }
                if let exact = lastExact {
                    indices[row * width + col] = exact
                    continue
                }
                let r = max(0, min(255, Int(k & 255) + errThis[e] / 16))
                let g = max(0, min(255, Int(k >> 8 & 255) + errThis[e + 1] / 16))
                let b = max(0, min(255, Int(k >> 16 & 255) + errThis[e + 2] / 16))
                let p = nearest(r, g, b)
                indices[row * width + col] = UInt8(p)
                let er = r - pr[p], eg = g - pg[p], eb = b - pb[p]
                let ahead = leftToRight ? e + 3 : e - 3, behind = leftToRight ? e - 3 : e + 3
                errThis[ahead] += er * 7
                errThis[ahead + 1] += eg * 7
                errThis[ahead + 2] += eb * 7
                errNext[behind] += er * 3
                errNext[behind + 1] += eg * 3
                errNext[behind + 2] += eb * 3
                errNext[e] += er * 5
                errNext[e + 1] += eg * 5
                errNext[e + 2] += eb * 5
                errNext[ahead] += er
                errNext[ahead + 1] += eg
                errNext[ahead + 2] += eb
            }
            swap(&errThis, &errNext)
        }
        return indices
    }
}
