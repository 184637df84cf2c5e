/// Core Animation's `CALayerDelegate`: what a layer asks its delegate (a view's layer asks its
/// view, as in UIKit). Every method is optional, as in Core Animation: the defaults do nothing
/// and give no action.
public protocol CALayerDelegate: AnyObject {
    /// Updates the layer's contents (called by `display()`).
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Told just before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers (called by `layoutSublayers()`).
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on the layer (nil: go on searching; `NSNull`: no action).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Does nothing.
    public func display(_ layer: CALayer) {}
    /// Does nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Nil: no action of the delegate's.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// A view is its layer's delegate, as in UIKit.
extension UIView: CALayerDelegate {}

/// A layer's delegate, held weakly as Core Animation holds it.
struct WeakLayerDelegate {
    weak var delegate: CALayerDelegate?
    init(_ delegate: CALayerDelegate) { self.delegate = delegate }
}
