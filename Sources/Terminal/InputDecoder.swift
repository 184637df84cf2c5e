/// Turns the bytes a terminal sends into ``TerminalEvent``s: keys, arrow keys (`ESC[A`…`ESC[D`,
/// with or without modifier parameters, and the application-mode `ESC O A`…`ESC O D`), SGR
/// mouse reports (`ESC[<b;x;yM` press/motion, `…m` release) and legacy X10 reports
/// (`ESC[M` and three bytes).
///
/// Reads can split a sequence anywhere: an unfinished sequence is kept for the next
/// ``feed(_:)``; ``flush()`` gives up on it (a lone `ESC` then counts as the Escape key).
/// Anything not understood — unknown sequences, malformed reports, stray control bytes,
/// invalid UTF-8 — is skipped without disturbing what follows.
package struct InputDecoder: Sendable {
    /// Longest escape sequence accepted; longer ones are dropped as garbage.
    package static let maximumSequenceLength = 64
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    package init() {}

    /// True when an unfinished sequence waits for more bytes.
    package var hasPending: Bool { !pending.isEmpty }

    /// Decodes `bytes` (after whatever was pending) and returns the complete events.
    package mutating func feed<S: Sequence>(_ bytes: S) -> [TerminalEvent] where S.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var events: [TerminalEvent] = []
        var i = 0
        let b = pending
        loop: while i < b.count {
            switch decode(b, at: i, into: &events) {
            case .consumed(let n): i += n
            case .incomplete: break loop
            }
        }
        pending.removeFirst(i)
        return events
    }

    /// Gives up waiting for the rest of a pending sequence: a lone `ESC` is the Escape key,
    /// anything else pending is dropped.
    package mutating func flush() -> [TerminalEvent] {
        defer { pending.removeAll() }
        guard let first = pending.first, first == 0x1B else { return [] }
        // ESC followed by an unfinished sequence: the ESC alone was not typed; drop it all.
        return pending.count == 1 ? [.key(.escape)] : []
    }

    private enum Step { case consumed(Int), incomplete }

    private func decode(_ b: [UInt8], at i: Int, into events: inout [TerminalEvent]) -> Step {
        let c = b[i]
        switch c {
        case 0x1B:
            guard i + 1 < b.count else { return .incomplete }
            switch b[i + 1] {
            case UInt8(ascii: "["): return csi(b, at: i, into: &events)
            case UInt8(ascii: "O"):
                guard i + 2 < b.count else { return .incomplete }
                if let k = arrow(b[i + 2]) { events.append(.key(k)) }
                // ESC O followed by something that is not a final byte: drop the ESC O only.
                return .consumed((0x40...0x7E).contains(b[i + 2]) ? 3 : 2)
            default:
                // ESC ESC, or Alt+key: the Escape key, then the next byte on its own.
                events.append(.key(.escape))
                return .consumed(1)
            }
        case 0x03: events.append(.key(.controlC))
        case 0x0D, 0x0A: events.append(.key(.enter))
        case 0x09: events.append(.key(.tab))
        case 0x7F, 0x08: events.append(.key(.backspace))
        case 0x20: events.append(.key(.space))
        case 0x21...0x7E: events.append(.key(.character(Character(Unicode.Scalar(c)))))
        case 0x00...0x1F: break  // other control bytes
        default: return utf8(b, at: i, into: &events)
        }
        return .consumed(1)
    }

    private func arrow(_ final: UInt8) -> TerminalKey? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        default: return nil
        }
    }

    /// `ESC [ params intermediates final`.
    private func csi(_ b: [UInt8], at i: Int, into events: inout [TerminalEvent]) -> Step {
        var j = i + 2
        while j < b.count, (0x30...0x3F).contains(b[j]) { j += 1 }
        let paramsEnd = j
        while j < b.count, (0x20...0x2F).contains(b[j]) { j += 1 }
        guard j < b.count else {
            // Unfinished: wait, unless it is already too long to be real.
            return j - i > InputDecoder.maximumSequenceLength ? .consumed(j - i) : .incomplete
        }
        let final = b[j]
        guard (0x40...0x7E).contains(final) else {
            // Malformed: drop what was read, decode the offending byte afresh.
            return .consumed(j - i)
        }
        let params = String(decoding: b[(i + 2)..<paramsEnd], as: UTF8.self)
        let intermediates = j > paramsEnd
        let length = j + 1 - i
        if intermediates { return .consumed(length) }
        if params.hasPrefix("<") {
            if final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
                let n = params.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
                if n.count == 3, let code = n[0], let x = n[1], let y = n[2], x >= 1, y >= 1 {
                    events.append(
                        .mouse(MouseEvent.decode(code: code, column: x, row: y, released: final == UInt8(ascii: "m"))))
                }
            }
            return .consumed(length)
        }
        if final == UInt8(ascii: "M") && params.isEmpty {
            // X10: ESC [ M Cb Cx Cy, each byte 32 + value.
            guard i + 5 < b.count else { return .incomplete }
            let cb = Int(b[i + 3]) - 32, cx = Int(b[i + 4]) - 32, cy = Int(b[i + 5]) - 32
            if cb >= 0, cx >= 1, cy >= 1 {
                events.append(.mouse(MouseEvent.decode(code: cb, column: cx, row: cy, released: false)))
            }
            return .consumed(6)
        }
        if let k = arrow(final), params.allSatisfy({ $0.isNumber || $0 == ";" }) { events.append(.key(k)) }
        return .consumed(length)
    }

    /// A UTF-8 encoded character starting at `i`.
    private func utf8(_ b: [UInt8], at i: Int, into events: inout [TerminalEvent]) -> Step {
        let lead = b[i]
        let n: Int
        switch lead {
        case 0xC2...0xDF: n = 2
        case 0xE0...0xEF: n = 3
        case 0xF0...0xF4: n = 4
        default: return .consumed(1)  // stray continuation or invalid lead byte
        }
        var k = 1
        while k < n {
            guard i + k < b.count else { return .incomplete }
            guard (0x80...0xBF).contains(b[i + k]) else { return .consumed(k) }
            k += 1
        }
        let bytes = b[i..<(i + n)]
        var scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
        if let s = scalars.next(), s != "\u{FFFD}" || bytes.elementsEqual([0xEF, 0xBF, 0xBD]) {
            events.append(.key(.character(Character(s))))
        }
        return .consumed(n)
    }
}
