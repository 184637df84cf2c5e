import CSandbox
import XCTest

/// The generator behind a worker's emulated `getrandom` (the seccomp filter traps the call and
/// the SIGSYS reporter fills the buffer): SplitMix64, so its output is a closed form of the
/// seed, restarted by every `cs_random_seed`.
final class GetrandomGeneratorTests: XCTestCase {
    private func words(_ n: Int) -> [UInt64] {
        var out = [UInt64](repeating: 0, count: n)
        out.withUnsafeMutableBytes { cs_random_fill($0.baseAddress, $0.count) }
        return out.map { UInt64(littleEndian: $0) }
    }

    /// SplitMix64 by its definition: state += golden gamma, then the two xor-shift-multiplies.
    private func splitmix(seed: UInt64, count: Int) -> [UInt64] {
        var state = seed
        return (0..<count).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func testTheSequenceIsSplitMix64OfTheSeedAndRestartsWithEachSeed() {
        cs_random_seed(0)
        let first = words(4)
        // The published first output of SplitMix64 from state 0.
        XCTAssertEqual(first[0], 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(first, splitmix(seed: 0, count: 4))
        cs_random_seed(0)
        XCTAssertEqual(words(4), first, "the same seed, the same bytes")
        cs_random_seed(42)
        XCTAssertEqual(words(3), splitmix(seed: 42, count: 3))
        XCTAssertNotEqual(splitmix(seed: 42, count: 3), Array(first.prefix(3)))
    }

    func testAFillOfAnyLengthIsThePrefixOfTheWordStream() {
        cs_random_seed(7)
        let stream = words(3).flatMap { w in (0..<8).map { UInt8(truncatingIfNeeded: w >> (8 * UInt64($0))) } }
        for length in [0, 1, 5, 8, 13, 24] {
            cs_random_seed(7)
            var bytes = [UInt8](repeating: 0, count: length)
            bytes.withUnsafeMutableBytes { cs_random_fill($0.baseAddress, $0.count) }
            XCTAssertEqual(bytes, Array(stream.prefix(length)), "length \(length)")
        }
    }
}
