/// UIKit's keyboard dismissal on scrolling. The host shows no keyboard and does not scroll by
/// dragging, so the mode is kept on the view and read back.
extension UIScrollView {
    /// How a drag dismisses the keyboard (UIKit's raw values).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Never (UIKit's default).
        case none = 0
        /// When a drag begins.
        case onDrag = 1
        /// Interactively, following the drag.
        case interactive = 2
        /// When a drag begins, with the keyboard's own direction taken into account.
        case onDragWithAccessory = 3
        /// Interactively, with the keyboard's accessory view.
        case interactiveWithAccessory = 4
    }

    /// How a drag dismisses the keyboard (kept; UIKit's default: `.none`).
    public var keyboardDismissMode: KeyboardDismissMode {
        get { connection.layerHints[handle.bits]?["keyboardDismissMode"] as? KeyboardDismissMode ?? .none }
        set { connection.layerHints[handle.bits, default: [:]]["keyboardDismissMode"] = newValue }
    }
}
