/// Core Animation's fill modes.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A fill mode by name (an unknown one acts as `removed`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Applies only while active (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the end value after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Holds the start value before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var c_value: ap_fill_mode {
        switch self {
        case .forwards: return AP_FILL_FORWARDS
        case .backwards: return AP_FILL_BACKWARDS
        case .both: return AP_FILL_BOTH
        default: return AP_FILL_REMOVED
        }
    }
}

/// Core Animation's `CAAnimationDelegate`; both methods are optional, as in Core Animation.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (at the first frame it applies).
    func animationDidStart(_ anim: CAAnimation)
    /// It ended (`flag` true) or was removed before its end (false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing unless implemented.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing unless implemented.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Core Animation's `CAAnimation`: timing, the delegate (held strongly, as Core Animation
/// does) and whether it leaves the layer at its end. Explicit animations need a host of
/// plugin ABI 1.1; on a 1.0 host `CALayer.add(_:forKey:)` logs an error and the delegate is
/// told the animation stopped unfinished.
open class CAAnimation: NSObject {
    /// The curve (nil: linear, Core Animation's default for explicit animations).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when it starts and stops.
    open var delegate: CAAnimationDelegate?
    /// False: it stays on the layer after its end (with `fillMode` `.forwards` it goes on
    /// showing its end value) until removed.
    open var isRemovedOnCompletion = true
    /// In the layer's time; 0 means now (`CACurrentMediaTime() + delay` for a delay).
    open var beginTime: CFTimeInterval = 0
    /// Seconds of one pass; 0 means 0.25.
    open var duration: CFTimeInterval = 0
    /// Rate of its time.
    open var speed: Float = 1
    /// Seconds added to its time.
    open var timeOffset: CFTimeInterval = 0
    /// Passes (fractional allowed, `.infinity` forever); 0 means once.
    open var repeatCount: Float = 0
    /// Seconds of repeating instead of a count.
    open var repeatDuration: CFTimeInterval = 0
    /// Plays each pass backwards after forwards.
    open var autoreverses = false
    /// Before its begin time and after its end.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The frame rates it would like (iOS 15): kept and read back; the host renders every
    /// animation at its run's one rate.
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// Values set for keys that name none of its properties (``setValue(_:forKey:)``).
    var keyedValues: [String: Any] = [:]

    /// An animation with Core Animation's defaults.
    public override init() { super.init() }

    /// Calls `body` with the C form (its pointers valid during the call; the key path and the
    /// callbacks are the caller's to fill in); false, without calling it, when a value has no
    /// C form or the kind is not one the ABI has.
    func withCValue(_ body: (inout ap_layer_animation) -> Void) -> Bool { false }

    /// A struct of this SDK's size with the timing fields filled in.
    func baseCValue(_ kind: ap_layer_animation_kind) -> ap_layer_animation {
        var a = ap_layer_animation()
        a.struct_size = UInt32(MemoryLayout<ap_layer_animation>.size)
        a.kind = kind
        fillTiming(&a)
        return a
    }

    /// The timing fields every kind shares.
    func fillTiming(_ a: inout ap_layer_animation) {
        a.duration = duration
        a.begin_time = beginTime
        a.speed = Double(speed)
        a.time_offset = timeOffset
        a.repeat_count = Double(repeatCount)
        a.repeat_duration = repeatDuration
        a.autoreverses = autoreverses
        a.keep_after_end = !isRemovedOnCompletion
        a.fill_mode = fillMode.c_value
        if (self as? CAPropertyAnimation)?.isAdditive == true { a.flags |= AP_LAYER_ANIM_FLAG_ADDITIVE }
        if (self as? CAPropertyAnimation)?.isCumulative == true { a.flags |= AP_LAYER_ANIM_FLAG_CUMULATIVE }
        if let f = timingFunction {
            a.has_timing_function = true
            (a.control1, a.control2) = f.controlPoints
        }
    }
}

