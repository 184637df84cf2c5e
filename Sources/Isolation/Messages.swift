import HostContainer
import PluginRuntime
import Sandbox
import Session

/// What a worker tells the front end, in the order a worker sends them: `hello` once its
/// sandbox is in place, then a scan's `scanned`/`rejected`, or a run's `started`, `frame`s and
/// `result`; `failure` ends a worker that could not do what it was asked (a plugin that cannot
/// be instantiated, a bad message). Equatable so a round trip can be checked value for value.
package enum WorkerMessage: Equatable, Sendable {
    case hello(protections: [Protection])
    case scanned(PluginInfo)
    case rejected(PluginRejection)
    case started(expectedDuration: Double)
    case frame(TransitionSession.Frame, TransitionSession.Status)
    case result(TransitionSession.Result)
    case failure(String)
}

/// What the front end asks of a run worker: the configuration, then `run` (all frames at once)
/// or the live commands of `play`. Equatable so a round trip can be checked value for value.
package enum FrontMessage: Equatable, Sendable {
    case configure(SessionConfiguration, live: Bool)
    case run
    case step
    case scrub(Double)
    case release(threshold: Double)
    case key(Int32, at: Double)
    case pointer(ScriptedInput)
    case signal(String, value: Double, at: Double)
    case replay
    case quit
}

extension WorkerMessage {
    /// The message's name in the protocol, for a sentence.
    package var name: String {
        switch self {
        case .hello: "hello"
        case .scanned: "scanned"
        case .rejected: "rejected"
        case .started: "started"
        case .frame: "frame"
        case .result: "result"
        case .failure: "failure"
        }
    }
}

extension WorkerMessage: WireCodable {
    package func encode(to w: inout WireWriter) {
        switch self {
        case .hello(let p): w.tagged(0, p)
        case .scanned(let i): w.tagged(1, i)
        case .rejected(let r): w.tagged(2, r)
        case .started(let d): w.tagged(3, d)
        case .frame(let f, let s): w.tagged(4, f, s)
        case .result(let r): w.tagged(5, r)
        case .failure(let m): w.tagged(6, m)
        }
    }
    package init(from r: inout WireReader) throws(WireError) {
        switch try r.u8() {
        case 0: self = .hello(protections: try r.array { r throws(WireError) in try r.value() })
        case 1: self = .scanned(try r.value())
        case 2: self = .rejected(try r.value())
        case 3: self = .started(expectedDuration: try r.double())
        case 4: self = .frame(try r.value(), try r.value())
        case 5: self = .result(try r.value())
        case 6: self = .failure(try r.string())
        case let k: throw .unknownTag(what: "worker message", tag: Int64(k))
        }
    }
}

extension FrontMessage: WireCodable {
    package func encode(to w: inout WireWriter) {
        switch self {
        case let .configure(c, live): w.tagged(0, c, live)
        case .run: w.tagged(1)
        case .step: w.tagged(2)
        case .scrub(let d): w.tagged(3, d)
        case .release(let t): w.tagged(4, t)
        case let .key(code, t): w.tagged(5, Int64(code), t)
        case .pointer(let p): w.tagged(6, p)
        case .replay: w.tagged(7)
        case .quit: w.tagged(8)
        case let .signal(name, v, t): w.tagged(9, name, v, t)
        }
    }
    package init(from r: inout WireReader) throws(WireError) {
        switch try r.u8() {
        case 0: self = .configure(try r.value(), live: try r.bool())
        case 1: self = .run
        case 2: self = .step
        case 3: self = .scrub(try r.double())
        case 4: self = .release(threshold: try r.double())
        case 5: self = .key(Int32(truncatingIfNeeded: try r.i64()), at: try r.double())
        case 6: self = .pointer(try r.value(ScriptedInput.self))
        case 7: self = .replay
        case 8: self = .quit
        case 9: self = .signal(try r.string(), value: try r.double(), at: try r.double())
        case let k: throw .unknownTag(what: "front-end message", tag: Int64(k))
        }
    }
}

/// The envelope of every message: the magic "THW1", a length, the payload. A length over
/// ``limit`` is refused before anything is allocated.
package enum MessageFrame {
    /// "THW1", little-endian.
    package static let magic: UInt32 = 0x3157_4854
    /// The largest payload accepted, 32 MiB: a frame of a few thousand views is a few hundred
    /// KiB, and the front end's render budgets keep the largest frame a plugin can make below
    /// this. It bounds the one buffer a message is read into; ``WireReader``'s budget bounds
    /// what decoding it allocates.
    package static let limit = 32 << 20

    /// The bytes on the wire for `message`.
    package static func bytes<M: WireCodable>(_ message: M) -> [UInt8] {
        var payload = WireWriter()
        payload.value(message)
        var w = WireWriter()
        w.u32(magic)
        w.u32(UInt32(payload.bytes.count))
        return w.bytes + payload.bytes
    }

    /// The payload length in an 8-byte header.
    package static func length(header: [UInt8]) throws(WireError) -> Int {
        var r = WireReader(header)
        guard try r.u32() == magic else { throw .missingMagic }
        let n = Int(try r.u32())
        guard n <= limit else { throw .frameTooLarge(bytes: n, limit: limit) }
        return n
    }

    /// Decodes a payload, which must be read to its end.
    package static func decode<M: WireCodable>(_ payload: [UInt8], as: M.Type) throws(WireError) -> M {
        var r = WireReader(payload)
        let m = try M(from: &r)
        guard r.isAtEnd else { throw .trailingBytes(r.remaining) }
        return m
    }
}
