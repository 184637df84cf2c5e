/// CRC-32 as PNG (and zip, gzip) use it: the reflected polynomial 0xEDB88320, initial value
/// and final XOR all ones. PNG stores one after every chunk, over the chunk type and data.
public struct CRC32: Sendable {
    /// The 256-entry lookup table for one byte at a time.
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The running register (before the final XOR).
    private var register: UInt32 = 0xFFFF_FFFF

    /// A fresh checksum.
    public init() {}

    /// Feeds `bytes`.
    public mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        let t = CRC32.table
        var c = register
        for b in bytes { c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        register = c
    }

    /// The checksum of everything fed so far.
    public var value: UInt32 { register ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var c = CRC32()
        c.update(bytes)
        return c.value
    }
}
