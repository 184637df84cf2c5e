import Foundation

/// Minimal, deterministic JSON text for numbers and strings (traces, benchmarks, listings,
/// reports): numbers print the same on every machine, strings are escaped per RFC 8259.
public enum JSONText {
    /// A JSON string literal. Besides what RFC 8259 requires (quote, backslash, U+0000–U+001F),
    /// DEL and the C1 controls (U+007F–U+009F) and the line and paragraph separators (U+2028,
    /// U+2029) are written as `\uXXXX` too: they are valid JSON as they are, but a terminal that
    /// shows the text would act on them, and JavaScript before ES2019 cannot hold the separators
    /// in a string literal.
    public static func string(_ s: String) -> String {
        "\""
            + TextEscaping.escape(s) { u in
                switch u {
                case "\"": return "\\\""
                case "\\": return "\\\\"
                case "\n": return "\\n"
                case "\r": return "\\r"
                case "\t": return "\\t"
                default:
                    let v = u.value
                    return v < 0x20 || (v >= 0x7F && v <= 0x9F) || v == 0x2028 || v == 0x2029
                        ? String(format: "\\u%04x", v) : nil
                }
            } + "\""
    }

    /// A JSON string literal, or `null` for nil.
    public static func string(_ s: String?) -> String { s.map { string($0) } ?? "null" }

    /// A JSON number: integers without a fraction, others with up to 17 significant digits
    /// (round-trip exact), `-0` as `0`. Non-finite values have no JSON form and print `null`.
    public static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == 0 { return "0" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    /// A number rounded to `quantum` first (traces use 1e-6), printed as
    /// ``Rounding/format(_:quantum:)`` does; `null` when not finite. From 1e15 up (where no
    /// double has a fraction left to round) it is printed as ``number(_:)`` does, in exponent
    /// form (`1e+305`), which JSON allows: a fixed-point text would run to hundreds of digits,
    /// and rounding would overflow to infinity. So whatever a plugin sets, the line is JSON.
    public static func number(_ d: Double, quantum: Double) -> String {
        guard d.isFinite else { return "null" }
        return abs(d) < 1e15 ? Rounding.format(d, quantum: quantum) : number(d)
    }
}
