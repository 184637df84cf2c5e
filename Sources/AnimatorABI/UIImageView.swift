import Foundation

/// UIKit's `UIImageView`: a view that shows an image (its layer's `contents`), stretched over
/// its bounds. ABI 1.1. (`contentMode` is kept; the image always fills the bounds here, as
/// `.scaleToFill`, UIKit's default.)
open class UIImageView: UIView {
    /// A view the size of `image` showing it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image shown.
    open var image: UIImage? {
        get { (layer.contents as? CGImage).map { UIImage(cgImage: $0) } }
        set { layer.contents = newValue?.cgImage }
    }
}
