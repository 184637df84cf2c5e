import AnimationCore
import PluginRuntime
import ProcessSupport
import Session
import TestSupport
import XCTest
@testable import Isolation

/// The decoder and the run protocol against hostile bytes: every message round-trips; counts
/// are refused for the memory they imply before anything is allocated; and 120,000 random and
/// mutated messages (seeded, so a failure is reproducible) never trap and never make the
/// process grow beyond a fixed bound.
final class WireFuzzTests: XCTestCase {
    /// The seed of the fuzz run; change it to explore, keep it to reproduce.
    static let seed: UInt64 = 0x7768_3233  // "wh23"
    /// Mutated messages fed to the decoder and the protocol.
    static let iterations = 120_000
    /// The most the process may grow while the fuzz runs, bytes.
    static let growthBound = 96 << 20

    func testEveryMessageRoundTrips() throws {
        for m in WireSamples.workerMessages {
            let bytes = WireSamples.payload(m)
            let back = try MessageFrame.decode(bytes, as: WorkerMessage.self)
            XCTAssertEqual(WireSamples.payload(back), bytes, m.name)
            let framed = MessageFrame.bytes(m)
            XCTAssertEqual(try MessageFrame.length(header: Array(framed.prefix(8))), bytes.count, m.name)
            XCTAssertEqual(Array(framed.dropFirst(8)), bytes, m.name)
        }
        for m in WireSamples.frontMessages {
            let bytes = WireSamples.payload(m)
            XCTAssertEqual(WireSamples.payload(try MessageFrame.decode(bytes, as: FrontMessage.self)), bytes, "\(m)")
        }
        // A frame's values come back exactly (doubles as bits), not just the same bytes.
        guard
            case let .frame(f, s) = try MessageFrame.decode(
                WireSamples.payload(WorkerMessage.frame(WireSamples.frame(7), WireSamples.status)),
                as: WorkerMessage.self)
        else {
            return XCTFail("not a frame")
        }
        XCTAssertEqual(f, WireSamples.frame(7))
        XCTAssertEqual(s, WireSamples.status)
    }

    func testAHeaderIsCheckedBeforeItsPayloadIsRead() {
        var w = WireWriter()
        w.u32(MessageFrame.magic)
        w.u32(UInt32(MessageFrame.limit + 1))
        XCTAssertThrowsError(try MessageFrame.length(header: w.bytes)) {
            XCTAssertEqual($0 as? WireError, .frameTooLarge(bytes: MessageFrame.limit + 1, limit: MessageFrame.limit))
        }
        XCTAssertEqual(
            WireError.frameTooLarge(bytes: MessageFrame.limit + 1, limit: MessageFrame.limit).description,
            "a message of \(MessageFrame.limit + 1) bytes, more than the 32 MiB allowed")
        var bad = WireWriter()
        bad.u32(0x1234_5678)
        bad.u32(4)
        XCTAssertThrowsError(try MessageFrame.length(header: bad.bytes)) {
            XCTAssertEqual($0 as? WireError, .missingMagic)
        }
        XCTAssertEqual(MessageFrame.limit, 32 << 20)
    }

    func testTrailingBytesBadBooleansAndUnknownTagsAreRefused() {
        XCTAssertThrowsError(
            try MessageFrame.decode(
                WireSamples.payload(WorkerMessage.started(expectedDuration: 1)) + [0], as: WorkerMessage.self)
        ) {
            XCTAssertEqual($0 as? WireError, .trailingBytes(1))
        }
        XCTAssertThrowsError(try MessageFrame.decode([42], as: WorkerMessage.self)) {
            XCTAssertEqual($0 as? WireError, .unknownTag(what: "worker message", tag: 42))
        }
        XCTAssertEqual(WireError.unknownTag(what: "worker message", tag: 42).description, "unknown worker message 42")
        var p = WireSamples.payload(WorkerMessage.result(WireSamples.result(frames: 1)))
        p[p.count - 2] = 7  // timedOut
        XCTAssertThrowsError(try MessageFrame.decode(p, as: WorkerMessage.self)) {
            XCTAssertEqual($0 as? WireError, .notABoolean(7))
        }
        // An unknown enum value is quoted short and with its control characters escaped.
        var w = WireWriter()
        w.u8(6 - 1)
        w.string("\u{1B}[2J" + String(repeating: "x", count: 500))
        w.double(0)
        w.u32(0)
        w.int(1)
        w.bool(false)
        w.bool(false)
        XCTAssertThrowsError(try MessageFrame.decode(w.bytes, as: WorkerMessage.self)) {
            XCTAssertEqual(
                $0 as? WireError,
                .unknownValue(type: "Outcome", value: "\u{1B}[2J" + String(repeating: "x", count: 500)))
            let text = "\($0)"
            XCTAssertTrue(text.hasPrefix("unknown Outcome \"\\u{1b}[2Jxxx"), text)
            XCTAssertLessThan(text.count, 120, text)
            XCTAssertFalse(text.contains("\u{1B}"))
        }
    }

