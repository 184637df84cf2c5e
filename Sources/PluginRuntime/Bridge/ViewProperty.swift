import AnimationCore
import CAnimatorABI

/// The view properties of the ABI (`AP_PROP_*`): each one's name for messages and the C type
/// its setter and getter take, so one generic path (``HostTable/set(_:_:_:_:_:)`` and
/// ``HostTable/get(_:_:_:_:_:_:)``) serves every typed `view_set_*` / `view_get_*` function.
enum ViewProperty {
    /// The C type of a property's value, named as in `view_set_<type>`.
    enum ValueType: String { case rect, point, affine, transform3d, number, bool, color, string }

    /// The first property id ABI 1.1 added (`AP_PROP_DOUBLE_SIDED`): ids from here on are
    /// unknown to a 1.0 table.
    static let firstOf1_1 = ap_property(AP_PROP_DOUBLE_SIDED)

    /// The ABI minor that added property `p` (0 for 1.0's): a table handed out as an older
    /// minor's does not know it.
    static func minor(_ p: ap_property) -> UInt32 {
        p == AP_PROP_ANCHOR_POINT_Z ? 4 : p == AP_PROP_TAG ? 3 : p < firstOf1_1 ? 0 : 1
    }

    /// The property's name as UIKit spells it, for messages.
    static func name(_ p: ap_property) -> String {
        switch p {
        case AP_PROP_FRAME: return "frame"
        case AP_PROP_BOUNDS: return "bounds"
        case AP_PROP_CENTER: return "center"
        case AP_PROP_ANCHOR_POINT: return "anchorPoint"
        case AP_PROP_TRANSFORM: return "transform"
        case AP_PROP_TRANSFORM3D: return "transform3d"
        case AP_PROP_ALPHA: return "alpha"
        case AP_PROP_HIDDEN: return "hidden"
        case AP_PROP_BACKGROUND_COLOR: return "backgroundColor"
        case AP_PROP_CORNER_RADIUS: return "cornerRadius"
        case AP_PROP_CLIPS_TO_BOUNDS: return "clipsToBounds"
        case AP_PROP_Z_POSITION: return "zPosition"
        case AP_PROP_TITLE: return "title"
        case AP_PROP_DOUBLE_SIDED: return "isDoubleSided"
        case AP_PROP_SUBLAYER_TRANSFORM: return "sublayerTransform"
        case AP_PROP_BORDER_WIDTH: return "borderWidth"
        case AP_PROP_BORDER_COLOR: return "borderColor"
        case AP_PROP_SHADOW_COLOR: return "shadowColor"
        case AP_PROP_SHADOW_OPACITY: return "shadowOpacity"
        case AP_PROP_SHADOW_RADIUS: return "shadowRadius"
        case AP_PROP_SHADOW_OFFSET: return "shadowOffset"
        case AP_PROP_FILL_COLOR: return "fillColor"
        case AP_PROP_STROKE_COLOR: return "strokeColor"
        case AP_PROP_LINE_WIDTH: return "lineWidth"
        case AP_PROP_STROKE_START: return "strokeStart"
        case AP_PROP_STROKE_END: return "strokeEnd"
        case AP_PROP_MITER_LIMIT: return "miterLimit"
        case AP_PROP_LINE_CAP: return "lineCap"
        case AP_PROP_LINE_JOIN: return "lineJoin"
        case AP_PROP_FILL_RULE: return "fillRule"
        case AP_PROP_SPEED: return "speed"
        case AP_PROP_TIME_OFFSET: return "timeOffset"
        case AP_PROP_BEGIN_TIME: return "beginTime"
        case AP_PROP_IMPLICIT_ACTIONS: return "implicitActions"
        case AP_PROP_TAG: return "tag"
        case AP_PROP_ANCHOR_POINT_Z: return "anchorPointZ"
        default: return "property \(p)"
        }
    }

