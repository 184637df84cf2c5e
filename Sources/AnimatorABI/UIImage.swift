import Foundation

/// An image of the host (Core Graphics' `CGImage` as this SDK spells it): a handle to a
/// picture of layers at one moment, kept by the host while the transition that made it runs.
/// It holds no pixels: it is drawn at any output scale exactly as the layers it shows were.
public final class CGImage: Hashable {
    /// The host's handle.
    public let handle: ap_image
    let connection: HostConnection

    init(_ h: ap_image, _ c: HostConnection) {
        handle = h
        connection = c
    }

    static func make(_ h: ap_image, _ c: HostConnection) -> CGImage? { h.bits == 0 ? nil : CGImage(h, c) }

    /// The size in points (the host's images have one point per pixel).
    var size: CGSize {
        guard connection.has(\.image_size) else { return .zero }
        let s = connection.api.image_size!(connection.host, handle)
        return CGSize(width: s.width, height: s.height)
    }
    /// Width, points.
    public var width: Int { Int(size.width.rounded()) }
    /// Height, points.
    public var height: Int { Int(size.height.rounded()) }

    public static func == (a: CGImage, b: CGImage) -> Bool { a.handle.bits == b.handle.bits }
    public func hash(into h: inout Hasher) { h.combine(handle.bits) }
}

/// UIKit's `UIImage`, over a host image (see ``CGImage``): made by `UIGraphicsImageRenderer`,
/// `UIGraphicsGetImageFromCurrentImageContext()` or from a `CGImage`; shown by
/// `UIImageView(image:)` or `layer.contents = image.cgImage`. Images from files do not exist in
/// this host: `UIImage(named:)` answers nil.
open class UIImage: NSObject {
    /// The host image.
    public let cgImage: CGImage?

    /// An image of `cgImage`.
    public init(cgImage: CGImage) { self.cgImage = cgImage }
    /// An empty image (size zero, no picture), as UIKit's `UIImage()` (Objective-C's `init()`).
    public override init() { cgImage = nil }
    /// The literal `#imageLiteral(resourceName:)`: an empty image here, as a plugin has no
    /// assets (see `UIImage+Literal.swift`). Required, as UIKit's is.
    public required convenience init(imageLiteralResourceName name: String) { self.init() }
    /// An image of `cgImage`; the scale and orientation are kept as 1 and up (the host's
    /// images are pictures, drawn at every scale).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(cgImage: cgImage)
    }

    /// The image named `name` in the app's asset catalogs or bundle: nil, UIKit's answer for
    /// a name it does not find, since a plugin has no asset catalog (Xcode compiles them) and
    /// the host reads no image files. Code that falls back on a drawn image keeps working.
    public convenience init?(named name: String) { return nil }
    /// The same with a bundle and traits: nil (see ``init(named:)``).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    { return nil }

    /// The size in points.
    open var size: CGSize { cgImage?.size ?? .zero }
    /// Always 1 (see ``init(cgImage:scale:orientation:)``).
    open var scale: CGFloat { 1 }

    /// UIKit's orientations (kept for source compatibility; images are always up).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// `.up`: images here are never rotated (see ``init(cgImage:scale:orientation:)``).
    open var imageOrientation: Orientation { .up }

    /// Draws the image stretched over `rect` into the current image context
    /// (`UIGraphicsBeginImageContext`, or the one `UIGraphicsImageRenderer.image` runs in); with
    /// no context open, or an empty image, nothing is drawn, as in UIKit.
    open func draw(in rect: CGRect) { draw(in: rect, alpha: 1) }

    /// Draws the image at its size with its top-left corner at `point` (see ``draw(in:)``).
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image over `rect` with `alpha` (0…1) into the current image context.
    func draw(in rect: CGRect, alpha: CGFloat) {
        guard let cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(cgImage, in: rect, alpha: alpha)
    }
}
