/// Swift source text: a string as a Swift string literal, for the code `host-cli new` and
/// `host-cli port` write (a folder name, a class name or a file name may hold quotes,
/// backslashes or control characters, and the generated file must still compile and mean
/// exactly that string).
public enum SwiftText {
    /// `s` as a double-quoted Swift string literal: `"` and `\` escaped, control characters
    /// and DEL as `\u{…}`.
    public static func literal(_ s: String) -> String {
        "\""
            + TextEscaping.escape(s) { u in
                switch u {
                case "\"": return "\\\""
                case "\\": return "\\\\"
                case _ where u.value < 0x20 || u.value == 0x7F: return "\\u{" + String(u.value, radix: 16) + "}"
                default: return nil
                }
            } + "\""
    }
}
