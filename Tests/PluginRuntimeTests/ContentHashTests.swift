import TestSupport
import XCTest
@testable import PluginRuntime

/// SHA-256 against FIPS 180-2's published examples, for both compressions (the portable Swift
/// one and the CPU's SHA extensions), and the two against each other on random inputs fed in
/// random pieces: a wrong digest would refuse every plugin or, worse, accept a changed one.
final class ContentHashTests: XCTestCase {
    /// (message, digest) from FIPS 180-2 appendix B and the empty message.
    static let vectors: [([UInt8], String)] = [
        ([], "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (Array("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            Array(
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
                    .utf8),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
        (
            [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        )
    ]

    func digest(_ bytes: [UInt8], portable: Bool, pieces: [Int] = []) -> String {
        var h = SHA256(portable: portable)
        var at = 0
        for p in pieces where at < bytes.count {
            let end = min(bytes.count, at + p)
            bytes[at..<end].withUnsafeBytes { h.update($0) }
            at = end
        }
        bytes[at...].withUnsafeBytes { h.update($0) }
        return h.finish().description
    }

    func testPortableCompressionGivesTheStandardsDigests() {
        for (message, expected) in Self.vectors {
            XCTAssertEqual(digest(message, portable: true), expected, "\(message.count) bytes")
            // Fed a byte, then 63, then 65 at a time: the buffering of partial blocks.
            XCTAssertEqual(
                digest(message, portable: true, pieces: [1, 63, 65, 1, 127]), expected,
                "\(message.count) bytes in pieces")
        }
    }

    func testAcceleratedCompressionGivesTheStandardsDigests() throws {
        try XCTSkipUnless(SHA256.hardwareAvailable, "this CPU has no SHA extensions (the portable compression is used)")
        XCTAssertTrue(SHA256().isAccelerated)
        XCTAssertFalse(SHA256(portable: true).isAccelerated)
        for (message, expected) in Self.vectors {
            XCTAssertEqual(digest(message, portable: false), expected, "\(message.count) bytes")
            XCTAssertEqual(
                digest(message, portable: false, pieces: [1, 63, 65, 1, 127]), expected,
                "\(message.count) bytes in pieces")
        }
    }

    /// 400 seeded random messages of 0–9,000 bytes (every length near a block boundary
    /// among them) in random pieces: both compressions agree with each other, and the
    /// accelerated one agrees with itself however the message is cut.
    func testBothCompressionsAgreeOnRandomInputs() throws {
        try XCTSkipUnless(SHA256.hardwareAvailable, "this CPU has no SHA extensions (the portable compression is used)")
        var rng = SplitMix64(seed: 0x5EED_2026)
        let lengths = Array(0...130) + (0..<269).map { _ in Int(rng.next() % 9_001) }
        for length in lengths {
            let message = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let pieces = (0..<6).map { _ in Int(rng.next() % 300) }
            let reference = digest(message, portable: true)
            XCTAssertEqual(digest(message, portable: false), reference, "\(length) bytes")
            XCTAssertEqual(
                digest(message, portable: false, pieces: pieces), reference, "\(length) bytes in pieces \(pieces)")
        }
    }

    /// `ContentHash.of` (the digest the scan cache and the worker's check compare) is the
    /// portable compression's digest of the same bytes, and one changed byte changes it.
    func testContentHashMatchesThePortableDigestAndSeesOneChangedByte() throws {
        var rng = SplitMix64(seed: 7)
        let bytes = (0..<200_003).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        XCTAssertEqual(ContentHash.of(bytes).description, digest(bytes, portable: true))
        var changed = bytes
        changed[100_000] ^= 1
        XCTAssertNotEqual(ContentHash.of(changed), ContentHash.of(bytes))
    }
}
