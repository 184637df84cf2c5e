/// UIKit's text alignments (UIKit's raw values on iOS), for ``UILabel/textAlignment``.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