/// Core Animation's `CAPropertyAnimation`: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    /// The key path it animates ("opacity", "position.x", "transform.rotation.z", ...).
    open var keyPath: String?
    /// The value is added to what the layer shows (a shake around wherever the view is).
    open var isAdditive = false
    /// Each repeat goes on from where the last ended (from/to animations).
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// Core Animation's `CABasicAnimation`: from a value to another, by Core Animation's
/// from/to/by rules. Values may be numbers (`Double`, `CGFloat`, `Float`, `Int`, `NSNumber`),
/// `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGAffineTransform` or `UIColor`/`CGColor`.
open class CABasicAnimation: CAPropertyAnimation {
    /// `fromValue` (nil: what the layer shows when it is added).
    open var fromValue: Any?
    /// `toValue`.
    open var toValue: Any?
    /// `byValue`.
    open var byValue: Any?

    var kind: ap_layer_animation_kind { AP_LAYER_ANIM_BASIC }

    override func withCValue(_ body: (inout ap_layer_animation) -> Void) -> Bool {
        let paths = PathPack(gradientKey: keyPath)
        guard let from = LayerAnimationValue.c(fromValue, paths), let to = LayerAnimationValue.c(toValue, paths),
            let by = LayerAnimationValue.c(byValue, paths)
        else { return false }
        var a = baseCValue(kind)
        a.from_value = from
        a.to_value = to
        a.by_value = by
        fillSpring(&a)
        paths.withC(&a, body)
        return true
    }

    func fillSpring(_ a: inout ap_layer_animation) {}
}

/// Core Animation's `CASpringAnimation`: a damped spring from `fromValue` to `toValue`, which
/// runs for `duration` (set it to `settlingDuration` to see it settle).
open class CASpringAnimation: CABasicAnimation {
    /// Mass, > 0.
    open var mass: CGFloat = 1
    /// Stiffness, > 0.
    open var stiffness: CGFloat = 100
    /// Damping, > 0.
    open var damping: CGFloat = 10
    /// Initial velocity in distances per second, positive towards the end.
    open var initialVelocity: CGFloat = 0

    override var kind: ap_layer_animation_kind { AP_LAYER_ANIM_SPRING }

    override func fillSpring(_ a: inout ap_layer_animation) {
        a.mass = Double(mass)
        a.stiffness = Double(stiffness)
        a.damping = Double(damping)
        a.initial_velocity = Double(initialVelocity)
    }

    /// How long until the spring stays within 0.1 % of its end: when the envelope of its
    /// oscillation (or its critical/over-damped decay) falls below 0.001, from the closed form.
    /// Apple's own estimate uses a criterion it does not publish (about 2.85 s against this
    /// 2.78 s for damping 5), so the two may differ slightly.
    open var settlingDuration: CFTimeInterval {
        let m = Double(mass), k = Double(stiffness), c = Double(damping), v = Double(initialVelocity)
        guard m > 0, k > 0, c > 0 else { return .infinity }
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v) / wd
            return max(0, log((1 + b * b).squareRoot() / 1e-3) / (zeta * w0))
        }
        // Critical (and over-damped, decaying no faster): (1 + (ω₀ − v)t) e^(−ω₀t) < 1e-3.
        var t = 0.0
        while t < 600, abs((1 + (w0 - v) * t) * exp(-w0 * t)) >= 1e-3 { t += 0.001 }
        return t
    }
}

/// Core Animation's `CAAnimationGroup`: animations of one layer run together (see
/// `CALayer.add(_:forKey:)` for what of a group's timing applies to them).
open class CAAnimationGroup: CAAnimation {
    /// The animations.
    open var animations: [CAAnimation]?

    /// This group's identity, for the connection's record of its running animations.
    var identity: ObjectIdentifier { ObjectIdentifier(self) }

