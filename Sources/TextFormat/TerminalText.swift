/// Text that came from outside the host (plugin ids, names, summaries, log messages,
/// diagnostics, file names) made safe to print on one terminal line.
///
/// A plugin controls those strings, and a terminal obeys control characters: an ESC sequence
/// can clear the screen or set the window title, a CR or LF can forge a line that looks like
/// the host's own, and bidi overrides can make text read differently from what it is. So
/// before such a string is printed, every character a terminal would act on instead of showing
/// is replaced by a visible escape; everything else, including all other non-ASCII text, is
/// kept as it is.
public enum TerminalText {
    /// `s` with C0 controls (U+0000–U+001F: `\e`, `\n`, `\r`, `\t`, `\a`, `\b`, `\f`, `\v`, else
    /// `\u{XX}`), DEL, C1 controls (U+0080–U+009F, e.g. `\u{9B}`, the one-byte CSI), the bidi
    /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the line and
    /// paragraph separators (U+2028, U+2029) written as visible escapes. A backslash is kept
    /// as it is, so the escaping is for people reading a terminal, not reversible.
    public static func escape(_ s: String) -> String {
        TextEscaping.escape(s) { u in
            switch u.value {
            case 0x1B: return "\\e"
            case 0x0A: return "\\n"
            case 0x0D: return "\\r"
            case 0x09: return "\\t"
            case 0x07: return "\\a"
            case 0x08: return "\\b"
            case 0x0C: return "\\f"
            case 0x0B: return "\\v"
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                return "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
            default: return nil
            }
        }
    }
}
