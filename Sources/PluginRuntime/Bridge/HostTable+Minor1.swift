import AnimationCore
import CAnimatorABI

extension HostTable {
    /// How many `animation_begin` blocks one plugin may have open at once (a runaway loop is
    /// refused instead of growing the engine's block stack without end).
    static let maximumAnimationBlockDepth = 64

    /// The entries ABI 1.1 appended, by area: explicit layer animations (`layer_*`), shapes and
    /// masks (`view_set_path` and the rest), controllers, property animators, the media clock
    /// and conversions, UIView animation blocks, and the Core Animation transaction
    /// (`transaction_*`, CATransaction).
    static func installMinor1(_ h: inout ap_host) {
        installLayerAnimations(&h)
        installShapes(&h)
        installControllers(&h)
        installPropertyAnimators(&h)
        installClockAndConversions(&h)
        installAnimationBlocks(&h)
        installTransactions(&h)
    }

    /// `current_media_time`, and converting times and points between views' coordinate spaces.
    static func installClockAndConversions(_ h: inout ap_host) {
        h.current_media_time = { host in
            HostTable.with(host, 0) { b in b.bridge.engine.currentTime }
        }
        h.layer_convert_time = { host, t, from, to in
            HostTable.with(host, .nan) { b in
                let a = from.bits == 0 ? nil : b.bridge.view(from, b.id, "layer_convert_time (from)")
                let c = to.bits == 0 ? nil : b.bridge.view(to, b.id, "layer_convert_time (to)")
                if (from.bits != 0 && a == nil) || (to.bits != 0 && c == nil) { return .nan }
                return b.bridge.engine.convertTime(t, from: a?.layer, to: c?.layer)
            }
        }
        h.view_convert_point = { host, from, to, point, source, out in
            HostTable.convertPoint(host, from, to, point, source, out)
        }
    }

    /// UIView's `beginAnimations`/`commitAnimations` blocks.
    static func installAnimationBlocks(_ h: inout ap_host) {
        h.animation_begin = { host, params, repeatCount in
            HostTable.beginAnimationBlock(host, params, repeatCount: repeatCount)
        }
        h.animation_commit = { host, completion in HostTable.commitAnimationBlock(host, completion) }
    }

    /// `view_convert_point`: `point` from `from`'s space (the root's when null) to `to`'s, in
    /// the model or presentation geometry; refused when a view on the way has no inverse.
    static func convertPoint(
        _ host: UnsafePointer<ap_host>?, _ from: ap_view, _ to: ap_view, _ point: ap_point, _ source: ap_source,
        _ out: UnsafeMutablePointer<ap_point>?
    ) -> ap_status {
        HostTable.status(host) { b in
            let a = from.bits == 0 ? nil : b.bridge.view(from, b.id, "view_convert_point (from)")
            let c = to.bits == 0 ? nil : b.bridge.view(to, b.id, "view_convert_point (to)")
            if (from.bits != 0 && a == nil) || (to.bits != 0 && c == nil) { return AP_ERR_BAD_HANDLE }
            guard let out, source == AP_SOURCE_MODEL || source == AP_SOURCE_PRESENTATION else {
                b.bridge.refuse(
                    b.id,
                    "view_convert_point with \(out == nil ? "out NULL" : "unknown source \(source)"); pass an ap_point to write to and AP_SOURCE_MODEL or AP_SOURCE_PRESENTATION"
                )
                return AP_ERR_BAD_ARGUMENT
            }
            out.pointee = ap_point(x: .nan, y: .nan)
            guard point.x.isFinite, point.y.isFinite else {
                b.bridge.refuse(b.id, "view_convert_point((\(point.x), \(point.y))): the point must be finite")
                return AP_ERR_BAD_VALUE
            }
            let presentation = source == AP_SOURCE_PRESENTATION
            let p = Point(x: point.x, y: point.y)
            let result: Point?
            if let a {
                result = a.convert(p, to: c, presentation: presentation)
            } else if let c {
                // From the root: down into `to` alone.
                result = PlaneMap(c.toRoot(presentation: presentation)).inverted()?.apply(p)
            } else {
                result = p
            }
            guard let r = result else {
                b.bridge.refuse(
                    b.id,
                    "view_convert_point((\(point.x), \(point.y))): the point has no image (a view on the way is seen edge-on, or the point is behind the eye)"
                )
                return AP_ERR_BAD_VALUE
            }
            out.pointee = ap_point(x: r.x, y: r.y)
            return AP_OK
        }
    }

