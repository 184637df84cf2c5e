import CSandbox

/// SHA-256 of a plugin file's bytes (FIPS 180-4): what the scan cache is keyed by, and what a
/// worker checks its sealed copy against, so a file is trusted for what it contains, not for
/// its name, size or modification time.
package struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    /// The 32 bytes of the digest.
    package let bytes: [UInt8]

    /// The digest as 64 lowercase hexadecimal digits.
    package var description: String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(64)
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Parses 64 hexadecimal digits.
    package init?(hex: String) {
        let u = Array(hex.utf8)
        guard u.count == 64 else { return nil }
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: return c - 48
            case 97...102: return c - 87
            case 65...70: return c - 55
            default: return nil
            }
        }
        var b = [UInt8]()
        for i in stride(from: 0, to: 64, by: 2) {
            guard let hi = nibble(u[i]), let lo = nibble(u[i + 1]) else { return nil }
            b.append(hi << 4 | lo)
        }
        bytes = b
    }

    init(digest: [UInt8]) { bytes = digest }

    /// The digest of `data`.
    package static func of(_ data: [UInt8]) -> ContentHash {
        var h = SHA256()
        data.withUnsafeBytes { h.update($0) }
        return h.finish()
    }
}

/// An incremental SHA-256 (update with chunks as a file is read, then finish). Whole blocks go
/// through the CPU's SHA extensions when it has them (`cs_sha256_blocks`, about six times
/// the portable code's speed: a worker hashes every plugin it seals before each run), else
/// through the portable Swift compression below, which is the reference either way.
package struct SHA256 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    private var pending: [UInt8] = []
    private var length: UInt64 = 0
    /// Whether whole blocks go through the CPU's SHA extensions.
    package let isAccelerated: Bool

    /// True when this CPU has the SHA extensions the accelerated compression uses.
    package static let hardwareAvailable = cs_sha256_accelerated() != 0

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
    ]

    /// A hasher using the CPU's SHA extensions where available; `portable` forces the Swift
    /// compression (to check one against the other).
    package init(portable: Bool = false) { isAccelerated = !portable && SHA256.hardwareAvailable }

    /// Adds `bytes` to the message.
    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var i = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            i = take
            if pending.count == 64 {
                let saved = pending
                pending.removeAll(keepingCapacity: true)
                saved.withUnsafeBytes { compressOne($0.baseAddress!) }
            }
        }
        let whole = (bytes.count - i) / 64
        if whole > 0 && isAccelerated {
            let start = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + i
            withUnsafeMutableBytes(of: &state) {
                cs_sha256_blocks($0.baseAddress!.assumingMemoryBound(to: UInt32.self), start, whole)
            }
            i += 64 * whole
        }
        while i + 64 <= bytes.count {
            block(bytes.baseAddress! + i)
            i += 64
        }
        if i < bytes.count { pending.append(contentsOf: bytes[i...]) }
    }

    /// The digest (padding: 0x80, zeros, the bit length big-endian).
    package mutating func finish() -> ContentHash {
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        while (pending.count + tail.count) % 64 != 56 { tail.append(0) }
        for s in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(s))) }
        let saved = length
        tail.withUnsafeBytes { update($0) }
        length = saved
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return ContentHash(
            digest: words.flatMap { w in (0..<4).map { UInt8(truncatingIfNeeded: w >> UInt32(24 - 8 * $0)) } })
    }

    /// One 64-byte block, by whichever compression this hasher uses.
    private mutating func compressOne(_ p: UnsafeRawPointer) {
        if isAccelerated {
            withUnsafeMutableBytes(of: &state) {
                cs_sha256_blocks(
                    $0.baseAddress!.assumingMemoryBound(to: UInt32.self), p.assumingMemoryBound(to: UInt8.self), 1)
            }
        } else {
            block(p)
        }
    }

    /// One 64-byte block (FIPS 180-4 §6.2.2): the message schedule in a stack buffer, the
    /// constants read without bounds checks — this runs over every byte of every plugin file.
    private mutating func block(_ p: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            SHA256.k.withUnsafeBufferPointer { k in compress(p, w.baseAddress!, k.baseAddress!) }
        }
    }

    @inline(__always)
    private mutating func compress(_ p: UnsafeRawPointer, _ w: UnsafeMutablePointer<UInt32>, _ k: UnsafePointer<UInt32>)
    {
        @inline(__always) func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
        for t in 0..<16 { w[t] = UInt32(bigEndian: p.loadUnaligned(fromByteOffset: 4 * t, as: UInt32.self)) }
        for t in 16..<64 {
            let a = w[t - 15], b = w[t - 2]
            w[t] =
                w[t - 16] &+ (rotr(a, 7) ^ rotr(a, 18) ^ (a >> 3)) &+ w[t - 7]
                &+ (rotr(b, 17) ^ rotr(b, 19) ^ (b >> 10))
        }
        var (a, b, c, d, e, f, g, h) = state
        for t in 0..<64 {
            let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
            let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        state = (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
            state.7 &+ h
        )
    }
}