    /// A frame message whose item array claims `count` elements, padded with `padding` zero bytes.
    private func frameClaiming(_ count: UInt32, padding: Int) -> [UInt8] {
        var w = WireWriter()
        w.u8(4)
        w.int(0)
        w.double(0)
        w.double(0)
        w.double(0)
        w.double(390)
        w.double(844)
        w.u32(count)
        return w.bytes + [UInt8](repeating: 0, count: padding)
    }

    func testACountIsRefusedForTheMemoryItImpliesBeforeAnythingIsAllocated() throws {
        XCTAssertThrowsError(try MessageFrame.decode(frameClaiming(.max, padding: 64), as: WorkerMessage.self)) {
            XCTAssertEqual($0 as? WireError, .arrayTooLong(count: 4_294_967_295, bytesLeft: 64))
        }
        // The old check passed a count equal to the bytes left and reserved count × stride:
        // 32 Mi RenderItems, gigabytes. Now the count's memory is charged to the budget first.
        let left = MessageFrame.limit - 53  // the frame's fields before the count take 53 bytes
        let payload = frameClaiming(UInt32(left), padding: left)
        XCTAssertEqual(payload.count, MessageFrame.limit)
        let before = ProcessMemory.residentBytes()
        XCTAssertThrowsError(try MessageFrame.decode(payload, as: WorkerMessage.self)) {
            guard case let .arrayOverBudget(count, element, bytes, left)? = $0 as? WireError else {
                return XCTFail("\($0)")
            }
            XCTAssertEqual(count, MessageFrame.limit - 53)
            XCTAssertEqual(element, "RenderItem")
            XCTAssertGreaterThan(bytes, left)
        }
        let growth = ProcessMemory.residentBytes() - before
        XCTAssertLessThan(growth, 16 << 20, "refusing a dense count allocated \(growth) bytes")
        // A string longer than 1 MiB is refused whatever the bytes left.
        var w = WireWriter()
        w.u8(6)
        w.u32(UInt32(WireReader.maximumStringBytes + 1))
        XCTAssertThrowsError(
            try MessageFrame.decode(
                w.bytes + [UInt8](repeating: 65, count: WireReader.maximumStringBytes + 1), as: WorkerMessage.self)
        ) {
            XCTAssertEqual($0 as? WireError, .stringTooLong(bytes: 1_048_577))
        }
    }

    func testALargeLegitimateFrameDecodesWithinTheBudget() throws {
        // 20,000 titled views: about the largest frame a scene of that size makes.
        var frame = WireSamples.frame(0, items: 20_000)
        for i in frame.render.items.indices { frame.render.items[i].title = String(repeating: "t", count: 200) }
        let bytes = WireSamples.payload(WorkerMessage.frame(frame, WireSamples.status))
        XCTAssertLessThan(bytes.count, MessageFrame.limit)
        guard case .frame(let back, _) = try MessageFrame.decode(bytes, as: WorkerMessage.self) else {
            return XCTFail("not a frame")
        }
        XCTAssertEqual(back, frame)
    }

