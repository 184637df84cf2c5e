import Foundation

/// UIKit's `UIBarButtonItem`: a button of a navigation bar or toolbar, here a plain object —
/// its style, system item, target and action, custom view, width and tint are kept and read
/// back. The host's containers draw no bars and send no taps to bar items, so its action is
/// never sent (``UINavigationItem`` holds the items a controller sets); code that makes and
/// configures its bar buttons, as an app's presented controller does in `viewDidLoad`,
/// compiles and runs.
open class UIBarButtonItem: UIBarItem {
    /// How the button is drawn (UIKit's values).
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain = 0
        /// Deprecated in UIKit (a bordered button).
        case bordered = 1
        /// A button that ends an edit (bold).
        case done = 2
    }

    /// UIKit's system buttons (UIKit's values).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// The style.
    open var style: Style = .plain
    /// The system item it was made as, nil for a custom one.
    public private(set) var systemItem: SystemItem?
    /// The object its action is sent to (held weakly, as in UIKit).
    open weak var target: AnyObject?
    /// The method sent to ``target`` when tapped (never here: nothing taps it).
    open var action: Selector?
    /// The view shown instead of a title or image.
    open var customView: UIView?
    /// The width (0: its natural width).
    open var width: CGFloat = 0
    /// The tint (nil: the bar's).
    open var tintColor: UIColor?

    /// A plain item with no title.
    public override init() { super.init() }

    /// A button with a title.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A button with an image.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }

    /// One of UIKit's system buttons (`.done` has the done style, as UIKit draws it bold).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(title: nil, style: systemItem == .done ? .done : .plain, target: target, action: action)
        self.systemItem = systemItem
    }

    /// A button showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}
