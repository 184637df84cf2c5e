/// XML 1.0 text for element content and attribute values (SVG, HTML, JUnit reports): the five
/// markup characters become entities, and characters XML does not allow become U+FFFD.
public enum XMLText {
    /// `s` escaped for element content or a quoted attribute value.
    public static func escape(_ s: String) -> String {
        TextEscaping.escape(s) { u in
            switch u {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            default:
                let v = u.value
                let allowed =
                    v == 0x9 || v == 0xA || v == 0xD || (v >= 0x20 && v <= 0xD7FF) || (v >= 0xE000 && v <= 0xFFFD)
                    || v >= 0x10000
                return allowed ? nil : "\u{FFFD}"
            }
        }
    }

    /// A quoted attribute value: `"` + ``escape(_:)`` + `"`.
    public static func attribute(_ s: String) -> String { "\"" + escape(s) + "\"" }
}
