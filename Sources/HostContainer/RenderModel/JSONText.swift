import Foundation

/// Minimal, deterministic JSON text for numbers and strings (traces, benchmarks, listings):
/// numbers print the same on every machine, strings are escaped per RFC 8259.
public enum JSONText {
    /// A JSON string literal.
    public static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    /// A JSON number: integers without a fraction, others with up to 17 significant digits
    /// (round-trip exact), `-0` as `0`. Non-finite values have no JSON form and print `null`.
    public static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == 0 { return "0" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    /// A number rounded to `quantum` first (traces use 1e-6), then printed as ``number(_:)``.
    public static func number(_ d: Double, quantum: Double) -> String {
        guard d.isFinite else { return "null" }
        let r = Rounding.round(d, quantum: quantum)
        let decimals = max(0, Int((-log10(quantum)).rounded()))
        var text = String(format: "%.\(decimals)f", r)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
