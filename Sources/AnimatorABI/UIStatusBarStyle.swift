/// UIKit's status-bar styles (UIKit's raw values), what
/// ``UIViewController/preferredStatusBarStyle`` answers. The host draws no status bar, so
/// nothing reads them; they exist so that controllers that override the member compile and
/// answer as on iOS.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, whichever suits the interface style (iOS 13 and later).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13 and later).
    case darkContent = 3
}

/// UIKit's status-bar animations (UIKit's raw values), what
/// ``UIViewController/preferredStatusBarUpdateAnimation`` answers (nothing reads it here).
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}
