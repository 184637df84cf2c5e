import Foundation

/// UIKit's `UIPreviewActionItem` (3D Touch peek actions, iOS 9–13): an action or a group of
/// them, listed by a controller's ``UIViewController/previewActionItems``. Kept for the code
/// that declares them: nothing here peeks, so no action is ever shown or performed by the host.
public protocol UIPreviewActionItem: AnyObject {
    /// The title shown.
    var title: String { get }
}

/// UIKit's `UIPreviewAction`: one peek action and what it does.
open class UIPreviewAction: NSObject, UIPreviewActionItem {
    /// UIKit's peek action styles.
    public enum Style: Int, Sendable {
        case `default` = 0, selected = 1, destructive = 2
    }
    /// The title.
    open private(set) var title: String
    /// The style (kept).
    public let style: Style
    /// What it does: handed the action and the previewed controller.
    public let handler: (UIPreviewActionItem, UIViewController) -> Void

    /// An action with `title` in `style` doing `handler`.
    public init(
        title: String, style: Style, handler: @escaping (UIPreviewActionItem, UIViewController) -> Void
    ) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// UIKit's `UIPreviewActionGroup`: a titled group of peek actions.
open class UIPreviewActionGroup: NSObject, UIPreviewActionItem {
    /// The title.
    open private(set) var title: String
    /// The style (kept).
    public let style: UIPreviewAction.Style
    /// The actions, in order.
    public let actions: [UIPreviewAction]

    /// A group of `actions` titled `title`.
    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
    }
}
