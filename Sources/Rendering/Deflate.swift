/// A DEFLATE compressor (RFC 1951) and its zlib wrapper (RFC 1950), written for PNG.
///
/// LZ77 finds repeats with a hash chain over the last 32 KiB (3-byte hashes, a bounded chain
/// walk, greedy choice); the tokens of each block of up to 64 KiB of input are then written
/// with the fixed Huffman codes, or as stored (uncompressed) blocks when that is smaller, so
/// the output is never much bigger than the input.
enum Deflate {
    /// The LZ77 window, bytes.
    static let windowSize = 32_768
    /// Longest match DEFLATE can code.
    static let maxMatch = 258
    /// Shortest match worth a length/distance pair.
    static let minMatch = 3
    /// How many earlier positions with the same hash are tried per position.
    static let maxChain = 64
    /// Input bytes per block (each block chooses fixed Huffman or stored on its own).
    static let blockInput = 1 << 16
    static let hashBits = 15

    /// Base lengths of the length symbols 257…285.
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258
    ]
    /// Extra bits of the length symbols 257…285.
    static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0
    ]
    /// Base distances of the distance symbols 0…29.
    static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577
    ]
    /// Extra bits of the distance symbols 0…29.
    static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13
    ]

    /// Length symbol index (0…28) for each length 0…258.
    static let lengthSymbol: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 259)
        for s in 0..<29 {
            let end = s == 28 ? 259 : lengthBase[s + 1]
            for l in lengthBase[s]..<end where l < 259 { t[l] = UInt8(s) }
        }
        t[258] = 28
        return t
    }()

    /// `bits` reversed, for Huffman codes (defined most significant bit first, sent last).
    static func reversed(_ code: Int, _ bits: Int) -> UInt32 {
        var r: UInt32 = 0, c = code
        for _ in 0..<bits {
            r = r << 1 | UInt32(c & 1)
            c >>= 1
        }
        return r
    }

    /// The fixed literal/length code (RFC 1951 3.2.6): bit-reversed codes and their lengths.
    static let fixedLiteral: (codes: [UInt32], lengths: [Int]) = {
        var codes: [UInt32] = [], lengths: [Int] = []
        for s in 0..<288 {
            let (code, len): (Int, Int)
            switch s {
            case 0..<144: (code, len) = (0x30 + s, 8)
            case 144..<256: (code, len) = (0x190 + s - 144, 9)
            case 256..<280: (code, len) = (s - 256, 7)
            default: (code, len) = (0xC0 + s - 280, 8)
            }
            codes.append(reversed(code, len))
            lengths.append(len)
        }
        return (codes, lengths)
    }()

    /// The fixed distance code: 5 bits each, bit-reversed.
    static let fixedDistance: [UInt32] = (0..<30).map { reversed($0, 5) }

    /// Distance symbol for a distance 1…32768.
    @inline(__always) static func distanceSymbol(_ d: Int) -> Int {
        var s = 0
        // At most 30 symbols: a short linear search on a table is plenty fast next to matching.
        if d > 256 { s = 16 }
        while s < 29 && distanceBase[s + 1] <= d { s += 1 }
        return s
    }

    /// Raw DEFLATE of `data`.
    static func compress(_ data: [UInt8]) -> [UInt8] {
        data.withUnsafeBufferPointer { compress($0) }
    }

    /// Raw DEFLATE of `data`.
    static func compress(_ data: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let n = data.count
        var out = BitWriter(capacity: n / 4 + 64)
        if n == 0 {
            out.write(1, 1)
            out.write(1, 2)
            out.write(fixedLiteral.codes[256], fixedLiteral.lengths[256])
            return out.finish()
        }
        let hashSize = 1 << hashBits
        var head = [Int32](repeating: -1, count: hashSize)
        var prev = [Int32](repeating: -1, count: windowSize)
        var tokens: [UInt32] = []
        tokens.reserveCapacity(blockInput)
        @inline(__always) func hash(_ i: Int) -> Int {
            let k = UInt32(data[i]) << 16 | UInt32(data[i + 1]) << 8 | UInt32(data[i + 2])
            return Int((k &* 0x9E37_79B1) >> UInt32(32 - hashBits))
        }
        @inline(__always) func insert(_ i: Int, _ h: Int) {
            prev[i & (windowSize - 1)] = head[h]
            head[h] = Int32(i)
        }
        var pos = 0, blockStart = 0
        while pos < n {
            var bestLength = 0, bestDistance = 0
            if pos + minMatch <= n {
                let h = hash(pos)
                var candidate = Int(head[h])
                var chain = maxChain
                let limit = min(maxMatch, n - pos)
                while candidate >= 0 && pos - candidate <= windowSize && chain > 0 {
                    // Cheap reject: the byte that would make this match longer than the best.
                    if data[candidate + bestLength] == data[pos + bestLength] || bestLength == 0 {
                        var l = 0
                        while l < limit && data[candidate + l] == data[pos + l] { l += 1 }
                        if l > bestLength {
                            bestLength = l
                            bestDistance = pos - candidate
                            if l == limit { break }
                        }
                    }
                    let next = Int(prev[candidate & (windowSize - 1)])
                    if next >= candidate { break }
                    candidate = next
                    chain -= 1
                }
                insert(pos, h)
            }
            if bestLength >= minMatch {
                tokens.append(0x8000_0000 | UInt32(bestLength) << 16 | UInt32(bestDistance))
                let end = pos + bestLength
                // Index every position of a short match; of a long one (runs, repeated rows)
                // only the last few, which is where the next match will look back from.
                pos = bestLength <= 32 ? pos + 1 : end - 3
                while pos < end {
                    if pos + minMatch <= n { insert(pos, hash(pos)) }
                    pos += 1
                }
            } else {
                tokens.append(UInt32(data[pos]))
                pos += 1
            }
            if pos - blockStart >= blockInput || pos == n {
                writeBlock(tokens, data, blockStart..<pos, final: pos == n, into: &out)
                tokens.removeAll(keepingCapacity: true)
                blockStart = pos
            }
        }
        return out.finish()
    }

    /// Writes the block for `range` of the input, tokenised as `tokens`: fixed Huffman, or
    /// stored blocks when those are smaller.
    static func writeBlock(
        _ tokens: [UInt32], _ data: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, final: Bool,
        into out: inout BitWriter
    ) {
        let lit = fixedLiteral
        var fixedBits = 3 + lit.lengths[256]
        for t in tokens {
            if t & 0x8000_0000 == 0 {
                fixedBits += lit.lengths[Int(t)]
            } else {
                let length = Int(t >> 16 & 0x1FF), distance = Int(t & 0xFFFF)
                let ls = Int(lengthSymbol[length])
                fixedBits += lit.lengths[257 + ls] + lengthExtra[ls] + 5 + distanceExtra[distanceSymbol(distance)]
            }
        }
        let chunks = max(1, (range.count + 65_534) / 65_535)
        let storedBits = chunks * (3 + 7 + 32) + range.count * 8
        if storedBits < fixedBits {
            var start = range.lowerBound
            for c in 0..<chunks {
                let len = min(65_535, range.upperBound - start)
                out.write(final && c == chunks - 1 ? 1 : 0, 1)
                out.write(0, 2)
                out.alignToByte()
                out.write(UInt32(len), 16)
                out.write(UInt32(~len & 0xFFFF), 16)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: data[start..<start + len]))
                start += len
            }
            return
        }
        out.write(final ? 1 : 0, 1)
        out.write(1, 2)
        for t in tokens {
            if t & 0x8000_0000 == 0 {
                out.write(lit.codes[Int(t)], lit.lengths[Int(t)])
            } else {
                let length = Int(t >> 16 & 0x1FF), distance = Int(t & 0xFFFF)
                let ls = Int(lengthSymbol[length])
                out.write(lit.codes[257 + ls], lit.lengths[257 + ls])
                if lengthExtra[ls] > 0 { out.write(UInt32(length - lengthBase[ls]), lengthExtra[ls]) }
                let ds = distanceSymbol(distance)
                out.write(fixedDistance[ds], 5)
                if distanceExtra[ds] > 0 { out.write(UInt32(distance - distanceBase[ds]), distanceExtra[ds]) }
            }
        }
        out.write(lit.codes[256], lit.lengths[256])
    }

    /// A zlib stream: the 2-byte header (deflate, 32 KiB window, default level), the raw
    /// DEFLATE data, and the big-endian Adler-32 of `data`.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x9C]
        out += compress(data)
        let a = Adler32.checksum(data)
        out += [UInt8(a >> 24), UInt8(a >> 16 & 0xFF), UInt8(a >> 8 & 0xFF), UInt8(a & 0xFF)]
        return out
    }
}
