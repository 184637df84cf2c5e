import Foundation

/// UIKit's `UIImageView`: a view that shows an image, placed by its `contentMode` as UIKit
/// places it. ABI 1.1.
///
/// `.scaleToFill` (the default) and `.redraw` show the image as the view's own layer
/// contents, stretched over the bounds. The other modes show it in a plain view of the SDK's,
/// the first of the image view's subviews, at the rectangle UIKit gives it: `.scaleAspectFit`
/// inside the bounds, `.scaleAspectFill` covering them (overflowing unless `clipsToBounds`,
/// as in UIKit), `.center` and the edge and corner modes unscaled. The placement follows
/// changes of `image`, `contentMode`, `frame` and `bounds` (inside an animation block, with
/// it: the placement's frame animates from the old to the new one, linearly between the two
/// rectangles).
open class UIImageView: UIView {
    /// A view the size of `image` showing it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size, as UIKit's (no intrinsic size, −1 by −1, without an image): a stack
    /// view or Auto Layout sizes an image view by it.
    open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: -1, height: -1) }

    /// The image shown.
    open var image: UIImage? {
        get { connection.layerHints[handle.bits]?["imageView.image"] as? UIImage }
        set {
            connection.layerHints[handle.bits, default: [:]]["imageView.image"] = newValue
            placeImage()
        }
    }

    /// The frame; the image's placement follows.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            placeImage()
        }
    }

    /// The bounds; the image's placement follows.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            placeImage()
        }
    }

    /// The view that shows the image in the modes other than stretching (nil otherwise).
    private var placed: UIView? {
        get { connection.layerHints[handle.bits]?["imageView.placed"] as? UIView }
        set { connection.layerHints[handle.bits, default: [:]]["imageView.placed"] = newValue }
    }

    /// Shows the image as its content mode says (see the type's documentation).
    func placeImage() {
        let img = displayedImage
        let mode = contentMode
        guard let img, mode != .scaleToFill, mode != .redraw else {
            placed?.removeFromSuperview()
            placed = nil
            layer.contents = img?.cgImage
            return
        }
        layer.contents = nil
        let v: UIView
        if let p = placed {
            v = p
        } else {
            v = UIView(frame: .zero)
            insertSubview(v, at: 0)
            placed = v
        }
        v.layer.contents = img.cgImage
        v.frame = UIImageView.placement(of: img.size, in: CGRect(origin: .zero, size: bounds.size), mode: mode)
    }

    /// Where UIKit puts content of `size` in `rect` for `mode`.
    static func placement(of size: CGSize, in rect: CGRect, mode: UIView.ContentMode) -> CGRect {
        let w = size.width, h = size.height
        func at(_ x: CGFloat, _ y: CGFloat, _ sw: CGFloat, _ sh: CGFloat) -> CGRect {
            CGRect(x: rect.minX + x, y: rect.minY + y, width: sw, height: sh)
        }
        switch mode {
        case .scaleToFill, .redraw: return rect
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return rect }
            let sx = rect.width / w, sy = rect.height / h
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return at((rect.width - w * s) / 2, (rect.height - h * s) / 2, w * s, h * s)
        case .center: return at((rect.width - w) / 2, (rect.height - h) / 2, w, h)
        case .top: return at((rect.width - w) / 2, 0, w, h)
        case .bottom: return at((rect.width - w) / 2, rect.height - h, w, h)
        case .left: return at(0, (rect.height - h) / 2, w, h)
        case .right: return at(rect.width - w, (rect.height - h) / 2, w, h)
        case .topLeft: return at(0, 0, w, h)
        case .topRight: return at(rect.width - w, 0, w, h)
        case .bottomLeft: return at(0, rect.height - h, w, h)
        case .bottomRight: return at(rect.width - w, rect.height - h, w, h)
        }
    }
}
