/// A colour with straight (non-premultiplied) red, green, blue and alpha components in [0, 1],
/// interpreted as sRGB by the renderers.
public struct Color: Hashable, Codable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity of the colour itself, 0…1 (multiplied with the layer's opacity when drawn).
    public var alpha: Double

    /// Creates a colour from its four components.
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Fully transparent black: a layer with this background draws nothing.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)

    /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
    public init(rgb: UInt32) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255)
    }

    /// Componentwise interpolation (Core Animation interpolates colours in RGBA this way).
    @inlinable public func interpolated(to c: Color, _ t: Double) -> Color {
        Color(
            red: red + (c.red - red) * t, green: green + (c.green - green) * t,
            blue: blue + (c.blue - blue) * t, alpha: alpha + (c.alpha - alpha) * t)
    }

    /// True when every component is finite.
    @inlinable public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    /// `#RRGGBBAA`, each component clamped to [0, 1] and rounded to 8 bits.
    public var hex: String {
        func b(_ v: Double) -> String {
            let i = Int((min(1, max(0, v.isFinite ? v : 0)) * 255).rounded())
            let s = String(i, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + b(red) + b(green) + b(blue) + b(alpha)
    }
}
