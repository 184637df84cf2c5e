/// UIKit's `UIStoryboardSegue`: a transition from ``source`` to ``destination`` that
/// ``perform()`` plays. There are no storyboards here (Interface Builder archives compiled by
/// Xcode), so no segue is ever made by a storyboard and
/// ``UIViewController/performSegue(withIdentifier:sender:)`` finds none; a custom segue class
/// (`class FadeSegue: UIStoryboardSegue { override func perform() { … } }`) compiles, and one
/// made in code (`FadeSegue(identifier: nil, source: a, destination: b).perform()`) runs as
/// on iOS.
open class UIStoryboardSegue: NSObject {
    /// The identifier it was made with (a storyboard's segue identifier on iOS).
    public let identifier: String?
    /// The controller visible at the start.
    public let source: UIViewController
    /// The controller shown at the end.
    public let destination: UIViewController
    /// The block ``perform()`` calls, for a segue made with one.
    private let performHandler: (() -> Void)?

    /// A segue from `source` to `destination` (UIKit's designated initializer; custom segue
    /// classes override it to set up their own state).
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    /// A segue whose ``perform()`` calls `performHandler`, as UIKit's (an alternative to
    /// subclassing).
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Plays the transition: the perform handler of a segue made with one; nothing otherwise,
    /// for subclasses to override (their animation, then installing ``destination``: a
    /// `present`, a `pushViewController`), as UIKit documents.
    open func perform() { performHandler?() }
}
