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
        // A double holds 15 significant decimal digits exactly: decimals past them are the
        // binary fraction's noise (1e9 rounded to 1e-9 prints as 1000000000.000000119), so
        // no more are printed than the integer part leaves of those 15.
        let integerDigits = abs(r) < 1 ? 1 : Int(log10(abs(r)).rounded(.down)) + 1
        let decimals = min(max(0, Int((-log10(quantum)).rounded())), max(0, 15 - integerDigits))
        var text = String(format: "%.\(decimals)f", r)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
