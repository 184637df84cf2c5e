import Foundation

/// Encodes a ``Canvas`` as the bytes of a PNG file (writing them is the caller's job): 8-bit
/// RGBA (colour type 6), not interlaced.
///
/// Each row is filtered with whichever of the five PNG filters (None, Sub, Up, Average, Paeth)
/// gives the smallest sum of absolute values (bytes read as signed), the usual heuristic; the
/// filtered rows are compressed into one zlib stream (``Deflate``) in a single IDAT chunk.
/// Every chunk carries its CRC-32.
public enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file for `canvas`, in memory. A canvas with no pixels is encoded as 1 × 1
    /// transparent (PNG has no empty images).
    public static func encode(_ canvas: Canvas) -> [UInt8] {
        let image = canvas.width > 0 && canvas.height > 0 ? canvas : Canvas(width: 1, height: 1)
        var out = signature
        var header: [UInt8] = []
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
        header += [8, 6, 0, 0, 0]  // bit depth, colour type RGBA, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", Deflate.zlib(filteredRows(image)), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// The image data before compression: each row as its filter type byte and filtered bytes.
    /// One pass scores all five filters, a second writes the winner.
    static func filteredRows(_ canvas: Canvas) -> [UInt8] {
        let bpp = 4, rowBytes = canvas.width * 4, height = canvas.height
        var out = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        guard rowBytes > 0, height > 0 else { return out }
        let zero = [UInt8](repeating: 0, count: rowBytes)
        @inline(__always) func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }
        canvas.pixels.withUnsafeBufferPointer { src in
            zero.withUnsafeBufferPointer { z in
                out.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<height {
                        let row = src.baseAddress! + y * rowBytes
                        let up = y > 0 ? src.baseAddress! + (y - 1) * rowBytes : z.baseAddress!
                        var s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0
                        for i in 0..<rowBytes {
                            let x = row[i], b = up[i]
                            let a: UInt8 = i >= bpp ? row[i - bpp] : 0
                            let c: UInt8 = i >= bpp ? up[i - bpp] : 0
                            s0 += cost(x)
                            s1 += cost(x &- a)
                            s2 += cost(x &- b)
                            s3 += cost(x &- UInt8((Int(a) + Int(b)) >> 1))
                            s4 += cost(x &- paeth(a, b, c))
                        }
                        var best = 0, bestScore = s0
                        for (f, score) in [(1, s1), (2, s2), (3, s3), (4, s4)] where score < bestScore {
                            best = f
                            bestScore = score
                        }
                        let o = dst.baseAddress! + y * (rowBytes + 1)
                        o[0] = UInt8(best)
                        for i in 0..<rowBytes {
                            let x = row[i], b = up[i]
                            let a: UInt8 = i >= bpp ? row[i - bpp] : 0
                            let c: UInt8 = i >= bpp ? up[i - bpp] : 0
                            switch best {
                            case 0: o[1 + i] = x
                            case 1: o[1 + i] = x &- a
                            case 2: o[1 + i] = x &- b
                            case 3: o[1 + i] = x &- UInt8((Int(a) + Int(b)) >> 1)
                            default: o[1 + i] = x &- paeth(a, b, c)
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// The Paeth predictor: whichever of left, up, upper-left is nearest to left + up − upper-left.
    @inline(__always) static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    static func appendBigEndian(_ v: UInt32, to out: inout [UInt8]) {
        out += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// Length, type, data, CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &out)
        let typeBytes = Array(type.utf8)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        out += typeBytes
        out += data
        appendBigEndian(crc.value, to: &out)
    }
}