    /// The group's timing, put on one of its animations' C form.
    func applyGroupTiming(to a: inout ap_layer_animation, child: CAAnimation) {
        if child.duration == 0, duration > 0 { a.duration = duration }
        let groupSpeed = speed == 0 ? 1 : Double(speed)
        if groupSpeed != 1 {
            // The group's rate runs its animations' time.
            a.speed = Double(child.speed == 0 ? 1 : child.speed) * groupSpeed
        }
        clip(&a, child: child)
        repeatGroup(&a, child: child)
        if beginTime != 0 {
            a.begin_time = beginTime + child.beginTime / groupSpeed
        } else if child.beginTime != 0 {
            // "Now" is the host's to decide (0); the child's delay goes into its own time.
            a.begin_time = 0
            a.time_offset = child.timeOffset - child.beginTime * Double(child.speed == 0 ? 1 : child.speed)
        }
        if fillMode != .removed { a.fill_mode = fillMode.c_value }
        if !isRemovedOnCompletion { a.keep_after_end = true }
        if child.timingFunction == nil, let f = timingFunction {
            a.has_timing_function = true
            (a.control1, a.control2) = f.controlPoints
        }
    }
}

/// Core Animation's `CATransition`: the layer's content as it was at the last frame gives way
/// to its content now — fading, moving in, pushing or revealing from a side — clipped to the
/// layer's bounds. Add it to the layer whose sublayers change (before or after changing them,
/// in the same turn), usually under `kCATransition`. ABI 1.1.
open class CATransition: CAAnimation {
    /// How the pictures trade places (default `.fade`).
    open var type: CATransitionType = .fade
    /// The side the new content comes from (nil: from the left, as Core Animation).
    open var subtype: CATransitionSubtype?
    /// The part of the transition to play, 0…1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    override func withCValue(_ body: (inout ap_layer_animation) -> Void) -> Bool {
        var a = baseCValue(AP_LAYER_ANIM_TRANSITION)
        a.transition_type = type.c_value
        a.transition_subtype = type.impliedSubtype ?? subtype?.c_value ?? AP_TRANSITION_FROM_LEFT
        a.start_progress = Double(startProgress)
        a.end_progress = Double(endProgress)
        body(&a)
        return true
    }
}

/// Core Animation's transition types.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// Apple's private names this host plays: "oglFlip" (and "flip") turns the layer over
    /// (with the subtype's side), "pageCurl" lifts the old content away upwards, "pageUnCurl"
    /// lays the new content down. Other unknown names ("cube", "rippleEffect"…) play as a
    /// fade.
    var c_value: UInt32 {
        switch rawValue {
        case "moveIn": return AP_TRANSITION_MOVE_IN
        case "push": return AP_TRANSITION_PUSH
        case "reveal": return AP_TRANSITION_REVEAL
        case "oglFlip", "flip": return AP_TRANSITION_FLIP
        case "pageCurl", "pageUnCurl": return AP_TRANSITION_CURL
        default: return AP_TRANSITION_FADE
        }
    }

    /// The side a curl's private name implies (nil: the subtype's).
    var impliedSubtype: UInt32? {
        switch rawValue {
        case "pageCurl": return AP_TRANSITION_FROM_BOTTOM
        case "pageUnCurl": return AP_TRANSITION_FROM_TOP
        default: return nil
        }
    }
}

/// Core Animation's transition subtypes.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
    var c_value: UInt32 {
        switch self {
        case .fromRight: return AP_TRANSITION_FROM_RIGHT
        case .fromTop: return AP_TRANSITION_FROM_TOP
        case .fromBottom: return AP_TRANSITION_FROM_BOTTOM
        default: return AP_TRANSITION_FROM_LEFT
        }
    }
}

/// The pre-Swift 4.2 spellings, and the key transitions are added under.
public let kCATransition = "transition"
public let kCATransitionFade = CATransitionType.fade
public let kCATransitionMoveIn = CATransitionType.moveIn
public let kCATransitionPush = CATransitionType.push
public let kCATransitionReveal = CATransitionType.reveal
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
public let kCATransitionFromRight = CATransitionSubtype.fromRight
public let kCATransitionFromTop = CATransitionSubtype.fromTop
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

/// Core Animation's rotation modes for motion along a path.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

