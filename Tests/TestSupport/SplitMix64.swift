import Foundation

/// SplitMix64 (Steele, Lea & Flood, 2014), the tests' seeded generator, so every "random" input
/// is the same on every run and every machine. It is the algorithm, constants and `unit()`
/// mapping of the validator's `SeededRandom` (ValidationTests checks they agree), written again
/// here because that type is internal to Validation. `Double.random(in:using:)` is avoided on
/// purpose: its mapping from bits to doubles belongs to the standard library and may change.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), from the top 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in [lo, hi).
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    /// Log-uniform in [lo, hi) (both positive).
    public mutating func logUniform(_ lo: Double, _ hi: Double) -> Double { exp(uniform(log(lo), log(hi))) }

    /// Uniform integer in the closed range.
    public mutating func int(_ r: ClosedRange<Int>) -> Int { r.lowerBound + Int(next() % UInt64(r.count)) }

    /// A fair coin.
    public mutating func bool() -> Bool { next() & 1 == 1 }
}