    /// The value type of a property, nil for an unknown one (an enum, not a string: this runs
    /// on every set).
    @inline(__always)
    static func type(_ p: ap_property) -> ValueType? {
        switch p {
        case AP_PROP_FRAME, AP_PROP_BOUNDS: return .rect
        case AP_PROP_CENTER, AP_PROP_ANCHOR_POINT, AP_PROP_SHADOW_OFFSET: return .point
        case AP_PROP_TRANSFORM: return .affine
        case AP_PROP_TRANSFORM3D, AP_PROP_SUBLAYER_TRANSFORM: return .transform3d
        case AP_PROP_ALPHA, AP_PROP_CORNER_RADIUS, AP_PROP_Z_POSITION, AP_PROP_BORDER_WIDTH, AP_PROP_SHADOW_OPACITY,
            AP_PROP_SHADOW_RADIUS,
            AP_PROP_LINE_WIDTH, AP_PROP_STROKE_START, AP_PROP_STROKE_END, AP_PROP_MITER_LIMIT, AP_PROP_LINE_CAP,
            AP_PROP_LINE_JOIN,
            AP_PROP_FILL_RULE, AP_PROP_SPEED, AP_PROP_TIME_OFFSET, AP_PROP_BEGIN_TIME, AP_PROP_TAG,
            AP_PROP_ANCHOR_POINT_Z:
            return .number
        case AP_PROP_HIDDEN, AP_PROP_CLIPS_TO_BOUNDS, AP_PROP_DOUBLE_SIDED, AP_PROP_IMPLICIT_ACTIONS: return .bool
        case AP_PROP_BACKGROUND_COLOR, AP_PROP_BORDER_COLOR, AP_PROP_SHADOW_COLOR, AP_PROP_FILL_COLOR,
            AP_PROP_STROKE_COLOR:
            return .color
        case AP_PROP_TITLE: return .string
        default: return nil
        }
    }
}

/// A C value type that view properties take. Each conformance knows which properties have its
/// type, how to check it, how to set them on a view and how to read them from a layer state.
protocol ViewPropertyValue {
    /// The properties of this type.
    static var type: ViewProperty.ValueType { get }
    /// False when any number in it is NaN or infinite (such a value is refused).
    var isFinite: Bool { get }
    /// False when a coordinate, size, length or transform component in it, as property `p`
    /// uses it, is beyond ±``FrameBudget/maximumCoordinate`` (refused like a NaN: larger
    /// positions only make the front end draw and print numbers no screen shows).
    func isInRange(_ p: ap_property) -> Bool
    /// Sets property `p` (known to have this type) of `view`; returns why the value is
    /// refused (after "view_set_x(name) "), or nil when it was set.
    func apply(_ p: ap_property, to view: View) -> String?
    /// Property `p` (known to have this type) of `state`, the model or presentation of
    /// `layer`, whose `extras` (the model's, or with their explicit animations applied for the
    /// presentation) hold the properties kept beside the state (border, shadow colour, radius
    /// and offset, sublayer transform, the shape's stroke style).
    init(_ p: ap_property, of state: LayerState, layer: Layer, extras: LayerExtras)
}

extension Double: ViewPropertyValue {
    static var type: ViewProperty.ValueType { .number }
    /// Times (speed, time offset, begin time) are not coordinates; every other number is a
    /// length, a depth or a unit value, bounded like a coordinate.
    func isInRange(_ p: ap_property) -> Bool {
        switch p {
        case AP_PROP_SPEED, AP_PROP_TIME_OFFSET, AP_PROP_BEGIN_TIME: return true
        // A tag is a number, not a coordinate: any integer a double holds exactly.
        case AP_PROP_TAG: return abs(self) <= 9_007_199_254_740_992
        default: return FrameBudget.inRange(self)
        }
    }
    @inline(__always)
    func apply(_ p: ap_property, to view: View) -> String? {
        switch p {
        case AP_PROP_TAG:
            guard let tag = Int(exactly: self) else { return "with \(self); a tag is an integer" }
            view.layer.tag = tag
        case AP_PROP_ALPHA: view.alpha = Swift.min(1, Swift.max(0, self))
        case AP_PROP_ANCHOR_POINT_Z: view.layer.anchorPointZ = self
        case AP_PROP_CORNER_RADIUS:
            guard self >= 0 else { return "with \(self); a radius cannot be negative" }
            view.cornerRadius = self
        case AP_PROP_BORDER_WIDTH:
            guard self >= 0 else { return "with \(self); a border width cannot be negative" }
            view.layer.borderWidth = self
        case AP_PROP_SHADOW_OPACITY: view.layer.shadowOpacity = Swift.min(1, Swift.max(0, self))
        case AP_PROP_SHADOW_RADIUS:
            guard self >= 0 else { return "with \(self); a shadow radius cannot be negative" }
            view.layer.extras.shadowRadius = self
        case AP_PROP_LINE_WIDTH:
            guard self >= 0 else { return "with \(self); a line width cannot be negative" }
            view.layer.lineWidth = self
        case AP_PROP_STROKE_START: view.layer.strokeStart = Swift.min(1, Swift.max(0, self))
        case AP_PROP_STROKE_END: view.layer.strokeEnd = Swift.min(1, Swift.max(0, self))
        case AP_PROP_MITER_LIMIT:
            guard self >= 0 else { return "with \(self); a miter limit cannot be negative" }
            view.layer.extras.miterLimit = self
        case AP_PROP_LINE_CAP, AP_PROP_LINE_JOIN, AP_PROP_FILL_RULE: return applyChoice(p, to: view)
        case AP_PROP_SPEED, AP_PROP_TIME_OFFSET, AP_PROP_BEGIN_TIME:
            var t = view.layer.timing
            switch p {
            case AP_PROP_SPEED: t.speed = self
            case AP_PROP_TIME_OFFSET: t.timeOffset = self
            default: t.beginTime = self
            }
            view.layer.setTimingForClient(t)
        default: view.layer.zPosition = self
        }
        return nil
    }

