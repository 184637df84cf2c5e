import AnimationCore
import CAnimatorABI
import HostContainer

extension HostTable {
    /// ABI 1.1's property animators (`property_animator_*`, UIViewPropertyAnimator): one entry
    /// a line, each the function of its name below.
    static func installPropertyAnimators(_ h: inout ap_host) {
        h.property_animator_create = { host, params in HostTable.createPropertyAnimator(host, params) }
        h.property_animator_add_animations = { host, animator, block, delayFactor in
            HostTable.addAnimations(host, animator, block, delayFactor: delayFactor)
        }
        h.property_animator_add_completion = { host, animator, completion in
            HostTable.addCompletion(host, animator, completion)
        }
        h.property_animator_start = { host, animator, delay in HostTable.startAnimator(host, animator, delay: delay) }
        h.property_animator_pause = { host, animator in HostTable.pauseAnimator(host, animator) }
        h.property_animator_stop = { host, animator, withoutFinishing in
            HostTable.stopAnimator(host, animator, withoutFinishing: withoutFinishing)
        }
        h.property_animator_finish = { host, animator, position in
            HostTable.finishAnimator(host, animator, at: position)
        }
        h.property_animator_continue = { host, animator, timing, factor in
            HostTable.continueAnimator(host, animator, timing: timing, durationFactor: factor)
        }
        h.property_animator_set = { host, animator, property, value in
            HostTable.setAnimatorProperty(host, animator, property, value)
        }
        h.property_animator_get = { host, animator, property in HostTable.animatorProperty(host, animator, property) }
        h.property_animator_release = { host, animator in
            HostTable.with(host, ()) { b in b.bridge.release(animator, b.id) }
        }
    }

    /// `property_animator_create`: a new animator kept for the transition, or the null handle.
    static func createPropertyAnimator(_ host: UnsafePointer<ap_host>?, _ params: UnsafePointer<ap_animation>?)
        -> ap_property_animator
    {
        HostTable.with(host, ap_property_animator()) { b in
            guard let p = params?.pointee else {
                b.bridge.refuse(b.id, "property_animator_create with params NULL")
                return ap_property_animator()
            }
            switch HostTable.timing(p) {
            case let .failure(message):
                b.bridge.refuse(b.id, "property_animator_create: \(message)")
                return ap_property_animator()
            case let .success((tf, duration)):
                return b.bridge.keepForTransition(
                    PropertyAnimator(engine: b.bridge.engine, duration: duration, timingFunction: tf))
            }
        }
    }

    /// `property_animator_add_animations`.
    static func addAnimations(
        _ host: UnsafePointer<ap_host>?, _ animator: ap_property_animator, _ block: ap_block, delayFactor: Double
    ) -> ap_status {
        HostTable.onAnimator(host, animator, "property_animator_add_animations") { b, a in
            guard let fn = block.fn else {
                b.bridge.refuse(b.id, "property_animator_add_animations with a NULL block")
                return AP_ERR_BAD_ARGUMENT
            }
            guard delayFactor.isFinite, (0...1).contains(delayFactor) else {
                b.bridge.refuse(
                    b.id, "property_animator_add_animations with delay factor \(delayFactor); it must be in [0, 1]")
                return AP_ERR_BAD_VALUE
            }
            a.addAnimations(HostTable.block(fn, block.user, .animationBlock, b), delayFactor: delayFactor)
            return AP_OK
        }
    }

    /// `property_animator_add_completion`: the callback runs exactly once, also when refused.
    static func addCompletion(
        _ host: UnsafePointer<ap_host>?, _ animator: ap_property_animator, _ completion: ap_position_callback
    ) -> ap_status {
        let call = HostTable.positionCallback(completion, HostBinding.resolve(host))
        return HostTable.onAnimator(host, animator, "property_animator_add_completion", unused: { call(nil) }) { b, a in
            guard a.state != .stopped else {
                call(nil)
                b.bridge.refuse(
                    b.id,
                    "property_animator_add_completion on a stopped animator (finish it first); the callback got AP_POSITION_NONE"
                )
                return AP_ERR_STATE
            }
            a.addCompletion(call)
            return AP_OK
        }
    }

    /// `property_animator_start`.
    static func startAnimator(_ host: UnsafePointer<ap_host>?, _ animator: ap_property_animator, delay: Double)
        -> ap_status
    {
        HostTable.onAnimator(host, animator, "property_animator_start") { b, a in
            guard delay.isFinite, delay >= 0 else {
                b.bridge.refuse(b.id, "property_animator_start with delay \(delay); it must be finite and >= 0")
                return AP_ERR_BAD_VALUE
            }
            guard a.state != .stopped else {
                b.bridge.refuse(b.id, "property_animator_start on a stopped animator (finish it first)")
                return AP_ERR_STATE
            }
            a.startAnimation(afterDelay: delay)
            return AP_OK
        }
    }