extension CAAnimationGroup {
    /// Cuts `child` at the group's end, as Core Animation's group duration does: an animation
    /// that would run past it stops there (holding its value there if the group fills
    /// forwards), by limiting its active duration (its own time, after its speed).
    /// The group's repeat and autoreverse, carried by an animation that fills the group's
    /// whole pass exactly (it begins with the group, at the group's rate, once, lasting the
    /// group's duration): repeating or reversing the group's time is then the same as
    /// repeating or reversing the animation's own. Other animations keep one pass of the
    /// group (the C form has no nested timing; README, "Not yet like Core Animation").
    func repeatGroup(_ a: inout ap_layer_animation, child: CAAnimation) {
        guard repeatCount > 0 || repeatDuration > 0 || autoreverses else { return }
        let groupDuration = duration > 0 ? duration : 0.25
        let childDuration = a.duration > 0 ? a.duration : 0.25
        guard child.beginTime == 0, child.speed == 1 || child.speed == 0, child.timeOffset == 0,
            child.repeatCount == 0, child.repeatDuration == 0, !child.autoreverses,
            abs(childDuration - groupDuration) <= 1e-9 * groupDuration
        else { return }
        a.repeat_count = Double(repeatCount)
        a.repeat_duration = repeatDuration
        a.autoreverses = autoreverses
    }

    func clip(_ a: inout ap_layer_animation, child: CAAnimation) {
        guard duration > 0 else { return }
        let d = a.duration > 0 ? a.duration : 0.25
        let period = d * (child.autoreverses ? 2 : 1)
        let active =
            child.repeatDuration > 0
            ? child.repeatDuration : (child.repeatCount > 0 ? Double(child.repeatCount) * period : period)
        let childSpeed = abs(Double(child.speed == 0 ? 1 : child.speed))
        let available = max(0, duration - child.beginTime)
        guard active / childSpeed > available + 1e-12 else { return }
        a.repeat_duration = available * childSpeed
        a.repeat_count = 0
    }
}

/// Core Animation's keyframe calculation modes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A mode by name (an unknown one acts as `linear`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight between neighbouring values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed; key times are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Catmull-Rom spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

    var c_value: UInt32 {
        switch self {
        case .discrete: return AP_KEYFRAME_DISCRETE
        case .paced: return AP_KEYFRAME_PACED
        case .cubic: return AP_KEYFRAME_CUBIC
        case .cubicPaced: return AP_KEYFRAME_CUBIC_PACED
        default: return AP_KEYFRAME_LINEAR
        }
    }
}