    /// The enumerated shape properties, sent as their AP_LINE_CAP_* / AP_LINE_JOIN_* /
    /// AP_FILL_RULE_* numbers.
    private func applyChoice(_ p: ap_property, to view: View) -> String? {
        let i = Int(exactly: self) ?? -1
        switch p {
        case AP_PROP_LINE_CAP:
            guard StrokeStyle.Cap.allCases.indices.contains(i) else {
                return "with \(self); use AP_LINE_CAP_BUTT, _ROUND or _SQUARE"
            }
            view.layer.extras.lineCap = StrokeStyle.Cap.allCases[i]
        case AP_PROP_LINE_JOIN:
            guard StrokeStyle.Join.allCases.indices.contains(i) else {
                return "with \(self); use AP_LINE_JOIN_MITER, _ROUND or _BEVEL"
            }
            view.layer.extras.lineJoin = StrokeStyle.Join.allCases[i]
        default:
            guard i == 0 || i == 1 else { return "with \(self); use AP_FILL_RULE_NON_ZERO or AP_FILL_RULE_EVEN_ODD" }
            view.layer.extras.fillRule = i == 0 ? .nonZero : .evenOdd
        }
        return nil
    }
    init(_ p: ap_property, of s: LayerState, layer: Layer, extras x: LayerExtras) {
        switch p {
        case AP_PROP_ALPHA: self = s.opacity
        case AP_PROP_CORNER_RADIUS: self = s.cornerRadius
        case AP_PROP_BORDER_WIDTH: self = x.borderWidth
        case AP_PROP_SHADOW_OPACITY: self = s.shadowOpacity
        case AP_PROP_SHADOW_RADIUS: self = x.shadowRadius
        case AP_PROP_LINE_WIDTH: self = s.lineWidth
        case AP_PROP_STROKE_START: self = s.strokeStart
        case AP_PROP_STROKE_END: self = s.strokeEnd
        case AP_PROP_MITER_LIMIT: self = x.miterLimit
        case AP_PROP_LINE_CAP: self = Double(StrokeStyle.Cap.allCases.firstIndex(of: x.lineCap) ?? 0)
        case AP_PROP_LINE_JOIN: self = Double(StrokeStyle.Join.allCases.firstIndex(of: x.lineJoin) ?? 0)
        case AP_PROP_FILL_RULE: self = x.fillRule == .evenOdd ? 1 : 0
        case AP_PROP_SPEED: self = layer.timing.speed
        case AP_PROP_TIME_OFFSET: self = layer.timing.timeOffset
        case AP_PROP_BEGIN_TIME: self = layer.timing.beginTime
        case AP_PROP_TAG: self = Double(layer.tag)
        case AP_PROP_ANCHOR_POINT_Z: self = s.anchorPointZ
        default: self = s.zPosition
        }
    }
}

extension Bool: ViewPropertyValue {
    static var type: ViewProperty.ValueType { .bool }
    var isFinite: Bool { true }
    func isInRange(_ p: ap_property) -> Bool { true }
    func apply(_ p: ap_property, to view: View) -> String? {
        switch p {
        case AP_PROP_HIDDEN: view.isHidden = self
        case AP_PROP_DOUBLE_SIDED: view.layer.isDoubleSided = self
        case AP_PROP_IMPLICIT_ACTIONS: view.layer.hasImplicitActions = self
        default: view.clipsToBounds = self
        }
        return nil
    }
    init(_ p: ap_property, of s: LayerState, layer: Layer, extras x: LayerExtras) {
        switch p {
        case AP_PROP_HIDDEN: self = s.isHidden
        case AP_PROP_DOUBLE_SIDED: self = s.isDoubleSided
        case AP_PROP_IMPLICIT_ACTIONS: self = layer.hasImplicitActions
        default: self = s.masksToBounds
        }
    }
}

