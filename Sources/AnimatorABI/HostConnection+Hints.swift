/// Values the SDK keeps itself for a host view or layer: members of UIKit and Core Animation
/// that change nothing this host draws or lays out (a hint to a GPU renderer, a name, a
/// setting only a screen with touches or a focus engine reads). The view and layer objects are
/// light handles, so the values live with the connection, keyed by the host handle: a view and
/// its backing layer share them, as UIKit's view forwards such settings to its layer.
extension HostConnection {
    /// The value kept under `name` for host view `h`, or `fallback` (UIKit's default).
    func hint<T>(_ h: ap_view, _ name: String, _ fallback: T) -> T {
        layerHints[h.bits]?[name] as? T ?? fallback
    }

    /// Keeps `value` under `name` for host view `h` (nil forgets it: the default again).
    func setHint(_ h: ap_view, _ name: String, _ value: Any?) {
        layerHints[h.bits, default: [:]][name] = value
    }
}

extension HostConnection {
    /// The root view's handle when host view `h` is in the root's hierarchy (its window), else
    /// nil. Walks the host's handles only, so no view object is made on the way (the root's
    /// object stays the ``UIWindow`` that `window` and `keyWindow` hand out).
    func windowHandle(of h: ap_view) -> UInt64? {
        guard let root = rootView else { return nil }
        var top = h
        while true {
            let up = api.view_superview!(host, top)
            if up.bits == 0 { break }
            top = up
        }
        return top.bits == root ? root : nil
    }
}
