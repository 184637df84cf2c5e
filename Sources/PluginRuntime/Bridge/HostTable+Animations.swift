import AnimationCore
import CAnimatorABI
import HostContainer

extension HostTable {
    /// Animation transactions: `animate` (curve, Bézier, spring, physical spring),
    /// `animate_keyframes`, `add_keyframe`, `perform_without_animation`.
    static func installAnimations(_ h: inout ap_host) {
        h.animate = { host, params, block, completion in
            guard let b = HostBinding.resolve(host) else { return AP_ERR_BAD_ARGUMENT }
            guard b.bridge.onMainThread else { return AP_ERR_THREAD }
            let done = HostTable.completion(completion, b)
            guard let p = params?.pointee else {
                return HostTable.refuse(b, "animate: params is NULL", AP_ERR_BAD_ARGUMENT, done)
            }
            guard let fn = block.fn else {
                return HostTable.refuse(b, "animate: the animations block has a NULL fn", AP_ERR_BAD_ARGUMENT, done)
            }
            guard p.duration.isFinite, p.delay.isFinite, p.delay >= 0 else {
                return HostTable.refuse(
                    b, "animate: duration \(p.duration) / delay \(p.delay) must be finite, delay >= 0",
                    AP_ERR_BAD_VALUE, done)
            }
            return HostTable.animate(b, p, HostTable.block(fn, block.user, .animationBlock, b), done)
        }
        h.animate_keyframes = { host, duration, delay, options, block, completion in
            guard let b = HostBinding.resolve(host) else { return AP_ERR_BAD_ARGUMENT }
            guard b.bridge.onMainThread else { return AP_ERR_THREAD }
            let done = HostTable.completion(completion, b)
            guard let fn = block.fn, duration.isFinite, delay.isFinite, delay >= 0 else {
                return HostTable.refuse(
                    b, "animate_keyframes: NULL block or non-finite duration/delay",
                    block.fn == nil ? AP_ERR_BAD_ARGUMENT : AP_ERR_BAD_VALUE, done)
            }
            b.bridge.engine.animateKeyframes(
                withDuration: duration, delay: delay, options: AnimationOptions(rawValue: options),
                animations: HostTable.block(fn, block.user, .animationBlock, b), completion: done)
            return AP_OK
        }
        h.add_keyframe = { host, start, duration, block in
            HostTable.status(host) { b in
                guard let fn = block.fn else {
                    b.bridge.refuse(b.id, "add_keyframe with a NULL block")
                    return AP_ERR_BAD_ARGUMENT
                }
                guard start.isFinite, duration.isFinite else {
                    b.bridge.refuse(b.id, "add_keyframe with non-finite times")
                    return AP_ERR_BAD_VALUE
                }
                guard b.bridge.engine.isInKeyframeBlock else {
                    b.bridge.refuse(b.id, "add_keyframe outside animate_keyframes; the block was not run")
                    return AP_ERR_STATE
                }
                b.bridge.engine.addKeyframe(
                    withRelativeStartTime: start, relativeDuration: duration,
                    animations: HostTable.block(fn, block.user, .keyframeBlock, b))
                return AP_OK
            }
        }
        h.perform_without_animation = { host, block in
            HostTable.status(host) { b in
                guard let fn = block.fn else {
                    b.bridge.refuse(b.id, "perform_without_animation with a NULL block")
                    return AP_ERR_BAD_ARGUMENT
                }
                b.bridge.engine.performWithoutAnimation(HostTable.block(fn, block.user, .animationBlock, b))
                return AP_OK
            }
        }
    }

    /// Opens the transaction `p` describes around `body`; refuses non-finite timing parameters.
    static func animate(_ b: HostBinding, _ p: ap_animation, _ body: @escaping () -> Void, _ done: ((Bool) -> Void)?)
        -> ap_status
    {
        let e = b.bridge.engine
        let options = AnimationOptions(rawValue: p.options)
        switch p.timing {
        case AP_TIMING_CURVE:
            e.animate(withDuration: p.duration, delay: p.delay, options: options, animations: body, completion: done)
        case AP_TIMING_BEZIER:
            guard p.control1.x.isFinite, p.control1.y.isFinite, p.control2.x.isFinite, p.control2.y.isFinite else {
                return HostTable.refuse(b, "animate: non-finite Bezier control points", AP_ERR_BAD_VALUE, done)
            }
            let curve = CubicBezier.cached(p.control1.x, p.control1.y, p.control2.x, p.control2.y)
            e.animate(
                withDuration: p.duration, delay: p.delay, timingFunction: .bezier(curve), options: options,
                animations: body, completion: done)
        case AP_TIMING_SPRING:
            guard p.damping_ratio.isFinite, p.initial_velocity.isFinite else {
                return HostTable.refuse(
                    b, "animate: non-finite spring damping ratio or velocity", AP_ERR_BAD_VALUE, done)
            }
            e.animate(
                withDuration: p.duration, delay: p.delay, usingSpringWithDamping: p.damping_ratio,
                initialSpringVelocity: p.initial_velocity,
                options: options, animations: body, completion: done)
        case AP_TIMING_SPRING_PHYSICS:
            guard p.mass.isFinite, p.mass > 0, p.stiffness.isFinite, p.stiffness > 0, p.damping.isFinite, p.damping > 0,
                p.initial_velocity.isFinite
            else {
                return HostTable.refuse(
                    b,
                    "animate: spring needs mass > 0, stiffness > 0, damping > 0 (an undamped spring never settles), finite velocity",
                    AP_ERR_BAD_VALUE, done)
            }
            let spring = Spring(
                mass: p.mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: p.initial_velocity)
            // It would last until it settles: one that cannot settle within a run is refused
            // here, as damping 0 is, not left to run into --max-duration.
            if let problem = spring.settlingProblem {
                return HostTable.refuse(b, "animate: \(problem)", AP_ERR_BAD_VALUE, done)
            }
            e.animate(with: spring, delay: p.delay, options: options, animations: body, completion: done)
        default:
            return HostTable.refuse(
                b,
                "animate: unknown timing \(p.timing); use AP_TIMING_CURVE, AP_TIMING_BEZIER, AP_TIMING_SPRING or AP_TIMING_SPRING_PHYSICS",
                AP_ERR_BAD_ARGUMENT, done)
        }
        return AP_OK
    }

    /// Records a refused transaction and keeps the completion's promise: it runs once, with
    /// `finished = false`, on the next frame.
    static func refuse(_ b: HostBinding, _ message: String, _ status: ap_status, _ done: ((Bool) -> Void)?) -> ap_status
    {
        b.bridge.refuse(b.id, message)
        if let done { b.bridge.engine.scheduleCompletion(finished: false, done) }
        return status
    }
}
