/// UIKit's `UIAlertAction`: a button of a ``UIAlertController``, with its title, style,
/// enabled state and handler. The host shows no alerts, so no user ever picks one and the
/// handler is never called by the host; it is kept (``handler``) as given.
open class UIAlertAction: NSObject {
    /// UIKit's action styles (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case `default` = 0
        /// The action that cancels (an alert holds one at most).
        case cancel = 1
        /// An action that destroys data (drawn red by UIKit).
        case destructive = 2
    }

    /// Its title.
    public let title: String?
    /// Its style.
    public let style: Style
    /// Whether it may be picked (true by default).
    open var isEnabled = true
    /// What picking it would run (never run by the host: nothing is shown).
    public let handler: ((UIAlertAction) -> Void)?

    /// An action (UIKit's initializer).
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// Swift 4's name of ``UIAlertAction/Style``.
@available(*, deprecated, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
