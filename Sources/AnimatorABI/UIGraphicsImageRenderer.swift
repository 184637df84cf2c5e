import Foundation

/// Core Graphics' drawing context, as far as this host's images go: a current transform
/// (`translateBy`, `scaleBy`, `rotate`, `concatenate`, `saveGState`/`restoreGState`) and the
/// layers drawn into it with `layer.render(in:)` or `view.drawHierarchy(in:afterScreenUpdates:)`.
/// Drawing paths, fills and text into a context does not exist in this SDK (code that does it
/// does not compile, rather than drawing nothing).
public final class CGContext {
    /// The image's size, points.
    let size: CGSize
    /// The current transformation matrix (from user space into the image).
    public private(set) var ctm: CGAffineTransform = .identity
    private var saved: [CGAffineTransform] = []
    /// The layers drawn so far, in order.
    private(set) var layers: [ap_image_layer] = []
    /// The views that hold images drawn with `UIImage.draw(in:)`, kept until the image is made.
    private var imageHolders: [UIView] = []

    init(size: CGSize) { self.size = size }

    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) {
        ctm = CGAffineTransform(translationX: x, y: y).concatenating(ctm)
    }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { ctm = CGAffineTransform(scaleX: x, y: y).concatenating(ctm) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { ctm = CGAffineTransform(rotationAngle: angle).concatenating(ctm) }
    /// Applies `t` before the current transform.
    public func concatenate(_ t: CGAffineTransform) { ctm = t.concatenating(ctm) }
    /// Pushes the current transform.
    public func saveGState() { saved.append(ctm) }
    /// Pops it.
    public func restoreGState() { if let t = saved.popLast() { ctm = t } }

    /// Records `view`'s layer drawn under the current transform, then `extra` (applied first).
    func draw(_ view: ap_view, source: ap_source, extra: CGAffineTransform = .identity) {
        var l = ap_image_layer()
        l.view = view
        l.transform = extra.concatenating(ctm).c_value
        l.source = source
        layers.append(l)
    }

    /// Records `image` drawn stretched over `rect` under the current transform (with `alpha`):
    /// a view showing it as its contents, drawn as any other layer.
    func draw(_ image: CGImage, in rect: CGRect, alpha: CGFloat) {
        let holder = UIView(frame: CGRect(origin: .zero, size: rect.size))
        holder.layer.contents = image
        holder.alpha = alpha
        imageHolders.append(holder)
        draw(holder.handle, source: AP_SOURCE_MODEL, extra: CGAffineTransform(translationX: rect.minX, y: rect.minY))
    }

    /// The image of what was drawn (nil on a host without images).
    func makeImage(_ c: HostConnection) -> UIImage? {
        guard c.has(\.image_create) else {
            c.unsupported("UIGraphicsImageRenderer", needs: 1)
            return nil
        }
        let h = layers.withUnsafeBufferPointer { b in
            c.api.image_create!(
                c.host, ap_size(width: Double(size.width), height: Double(size.height)), b.baseAddress, UInt32(b.count))
        }
        return CGImage.make(h, c).map { UIImage(cgImage: $0) }
    }
}

/// UIKit's `UIGraphicsImageRendererFormat`: kept settings (images here have no pixels, so
/// scale and opacity change nothing).
open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat = 1
    open var opaque = false
    public override init() {}
    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The preferred format.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What `UIGraphicsImageRenderer.image(actions:)` hands its block.
public final class UIGraphicsImageRendererContext: NSObject {
    /// The drawing context.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    init(_ c: CGContext, _ f: UIGraphicsImageRendererFormat) {
        cgContext = c
        format = f
    }
}

/// UIKit's `UIGraphicsImageRenderer`: `image { context in view.layer.render(in: context.cgContext) }`
/// gives a ``UIImage`` of what was drawn — the snapshot code of many animators. ABI 1.1.
open class UIGraphicsImageRenderer: NSObject {
    /// The image's bounds in user space (their origin maps to the image's top-left).
    public let bounds: CGRect
    /// The format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }
    /// A renderer of images of `bounds.size`, user space offset by `bounds.origin`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a fresh context and returns the image it drew (an empty image on a
    /// host without images, with an error in the log).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let c = HostConnection.required
        let context = CGContext(size: bounds.size)
        context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        // The current context while the block runs, as UIKit's renderer makes it: `image.draw(in:)`
        // and `UIGraphicsGetCurrentContext()` inside the block draw into this image.
        imageContexts.append(context)
        actions(UIGraphicsImageRendererContext(context, format))
        if let i = imageContexts.lastIndex(where: { $0 === context }) { imageContexts.remove(at: i) }
        return context.makeImage(c) ?? UIImage.empty(c)
    }
}

