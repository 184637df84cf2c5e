/// A size or frame rate a GIF cannot have (thrown by ``GIFEncoder/validate(width:height:fps:)``
/// before any frame is drawn), with the values given; ``description`` says the allowed range.
public enum GIFError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A side outside 1…65535 pixels (the format's 16-bit fields).
    case size(width: Int, height: Int)
    /// A frame rate that is not positive and finite.
    case frameRate(Double)

    /// The sentence, for people.
    public var description: String {
        switch self {
        case let .size(w, h): return "GIF size must be 1…65535 pixels a side, got \(w)×\(h)"
        case .frameRate(let fps): return "GIF frame rate must be positive and finite, got \(fps)"
        }
    }
}
