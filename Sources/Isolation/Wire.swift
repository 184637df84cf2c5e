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
    package mutating func u32(_ v: UInt32) { for s in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: v >> UInt32(s))) } }
    package mutating func i64(_ v: Int64) { let u = UInt64(bitPattern: v); for s in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: u >> UInt64(s))) } }
    package mutating func int(_ v: Int) { i64(Int64(v)) }
    package mutating func double(_ v: Double) { i64(Int64(bitPattern: v.bitPattern)) }
    package mutating func string(_ s: String) {
        let u = Array(s.utf8)
        u32(UInt32(u.count)); bytes.append(contentsOf: u)
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

/// Why bytes are not a valid message.
package struct WireError: Error, CustomStringConvertible {
    package let description: String
    package init(_ d: String) { description = d }
}

/// Reads what ``WireWriter`` wrote.
package struct WireReader {
    private let bytes: [UInt8]
    private var at = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// True when everything was read.
    package var isAtEnd: Bool { at == bytes.count }

    private mutating func take(_ n: Int) throws(WireError) -> ArraySlice<UInt8> {
        guard n >= 0, n <= bytes.count - at else { throw WireError("a message ends early (needs \(n) bytes at offset \(at) of \(bytes.count))") }
        defer { at += n }
        return bytes[at..<at + n]
    }

    package mutating func u8() throws(WireError) -> UInt8 { try take(1).first! }
    package mutating func bool() throws(WireError) -> Bool { try u8() != 0 }
    package mutating func u32() throws(WireError) -> UInt32 {
        try take(4).enumerated().reduce(0) { $0 | UInt32($1.element) << UInt32(8 * $1.offset) }
    }
    package mutating func i64() throws(WireError) -> Int64 {
        Int64(bitPattern: try take(8).enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) })
    }
    package mutating func int() throws(WireError) -> Int { Int(try i64()) }
    package mutating func double() throws(WireError) -> Double { Double(bitPattern: UInt64(bitPattern: try i64())) }
    package mutating func string() throws(WireError) -> String {
        let n = Int(try u32())
        return String(decoding: try take(n), as: UTF8.self)
    }
    package mutating func optional<T>(_ read: (inout WireReader) throws(WireError) -> T) throws(WireError) -> T? {
        try bool() ? try read(&self) : nil
    }
    package mutating func array<T>(_ read: (inout WireReader) throws(WireError) -> T) throws(WireError) -> [T] {
        let n = Int(try u32())
        // Every element takes at least one byte: a count larger than what is left is a lie.
        guard n <= bytes.count - at else { throw WireError("an array of \(n) elements in \(bytes.count - at) bytes") }
        var out: [T] = []
        out.reserveCapacity(n)
        for _ in 0..<n { out.append(try read(&self)) }
        return out
    }
    /// A raw enum value.
    package mutating func `enum`<E: RawRepresentable>(_: E.Type) throws(WireError) -> E where E.RawValue == String {
        let s = try string()
        guard let e = E(rawValue: s) else { throw WireError("unknown \(E.self) \"\(s)\"") }
        return e
    }
}
