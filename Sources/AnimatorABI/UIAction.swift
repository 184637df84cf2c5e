/// UIKit's `UIAction` (iOS 14), as far as controls use it: a closure run with the action
/// itself, whose `sender` is the control that sent it. Menus are not drawn here, so `title`,
/// `image` and `identifier` are kept for the code that reads them back.
open class UIAction: NSObject {
    /// UIKit's action identifiers (a string).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue` (UIKit's unlabelled form).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu title (kept).
    public let title: String
    /// The menu image (kept).
    public let image: UIImage?
    /// The identifier (a unique one when none is given, as in UIKit).
    public let identifier: Identifier
    /// What runs when a control sends the action.
    public let handler: (UIAction) -> Void
    /// The control sending it, during the handler (nil otherwise, as UIKit's is outside a send).
    public private(set) weak var sender: AnyObject?

    /// An action running `handler`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier("action.\(UIAction.made)")
        self.handler = handler
        UIAction.made += 1
    }

    // Actions are made by plugin code, and plugin code runs only inside host calls, all made from
    // one thread; the host's tables refuse calls from any other.
    nonisolated(unsafe) private static var made = 0

    /// A copy of this action whose sender is `control`.
    func withSender(_ control: UIControl) -> UIAction {
        let a = UIAction(title: title, image: image, identifier: identifier, handler: handler)
        a.sender = control
        return a
    }
}
