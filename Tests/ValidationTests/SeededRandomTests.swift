import TestSupport
import XCTest
@testable import Validation

/// The tests' SplitMix64 (TestSupport) is the validator's `SeededRandom`: same bits, same
/// doubles, for any seed, so "random" test inputs and `validate --seed` runs share one generator.
final class SeededRandomTests: XCTestCase {
    func testTestSupportsGeneratorMatchesTheValidators() {
        for seed: UInt64 in [0, 1, 42, 0x4E03, 0xDEAD_BEEF_CAFE_F00D, .max] {
            var host = SeededRandom(seed: seed), tests = SplitMix64(seed: seed)
            for i in 0..<1000 {
                if i.isMultiple(of: 2) {
                    XCTAssertEqual(host.next(), tests.next(), "seed \(seed), draw \(i)")
                } else {
                    XCTAssertEqual(host.unit(), tests.unit(), "seed \(seed), draw \(i)")
                }
            }
        }
        // SplitMix64's published first outputs for seed 0.
        var g = SplitMix64(seed: 0)
        XCTAssertEqual(
            [g.next(), g.next(), g.next()], [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }
}
