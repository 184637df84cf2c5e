/// Adler-32 (RFC 1950): the checksum of the uncompressed data that ends a zlib stream.
public struct Adler32: Sendable {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    /// A fresh checksum.
    public init() {}

    /// Feeds `bytes`. Sums are reduced modulo 65521 every 5552 bytes, the longest run that
    /// cannot overflow 32 bits.
    public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        var i = 0
        while i < bytes.count {
            let end = min(bytes.count, i + 5552)
            while i < end {
                a &+= UInt32(bytes[i])
                b &+= a
                i += 1
            }
            a %= 65521
            b %= 65521
        }
    }

    /// Feeds `bytes`.
    public mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { update($0) } }

    /// The checksum of everything fed so far.
    public var value: UInt32 { b << 16 | a }

    /// The checksum of `bytes`.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c = Adler32()
        c.update(bytes)
        return c.value
    }
}