extension ap_point: ViewPropertyValue {
    static var type: ViewProperty.ValueType { .point }
    var isFinite: Bool { x.isFinite && y.isFinite }
    func isInRange(_ p: ap_property) -> Bool { FrameBudget.inRange(x, y) }
    func apply(_ p: ap_property, to view: View) -> String? {
        switch p {
        case AP_PROP_CENTER: view.center = Point(self)
        case AP_PROP_SHADOW_OFFSET: view.layer.extras.shadowOffset = Point(self)
        default: view.layer.anchorPoint = Point(self)
        }
        return nil
    }
    init(_ p: ap_property, of s: LayerState, layer: Layer, extras x: LayerExtras) {
        switch p {
        case AP_PROP_CENTER: self = s.position.cValue
        case AP_PROP_SHADOW_OFFSET: self = x.shadowOffset.cValue
        default: self = s.anchorPoint.cValue
        }
    }
}

extension ap_rect: ViewPropertyValue {
    static var type: ViewProperty.ValueType { .rect }
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
    func isInRange(_ p: ap_property) -> Bool { FrameBudget.inRange(origin.x, origin.y, size.width, size.height) }
    func apply(_ p: ap_property, to view: View) -> String? {
        if p == AP_PROP_FRAME { view.frame = Rect(self) } else { view.bounds = Rect(self) }
        return nil
    }
    init(_ p: ap_property, of s: LayerState, layer: Layer, extras x: LayerExtras) {
        self = (p == AP_PROP_FRAME ? s.frame : s.bounds).cValue
    }
}

extension ap_affine: ViewPropertyValue {
    static var type: ViewProperty.ValueType { .affine }
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
    func isInRange(_ p: ap_property) -> Bool { FrameBudget.inRange(a, b, c, d, tx, ty) }
    func apply(_ p: ap_property, to view: View) -> String? {
        view.transform = Transform2D(self)
        return nil
    }
    init(_ p: ap_property, of s: LayerState, layer: Layer, extras x: LayerExtras) { self = s.transform.affine.cValue }
}

extension ap_transform3d: ViewPropertyValue {
    static var type: ViewProperty.ValueType { .transform3d }
    var isFinite: Bool { Transform3D(self).isFinite }
    func isInRange(_ p: ap_property) -> Bool {
        let t = Transform3D(self)
        return FrameBudget.inRange(t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24)
            && FrameBudget.inRange(t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44)
    }
    func apply(_ p: ap_property, to view: View) -> String? {
        if p == AP_PROP_SUBLAYER_TRANSFORM {
            view.layer.sublayerTransform = Transform3D(self)
        } else {
            view.layer.transform = Transform3D(self)
        }
        return nil
    }
    init(_ p: ap_property, of s: LayerState, layer: Layer, extras x: LayerExtras) {
        self = (p == AP_PROP_SUBLAYER_TRANSFORM ? x.sublayerTransform : s.transform).cValue
    }
}

extension ap_color: ViewPropertyValue {
    static var type: ViewProperty.ValueType { .color }
    var isFinite: Bool { r.isFinite && g.isFinite && b.isFinite && a.isFinite }
    /// Components are clamped to 0…1, so any finite colour is in range.
    func isInRange(_ p: ap_property) -> Bool { true }
    func apply(_ p: ap_property, to view: View) -> String? {
        func unit(_ x: Double) -> Double { Swift.min(1, Swift.max(0, x)) }
        let c = Color(red: unit(r), green: unit(g), blue: unit(b), alpha: unit(a))
        switch p {
        case AP_PROP_BORDER_COLOR: view.layer.borderColor = c
        case AP_PROP_SHADOW_COLOR: view.layer.extras.shadowColor = c
        case AP_PROP_FILL_COLOR: view.layer.fillColor = c
        case AP_PROP_STROKE_COLOR: view.layer.strokeColor = c
        default: view.backgroundColor = c
        }
        return nil
    }
    init(_ p: ap_property, of s: LayerState, layer: Layer, extras x: LayerExtras) {
        switch p {
        case AP_PROP_BORDER_COLOR: self = x.borderColor.cValue
        case AP_PROP_SHADOW_COLOR: self = x.shadowColor.cValue
        case AP_PROP_FILL_COLOR: self = s.fillColor.cValue
        case AP_PROP_STROKE_COLOR: self = s.strokeColor.cValue
        default: self = s.backgroundColor.cValue
        }
    }
}
