/// Core Animation's `CATransformLayer`: a layer that only arranges its sublayers in 3D (cube
/// faces, card stacks) and draws nothing of its own.
///
/// This host never flattens a layer into its parent's plane: every layer is drawn through its
/// whole chain of 3D transforms (each `transform`, `sublayerTransform` and `zPosition`, with
/// perspective), which is what a transform layer gives its sublayers on iOS. What is flattened
/// is the order: overlapping layers are painted in tree order (siblings by `zPosition`), not
/// sorted by depth per pixel, so faces that cross each other do not cut through one another.
/// As in Core Animation, the layer's own background, border, shadow, corner radius and
/// clipping are ignored: setting them keeps the defaults.
open class CATransformLayer: CALayer {
    /// A new transform layer (see ``CALayer/init()``).
    public override init() { super.init() }

    /// Ignored (a transform layer draws nothing of its own): always nil.
    open override var backgroundColor: CGColor? {
        get { nil }
        set {}
    }
    /// Ignored: always 0.
    open override var borderWidth: CGFloat {
        get { 0 }
        set {}
    }
    /// Ignored: always 0.
    open override var shadowOpacity: Float {
        get { 0 }
        set {}
    }
    /// Ignored: always 0.
    open override var cornerRadius: CGFloat {
        get { 0 }
        set {}
    }
    /// Ignored (sublayers are never clipped by a transform layer): always false.
    open override var masksToBounds: Bool {
        get { false }
        set {}
    }
}
