/// UIKit's coordinate conversions, `transform3D`, `window`, tags, and the interaction members
/// that have no effect in a headless host but that real code calls (the layout members are in
/// UIView+AutoLayout.swift).
extension UIView {
    /// `point` in the receiver's bounds coordinates, in `view`'s (nil: the window's, the root
    /// view's), through every transform, anchor point, bounds origin and sublayer transform
    /// between them; exact under perspective too. NaN when the point has no image there (a
    /// view seen edge-on) or the host lacks ABI 1.1 (reported once per call).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        connection.convert(
            point, from: handle, to: view?.handle ?? ap_view(), source: AP_SOURCE_MODEL, "UIView.convert(_:to:)")
    }

    /// `point` in `view`'s bounds coordinates (nil: the window's) in the receiver's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        connection.convert(
            point, from: view?.handle ?? ap_view(), to: handle, source: AP_SOURCE_MODEL, "UIView.convert(_:from:)")
    }

    /// `rect` in the receiver's bounds coordinates, in `view`'s: the smallest rectangle
    /// holding its four converted corners, as UIKit gives under a transform (null when a
    /// corner has no image).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect.bounding(rect.cornerPoints.map { convert($0, to: view) })
    }

    /// `rect` in `view`'s bounds coordinates (nil: the window's) in the receiver's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect.bounding(rect.cornerPoints.map { convert($0, from: view) })
    }

    /// The layer's 3D transform (UIKit's `transform3D`, the same value as `layer.transform`).
    public var transform3D: CATransform3D {
        get { connection.transform(handle, AP_PROP_TRANSFORM3D, AP_SOURCE_MODEL) }
        set { connection.setTransform(handle, AP_PROP_TRANSFORM3D, newValue) }
    }

    /// The window: the root of the host's view hierarchy when the view is in it, or a
    /// ``UIWindow`` the plugin made that the view is in (nil for a view in no window, as one
    /// not yet added). Its bounds are the host's
    /// screen (``UIScreen``).
    public var window: UIWindow? {
        var top: UIView = self
        while let s = top.superview { top = s }
        // A window the plugin made (its root view controller's views are in it), as in UIKit.
        if let made = top as? UIWindow, connection.rootView != top.handle.bits { return made }
        guard let root = connection.rootView, root == top.handle.bits else { return nil }
        return UIWindow.object(top.handle, connection)
    }

    /// UIKit's `tag`, 0 by default. Kept by the host on its view (`AP_PROP_TAG`, hosts of ABI
    /// 1.3 on), so another plugin sharing the view — a dismissal looking with ``viewWithTag(_:)``
    /// for the snapshot its paired presentation tagged — reads the same tag. On an older host,
    /// and for a tag beyond ±2^53 (which the host's number cannot hold exactly), the SDK keeps it
    /// in this plugin.
    public var tag: Int {
        get {
            if let own = connection.layerHints[handle.bits]?["tag"] as? Int { return own }
            guard handle.bits != 0, connection.abiMinor >= 3 else { return 0 }
            return Int(exactly: connection.number(handle, AP_PROP_TAG, AP_SOURCE_MODEL)) ?? 0
        }
        set {
            if handle.bits != 0, connection.abiMinor >= 3, newValue.magnitude <= 1 << 53 {
                connection.layerHints[handle.bits]?["tag"] = nil
                connection.setNumber(handle, AP_PROP_TAG, CGFloat(newValue))
            } else {
                connection.layerHints[handle.bits, default: [:]]["tag"] = newValue
            }
        }
    }

    /// The receiver, or the first of its subviews, depth first, whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for v in subviews { if let found = v.viewWithTag(tag) { return found } }
        return nil
    }

    /// UIKit's `tintColor`: the colour set on the view, else its superview's (inherited, as in
    /// UIKit), else UIKit's default tint, system blue (0, 122, 255). Kept and read back; the
    /// host draws nothing with it. Setting nil goes back to inheriting.
    public var tintColor: UIColor! {
        get {
            if let own = connection.layerHints[handle.bits]?["tintColor"] as? UIColor { return own }
            return superview?.tintColor ?? UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        }
        set { connection.layerHints[handle.bits, default: [:]]["tintColor"] = newValue }
    }

    /// UIKit's `isUserInteractionEnabled` (true by default): kept and read back. A disabled
    /// view's gesture recognizers get no events.
    public var isUserInteractionEnabled: Bool {
        get { connection.layerHints[handle.bits]?["isUserInteractionEnabled"] as? Bool ?? true }
        set { connection.layerHints[handle.bits, default: [:]]["isUserInteractionEnabled"] = newValue }
    }

}

extension CGRect {
    /// The four corners, clockwise from the minimum one.
    var cornerPoints: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }
}

extension HostConnection {
    /// A point converted between two views' bounds coordinates (0 handles: the root's).
    func convert(_ p: CGPoint, from: ap_view, to: ap_view, source: ap_source, _ call: String) -> CGPoint {
        guard has(\.view_convert_point) else {
            unsupported(call, needs: 1)
            return CGPoint(x: CGFloat.nan, y: .nan)
        }
        var out = ap_point(x: .nan, y: .nan)
        _ = api.view_convert_point!(host, from, to, p.c_value, source, &out)
        return CGPoint(out)
    }
}
