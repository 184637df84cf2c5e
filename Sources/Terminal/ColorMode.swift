/// How a terminal is told the colour of a cell.
package enum ColorMode: String, CaseIterable, Sendable {
    /// 24-bit colour: `ESC[38;2;R;G;Bm` (terminals that set `COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The xterm 256-colour palette: `ESC[38;5;Nm`, each colour mapped to the nearest entry of
    /// the 6 × 6 × 6 cube or the grey ramp (see ``Palette256``).
    case palette256
    /// No colour escapes at all (`NO_COLOR`): each cell shows its brightness with one of
    /// ``TerminalRenderer/luminanceCharacters``.
    case monochrome

    /// The mode for an environment: `NO_COLOR` with any non-empty value wins (no colour, see
    /// no-color.org); then `COLORTERM` `truecolor` or `24bit` (any case) gives 24-bit colour;
    /// anything else the 256-colour palette.
    package static func detect(environment: [String: String]) -> ColorMode {
        if let n = environment["NO_COLOR"], !n.isEmpty { return .monochrome }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .trueColor
        default: return .palette256
        }
    }
}
