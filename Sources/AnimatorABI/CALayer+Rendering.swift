/// Core Animation's rendering settings and display and layout cycle on layers. This host draws
/// every frame from the layer tree (its renderers are not Core Animation's GPU compositor), so
/// the settings that only steer that compositor are kept and read back with Core Animation's
/// defaults but change nothing drawn: `contentsGravity` (the contents are stretched over the
/// bounds, `.resize`, whatever is set), `contentsRect`, `contentsCenter`, the sampling filters,
/// `cornerCurve` (corners are drawn circular), `isOpaque`, `allowsGroupOpacity`,
/// `drawsAsynchronously`, `edgeAntialiasingMask`, and the Core Image filters (none can run
/// here). The display and layout cycle keeps Core Animation's flags: ``setNeedsDisplay()`` and
/// ``setNeedsLayout()`` mark the layer, ``displayIfNeeded()`` and ``layoutIfNeeded()`` run
/// ``display()`` and ``layoutSublayers()`` once for a marked layer.
extension CALayer {
    /// A name for the layer (found again with `sublayers?.first { $0.name == … }`).
    public var name: String? {
        get { connection.hint(handle, "name", String?.none) }
        set { connection.setHint(handle, "name", newValue) }
    }

    /// Extra values for the layer's properties (Core Animation's `style` dictionary): kept.
    public var style: [AnyHashable: Any]? {
        get { connection.hint(handle, "style", [AnyHashable: Any]?.none) }
        set { connection.setHint(handle, "style", newValue) }
    }

    /// How the contents sit in the bounds (`.resize`, the default; see the extension's note).
    public var contentsGravity: CALayerContentsGravity {
        get { connection.hint(handle, "contentsGravity", .resize) }
        set { connection.setHint(handle, "contentsGravity", newValue) }
    }

    /// The part of the contents shown, in unit coordinates (the whole image by default).
    public var contentsRect: CGRect {
        get { connection.hint(handle, "contentsRect", CGRect(x: 0, y: 0, width: 1, height: 1)) }
        set { connection.setHint(handle, "contentsRect", newValue) }
    }

    /// The stretchable part of the contents, in unit coordinates (the whole image by default).
    public var contentsCenter: CGRect {
        get { connection.hint(handle, "contentsCenter", CGRect(x: 0, y: 0, width: 1, height: 1)) }
        set { connection.setHint(handle, "contentsCenter", newValue) }
    }

    /// The filter used when the contents are drawn smaller (`.linear`).
    public var minificationFilter: CALayerContentsFilter {
        get { connection.hint(handle, "minificationFilter", .linear) }
        set { connection.setHint(handle, "minificationFilter", newValue) }
    }

    /// The filter used when the contents are drawn larger (`.linear`).
    public var magnificationFilter: CALayerContentsFilter {
        get { connection.hint(handle, "magnificationFilter", .linear) }
        set { connection.setHint(handle, "magnificationFilter", newValue) }
    }

    /// A bias for the minification filter (0).
    public var minificationFilterBias: Float {
        get { connection.hint(handle, "minificationFilterBias", 0) }
        set { connection.setHint(handle, "minificationFilterBias", newValue) }
    }

    /// Whether the layer promises to be fully opaque (false, Core Animation's default).
    public var isOpaque: Bool {
        get { connection.hint(handle, "layerOpaque", false) }
        set { connection.setHint(handle, "layerOpaque", newValue) }
    }

    /// The shape of rounded corners (`.circular`, the default).
    public var cornerCurve: CALayerCornerCurve {
        get { connection.hint(handle, "cornerCurve", .circular) }
        set { connection.setHint(handle, "cornerCurve", newValue) }
    }

    /// How much larger than its corner radius a corner of `curve` reaches along the edges:
    /// 1 for circular corners, about 1.528665 for continuous ones (Core Animation's figure).
    public static func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    /// Whether the layer and its sublayers are made transparent together (true, the default
    /// since iOS 7; this host composites each view with its ancestors' opacity either way).
    public var allowsGroupOpacity: Bool {
        get { connection.hint(handle, "allowsGroupOpacity", true) }
        set { connection.setHint(handle, "allowsGroupOpacity", newValue) }
    }

