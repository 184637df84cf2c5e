/// UIKit's `UIKeyboardType`: which keyboard a text input asks for (UIKit's raw values). Kept on
/// text fields and views; the host shows no keyboard.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs.
    case URL = 3
    /// Digits.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A name or a phone number.
    case namePhonePad = 6
    /// For e-mail addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// For Twitter.
    case twitter = 9
    /// For web searches.
    case webSearch = 10
    /// ASCII digits.
    case asciiCapableNumberPad = 11
}
