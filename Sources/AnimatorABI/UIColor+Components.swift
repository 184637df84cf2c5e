/// UIKit's other ways to make and read a colour: hue, saturation and brightness; Display P3
/// components (converted to the sRGB components this SDK keeps, as UIKit's extended sRGB
/// does, clamped to 0…1); a dynamic colour (resolved at once with the host's traits, which are
/// light for the whole run); and reading the components back (`getRed`, `getWhite`, `getHue`,
/// which answer true: every colour here is RGB).
extension UIColor {
    /// A colour from hue, saturation and brightness (HSB), each 0…1 (a hue of 1 is red again).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from Display P3 components: linearized with the sRGB curve both spaces share,
    /// taken through the P3-to-sRGB matrix, encoded again and clamped to 0…1.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> CGFloat {
            let v = c <= 0.003_130_8 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
            return CGFloat(min(max(v, 0), 1))
        }
        let (r, g, b) = (linear(Double(red)), linear(Double(green)), linear(Double(blue)))
        self.init(
            red: encoded(1.224_940 * r - 0.224_940 * g),
            green: encoded(-0.042_057 * r + 1.042_057 * g),
            blue: encoded(-0.019_638 * r - 0.078_636 * g + 1.098_274 * b), alpha: alpha)
    }

    /// The colour of a `CGColor` (the same type here).
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// A colour from an asset catalog: nil, as UIKit answers for a name the app's catalogs lack
    /// (a plugin has no asset catalogs; code falls back to its own colour).
    public convenience init?(named name: String) { return nil }
    /// The same with a bundle and traits: nil (see ``init(named:)``).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    { return nil }

    /// A dynamic colour: `provider`'s colour for the host's traits (light), resolved once.
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let c = provider(UITraitCollection(userInterfaceStyle: .light))
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The colour for `traitCollection`: itself (colours here are resolved when made).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// Reads the red, green, blue and alpha components; true.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads the grey level (the mean of the components, exact for greys) and alpha; true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads hue, saturation, brightness (HSB, each 0…1) and alpha; true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maxC = max(red, green, blue), minC = min(red, green, blue), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == red {
                h = (green - blue) / delta
            } else if maxC == green {
                h = (blue - red) / delta + 2
            } else {
                h = (red - green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = self.alpha
        return true
    }
}
