/// Packs bit fields least-significant bit first into bytes, the order DEFLATE and GIF's LZW
/// both use. Owns its output array; read it with ``finish()``.
struct BitWriter {
    /// Complete bytes so far.
    private(set) var bytes: [UInt8] = []
    /// Pending bits, lowest first.
    private var buffer: UInt64 = 0
    /// How many bits of ``buffer`` are pending (always < 8 between calls).
    private var count = 0

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Appends the low `n` bits of `value` (n ≤ 32), lowest bit first.
    @inline(__always) mutating func write(_ value: UInt32, _ n: Int) {
        buffer |= UInt64(value & (n == 32 ? 0xFFFF_FFFF : (1 << UInt32(n)) - 1)) << UInt64(count)
        count += n
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() { if count > 0 { write(0, 8 - count) } }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func append<C: Collection>(contentsOf b: C) where C.Element == UInt8 {
        precondition(count == 0, "BitWriter.append needs byte alignment")
        bytes.append(contentsOf: b)
    }

    /// Number of bits written so far.
    var bitCount: Int { bytes.count * 8 + count }

    /// Pads to a byte boundary and returns the bytes.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return bytes
    }
}