/// Core Animation's `CAKeyframeAnimation`: `values` at `keyTimes` (evenly spaced without them),
/// moved between by `calculationMode`, the whole shaped by `timingFunction`, each segment by
/// its entry of `timingFunctions` (segments past their count are linear); or, for
/// `"position"`, motion along `path` (its vertices are the keyframes; `.paced` covers it at
/// constant speed; `rotationMode` turns the layer along it).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, of the key path's kind (as for ``CABasicAnimation``).
    open var values: [Any]?
    /// Times in [0, 1], ascending, one per value.
    open var keyTimes: [NSNumber]?
    /// How it moves between the values.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Per-segment curves: segment i, between key times i and i + 1, follows curve i.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// For `"position"`: the path to move along (in the superlayer's coordinates); `values`
    /// are then ignored.
    open var path: CGPath?
    /// Turning the layer to face along the path (nil: it keeps its orientation).
    open var rotationMode: CAAnimationRotationMode?

    /// The C form of motion along `motion`, key times (if any) one per vertex.
    private func withMotion(_ motion: CGPath, _ body: (inout ap_layer_animation) -> Void) -> Bool {
        var a = baseCValue(AP_LAYER_ANIM_KEYFRAME)
        a.calculation_mode = calculationMode.c_value
        if rotationMode == .rotateAuto { a.flags |= AP_LAYER_ANIM_FLAG_ROTATE_AUTO }
        if rotationMode == .rotateAutoReverse { a.flags |= AP_LAYER_ANIM_FLAG_ROTATE_AUTO_REVERSE }
        let times = keyTimes?.map(\.doubleValue) ?? []
        a.value_count = UInt32(times.count)
        motion.elements.withUnsafeBufferPointer { e in
            var p = ap_path(elements: e.baseAddress, count: UInt32(e.count), reserved: 0)
            times.withUnsafeBufferPointer { t in
                a.key_times = times.isEmpty ? nil : t.baseAddress
                withUnsafePointer(to: &p) {
                    a.motion_path = $0
                    body(&a)
                }
            }
        }
        return true
    }

    override func withCValue(_ body: (inout ap_layer_animation) -> Void) -> Bool {
        if let motion = path { return withMotion(motion, body) }
        guard let values, !values.isEmpty else { return false }
        let paths = PathPack(gradientKey: keyPath)
        let converted = values.map { LayerAnimationValue.c($0, paths) }
        guard converted.allSatisfy({ $0 != nil && $0!.type != AP_VALUE_NONE }) else { return false }
        let list = converted.map { $0! }
        let times = keyTimes?.map(\.doubleValue)
        if let times, times.count != list.count { return false }
        var a = baseCValue(AP_LAYER_ANIM_KEYFRAME)
        a.value_count = UInt32(list.count)
        a.calculation_mode = calculationMode.c_value
        let curves = (timingFunctions ?? []).flatMap { f -> [ap_point] in
            let (c1, c2) = f.controlPoints
            return [c1, c2]
        }
        a.timing_function_count = UInt32(curves.count / 2)
        curves.withUnsafeBufferPointer { c in
            a.timing_functions = c.baseAddress
            list.withUnsafeBufferPointer { v in
                a.values = v.baseAddress
                if let times {
                    times.withUnsafeBufferPointer { t in
                        a.key_times = t.baseAddress
                        paths.withC(&a, body)
                    }
                } else {
                    paths.withC(&a, body)
                }
            }
        }
        return true
    }
}

/// The paths and gradients an animation's values name (the ABI sends them in `paths` and
/// `gradients`, the values as indices), laid out in C form for the duration of one call.
final class PathPack {
    private var paths: [CGPath] = []
    /// A gradient snapshot: only the animated part of it counts.
    struct Gradient {
        var colors: [ap_color]
        var locations: [Double]?
        var start = ap_point(x: 0.5, y: 0), end = ap_point(x: 0.5, y: 1)
    }
    private var gradients: [Gradient] = []
    /// For a CAGradientLayer's "colors", "locations", "startPoint" or "endPoint": the key path,
    /// whose values become gradient snapshots.
    let gradientKey: String?

    init(gradientKey key: String? = nil) {
        gradientKey = key.flatMap { ["colors", "locations", "startPoint", "endPoint"].contains($0) ? $0 : nil }
    }

    /// Adds `p` and returns its index.
    func add(_ p: CGPath) -> Int {
        paths.append(p)
        return paths.count - 1
    }

    /// The gradient snapshot of `value` for the gradient key path, added; its index, or nil
    /// when the value is not what the key path takes (colours for `colors`, numbers for
    /// `locations`, a point for the ends).
    func addGradient(_ value: Any) -> Int? {
        let black = ap_color(r: 0, g: 0, b: 0, a: 1)
        var g: Gradient
        switch gradientKey {
        case "colors":
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap { ($0 as? UIColor)?.c_value }
            guard !colors.isEmpty, colors.count == list.count else { return nil }
            g = Gradient(colors: colors)
        case "locations":
            guard let list = value as? [Any] else { return nil }
            let numbers = list.compactMap(number(of:))
            guard !numbers.isEmpty, numbers.count == list.count else { return nil }
            g = Gradient(colors: Array(repeating: black, count: numbers.count), locations: numbers)
        default:
            let point: CGPoint
            if let p = value as? CGPoint {
                point = p
            } else if let box = value as? NSValue, let p = box.unboxed as? CGPoint {
                point = p
            } else {
                return nil
            }
            g = Gradient(colors: [black])
            if gradientKey == "startPoint" { g.start = point.c_value } else { g.end = point.c_value }
        }
        gradients.append(g)
        return gradients.count - 1
    }

