import Foundation

/// Rounding applied where numbers are *printed*, never inside the math.
///
/// Trigonometry leaves tiny residues (`sin(π) = 1.2246e-16`); the engine keeps them, because
/// rounding intermediate values would accumulate error, and strips them only at output so that
/// a rotation by π prints as `-1, 0, 0, -1` instead of `-1, 1.2246e-16, ...`.
public enum Rounding {
    /// Rounds `value` to a multiple of `quantum` and turns `-0` into `0`. Non-finite values
    /// pass through unchanged.
    @inlinable public static func round(_ value: Double, quantum: Double = 1e-9) -> Double {
        guard value.isFinite else { return value }
        let r = (value / quantum).rounded() * quantum
        return r == 0 ? 0 : r
    }

    /// A short decimal text for `value`, rounded to `quantum` (1e-9 by default): at most as
    /// many decimals as the quantum has, no trailing zeros, no `-0`. Non-finite values print as
    /// `nan`, `inf` and `-inf`.
    public static func format(_ value: Double, quantum: Double = 1e-9) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let r = round(value, quantum: quantum)
        // A finite value so large that dividing it by the quantum overflows (1e305 at 1e-6) has
        // no fraction to round; its shortest exact form is the honest text (never `inf`).
        guard r.isFinite, quantum.isFinite, quantum > 0 else { return "\(value)" }
        let decimals = max(0, Int((-log10(quantum)).rounded()))
        var text = String(format: "%.\(decimals)f", r)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
