/// The byte format between the front end and its workers: little-endian integers, doubles as
/// their IEEE bit patterns (so frames cross exactly and traces stay byte-identical), strings as
/// a length and UTF-8. ``WireWriter`` appends; ``WireReader`` reads with every length checked
/// against what is left, so a malformed or hostile message is an error, never a crash or an
/// unbounded allocation.
package struct WireWriter {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func u8(_ v: UInt8) { bytes.append(v) }
    package mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }
    package mutating func u32(_ v: UInt32) {
        for s in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: v >> UInt32(s))) }
    }
    package mutating func i64(_ v: Int64) {
        let u = UInt64(bitPattern: v)
        for s in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: u >> UInt64(s))) }
    }
    package mutating func int(_ v: Int) { i64(Int64(v)) }
    package mutating func double(_ v: Double) { i64(Int64(bitPattern: v.bitPattern)) }
    package mutating func string(_ s: String) {
        let u = Array(s.utf8)
        u32(UInt32(u.count))
        bytes.append(contentsOf: u)
    }
    package mutating func optional<T>(_ v: T?, _ write: (inout WireWriter, T) -> Void) {
        bool(v != nil)
        if let v { write(&self, v) }
    }
    package mutating func array<T>(_ a: [T], _ write: (inout WireWriter, T) -> Void) {
        u32(UInt32(a.count))
        for x in a { write(&self, x) }
    }
}

/// Reads what ``WireWriter`` wrote, treating the bytes as hostile: every length is checked
/// against what is left, no string is longer than ``maximumStringBytes``, and every array is
/// charged, before it is allocated, against a memory budget fixed when the reader is made
/// (``init(_:budget:)``). A count is therefore never believed: an array of 2³² − 1 elements in
/// a 40-byte message, or one whose elements would need far more memory than their bytes (the
/// old `reserveCapacity(count)` of 13 GB for one message), is an error before anything grows.
package struct WireReader {
    private let bytes: [UInt8]
    private var at = 0
    /// Bytes of decoded storage still allowed (see ``init(_:budget:)``).
    private var budget: Int

    /// The longest string accepted, in UTF-8 bytes: 1 MiB. Nothing the host sends or shows
    /// needs more (titles, log lines, failure messages are far shorter); the front end checks
    /// tighter bounds where it uses a string.
    package static let maximumStringBytes = 1 << 20

    /// The decoded storage allowed for `count` bytes of message: four times the message plus
    /// 1 MiB. Every element's in-memory size is charged (its stride, so a legitimate frame,
    /// whose values take about as much memory as bytes on the wire, stays far below), which
    /// bounds what one 32 MiB message can make the front end allocate at about 129 MiB.
    package static func defaultBudget(forMessageOf count: Int) -> Int { 4 * count + (1 << 20) }

    /// A reader of `bytes` whose arrays and strings may allocate at most `budget` bytes
    /// (default: ``defaultBudget(forMessageOf:)``).
    package init(_ bytes: [UInt8], budget: Int? = nil) {
        self.bytes = bytes
        self.budget = budget ?? WireReader.defaultBudget(forMessageOf: bytes.count)
    }

    /// True when everything was read.
    package var isAtEnd: Bool { at == bytes.count }

    /// Bytes not read yet.
    package var remaining: Int { bytes.count - at }

    private mutating func take(_ n: Int) throws(WireError) -> ArraySlice<UInt8> {
        guard n >= 0, n <= bytes.count - at else { throw .endsEarly(needed: n, offset: at, count: bytes.count) }
        defer { at += n }
        return bytes[at..<at + n]
    }

    /// Takes `n` bytes of the memory budget, or fails with `refusal(n, budget left)`.
    private mutating func charge(_ n: Int, or refusal: (Int, Int) -> WireError) throws(WireError) {
        guard n >= 0, n <= budget else { throw refusal(n, budget) }
        budget -= n
    }

    package mutating func u8() throws(WireError) -> UInt8 {
        let b = try take(1)
        return b[b.startIndex]
    }
    /// A boolean: 0 or 1; any other byte is an error (a message has one encoding).
    package mutating func bool() throws(WireError) -> Bool {
        switch try u8() {
        case 0: return false
        case 1: return true
        case let b: throw .notABoolean(b)
        }
    }
    /// `width` little-endian bytes as an unsigned number (read byte by byte: the hot path of
    /// every frame, kept free of closures and slices).
    private mutating func little(_ width: Int) throws(WireError) -> UInt64 {
        guard width <= bytes.count - at else { throw .endsEarly(needed: width, offset: at, count: bytes.count) }
        var v: UInt64 = 0
        for k in 0..<width { v |= UInt64(bytes[at + k]) << UInt64(8 * k) }
        at += width
        return v
    }
    package mutating func u32() throws(WireError) -> UInt32 { UInt32(truncatingIfNeeded: try little(4)) }
    package mutating func i64() throws(WireError) -> Int64 { Int64(bitPattern: try little(8)) }
    package mutating func int() throws(WireError) -> Int { Int(try i64()) }
    package mutating func double() throws(WireError) -> Double { Double(bitPattern: UInt64(bitPattern: try i64())) }
    /// A string of at most ``maximumStringBytes``; invalid UTF-8 is repaired, never trusted.
    package mutating func string() throws(WireError) -> String {
        let n = Int(try u32())
        guard n <= WireReader.maximumStringBytes else {
            throw .stringTooLong(bytes: n)
        }
        // Up to 15 bytes live inside the String value itself; longer ones are a heap buffer.
        if n > 15 { try charge(n + 32) { .stringOverBudget(length: n, bytes: $0, left: $1) } }
        return String(decoding: try take(n), as: UTF8.self)
    }
    package mutating func optional<T>(_ read: (inout WireReader) throws(WireError) -> T) throws(WireError) -> T? {
        try bool() ? try read(&self) : nil
    }
    /// An array whose storage is charged to the budget before it is reserved.
    package mutating func array<T>(_ read: (inout WireReader) throws(WireError) -> T) throws(WireError) -> [T] {
        let n = Int(try u32())
        // Every element takes at least one byte: a count larger than what is left is a lie.
        guard n <= bytes.count - at else { throw .arrayTooLong(count: n, bytesLeft: bytes.count - at) }
        guard n > 0 else { return [] }
        // n < 2³² and a stride is a few hundred bytes at most: the product cannot overflow.
        try charge(n * MemoryLayout<T>.stride + 32) {
            .arrayOverBudget(count: n, element: "\(T.self)", bytes: $0, left: $1)
        }
        var out: [T] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try read(&self)) }
        return out
    }
    /// A raw enum value; an unknown one is an error quoting (the start of) what was sent.
    package mutating func `enum`<E: RawRepresentable>(_: E.Type) throws(WireError) -> E where E.RawValue == String {
        let s = try string()
        guard let e = E(rawValue: s) else { throw .unknownValue(type: "\(E.self)", value: s) }
        return e
    }
}