    /// Calls `body` with `a`'s `paths` and `gradients` pointing at the C form of those added.
    func withC(_ a: inout ap_layer_animation, _ body: (inout ap_layer_animation) -> Void) {
        withPaths(&a) { a in withGradients(&a, body) }
    }

    private func withGradients(_ a: inout ap_layer_animation, _ body: (inout ap_layer_animation) -> Void) {
        guard !gradients.isEmpty else { return body(&a) }
        // Every colour and location list in one buffer each, kept for the call.
        let colors = gradients.flatMap(\.colors)
        let locations = gradients.flatMap { $0.locations ?? [] }
        colors.withUnsafeBufferPointer { c in
            locations.withUnsafeBufferPointer { l in
                var ci = 0, li = 0
                var list: [ap_gradient] = gradients.map { g in
                    var out = ap_gradient()
                    out.struct_size = UInt32(MemoryLayout<ap_gradient>.size)
                    out.count = UInt32(g.colors.count)
                    out.colors = c.baseAddress.map { $0 + ci }
                    ci += g.colors.count
                    if let loc = g.locations {
                        out.locations = l.baseAddress.map { $0 + li }
                        li += loc.count
                    }
                    out.start_point = g.start
                    out.end_point = g.end
                    out.type = AP_GRADIENT_AXIAL
                    return out
                }
                list.withUnsafeMutableBufferPointer { gs in
                    a.gradients = UnsafePointer(gs.baseAddress)
                    a.gradient_count = UInt32(gs.count)
                    body(&a)
                }
            }
        }
    }

    private func withPaths(_ a: inout ap_layer_animation, _ body: (inout ap_layer_animation) -> Void) {
        guard !paths.isEmpty else { return body(&a) }
        let buffers = paths.map { p -> UnsafeMutableBufferPointer<ap_path_element> in
            let b = UnsafeMutableBufferPointer<ap_path_element>.allocate(capacity: max(1, p.elements.count))
            _ = b.initialize(from: p.elements)
            return b
        }
        defer { buffers.forEach { $0.deallocate() } }
        var list = zip(buffers, paths).map {
            ap_path(elements: UnsafePointer($0.0.baseAddress), count: UInt32($0.1.elements.count), reserved: 0)
        }
        list.withUnsafeMutableBufferPointer { l in
            a.paths = UnsafePointer(l.baseAddress)
            a.path_count = UInt32(l.count)
            body(&a)
        }
    }
}

/// Animation values as the C ABI takes them.
enum LayerAnimationValue {
    /// `value` as an ap_value (type NONE for nil); nil for a type the ABI has no form for. A
    /// ``CGPath`` joins `paths` and is sent as its index there.
    static func c(_ value: Any?, _ paths: PathPack) -> ap_value? {
        var v = ap_value()
        guard let value else { return v }
        func put(_ type: ap_value_type, _ numbers: [Double]) {
            v.type = type
            withUnsafeMutableBytes(of: &v.v) { b in
                for (i, x) in numbers.enumerated() { b.storeBytes(of: x, toByteOffset: 8 * i, as: Double.self) }
            }
        }
        if paths.gradientKey != nil {
            // A gradient key path: the value is a snapshot of the part it animates.
            guard let i = paths.addGradient(value) else { return nil }
            put(AP_VALUE_GRADIENT, [Double(i)])
            return v
        }
        switch value {
        case let x as Double: put(AP_VALUE_NUMBER, [x])
        case let x as CGFloat: put(AP_VALUE_NUMBER, [Double(x)])
        case let x as Float: put(AP_VALUE_NUMBER, [Double(x)])
        case let x as Int: put(AP_VALUE_NUMBER, [Double(x)])
        case let x as NSNumber: put(AP_VALUE_NUMBER, [x.doubleValue])
        case let box as NSValue:
            guard let inner = box.unboxed else { return nil }
            return c(inner, paths)
        case let p as CGPoint: put(AP_VALUE_POINT, [Double(p.x), Double(p.y)])
        case let s as CGSize: put(AP_VALUE_SIZE, [Double(s.width), Double(s.height)])
        case let r as CGRect:
            put(AP_VALUE_RECT, [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)])
        case let c as UIColor: put(AP_VALUE_COLOR, [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)])
        case let t as CATransform3D: put(AP_VALUE_TRANSFORM3D, transformNumbers(t))
        case let a as CGAffineTransform:
            put(AP_VALUE_TRANSFORM3D, transformNumbers(CATransform3DMakeAffineTransform(a)))
        case let p as CGPath: put(AP_VALUE_PATH, [Double(paths.add(p))])
        default: return nil
        }
        return v
    }

    static func transformNumbers(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            .map { Double($0) }
    }
}

