/// The xterm 256-colour palette's fixed part, and the nearest entry to a colour.
///
/// Entries 16…231 are the 6 × 6 × 6 cube `16 + 36 r + 6 g + b` with channel levels
/// 0, 95, 135, 175, 215, 255; entries 232…255 the grey ramp `8 + 10 i`. Entries 0…15 are left
/// out: every terminal theme redefines them.
package enum Palette256 {
    /// The cube's channel levels.
    package static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The index (0…5) of the cube level nearest to `v` (ties go to the lower level).
    package static func cubeStep(_ v: Int) -> Int {
        if v < 48 { return 0 }
        if v < 115 { return 1 }
        return min(5, (v - 35) / 40)
    }

    /// The palette entry nearest to `(r, g, b)` in RGB distance, among the cube and the grey
    /// ramp (the cube wins a tie).
    package static func index(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        let r = Int(r), g = Int(g), b = Int(b)
        let cr = cubeStep(r), cg = cubeStep(g), cb = cubeStep(b)
        let cube = (cubeLevels[cr], cubeLevels[cg], cubeLevels[cb])
        // The grey nearest to a colour is the grey nearest to its mean.
        let mean = Double(r + g + b) / 3
        let gi = min(23, max(0, Int(((mean - 8) / 10).rounded())))
        let grey = 8 + 10 * gi
        func d(_ x: (Int, Int, Int)) -> Int {
            (x.0 - r) * (x.0 - r) + (x.1 - g) * (x.1 - g) + (x.2 - b) * (x.2 - b)
        }
        return d((grey, grey, grey)) < d(cube) ? UInt8(232 + gi) : UInt8(16 + 36 * cr + 6 * cg + cb)
    }

    /// The colour of palette entry `index` (16…255; lower entries are reported as black).
    package static func color(of index: UInt8) -> (r: UInt8, g: UInt8, b: UInt8) {
        let i = Int(index)
        if i >= 232 {
            let v = UInt8(8 + 10 * (i - 232))
            return (v, v, v)
        }
        guard i >= 16 else { return (0, 0, 0) }
        let c = i - 16
        return (UInt8(cubeLevels[c / 36]), UInt8(cubeLevels[c / 6 % 6]), UInt8(cubeLevels[c % 6]))
    }
}
