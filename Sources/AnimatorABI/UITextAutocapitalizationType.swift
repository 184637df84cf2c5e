/// UIKit's `UITextAutocapitalizationType` (UIKit's raw values; kept, the host shows no keyboard).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No capitals.
    case none = 0
    /// Each word.
    case words = 1
    /// Each sentence (UIKit's default).
    case sentences = 2
    /// Every character.
    case allCharacters = 3
}
