/// GIF's variable-width LZW (GIF89a appendix F): palette indices in, the image data's
/// sub-blocks out.
///
/// Codes start one bit wider than the minimum code size and grow by a bit whenever the next
/// free code needs it, up to 12 bits; when all 4096 codes are used a clear code is sent and
/// the table starts over. The string table is an open-addressing hash of (prefix code, index)
/// pairs, invalidated in O(1) on a clear by bumping a generation stamp.
struct LZWEncoder {
    private static let tableBits = 13
    private var keys = [UInt32](repeating: 0, count: 1 << tableBits)
    private var values = [UInt16](repeating: 0, count: 1 << tableBits)
    private var stamps = [UInt32](repeating: 0, count: 1 << tableBits)
    private var generation: UInt32 = 0

    init() {}

    /// Appends to `out` the minimum code size byte, the LZW data of `indices` in sub-blocks
    /// of at most 255 bytes, and the zero-length block that ends them. Every index must be
    /// below `1 << minCodeSize`; `minCodeSize` is 2…8.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int, into out: inout [UInt8]) {
        precondition((2...8).contains(minCodeSize), "GIF minimum code size must be 2…8")
        var bits = BitWriter(capacity: indices.count / 2 + 16)
        let clear = UInt32(1) << UInt32(minCodeSize), end = clear + 1
        var width = minCodeSize + 1
        var next = end + 1
        generation &+= 1
        if generation == 0 {
            stamps = [UInt32](repeating: 0, count: 1 << LZWEncoder.tableBits)
            generation = 1
        }
        bits.write(clear, width)
        if indices.isEmpty {
            bits.write(end, width)
        } else {
            let mask = (1 << LZWEncoder.tableBits) - 1
            let shift = UInt32(32 - LZWEncoder.tableBits)
            keys.withUnsafeMutableBufferPointer { keys in
                values.withUnsafeMutableBufferPointer { values in
                    stamps.withUnsafeMutableBufferPointer { stamps in
                        var gen = generation
                        var current = UInt32(indices[0])
                        for i in 1..<indices.count {
                            let k = UInt32(indices[i])
                            let key = current << 8 | k
                            var slot = Int((key &* 0x9E37_79B1) >> shift)
                            var found = false
                            while stamps[slot] == gen {
                                if keys[slot] == key {
                                    current = UInt32(values[slot])
                                    found = true
                                    break
                                }
                                slot = (slot + 1) & mask
                            }
                            if found { continue }
                            bits.write(current, width)
                            keys[slot] = key
                            values[slot] = UInt16(next)
                            stamps[slot] = gen
                            next += 1
                            if next == 4096 {
                                // Table full: start over (the decoder, one entry behind, is still at 12 bits).
                                bits.write(clear, width)
                                gen &+= 1
                                if gen == 0 {
                                    for s in 0..<stamps.count { stamps[s] = 0 }
                                    gen = 1
                                }
                                width = minCodeSize + 1
                                next = end + 1
                            } else if next > UInt32(1) << UInt32(width) {
                                width += 1
                            }
                            current = k
                        }
                        bits.write(current, width)
                        // The decoder adds an entry for that last code and may widen before reading
                        // the end code: follow it.
                        if next == UInt32(1) << UInt32(width) && width < 12 { width += 1 }
                        bits.write(end, width)
                        generation = gen
                    }
                }
            }
        }
        let data = bits.finish()
        out.append(UInt8(minCodeSize))
        var i = 0
        while i < data.count {
            let n = min(255, data.count - i)
            out.append(UInt8(n))
            out.append(contentsOf: data[i..<i + n])
            i += n
        }
        out.append(0)
    }
}
