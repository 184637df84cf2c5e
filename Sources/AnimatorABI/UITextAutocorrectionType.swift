/// UIKit's `UITextAutocorrectionType` (UIKit's raw values; kept, the host shows no keyboard).
public enum UITextAutocorrectionType: Int, Sendable {
    /// The default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