extension UIImage {
    /// A transparent image with no size (what a refused image becomes).
    static func empty(_ c: HostConnection) -> UIImage {
        UIImage(cgImage: CGImage(ap_image(), c))
    }
}

/// The image contexts of `UIGraphicsBeginImageContext` and of running renderer blocks,
/// innermost last.
// Drawing is plugin code, and plugin code runs only inside host calls, all made from one thread;
// the host's tables refuse calls from any other.
nonisolated(unsafe) private var imageContexts: [CGContext] = []

/// Opens an image context of `size` (opacity and scale are kept only: images have no pixels).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    imageContexts.append(CGContext(size: size))
}
/// Opens an image context of `size`.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
/// The innermost open image context.
public func UIGraphicsGetCurrentContext() -> CGContext? { imageContexts.last }
/// The image of what the innermost context has drawn so far.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = imageContexts.last else { return nil }
    return context.makeImage(HostConnection.required)
}
/// Closes the innermost image context.
public func UIGraphicsEndImageContext() { _ = imageContexts.popLast() }

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinates (its model
    /// values, as Core Animation's; `presentation()?.render(in:)` draws what is on screen).
    public func render(in ctx: CGContext) { ctx.draw(handle, source: source) }

    /// The layer's image (`contents`): a ``CGImage`` (or a ``UIImage``), stretched over the
    /// bounds; nil: none. ABI 1.1.
    public var contents: Any? {
        get {
            guard connection.has(\.view_contents) else { return nil }
            return CGImage.make(connection.api.view_contents!(connection.host, handle), connection)
        }
        set {
            guard connection.has(\.view_set_contents) else {
                return connection.unsupported("CALayer.contents", needs: 1)
            }
            let image = (newValue as? CGImage) ?? (newValue as? UIImage)?.cgImage
            if newValue != nil && image == nil {
                connection.log(
                    "CALayer.contents: only a CGImage (or a UIImage) can be shown; the contents were cleared",
                    level: AP_LOG_ERROR)
            }
            _ = connection.api.view_set_contents!(connection.host, handle, image?.handle ?? ap_image())
        }
    }
}

extension UIView {
    /// Draws the view and its subviews into the current image context, scaled into `rect`
    /// (what is on screen now, or with `afterScreenUpdates` the model). False when no image
    /// context is open.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let b = bounds
        let sx = b.width > 0 ? rect.width / b.width : 1, sy = b.height > 0 ? rect.height / b.height : 1
        context.draw(
            handle, source: afterScreenUpdates ? AP_SOURCE_MODEL : AP_SOURCE_PRESENTATION,
            extra: CGAffineTransform(scaleX: sx, y: sy).concatenating(
                CGAffineTransform(translationX: rect.origin.x, y: rect.origin.y)))
        return true
    }

    /// A view showing an image of `rect` of this view (its own coordinates; a rectangle with a
    /// negative width or height is taken standardized), at the size of `rect`, not in any
    /// hierarchy. The cap insets are kept only (the image stretches as a whole when the view is
    /// resized). As UIKit, it always answers a view: an empty rectangle gives a view of no size,
    /// and an image the host could not make (it logs why) a view without contents.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let area = rect.isNull ? CGRect.zero : rect.standardized
        let renderer = UIGraphicsImageRenderer(bounds: area)
        let image = renderer.image { ctx in
            ctx.cgContext.draw(handle, source: afterScreenUpdates ? AP_SOURCE_MODEL : AP_SOURCE_PRESENTATION)
        }
        let view = UIView(frame: CGRect(origin: .zero, size: area.size))
        if image.cgImage?.handle.bits ?? 0 != 0 { view.layer.contents = image.cgImage }
        return view
    }
}

/// UIKit's edge insets.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    /// No insets (UIKit's `UIEdgeInsets()`, the same as ``zero``).
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