    /// `property_animator_pause`.
    static func pauseAnimator(_ host: UnsafePointer<ap_host>?, _ animator: ap_property_animator) -> ap_status {
        HostTable.onAnimator(host, animator, "property_animator_pause") { b, a in
            guard a.state != .stopped else {
                b.bridge.refuse(b.id, "property_animator_pause on a stopped animator (finish it first)")
                return AP_ERR_STATE
            }
            a.pauseAnimation()
            return AP_OK
        }
    }

    /// `property_animator_stop`.
    static func stopAnimator(_ host: UnsafePointer<ap_host>?, _ animator: ap_property_animator, withoutFinishing: Bool)
        -> ap_status
    {
        HostTable.onAnimator(host, animator, "property_animator_stop") { b, a in
            guard a.state == .active else {
                b.bridge.refuse(b.id, "property_animator_stop on an animator that is not active")
                return AP_ERR_STATE
            }
            a.stopAnimation(withoutFinishing)
            return AP_OK
        }
    }

    /// `property_animator_finish`.
    static func finishAnimator(
        _ host: UnsafePointer<ap_host>?, _ animator: ap_property_animator, at position: ap_position
    ) -> ap_status {
        HostTable.onAnimator(host, animator, "property_animator_finish") { b, a in
            guard let p = PropertyAnimator.Position(rawValue: Int(position)) else {
                b.bridge.refuse(
                    b.id, "property_animator_finish at position \(position); use AP_POSITION_END, _START or _CURRENT")
                return AP_ERR_BAD_ARGUMENT
            }
            guard a.state == .stopped else {
                b.bridge.refuse(
                    b.id,
                    "property_animator_finish on an animator that is not stopped (stop it without finishing first)")
                return AP_ERR_STATE
            }
            a.finishAnimation(at: p)
            return AP_OK
        }
    }

    /// `property_animator_continue`: a paused animator resumes, on a new curve when `timing` is given.
    static func continueAnimator(
        _ host: UnsafePointer<ap_host>?, _ animator: ap_property_animator, timing: UnsafePointer<ap_animation>?,
        durationFactor factor: Double
    ) -> ap_status {
        HostTable.onAnimator(host, animator, "property_animator_continue") { b, a in
            guard factor.isFinite, factor >= 0 else {
                b.bridge.refuse(
                    b.id, "property_animator_continue with duration factor \(factor); it must be finite and >= 0")
                return AP_ERR_BAD_VALUE
            }
            var tf: TimingFunction?
            if let t = timing?.pointee {
                switch HostTable.timing(t, durationOptional: true) {
                case let .failure(message):
                    b.bridge.refuse(b.id, "property_animator_continue: \(message)")
                    return AP_ERR_BAD_VALUE
                case let .success((f, _)): tf = f
                }
            }
            guard a.state == .active, !a.isRunning else {
                b.bridge.refuse(b.id, "property_animator_continue on an animator that is not paused")
                return AP_ERR_STATE
            }
            a.continueAnimation(timingFunction: tf, durationFactor: factor)
            return AP_OK
        }
    }

    /// `property_animator_set`: the four settable properties.
    static func setAnimatorProperty(
        _ host: UnsafePointer<ap_host>?, _ animator: ap_property_animator, _ property: ap_animator_property,
        _ value: Double
    ) -> ap_status {
        HostTable.onAnimator(host, animator, "property_animator_set") { b, a in
            guard value.isFinite else {
                b.bridge.refuse(b.id, "property_animator_set(\(property)) with \(value)")
                return AP_ERR_BAD_VALUE
            }
            switch property {
            case AP_ANIMATOR_FRACTION_COMPLETE: a.fractionComplete = value
            case AP_ANIMATOR_REVERSED: a.isReversed = value != 0
            case AP_ANIMATOR_SCRUBS_LINEARLY: a.scrubsLinearly = value != 0
            case AP_ANIMATOR_PAUSES_ON_COMPLETION: a.pausesOnCompletion = value != 0
            default:
                b.bridge.refuse(
                    b.id,
                    "property_animator_set with property \(property): not settable; use AP_ANIMATOR_FRACTION_COMPLETE, _REVERSED, _SCRUBS_LINEARLY or _PAUSES_ON_COMPLETION"
                )
                return AP_ERR_BAD_ARGUMENT
            }
            return AP_OK
        }
    }

