/// UIKit's highlighted image and image-sequence members of `UIImageView`. A highlighted image
/// view shows its `highlightedImage` (its `image` when it has none), placed by its content mode
/// as the image is. The image sequence (`animationImages`) is kept with UIKit's defaults and
/// `startAnimating()` sets `isAnimating` (true only with images to play, as UIKit's), but the
/// host shows the view's `image` throughout: no timer swaps the frames.
extension UIImageView {
    /// A view the size of `image` showing it, with `highlightedImage` for the highlighted state.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image shown while highlighted (nil: the image).
    public var highlightedImage: UIImage? {
        get { connection.hint(handle, "imageView.highlightedImage", UIImage?.none) }
        set {
            connection.setHint(handle, "imageView.highlightedImage", newValue)
            placeImage()
        }
    }

    /// Whether the view shows its highlighted image (false by default).
    public var isHighlighted: Bool {
        get { connection.hint(handle, "imageView.isHighlighted", false) }
        set {
            connection.setHint(handle, "imageView.isHighlighted", newValue)
            placeImage()
        }
    }

    /// What the view shows now: the highlighted image when highlighted and there is one.
    var displayedImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// The frames of an image sequence (nil by default).
    public var animationImages: [UIImage]? {
        get { connection.hint(handle, "imageView.animationImages", [UIImage]?.none) }
        set { connection.setHint(handle, "imageView.animationImages", newValue) }
    }

    /// The frames played while highlighted (nil by default).
    public var highlightedAnimationImages: [UIImage]? {
        get { connection.hint(handle, "imageView.highlightedAnimationImages", [UIImage]?.none) }
        set { connection.setHint(handle, "imageView.highlightedAnimationImages", newValue) }
    }

    /// Seconds of one pass through the frames: as set, else UIKit's default of 1/30 s a frame.
    public var animationDuration: TimeInterval {
        get {
            connection.hint(
                handle, "imageView.animationDuration", Double(animationImages?.count ?? 0) / 30)
        }
        set { connection.setHint(handle, "imageView.animationDuration", newValue) }
    }

    /// Passes through the frames (0, UIKit's default: forever).
    public var animationRepeatCount: Int {
        get { connection.hint(handle, "imageView.animationRepeatCount", 0) }
        set { connection.setHint(handle, "imageView.animationRepeatCount", newValue) }
    }

    /// Starts the image sequence (``isAnimating`` becomes true when there are frames).
    public func startAnimating() {
        connection.setHint(handle, "imageView.isAnimating", !(animationImages ?? []).isEmpty)
    }

    /// Stops the image sequence.
    public func stopAnimating() { connection.setHint(handle, "imageView.isAnimating", nil) }

    /// Whether the image sequence is playing.
    public var isAnimating: Bool { connection.hint(handle, "imageView.isAnimating", false) }
}