    /// Whether drawing is queued to a background thread (false): kept.
    public var drawsAsynchronously: Bool {
        get { connection.hint(handle, "drawsAsynchronously", false) }
        set { connection.setHint(handle, "drawsAsynchronously", newValue) }
    }

    /// Whether a bounds change marks the layer for display (false).
    public var needsDisplayOnBoundsChange: Bool {
        get { connection.hint(handle, "needsDisplayOnBoundsChange", false) }
        set { connection.setHint(handle, "needsDisplayOnBoundsChange", newValue) }
    }

    /// The anti-aliased edges (all four, the default).
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get {
            connection.hint(
                handle, "edgeAntialiasingMask", [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        }
        set { connection.setHint(handle, "edgeAntialiasingMask", newValue) }
    }

    /// A Core Image compositing filter (nil): kept, not applied (no Core Image here).
    public var compositingFilter: Any? {
        get { connection.hint(handle, "compositingFilter", Any?.none) }
        set { connection.setHint(handle, "compositingFilter", newValue) }
    }

    /// Core Image filters for the layer (nil): kept, not applied.
    public var filters: [Any]? {
        get { connection.hint(handle, "filters", [Any]?.none) }
        set { connection.setHint(handle, "filters", newValue) }
    }

    /// Core Image filters for what is behind the layer (nil): kept, not applied.
    public var backgroundFilters: [Any]? {
        get { connection.hint(handle, "backgroundFilters", [Any]?.none) }
        set { connection.setHint(handle, "backgroundFilters", newValue) }
    }

    // MARK: Display and layout cycle

    /// Marks part of the layer for display (the whole layer is marked, as the host redraws
    /// whole layers).
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether the layer is marked for display.
    public func needsDisplay() -> Bool { connection.hint(handle, "needsDisplay", false) }

    /// Runs ``display()`` when the layer is marked, and clears the mark.
    public func displayIfNeeded() {
        guard needsDisplay() else { return }
        connection.setHint(handle, "needsDisplay", nil)
        display()
    }

    /// Whether the layer is marked for layout.
    public func needsLayout() -> Bool { connection.hint(handle, "needsLayout", false) }

    /// Runs ``layoutSublayers()`` when the layer is marked, and clears the mark.
    public func layoutIfNeeded() {
        guard needsLayout() else { return }
        connection.setHint(handle, "needsLayout", nil)
        layoutSublayers()
    }
}

/// The rest of `CAMediaTiming` on a layer: its own duration, repeats and fill (a layer's time
/// rarely uses them; Core Animation's defaults). Kept and read back: the host applies a
/// layer's `speed`, `timeOffset` and `beginTime` (see ``CALayer/speed``), not these.
extension CALayer {
    /// The duration of the layer's own time (0).
    public var duration: CFTimeInterval {
        get { connection.hint(handle, "duration", 0) }
        set { connection.setHint(handle, "duration", newValue) }
    }
    /// Repeats of the layer's time (0).
    public var repeatCount: Float {
        get { connection.hint(handle, "repeatCount", 0) }
        set { connection.setHint(handle, "repeatCount", newValue) }
    }
    /// Seconds of repeating (0).
    public var repeatDuration: CFTimeInterval {
        get { connection.hint(handle, "repeatDuration", 0) }
        set { connection.setHint(handle, "repeatDuration", newValue) }
    }
    /// Whether the layer's time plays back and forth (false).
    public var autoreverses: Bool {
        get { connection.hint(handle, "autoreverses", false) }
        set { connection.setHint(handle, "autoreverses", newValue) }
    }
    /// The layer's time's fill mode (`.removed`).
    public var fillMode: CAMediaTimingFillMode {
        get { connection.hint(handle, "fillMode", .removed) }
        set { connection.setHint(handle, "fillMode", newValue) }
    }
}
