/// UIKit's `UITimingCurveType`: what a ``UITimingCurveProvider`` describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic, spring, composed
}

/// UIKit's `UITimingCurveProvider`: a curve for property animators and interactive
/// transitions, cubic or spring.
public protocol UITimingCurveProvider: AnyObject {
    /// Which kind of curve it is.
    var timingCurveType: UITimingCurveType { get }
    /// Its cubic curve, if it is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// Its spring, if it is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// UIKit's `UICubicTimingParameters`: a cubic Bézier timing curve from (0, 0) to (1, 1).
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The standard curve it was made from (ease in-out for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The control points, unit coordinates.
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The ease in-out curve (UIKit's default).
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of the four standard curves (Core Animation's control points).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = UICubicTimingParameters.controlPoints(of: curve)
    }

    /// A custom curve.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// The control points of a standard curve.
    static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: return (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: return (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    /// `.cubic`.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// UIKit's `UISpringTimingParameters`: a spring given by a damping ratio (it then lasts the
/// animator's duration, as `UIView.animate(…usingSpringWithDamping:…)`), or by mass,
/// stiffness and damping (it then runs until it settles, the duration ignored, as UIKit
/// does), with an initial velocity relative to the distance to travel (per second).
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// How the spring was given.
    enum Form: Equatable {
        case ratio(CGFloat)
        case physics(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }
    let form: Form
    /// The initial velocity, relative to the distance to travel, per second (UIKit uses its
    /// `dx` for one-dimensional properties; this host uses `dx` for all).
    public let initialVelocity: CGVector

    /// A critically damped spring (damping ratio 1).
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    /// A spring with this damping ratio (1: critically damped; smaller: it overshoots).
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring with this damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        form = .ratio(ratio)
        initialVelocity = velocity
    }

    /// A physical spring (it runs until it settles; the animator's duration is ignored).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        form = .physics(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
    }

    /// The damping ratio, for a spring given by one (nil for a physical spring).
    var dampingRatio: CGFloat? { if case let .ratio(r) = form { return r } else { return nil } }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