extension CALayer {
    // MARK: Explicit animations

    /// Core Animation's `add(_:forKey:)`: animates the key path of `anim` on this layer (it is
    /// copied: later changes to `anim` do not affect the running animation); a
    /// ``CAAnimationGroup`` adds each of its animations. ABI 1.1.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let c = connection
        let name = "CALayer.add(_:forKey:)"
        guard c.has(\.layer_add_animation) else {
            c.unsupported(name, needs: 1)
            return stoppedAtOnce(anim)
        }
        if let group = anim as? CAAnimationGroup { return addGroup(group, forKey: key) }
        if let key { c.layerAnimations[handle.bits, default: [:]][key] = anim }
        let handle = self.handle
        let sent = send(
            anim, key: key, adjust: { _ in }, started: { anim.delegate?.animationDidStart(anim) },
            stopped: { [weak c] finished in
                if let key, c?.layerAnimations[handle.bits]?[key] === anim {
                    c?.layerAnimations[handle.bits]?[key] = nil
                }
                anim.delegate?.animationDidStop(anim, finished: finished)
            })
        if !sent {
            if let key { c.layerAnimations[handle.bits]?[key] = nil }
            stoppedAtOnce(anim)
        }
    }

    /// Adds the animations of `group` one by one, as Core Animation runs them inside it: each
    /// begins at the group's begin time plus its own, takes the group's duration when it has
    /// none, and the group's fill mode, kept-past-end setting and (when it has none) timing
    /// function, its speed times theirs, and its duration cutting any that would run longer.
    /// The group's delegate hears of the first start and of the last stop (finished when every
    /// animation finished). The group's repeat and autoreverse apply to the animations that
    /// fill its whole pass (``CAAnimationGroup/repeatGroup(_:child:)``); not yet like Core
    /// Animation, the others play one pass.
    private func addGroup(_ group: CAAnimationGroup, forKey key: String?) {
        let c = connection
        let children = group.animations ?? []
        guard !children.isEmpty else { return stoppedAtOnce(group) }
        let handle = self.handle
        if let key { c.layerAnimations[handle.bits, default: [:]][key] = group }
        var allFinished = true, started = false, remaining = children.count
        // With a key: the keys of the group's animations still on the layer (what removing the
        // group removes).
        if let key { c.groupKeys[group.identity] = Set(children.indices.map { "\(key).\($0)" }) }
        for (i, child) in children.enumerated() {
            let childKey = key.map { "\($0).\(i)" }
            let stopped: (Bool) -> Void = { [weak c] finished in
                allFinished = allFinished && finished
                remaining -= 1
                if let childKey { c?.groupKeys[group.identity]?.remove(childKey) }
                guard remaining == 0 else { return }
                c?.groupKeys[group.identity] = nil
                if let key, c?.layerAnimations[handle.bits]?[key] === group {
                    c?.layerAnimations[handle.bits]?[key] = nil
                }
                group.delegate?.animationDidStop(group, finished: allFinished)
            }
            let sent = send(
                child, key: childKey, adjust: { a in group.applyGroupTiming(to: &a, child: child) },
                started: {
                    guard !started else { return }
                    started = true
                    group.delegate?.animationDidStart(group)
                }, stopped: stopped)
            // One that cannot be sent counts as stopped, unfinished, on the next frame.
            if !sent { UIView.animate(withDuration: 0, animations: {}, completion: { _ in stopped(false) }) }
        }
    }

    /// Sends one property animation to the host, `adjust` changing its C form first; `started`
    /// and `stopped` are called as the host reports. False (nothing sent, an error in the log)
    /// when it has no key path or cannot be put in C form.
    private func send(
        _ anim: CAAnimation, key: String?, adjust: (inout ap_layer_animation) -> Void,
        started: @escaping () -> Void, stopped: @escaping (Bool) -> Void
    ) -> Bool {
        let c = connection
        let name = "CALayer.add(_:forKey:)"
        guard let path = (anim as? CAPropertyAnimation)?.keyPath ?? (anim is CATransition ? "transition" : nil) else {
            c.log(
                "\(name): the animation has no key path (CABasicAnimation, CASpringAnimation, CAKeyframeAnimation, CATransition and groups of them are supported)",
                level: AP_LOG_ERROR)
            return false
        }
        let handle = self.handle
        let added = anim.withCValue { a in
            adjust(&a)
            let box = Unmanaged.passRetained(Blocks.Box(c, body: started, completion: stopped)).toOpaque()
            a.did_start = ap_block(fn: Blocks.runBody, user: box)
            a.did_stop = ap_completion(fn: Blocks.runCompletion, user: box)
            _ = path.withCString { p in
                a.key_path = p
                if let key { return key.withCString { k in c.api.layer_add_animation!(c.host, handle, &a, k) } }
                return c.api.layer_add_animation!(c.host, handle, &a, nil)
            }
        }
        if !added {
            c.log(
                "\(name)(\(path)): the animation cannot be sent to the host: a value of a type it cannot animate (use numbers, CGPoint, CGSize, CGRect, CATransform3D, CGAffineTransform or UIColor), or keyframes without values or with key times of another count",
                level: AP_LOG_ERROR)
        }
        return added
    }

    /// Core Animation's `removeAnimation(forKey:)` (for a group, each of its animations).
    public func removeAnimation(forKey key: String) {
        let c = connection
        guard c.has(\.layer_remove_animation) else {
            return c.unsupported("CALayer.removeAnimation(forKey:)", needs: 1)
        }
        guard let anim = c.layerAnimations[handle.bits]?[key] else { return }
        // A group: only its animations still on the layer (removing a stopped one is an error).
        let keys = (anim as? CAAnimationGroup).map { c.groupKeys[$0.identity].map { $0.sorted() } ?? [] } ?? [key]
        for k in keys { _ = k.withCString { c.api.layer_remove_animation!(c.host, handle, $0) } }
    }

    /// The animation added under `key` and not yet stopped (the object given to `add`, not a
    /// copy as in Core Animation).
    public func animation(forKey key: String) -> CAAnimation? { connection.layerAnimations[handle.bits]?[key] }

    /// The keys of the animations added and not yet stopped, or nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = connection.layerAnimations[handle.bits]?.keys.sorted() ?? []
        return keys.isEmpty ? nil : keys
    }

    /// A refused animation still tells its delegate it stopped (unfinished), on the next frame
    /// as the host does (an empty 1.0 animation block schedules it), never inside `add`.
    private func stoppedAtOnce(_ anim: CAAnimation) {
        UIView.animate(
            withDuration: 0, animations: {}, completion: { _ in anim.delegate?.animationDidStop(anim, finished: false) }
        )
    }
}

/// Core Graphics' colour, which is UIKit's here (`UIColor.cgColor` returns the colour itself),
/// so `layer`-style code that passes `color.cgColor` compiles and means the same colour.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour itself (see ``CGColor``).
    public var cgColor: CGColor { self }
}

/// A number Swift code passes as `Any` (a `Double`, `CGFloat`, `Float`, `Int` or `NSNumber`:
/// what `[0, 0.5, 1]`, `locations` and Auto Layout metrics hold) as a `Double`, or nil.
func number(of value: Any) -> Double? {
    switch value {
    case let x as Double: return x
    case let x as CGFloat: return Double(x)
    case let x as Float: return Double(x)
    case let x as Int: return Double(x)
    case let x as NSNumber: return x.doubleValue
    default: return nil
    }
}