    /// `bytes` changed one way chosen by `rng`; `other` is a second valid message for splices.
    static func mutate(_ bytes: [UInt8], _ other: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var m = bytes
        func position(_ width: Int = 1) -> Int? {
            m.count >= width ? Int(rng.next() % UInt64(m.count - width + 1)) : nil
        }
        switch rng.next() % 8 {
        case 0:  // bit flips
            for _ in 0..<(1 + rng.next() % 8) { if let p = position() { m[p] ^= 1 << UInt8(rng.next() % 8) } }
        case 1:  // truncation
            m = Array(m.prefix(Int(rng.next() % UInt64(m.count + 1))))
        case 2:  // count inflation: a u32 somewhere becomes a large or exact-remaining count
            if let p = position(4) {
                let choices: [UInt32] = [
                    .max, UInt32(m.count - p), UInt32(m.count), 0x7FFF_FFFF, 0x0001_0000,
                    UInt32(truncatingIfNeeded: rng.next() % 4096)
                ]
                let v = choices[Int(rng.next() % UInt64(choices.count))]
                for k in 0..<4 { m[p + k] = UInt8(truncatingIfNeeded: v >> (8 * UInt32(k))) }
            }
        case 3:  // splice: the start of one message, the end of another
            m =
                Array(m.prefix(Int(rng.next() % UInt64(m.count + 1))))
                + Array(other.suffix(Int(rng.next() % UInt64(other.count + 1))))
        case 4:  // random bytes after a plausible tag
            m =
                [UInt8(rng.next() % 10)]
                + (0..<Int(rng.next() % 256)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        case 5:  // an interesting byte
            let values: [UInt8] = [0, 1, 2, 0x7F, 0x80, 0xFF]
            if let p = position() { m[p] = values[Int(rng.next() % UInt64(values.count))] }
        case 6:  // an interesting 8-byte value (a double or an index)
            let values: [UInt64] = [
                Double.nan.bitPattern, Double.infinity.bitPattern, (-Double.infinity).bitPattern, 1e300.bitPattern,
                UInt64(bitPattern: Int64.max), UInt64(bitPattern: Int64.min), UInt64(bitPattern: -1)
            ]
            if let p = position(8) {
                let v = values[Int(rng.next() % UInt64(values.count))]
                for k in 0..<8 { m[p + k] = UInt8(truncatingIfNeeded: v >> (8 * UInt64(k))) }
            }
        default:  // a chunk repeated or random bytes inserted
            if let p = position() {
                let n = Int(rng.next() % 64)
                m.insert(
                    contentsOf: rng.next() % 2 == 0
                        ? Array(m[p..<min(m.count, p + n)])
                        : (0..<n).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, at: p)
            }
        }
        return m
    }

    func testMutatedMessagesNeverTrapAndStayWithinAFixedMemoryBound() throws {
        var rng = SplitMix64(seed: WireFuzzTests.seed)
        // Valid encodings of every message, including frames with many items, to mutate.
        let worker =
            WireSamples.workerMessages.map(WireSamples.payload)
            + (1...4).map {
                WireSamples.payload(WorkerMessage.frame(WireSamples.frame($0, items: 12), WireSamples.status))
            }
        let front = WireSamples.frontMessages.map(WireSamples.payload)
        let corpus = worker + front
        var config = SessionConfiguration(
            animator: PluginChoice(
                source: .builtIn(id: "default"), id: "default", parameters: ParameterValues(values: [:])))
        config.maxDuration = 1
        func fresh() -> RunProtocol {
            var p = RunProtocol(config: config)
            _ = try? p.accept(.hello(protections: []), size: 9)
            _ = try? p.accept(.started(expectedDuration: 0.25), size: 17)
            return p
        }
        var rules = fresh()
        var decodedWorker = 0, decodedFront = 0, accepted = 0, violations = 0
        let before = ProcessMemory.residentBytes()
        var peak = before
        for i in 0..<WireFuzzTests.iterations {
            let a = corpus[Int(rng.next() % UInt64(corpus.count))], b = corpus[Int(rng.next() % UInt64(corpus.count))]
            var bytes = WireFuzzTests.mutate(a, b, &rng)
            if rng.next() % 4 == 0 { bytes = WireFuzzTests.mutate(bytes, b, &rng) }  // some twice
            if let m = try? MessageFrame.decode(bytes, as: WorkerMessage.self) {
                decodedWorker += 1
                do {
                    _ = try rules.accept(m, size: bytes.count + 8)
                    accepted += 1
                } catch {
                    violations += 1
                    rules = fresh()
                }
                if rules.stage == .ended { rules = fresh() }
            }
            if (try? MessageFrame.decode(bytes, as: FrontMessage.self)) != nil { decodedFront += 1 }
            // The 8-byte header of the mutated bytes, read as one.
            _ = try? MessageFrame.length(header: Array(bytes.prefix(8)))
            if i % 2000 == 0 { peak = max(peak, ProcessMemory.residentBytes()) }
        }
        peak = max(peak, ProcessMemory.residentBytes())
        // Most mutations are refused by the decoder, some decode and reach the protocol's rules.
        XCTAssertGreaterThan(decodedWorker, 1000, "mutations that still decode")
        XCTAssertLessThan(decodedWorker, WireFuzzTests.iterations / 2)
        XCTAssertGreaterThan(violations, 100, "decoded messages the protocol refused")
        XCTAssertGreaterThan(accepted, 100)
        XCTAssertGreaterThan(decodedFront, 100)
        XCTAssertLessThan(
            peak - before, WireFuzzTests.growthBound, "the fuzz grew the process by \(peak - before) bytes")
        print(
            "wire fuzz: \(WireFuzzTests.iterations) messages, \(decodedWorker) decoded as worker messages (\(accepted) accepted, \(violations) refused by the protocol), \(decodedFront) as front messages; RSS growth \(max(0, peak - before) >> 10) KiB"
        )
    }
}
