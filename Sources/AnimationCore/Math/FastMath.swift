import Foundation

/// `exp`, `sin` and `cos` for the animation hot path, about twice as fast as the C library's
/// and within a few units in the last place of it (the tests bound the difference).
///
/// Closed-form springs need an exponential and a sine and cosine of the same angle each frame;
/// with the C library that alone costs ~27 ns on the reference machine, above the 20 ns budget.
/// Baseline x86-64 has no fused multiply-add, so long polynomial chains are latency-bound; both
/// functions therefore reduce their argument through a small table and finish with a short
/// Taylor polynomial:
/// * `exp(x) = 2^m · 2^(j/32) · e^r` with `x = (32m + j)·ln2/32 + r`, `|r| ≤ ln2/64`, and e^r − 1
///   to degree 6 (truncation below 2e-18);
/// * `sin/cos(x)` from `x = k·π/64 + r`, `|r| ≤ π/128`, the angle-sum formulas with a table of
///   sin and cos of `jπ/64`, and Taylor polynomials of degree 7 and 8 (truncation below 1e-19).
///
/// The reduction constants are this project's own three-part splits of ln 2 and π/2 (high parts
/// of 29 and 31 significant bits, so `k × high` is exact for the `k` that occur), divided by
/// powers of two (exact). Arguments outside that range (|x| ≥ 2e5 for sine and cosine, |x| ≥ 700
/// for exp) fall back to the C library.
public enum FastMath {
    /// Adding and subtracting 1.5 × 2⁵² rounds a double below 2⁵¹ in magnitude to the nearest
    /// integer without a library call (`round` is one on baseline x86-64).
    @usableFromInline static let roundingShift = 6_755_399_441_055_744.0

    /// The reduction tables, allocated once and never freed. Hot loops copy this pointer into
    /// their own state (as ``SpringSolution`` does) so that they do not pay for the lazy-global
    /// check on every call.
    public static let tables: Tables = {
        let p = UnsafeMutablePointer<Double>.allocate(capacity: 32 + 256)
        for j in 0..<32 { p[j] = Foundation.exp2(Double(j) / 32) }
        for (i, v) in sinCos.enumerated() { p[32 + i] = v }
        return Tables(base: UnsafePointer(p))
    }()

    /// Pointer to the tables: 2^(j/32) for j = 0…31, then sin(jπ/64), cos(jπ/64) pairs for
    /// j = 0…127.
    // The pointer's memory is written once, in `tables`' one-time initialiser, and only read after.
    public struct Tables: Hashable, @unchecked Sendable {
        @usableFromInline let base: UnsafePointer<Double>
        init(base: UnsafePointer<Double>) { self.base = base }
    }

    private static let sinCos: [Double] = (0..<128).flatMap { j -> [Double] in
        let a = Double(j) * Double.pi / 64
        // Quadrant symmetry keeps the table exact at the axes (sin π = 0, not 1.2e-16).
        switch j {
        case 0: return [0, 1]
        case 32: return [1, 0]
        case 64: return [0, -1]
        case 96: return [-1, 0]
        default: return [Foundation.sin(a), Foundation.cos(a)]
        }
    }

    /// Sine and cosine of `x` (radians).
    @inlinable public static func sincos(_ x: Double) -> (sin: Double, cos: Double) { sincos(x, tables) }

    /// e raised to `x`.
    @inlinable public static func exp(_ x: Double) -> Double { exp(x, tables) }

    /// Sine and cosine of `x` (radians), with the tables passed in.
    @inlinable public static func sincos(_ x: Double, _ tables: Tables) -> (sin: Double, cos: Double) {
        // k × (π/64 high part, 31 significant bits) is exact while |k| < 2²², i.e. |x| < 2e5.
        guard abs(x) < 2e5 else { return (Foundation.sin(x), Foundation.cos(x)) }
        // π/64 = (π/2) / 32 in three parts.
        let k = (x * 20.371832715762604 + roundingShift) - roundingShift
        let r =
            ((x - k * (1.5707963267341256 / 32)) - k * (6.077100506303966e-11 / 32)) - k * (2.0222662487959506e-21 / 32)
        let r2 = r * r
        let sr = r + r * r2 * (-1.0 / 6 + r2 * (1.0 / 120 - r2 * (1.0 / 5_040)))
        let cm = r2 * (0.5 - r2 * (1.0 / 24 - r2 * (1.0 / 720 - r2 * (1.0 / 40_320))))  // 1 − cos r
        let t = tables.base + 32 + 2 * (Int(k) & 127)
        let sj = t[0], cj = t[1]
        return (sj - (sj * cm - cj * sr), cj - (cj * cm + sj * sr))
    }

    /// e raised to `x`, with the tables passed in.
    @inlinable public static func exp(_ x: Double, _ tables: Tables) -> Double {
        guard x > -700 && x < 700 else { return Foundation.exp(x) }
        // ln2/32 in three parts.
        let k = (x * 46.16624130844683 + roundingShift) - roundingShift
        let r =
            ((x - k * (0.6931471806019545 / 32)) + k * (4.200915072890502e-11 / 32)) - k * (2.0941744292700725e-21 / 32)
        let r2 = r * r
        let p = r + r2 * (0.5 + r * (1.0 / 6)) + r2 * r2 * (1.0 / 24 + r * (1.0 / 120) + r2 * (1.0 / 720))
        let ki = Int(k)
        let tj = tables.base[ki & 31]
        return (tj + tj * p) * Double(bitPattern: UInt64(1023 + (ki >> 5)) << 52)
    }
}
