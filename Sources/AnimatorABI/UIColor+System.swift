/// UIKit's semantic and system colours (iOS 13 on), with their light-appearance components as
/// UIKit gives them: the host's traits are light for the whole run, so the dynamic colours
/// resolve to their light values.
extension UIColor {
    /// An sRGB colour from 0…255 components.
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// The main background: white.
    public static var systemBackground: UIColor { .white }
    /// A background over the main one: (242, 242, 247).
    public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    /// A third level of background: white.
    public static var tertiarySystemBackground: UIColor { .white }
    /// A grouped table's background: (242, 242, 247).
    public static var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// A group's content background: white.
    public static var secondarySystemGroupedBackground: UIColor { .white }
    /// Primary text: black.
    public static var label: UIColor { .black }
    /// Secondary text: (60, 60, 67) at 60 %.
    public static var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    /// Tertiary text: (60, 60, 67) at 30 %.
    public static var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    /// Quaternary text: (60, 60, 67) at 18 %.
    public static var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    /// Placeholder text: (60, 60, 67) at 30 %.
    public static var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    /// A hairline: (60, 60, 67) at 29 %.
    public static var separator: UIColor { rgb(60, 60, 67, 0.29) }
    /// An opaque hairline: (198, 198, 200).
    public static var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    /// Links: system blue.
    public static var link: UIColor { systemBlue }
    /// The app's tint: system blue (the host's default tint).
    public static var tintColor: UIColor { systemBlue }
    /// A thin fill: (120, 120, 128) at 20 %.
    public static var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    /// A thinner fill: (120, 120, 128) at 16 %.
    public static var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
    /// (118, 118, 128) at 12 %.
    public static var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
    /// (116, 116, 128) at 8 %.
    public static var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08) }

    /// (0, 122, 255).
    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    /// (52, 199, 89).
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    /// (88, 86, 214).
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// (255, 149, 0).
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    /// (255, 45, 85).
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    /// (175, 82, 222).
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    /// (255, 59, 48).
    public static var systemRed: UIColor { rgb(255, 59, 48) }
    /// (48, 176, 199), iOS 15's teal.
    public static var systemTeal: UIColor { rgb(48, 176, 199) }
    /// (255, 204, 0).
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    /// (0, 199, 190).
    public static var systemMint: UIColor { rgb(0, 199, 190) }
    /// (50, 173, 230).
    public static var systemCyan: UIColor { rgb(50, 173, 230) }
    /// (162, 132, 94).
    public static var systemBrown: UIColor { rgb(162, 132, 94) }
    /// (142, 142, 147).
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    /// (174, 174, 178).
    public static var systemGray2: UIColor { rgb(174, 174, 178) }
    /// (199, 199, 204).
    public static var systemGray3: UIColor { rgb(199, 199, 204) }
    /// (209, 209, 214).
    public static var systemGray4: UIColor { rgb(209, 209, 214) }
    /// (229, 229, 234).
    public static var systemGray5: UIColor { rgb(229, 229, 234) }
    /// (242, 242, 247).
    public static var systemGray6: UIColor { rgb(242, 242, 247) }
}
