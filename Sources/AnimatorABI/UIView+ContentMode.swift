extension UIView {
    /// How a view lays out its content when its bounds change (UIKit's `UIView.ContentMode`,
    /// UIKit's raw values).
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds (UIKit's default).
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, keeping its aspect ratio.
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred, unscaled; the others put it against that edge or corner, unscaled.
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// How the view lays out its content (UIKit's `contentMode`, `.scaleToFill` by default).
    /// A ``UIImageView`` places its image by it, as UIKit does; for other views it is kept and
    /// read back (a layer's `contents` are drawn stretched over its bounds, Core Animation's
    /// default gravity).
    public var contentMode: ContentMode {
        get { connection.layerHints[handle.bits]?["contentMode"] as? ContentMode ?? .scaleToFill }
        set {
            connection.layerHints[handle.bits, default: [:]]["contentMode"] = newValue
            (self as? UIImageView)?.placeImage()
        }
    }
}
