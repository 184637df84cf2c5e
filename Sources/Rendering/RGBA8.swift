import AnimationCore

/// One pixel as four 8-bit channels: straight (not premultiplied) red, green, blue and alpha
/// in sRGB, the layout PNG, GIF and an HTML `ImageData` all use, so encoders copy it as is.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var r: UInt8
    /// Green, 0…255.
    public var g: UInt8
    /// Blue, 0…255.
    public var b: UInt8
    /// Alpha (coverage/opacity), 0…255; the colour channels are not multiplied by it.
    public var a: UInt8

    /// Creates a pixel from its four channels.
    @inlinable public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Converts a ``Color``: each component is clamped to [0, 1] (NaN counts as 0) and rounded
    /// to the nearest of 256 levels (`floor(c × 255 + 0.5)`, the rounding the HTML player uses).
    public init(_ color: Color) {
        self.init(RGBA8.byte(color.red), RGBA8.byte(color.green), RGBA8.byte(color.blue), RGBA8.byte(color.alpha))
    }

    /// The component `c` (0…1) as a byte, clamped, NaN as 0.
    @inlinable public static func byte(_ c: Double) -> UInt8 {
        guard c > 0 else { return 0 }
        guard c < 1 else { return 255 }
        return UInt8((c * 255 + 0.5).rounded(.down))
    }

    /// The pixel packed little-endian as it lies in memory (`r` in the low byte): the form the
    /// encoders compare and hash.
    @inlinable public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// Unpacks a value made by ``packed``.
    @inlinable public init(packed p: UInt32) {
        self.init(
            UInt8(truncatingIfNeeded: p), UInt8(truncatingIfNeeded: p >> 8),
            UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 24))
    }

    /// `rgba(r, g, b, a)` with bytes, for messages.
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }

    /// Opaque white.
    public static let white = RGBA8(255, 255, 255)
    /// Opaque black.
    public static let black = RGBA8(0, 0, 0)
    /// Transparent black.
    public static let clear = RGBA8(0, 0, 0, 0)
}
