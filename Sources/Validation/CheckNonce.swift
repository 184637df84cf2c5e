import Isolation

/// 128 random bits the front end picks for one check and every message of that check must
/// carry: a message written by something that did not read the request (an old result line, a
/// replayed or made-up message) is not part of the check. It does not stop a plugin that reads
/// its own worker's memory (nothing in the worker can; see ``CheckTranscript``).
package struct CheckNonce: Equatable, Sendable, WireCodable, CustomStringConvertible {
    package var high: UInt64, low: UInt64

    package init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// A fresh nonce from the system's random generator.
    package static func random() -> CheckNonce {
        var g = SystemRandomNumberGenerator()
        return CheckNonce(high: g.next(), low: g.next())
    }

    package func encode(to w: inout WireWriter) {
        w.i64(Int64(bitPattern: high))
        w.i64(Int64(bitPattern: low))
    }
    package init(from r: inout WireReader) throws(WireError) {
        high = UInt64(bitPattern: try r.i64())
        low = UInt64(bitPattern: try r.i64())
    }

    /// Hex, for messages.
    package var description: String {
        let h = String(high, radix: 16), l = String(low, radix: 16)
        return String(repeating: "0", count: 16 - h.count) + h + String(repeating: "0", count: 16 - l.count) + l
    }
}