    /// `property_animator_get`: NaN for a bad handle or an unknown property.
    static func animatorProperty(
        _ host: UnsafePointer<ap_host>?, _ animator: ap_property_animator, _ property: ap_animator_property
    ) -> Double {
        HostTable.with(host, .nan) { b in
            guard let a = b.bridge.animator(animator, b.id, "property_animator_get") else { return .nan }
            switch property {
            case AP_ANIMATOR_FRACTION_COMPLETE: return a.fractionComplete
            case AP_ANIMATOR_REVERSED: return a.isReversed ? 1 : 0
            case AP_ANIMATOR_SCRUBS_LINEARLY: return a.scrubsLinearly ? 1 : 0
            case AP_ANIMATOR_PAUSES_ON_COMPLETION: return a.pausesOnCompletion ? 1 : 0
            case AP_ANIMATOR_STATE: return Double(a.state.rawValue)
            case AP_ANIMATOR_RUNNING: return a.isRunning ? 1 : 0
            case AP_ANIMATOR_DURATION: return a.duration
            default:
                b.bridge.refuse(b.id, "property_animator_get with unknown property \(property)")
                return .nan
            }
        }
    }

    /// Runs `body` on the animator `h` names; a bad handle is refused (and `unused` runs).
    static func onAnimator(
        _ host: UnsafePointer<ap_host>?, _ h: ap_property_animator, _ call: String, unused: () -> Void = {},
        _ body: (HostBinding, PropertyAnimator) -> ap_status
    ) -> ap_status {
        HostTable.status(host) { b in
            guard let a = b.bridge.animator(h, b.id, call) else {
                unused()
                return AP_ERR_BAD_HANDLE
            }
            return body(b, a)
        }
    }

    /// A position callback of `b`'s plugin as a closure called exactly once (nil position:
    /// AP_POSITION_NONE); a NULL `fn` calls nothing.
    static func positionCallback(_ c: ap_position_callback, _ b: HostBinding?) -> (PropertyAnimator.Position?) -> Void {
        guard let fn = c.fn else { return { _ in } }
        let key = b?.key ?? 0
        var called = false
        return { [weak b] position in
            guard !called else { return }
            called = true
            HostTable.closingBlocks(b, .completion) {
                monitored(.completion, key) {
                    fn(c.user, position.map { ap_position(Int32($0.rawValue)) } ?? AP_POSITION_NONE)
                }
            }
        }
    }

    /// The timing function and duration `p` describes (any AP_TIMING_*; a physical spring
    /// lasts until it settles), or why not. `durationOptional`: the duration may be 0 (a
    /// continuation's curve, whose length comes from elsewhere).
    static func timing(_ p: ap_animation, durationOptional: Bool = false) -> Result<
        (TimingFunction, Double), TimingError
    > {
        guard p.duration.isFinite, p.duration >= 0 || durationOptional else { return .failure(.duration(p.duration)) }
        switch p.timing {
        case AP_TIMING_CURVE:
            return .success((.bezier(AnimationOptions(rawValue: p.options).curve.bezier), p.duration))
        case AP_TIMING_BEZIER:
            guard [p.control1.x, p.control1.y, p.control2.x, p.control2.y].allSatisfy(\.isFinite) else {
                return .failure(.bezierControlPoints)
            }
            return .success(
                (.bezier(CubicBezier.cached(p.control1.x, p.control1.y, p.control2.x, p.control2.y)), p.duration))
        case AP_TIMING_SPRING:
            guard p.damping_ratio.isFinite, p.initial_velocity.isFinite else { return .failure(.springParameters) }
            let spring = Spring.uiKit(
                duration: max(p.duration, 1e-3), dampingRatio: p.damping_ratio, initialVelocity: p.initial_velocity)
            return .success((.spring(spring.unitSolution), p.duration))
        case AP_TIMING_SPRING_PHYSICS:
            guard p.mass.isFinite, p.mass > 0, p.stiffness.isFinite, p.stiffness > 0, p.damping.isFinite, p.damping > 0,
                p.initial_velocity.isFinite
            else {
                return .failure(.physicalSpring)
            }
            let spring = Spring(
                mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: p.initial_velocity)
            if let problem = spring.settlingProblem { return .failure(.unsettled(problem)) }
            return .success((.spring(spring.unitSolution), spring.settlingDuration()))
        default:
            return .failure(.unknown(p.timing))
        }
    }
}
