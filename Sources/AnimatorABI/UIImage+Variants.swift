/// UIKit's image variants and encodings, as far as this host's images go: they are pictures
/// of layers, drawn at every scale, with no pixels and no template tinting, so a variant is the
/// image itself and there is nothing to encode.
extension UIImage {
    /// UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides (the default).
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// A template tinted with the tint colour.
        case alwaysTemplate
    }

    /// How the image is drawn: `.automatic` (no image here is drawn as a template).
    public var renderingMode: RenderingMode { .automatic }

    /// The image in `renderingMode`: the same image (nothing here tints templates).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// A stretchable image with `capInsets`: the same image (it stretches as a whole).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    /// An SF Symbols image: nil, UIKit's answer for a name it does not know, since Apple's
    /// symbols are not available here (code that falls back on its own image keeps working).
    public convenience init?(systemName name: String) { return nil }

    /// PNG data of the image: nil, as UIKit answers for an image it cannot encode (images here
    /// have no pixels).
    public func pngData() -> Data? { nil }

    /// JPEG data of the image: nil (see ``pngData()``).
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}
