/// Why bytes are not a valid message. Each case keeps what was found (counts, offsets, the
/// tag or raw value sent) so tests and callers match the case; ``description`` is the
/// sentence a user reads inside "sent a malformed message (…)". Worker-sent text is kept
/// raw in the case and quoted only in the sentence (``quote(_:)``).
package enum WireError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A read needed `needed` bytes at `offset` of a message of `count` bytes.
    case endsEarly(needed: Int, offset: Int, count: Int)
    /// A boolean byte other than 0 or 1 (a message has one encoding).
    case notABoolean(UInt8)
    /// A string longer than ``WireReader/maximumStringBytes``.
    case stringTooLong(bytes: Int)
    /// A string whose storage would overrun what the message may still allocate.
    case stringOverBudget(length: Int, bytes: Int, left: Int)
    /// An array count larger than the bytes left (every element takes at least one byte).
    case arrayTooLong(count: Int, bytesLeft: Int)
    /// An array of `count` elements of type `element` whose storage would overrun the budget.
    case arrayOverBudget(count: Int, element: String, bytes: Int, left: Int)
    /// A raw value that names no case of `type` (a fill rule, a scenario...).
    case unknownValue(type: String, value: String)
    /// A tag byte or number that names no kind of `what` ("worker message", "input kind"...).
    case unknownTag(what: String, tag: Int64)
    /// A presentation style number that is not one the host knows.
    case unknownPresentationStyle(Int64)
    /// A frame header without the protocol's magic number.
    case missingMagic
    /// A frame header announcing more than ``MessageFrame/limit`` (said in MiB).
    case frameTooLarge(bytes: Int, limit: Int)
    /// A frame larger than a protocol's own, smaller, limit (said in bytes).
    case frameOverProtocolLimit(bytes: Int, limit: Int)
    /// Bytes left after a whole message was read.
    case trailingBytes(Int)
    /// A content hash that is not 64 hexadecimal digits.
    case notAHash(String)
    /// A worker launch whose mode or arguments are beyond their limits.
    case launchBeyondLimits
    /// A collection layout whose sections hold too many items, or a negative count.
    case collectionBeyondLimits(sections: [Int], maximum: Int)
    /// A file identity with a negative size or nanoseconds outside 0..<10⁹.
    case identityOutOfRange(size: Int64, mtimeNanos: Int, ctimeNanos: Int)

    /// The sentence (it follows "sent a malformed message (" in a run's failure).
    package var description: String {
        switch self {
        case let .endsEarly(needed, offset, count):
            return "a message ends early (needs \(needed) bytes at offset \(offset) of \(count))"
        case .notABoolean(let b): return "a boolean of value \(b) (only 0 and 1 are booleans)"
        case .stringTooLong(let n): return "a string of \(n) bytes (at most \(WireReader.maximumStringBytes >> 20) MiB)"
        case let .stringOverBudget(length, bytes, left):
            return
                "a string of \(length) bytes would need \(bytes) bytes of memory, more than the \(left) bytes the message may still use"
        case let .arrayTooLong(count, bytesLeft): return "an array of \(count) elements in \(bytesLeft) bytes"
        case let .arrayOverBudget(count, element, bytes, left):
            return
                "an array of \(count) \(element) would need \(bytes) bytes of memory, more than the \(left) bytes the message may still use"
        case let .unknownValue(type, value): return "unknown \(type) \(WireError.quote(value))"
        case let .unknownTag(what, tag): return "unknown \(what) \(tag)"
        case .unknownPresentationStyle: return "unknown presentation style"
        case .missingMagic: return "a message without the protocol's magic number"
        case let .frameTooLarge(bytes, limit):
            return "a message of \(bytes) bytes, more than the \(limit >> 20) MiB allowed"
        case let .frameOverProtocolLimit(bytes, limit):
            return "a message of \(bytes) bytes, more than the \(limit) this protocol allows"
        case .trailingBytes(let n): return "\(n) bytes of a message left unread"
        case .notAHash(let s): return "not a SHA-256: \(WireError.quote(s))"
        case .launchBeyondLimits: return "a worker launch with a mode or arguments beyond their limits"
        case let .identityOutOfRange(size, m, c):
            return "a file identity with size \(size) and nanoseconds \(m), \(c) out of range"
        case let .collectionBeyondLimits(sections, maximum):
            return "a collection of \(sections) items (at most \(maximum), none negative)"
        }
    }

    /// Worker-sent text for an error sentence: at most 60 characters, quoted, with control
    /// characters shown as escapes, so a hostile string can neither flood nor forge a line.
    package static func quote(_ s: String) -> String {
        let head = s.unicodeScalars.prefix(60).map { u -> String in
            u.value < 0x20 || (0x7F...0x9F).contains(u.value) || (0x2028...0x202E).contains(u.value)
                || (0x2066...0x2069).contains(u.value)
                ? "\\u{\(String(u.value, radix: 16))}" : String(u)
        }.joined()
        return "\"" + head + (s.unicodeScalars.count > 60 ? "…" : "") + "\""
    }
}
