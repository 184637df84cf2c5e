/// What a `transform.rotation.z` animation kept and wrote in its last frame (see
/// ``LayerKeyPath/setRotationZ(_:in:parts:)``): the x and y scales and the translation of the
/// transform it turned, and the cosine and sine of the turn. Stored inline in the animation's
/// slot.
struct RotationParts {
    var sx, sy, tx, ty, tz, c, s: Double

    /// Nothing remembered (NaN never compares equal, so the next frame splits the matrix).
    static let none = RotationParts(sx: .nan, sy: .nan, tx: .nan, ty: .nan, tz: .nan, c: .nan, s: .nan)
}
