import Foundation

/// UIKit's `UIBarItem`, the base of ``UIBarButtonItem``: a title, an image, an enabled flag, a
/// tag and per-state text attributes, kept and read back. The host's containers draw no bars,
/// so nothing shows them; code that configures its bar items compiles and runs unchanged.
open class UIBarItem: NSObject {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// Whether it can be tapped (nothing taps it here).
    open var isEnabled = true
    /// An app's number for it.
    open var tag = 0
    /// The text attributes set per control state (raw value of ``UIControl/State``).
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item with no title or image.
    public override init() {}

    /// Sets the title's text attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[state.rawValue] = attributes
    }

    /// The title's text attributes set for `state`, nil when none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        attributes[state.rawValue]
    }
}