    /// `animation_begin`: opens a block of at most ``maximumAnimationBlockDepth`` on a curve or
    /// Bezier timing with finite, non-negative numbers.
    static func beginAnimationBlock(
        _ host: UnsafePointer<ap_host>?, _ params: UnsafePointer<ap_animation>?, repeatCount: Double
    ) -> ap_status {
        HostTable.status(host) { b in
            guard let p = params?.pointee, p.timing == AP_TIMING_CURVE || p.timing == AP_TIMING_BEZIER else {
                b.bridge.refuse(
                    b.id,
                    params == nil
                        ? "animation_begin with params NULL"
                        : "animation_begin with timing \(params!.pointee.timing); use AP_TIMING_CURVE or AP_TIMING_BEZIER (springs need animate)"
                )
                return AP_ERR_BAD_ARGUMENT
            }
            let numbers =
                [p.duration, p.delay, repeatCount]
                + (p.timing == AP_TIMING_BEZIER ? [p.control1.x, p.control1.y, p.control2.x, p.control2.y] : [])
            guard
                numbers.allSatisfy({ $0.isFinite })
                    || (repeatCount == .infinity && [p.duration, p.delay].allSatisfy(\.isFinite)),
                p.duration >= 0, p.delay >= 0, repeatCount >= 0
            else {
                b.bridge.refuse(
                    b.id,
                    "animation_begin(duration \(p.duration), delay \(p.delay), repeat_count \(repeatCount)): numbers must be finite (the repeat count may be infinite) and not negative"
                )
                return AP_ERR_BAD_VALUE
            }
            let e = b.bridge.engine
            b.animationBlocks.removeAll { !$0.isOpen }
            guard b.animationBlocks.count < HostTable.maximumAnimationBlockDepth else {
                b.bridge.refuse(
                    b.id,
                    "animation_begin: \(HostTable.maximumAnimationBlockDepth) blocks are open already; commit some first"
                )
                return AP_ERR_STATE
            }
            let options = AnimationOptions(rawValue: p.options)
            let block =
                p.timing == AP_TIMING_BEZIER
                ? e.beginAnimations(
                    duration: p.duration, delay: p.delay,
                    timingFunction: .bezier(CubicBezier.cached(p.control1.x, p.control1.y, p.control2.x, p.control2.y)),
                    options: options, repeatCount: repeatCount)
                : e.beginAnimations(duration: p.duration, delay: p.delay, options: options, repeatCount: repeatCount)
            b.animationBlocks.append(block)
            return AP_OK
        }
    }

    /// `animation_commit`: closes the innermost open block; the completion runs once either way.
    static func commitAnimationBlock(_ host: UnsafePointer<ap_host>?, _ completion: ap_completion) -> ap_status {
        guard let b = HostBinding.resolve(host) else { return AP_ERR_BAD_ARGUMENT }
        guard b.bridge.onMainThread else { return AP_ERR_THREAD }
        let done = HostTable.completion(completion, b)
        b.animationBlocks.removeAll { !$0.isOpen }
        guard let block = b.animationBlocks.popLast(), b.bridge.engine.commitAnimations(block, completion: done) else {
            return HostTable.refuse(
                b, "animation_commit without an open block (animation_begin, UIView.beginAnimations, first)",
                AP_ERR_STATE, done)
        }
        return AP_OK
    }
}
