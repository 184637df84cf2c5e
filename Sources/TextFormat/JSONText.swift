import Foundation

/// Minimal, deterministic JSON text for numbers and strings (traces, benchmarks, listings,
/// reports): numbers print the same on every machine, strings are escaped per RFC 8259.
public enum JSONText {
    /// A JSON string literal.
    public static func string(_ s: String) -> String {
        "\"" + TextEscaping.escape(s) { u in
            switch u {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default: return u.value < 0x20 ? String(format: "\\u%04x", u.value) : nil
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
    /// ``Rounding/format(_:quantum:)`` does; `null` when not finite.
    public static func number(_ d: Double, quantum: Double) -> String {
        d.isFinite ? Rounding.format(d, quantum: quantum) : "null"
    }
}
