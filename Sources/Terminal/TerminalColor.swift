/// A cell colour as the terminal is told it.
package enum TerminalColor: Hashable, Sendable {
    /// 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
    /// An entry of the 256-colour palette.
    case indexed(UInt8)

    /// The SGR parameters that set this colour as the foreground (`38;…`) or background (`48;…`).
    package func sgr(background: Bool) -> String {
        let base = background ? "48" : "38"
        switch self {
        case let .rgb(r, g, b): return "\(base);2;\(r);\(g);\(b)"
        case let .indexed(n): return "\(base);5;\(n)"
        }
    }
}
