/// UIKit's `UICoordinateSpace`: something points and rectangles can be converted to and from —
/// a view (its bounds coordinates) or the screen (the host's root view's, the window's).
public protocol UICoordinateSpace: AnyObject {
    /// `point` in this space, in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `point` in `coordinateSpace`, in this space.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `rect` in this space, in `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// `rect` in `coordinateSpace`, in this space.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

// The conversions are `@_optimize(none)`: Swift 6.3's release pipeline crashed (signal 11, in
// OwnershipModelEliminator) specializing their existential argument; each body is one cast
// and one call, so nothing is lost.
/// A view's space is its bounds coordinates.
extension UIView: UICoordinateSpace {
    /// `point` in the view's bounds coordinates, in `coordinateSpace` (the screen's: the window's).
    @_optimize(none)
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        convert(point, to: coordinateSpace as? UIView)
    }
    /// `point` in `coordinateSpace`, in the view's bounds coordinates.
    @_optimize(none)
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        convert(point, from: coordinateSpace as? UIView)
    }
    /// `rect` in the view's bounds coordinates, in `coordinateSpace`.
    @_optimize(none)
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        convert(rect, to: coordinateSpace as? UIView)
    }
    /// `rect` in `coordinateSpace`, in the view's bounds coordinates.
    @_optimize(none)
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        convert(rect, from: coordinateSpace as? UIView)
    }
}

/// The screen's space is the window's (the host's root view's: the screen never rotates here,
/// so its `coordinateSpace` and `fixedCoordinateSpace` are the same).
extension UIScreen: UICoordinateSpace {
    /// `point` in screen coordinates, in `coordinateSpace`.
    @_optimize(none)
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convert(point, from: nil) ?? point
    }
    /// `point` in `coordinateSpace`, in screen coordinates.
    @_optimize(none)
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convert(point, to: nil) ?? point
    }
    /// `rect` in screen coordinates, in `coordinateSpace`.
    @_optimize(none)
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView)?.convert(rect, from: nil) ?? rect
    }
    /// `rect` in `coordinateSpace`, in screen coordinates.
    @_optimize(none)
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView)?.convert(rect, to: nil) ?? rect
    }

    /// The screen's space (itself, as UIKit's).
    public var coordinateSpace: UICoordinateSpace { self }
    /// The screen's fixed, portrait-up space: the same here (nothing rotates).
    public var fixedCoordinateSpace: UICoordinateSpace { self }
    /// The screen's traits: the host's (light, compact width, regular height).
    public var traitCollection: UITraitCollection { .current }
    /// The most frames a second the screen shows: 60 (the host's frame clock).
    public var maximumFramesPerSecond: Int { 60 }
    /// The screens: the main one.
    public static var screens: [UIScreen] { [main] }

    /// A frozen copy of what the screen shows (the host's root view), or nil before any
    /// transition has shown it.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let c = HostConnection.current, let root = c.rootView,
            let view = UIView.make(ap_view(bits: root), c)
        else { return nil }
        return view.snapshotView(afterScreenUpdates: afterUpdates)
    }
}
