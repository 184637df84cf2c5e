import AnimationCore
import CAnimatorABI

extension HostTable {
    /// ABI 1.1's explicit layer animations: `layer_add_animation`, `layer_remove_animation`
    /// (Core Animation's `add(_:forKey:)` and `removeAnimation(forKey:)`).
    static func installLayerAnimations(_ h: inout ap_host) {
        h.layer_add_animation = { host, view, animation, key in
            guard let b = HostBinding.resolve(host) else { return AP_ERR_BAD_ARGUMENT }
            guard b.bridge.onMainThread else { return AP_ERR_THREAD }
            guard let animation else {
                b.bridge.refuse(b.id, "layer_add_animation with a NULL animation")
                return AP_ERR_BAD_ARGUMENT
            }
            // Nothing past struct_size is read: the basic and spring fields end at `values`.
            let size = Int(UnsafeRawPointer(animation).load(as: UInt32.self))
            guard size >= HostTable.layerAnimationBasicSize else {
                b.bridge.refuse(
                    b.id,
                    "layer_add_animation: struct_size \(size) is smaller than the \(HostTable.layerAnimationBasicSize) bytes ABI 1.1's ap_layer_animation needs; set struct_size = sizeof(ap_layer_animation)"
                )
                return AP_ERR_BAD_ARGUMENT
            }
            // Copy only what the plugin's struct has (reading `.pointee` whole could run past a
            // shorter one); the keyframe fields of a shorter one stay zero.
            var a = ap_layer_animation()
            withUnsafeMutableBytes(of: &a) {
                $0.copyMemory(from: UnsafeRawBufferPointer(start: animation, count: min(size, $0.count)))
            }
            // A struct that ends before `paths` (built before they were added) has none.
            if size < HostTable.layerAnimationPathsEnd {
                a.paths = nil
                a.path_count = 0
            }
            if size < HostTable.layerAnimationGradientsEnd {
                a.gradients = nil
                a.gradient_count = 0
            }
            // The completion first, so that every refusal below still calls it.
            let done = HostTable.completion(a.did_stop, b)
            guard let v = b.bridge.view(view, b.id, "layer_add_animation") else {
                return HostTable.refuse(b, "layer_add_animation with a bad view handle", AP_ERR_BAD_HANDLE, done)
            }
            let start = a.did_start.fn.map { fn in HostTable.block(fn, a.did_start.user, .animationBlock, b) }
            if a.kind == AP_LAYER_ANIM_TRANSITION {
                do throws(LayerAnimationError) {
                    let spec = try HostTable.transition(
                        a, size: size, key: key.flatMap { DescriptorReader.validString($0, max: 256) })
                    b.bridge.engine.addTransition(spec, to: v, didStart: start, didStop: done)
                    return AP_OK
                } catch {
                    return HostTable.refuse(b, "layer_add_animation: \(error.message)", error.status, done)
                }
            }
            let spec: ExplicitAnimation
            do throws(LayerAnimationError) {
                spec = try HostTable.explicitAnimation(
                    a, key: key.flatMap { DescriptorReader.validString($0, max: 256) })
            } catch {
                return HostTable.refuse(b, "layer_add_animation: \(error.message)", error.status, done)
            }
            do {
                try b.bridge.engine.addExplicit(spec, to: v.layer, didStart: start, didStop: done)
            } catch {
                return HostTable.refuse(
                    b, "layer_add_animation(\(String(cString: a.key_path))): \(error)", AP_ERR_BAD_ARGUMENT, done)
            }
            return AP_OK
        }
        h.layer_remove_animation = { host, view, key in
            HostTable.status(host) { b in
                guard let v = b.bridge.view(view, b.id, "layer_remove_animation") else { return AP_ERR_BAD_HANDLE }
                guard let key, let k = DescriptorReader.validString(key, max: 256) else {
                    b.bridge.refuse(b.id, "layer_remove_animation with a NULL or invalid key")
                    return AP_ERR_BAD_ARGUMENT
                }
                // No animation under the key: nothing to do, as in Core Animation.
                b.bridge.engine.removeAnimation(forKey: k, from: v.layer)
                return AP_OK
            }
        }
    }

    /// Bytes of an ap_layer_animation up to the end of `field`: a plugin's struct has the field
    /// when its struct_size reaches that far.
    static func end<T>(of field: KeyPath<ap_layer_animation, T>) -> Int {
        MemoryLayout<ap_layer_animation>.offset(of: field)! + MemoryLayout<T>.size
    }

    /// Bytes of an ap_layer_animation up to its keyframe fields: what a basic or spring
    /// animation needs (a keyframe one needs the whole struct).
    static let layerAnimationBasicSize = MemoryLayout<ap_layer_animation>.offset(of: \ap_layer_animation.values)!
    /// Bytes of an ap_layer_animation up to the end of its `end_progress`: what a transition needs.
    static let layerAnimationTransitionEnd = end(of: \.end_progress)

    /// The engine's form of a CATransition (`AP_LAYER_ANIM_TRANSITION`), every field checked.
    static func transition(_ a: ap_layer_animation, size: Int, key: String?) throws(LayerAnimationError)
        -> LayerTransitionSpec
    {
        let name = "transition"
        guard size >= layerAnimationTransitionEnd else {
            throw .transitionStructTooSmall(size: size)
        }
        let kinds: [UInt32: LayerTransition.Kind] = [
            AP_TRANSITION_FADE: .fade, AP_TRANSITION_MOVE_IN: .moveIn, AP_TRANSITION_PUSH: .push,
            AP_TRANSITION_REVEAL: .reveal,
            AP_TRANSITION_FLIP: .flip, AP_TRANSITION_CURL: .curl
        ]
        let sides: [UInt32: LayerTransition.Side] = [
            AP_TRANSITION_FROM_LEFT: .fromLeft, AP_TRANSITION_FROM_RIGHT: .fromRight,
            AP_TRANSITION_FROM_TOP: .fromTop, AP_TRANSITION_FROM_BOTTOM: .fromBottom
        ]
        guard let kind = kinds[a.transition_type], let side = sides[a.transition_subtype] else {
            throw .transitionType(a.transition_type, subtype: a.transition_subtype)
        }
        let end = a.end_progress == 0 ? 1 : a.end_progress
        guard a.start_progress.isFinite, end.isFinite, (0...1).contains(a.start_progress), (0...1).contains(end),
            a.start_progress <= end
        else {
            throw .transitionProgress
        }
        return LayerTransitionSpec(
            kind: kind, side: side, startProgress: a.start_progress, endProgress: end, duration: a.duration,
            timingFunction: try bezier(a, name), timing: try mediaTiming(a, name),
            isRemovedOnCompletion: !a.keep_after_end, key: key)
    }

    /// Bytes of an ap_layer_animation up to the end of its `path_count`.
    static let layerAnimationPathsEnd = end(of: \.path_count)

    /// The engine's form of `a`, every field checked.
    static func explicitAnimation(_ a: ap_layer_animation, key: String?) throws(LayerAnimationError)
        -> ExplicitAnimation
    {
        guard let path = a.key_path.flatMap({ DescriptorReader.validString($0, max: 128) }) else {
            throw .keyPathMissing
        }
        guard let keyPath = LayerKeyPath(path) else {
            throw .unknownKeyPath(path)
        }
        // Paths are named by index with their own value type, which only "path" takes.
        var types = [a.from_value.type, a.to_value.type, a.by_value.type]
        if a.kind == AP_LAYER_ANIM_KEYFRAME, let values = a.values {
            types += (0..<Int(min(a.value_count, 1024))).map { values[$0].type }
        }
        let isPath = keyPath == .property(.path) || keyPath == .property(.shadowPath)
        guard types.allSatisfy({ $0 == AP_VALUE_NONE || ($0 == AP_VALUE_PATH) == isPath }) else {
            throw .pathValues(path, isPathKey: isPath)
        }
        var isGradient = false
        if case .gradient = keyPath { isGradient = true }
        guard types.allSatisfy({ $0 == AP_VALUE_NONE || ($0 == AP_VALUE_GRADIENT) == isGradient }) else {
            throw .gradientValues(path, isGradientKey: isGradient)
        }
        var spec = try explicitAnimation(a, keyPath: keyPath, path, key: key)
        if isPath { spec.paths = try paths(a, path) }
        if isGradient { spec.gradients = try gradients(a, path) }
        if Int(a.struct_size) >= layerAnimationFlagsEnd {
            let known =
                AP_LAYER_ANIM_FLAG_ADDITIVE | AP_LAYER_ANIM_FLAG_ROTATE_AUTO | AP_LAYER_ANIM_FLAG_ROTATE_AUTO_REVERSE
                | AP_LAYER_ANIM_FLAG_CUMULATIVE
            guard a.flags & ~known == 0 else {
                throw .unknownFlags(path, a.flags)
            }
            spec.isAdditive = a.flags & AP_LAYER_ANIM_FLAG_ADDITIVE != 0 && !isPath && spec.motion == nil
            spec.isCumulative = a.flags & AP_LAYER_ANIM_FLAG_CUMULATIVE != 0
            if a.flags & AP_LAYER_ANIM_FLAG_ROTATE_AUTO_REVERSE != 0 {
                spec.motionRotation = .autoReverse
            } else if a.flags & AP_LAYER_ANIM_FLAG_ROTATE_AUTO != 0 {
                spec.motionRotation = .auto
            }
        }
        return spec
    }

    /// Bytes of an ap_layer_animation up to the end of its `gradient_count`.
    static let layerAnimationGradientsEnd = end(of: \.gradient_count)

    /// The gradients of a gradient animation (read only when the plugin's struct has them).
    static func gradients(_ a: ap_layer_animation, _ path: String) throws(LayerAnimationError) -> [GradientStyle] {
        guard a.gradient_count > 0 else { return [] }
        guard a.gradient_count <= 1024, let list = a.gradients else {
            throw .gradientList(path, count: a.gradient_count)
        }
        var out: [GradientStyle] = []
        for i in 0..<Int(a.gradient_count) { out.append(try HostTable.gradient(list + i, "\(path): gradients[\(i)]")) }
        return out
    }

    /// The paths of a `path` animation (read only when the plugin's struct has the field).
    static func paths(_ a: ap_layer_animation, _ path: String) throws(LayerAnimationError) -> [Path] {
        guard a.path_count > 0 else { return [] }
        guard a.path_count <= 1024, let list = a.paths else {
            throw .pathList(path, count: a.path_count)
        }
        var out: [Path] = []
        for i in 0..<Int(a.path_count) { out.append(try HostTable.path(list[i], "\(path): paths[\(i)]")) }
        return out
    }

    /// The engine's form of `a` for a known key path, every field checked.
    static func explicitAnimation(_ a: ap_layer_animation, keyPath: LayerKeyPath, _ path: String, key: String?)
        throws(LayerAnimationError) -> ExplicitAnimation
    {
        let timing = try mediaTiming(a, path)
        let function: TimingFunction
        switch a.kind {
        case AP_LAYER_ANIM_BASIC:
            function = try bezier(a, path)
        case AP_LAYER_ANIM_KEYFRAME:
            function = try bezier(a, path)
            if Int(a.struct_size) >= layerAnimationMotionEnd, let m = a.motion_path {
                return try motion(a, m.pointee, keyPath: keyPath, path, function: function, timing: timing, key: key)
            }
            return ExplicitAnimation(
                keyPath: keyPath, keyframes: try keyframes(a, path), duration: a.duration, timingFunction: function,
                timing: timing, isRemovedOnCompletion: !a.keep_after_end, key: key)
        case AP_LAYER_ANIM_SPRING:
            guard [a.mass, a.stiffness, a.damping, a.initial_velocity].allSatisfy(\.isFinite), a.mass > 0,
                a.stiffness > 0, a.damping > 0
            else {
                throw .springParameters(path)
            }
            function = .spring(
                Spring(mass: a.mass, stiffness: a.stiffness, damping: a.damping, initialVelocity: a.initial_velocity)
                    .unitSolution)
        default:
            throw .unknownKind(path, a.kind)
        }
        return ExplicitAnimation(
            keyPath: keyPath, from: try value(a.from_value, path), to: try value(a.to_value, path),
            by: try value(a.by_value, path),
            duration: a.duration, timingFunction: function, timing: timing, isRemovedOnCompletion: !a.keep_after_end,
            key: key)
    }

    /// The CAMediaTiming fields of `a`, checked.
    static func mediaTiming(_ a: ap_layer_animation, _ path: String) throws(LayerAnimationError) -> MediaTiming {
        let times = [a.duration, a.begin_time, a.speed, a.time_offset, a.repeat_duration]
        guard times.allSatisfy(\.isFinite), !a.repeat_count.isNaN, a.repeat_count >= 0, a.repeat_duration >= 0 else {
            throw .mediaTiming(path)
        }
        var timing = MediaTiming()
        timing.beginTime = a.begin_time
        timing.speed = a.speed == 0 ? 1 : a.speed
        timing.timeOffset = a.time_offset
        timing.repeatCount = a.repeat_count
        timing.repeatDuration = a.repeat_duration
        timing.autoreverses = a.autoreverses
        switch a.fill_mode {
        case AP_FILL_REMOVED: timing.fillMode = .removed
        case AP_FILL_FORWARDS: timing.fillMode = .forwards
        case AP_FILL_BACKWARDS: timing.fillMode = .backwards
        case AP_FILL_BOTH: timing.fillMode = .both
        default: throw .unknownFillMode(path, a.fill_mode)
        }
        return timing
    }

    /// The timing function of a basic or keyframe animation: its control points, or linear.
    static func bezier(_ a: ap_layer_animation, _ path: String) throws(LayerAnimationError) -> TimingFunction {
        guard a.has_timing_function else { return .linear }
        let p = [a.control1.x, a.control1.y, a.control2.x, a.control2.y]
        guard p.allSatisfy(\.isFinite), (0...1).contains(p[0]), (0...1).contains(p[2]) else {
            throw .controlPoints(path)
        }
        return .bezier(CubicBezier(p[0], p[1], p[2], p[3]))
    }

    /// The keyframes of a keyframe animation: 1...1024 values of one type, key times in [0, 1]
    /// ascending (or none), a known calculation mode.
    static func keyframes(_ a: ap_layer_animation, _ path: String) throws(LayerAnimationError) -> KeyframeTrack {
        let n = Int(a.value_count)
        guard let values = a.values, (1...1024).contains(n) else {
            throw .keyframeCount(path, count: n)
        }
        var list: [AnimatableValue] = []
        for i in 0..<n {
            guard values[i].type == values[0].type, let v = try value(values[i], path) else {
                throw .keyframeValue(path, index: i)
            }
            list.append(v)
        }
        var times: [Double]?
        if let kt = a.key_times {
            let t = (0..<n).map { kt[$0] }
            guard t.allSatisfy({ $0.isFinite && (0...1).contains($0) }), zip(t, t.dropFirst()).allSatisfy({ $0 <= $1 })
            else {
                throw .keyTimes(path)
            }
            times = t
        }
        let mode = try calculationMode(a, path)
        return KeyframeTrack(
            values: list, keyTimes: times, mode: mode, segmentCurves: try segmentCurves(a, path, segments: n - 1))
    }

    /// The keyframe calculation mode `a` names (AP_KEYFRAME_*).
    static func calculationMode(_ a: ap_layer_animation, _ path: String) throws(LayerAnimationError)
        -> KeyframeCalculationMode
    {
        let modes: [UInt32: KeyframeCalculationMode] = [
            AP_KEYFRAME_LINEAR: .linear, AP_KEYFRAME_DISCRETE: .discrete, AP_KEYFRAME_PACED: .paced,
            AP_KEYFRAME_CUBIC: .cubic, AP_KEYFRAME_CUBIC_PACED: .cubicPaced
        ]
        guard let mode = modes[a.calculation_mode] else {
            throw .calculationMode(path, a.calculation_mode)
        }
        return mode
    }

    /// The per-segment curves of a keyframe animation (none when the struct ends before them).
    static func segmentCurves(_ a: ap_layer_animation, _ path: String, segments: Int) throws(LayerAnimationError)
        -> [CubicBezier]
    {
        guard Int(a.struct_size) >= layerAnimationCurvesEnd, a.timing_function_count > 0 else { return [] }
        guard let points = a.timing_functions, a.timing_function_count <= 1024 else {
            throw .segmentCurveList(path, count: a.timing_function_count)
        }
        var curves: [CubicBezier] = []
        for i in 0..<min(Int(a.timing_function_count), max(segments, 0)) {
            let c1 = points[2 * i], c2 = points[2 * i + 1]
            guard [c1.x, c1.y, c2.x, c2.y].allSatisfy(\.isFinite), (0...1).contains(c1.x), (0...1).contains(c2.x) else {
                throw .segmentCurve(path, index: i)
            }
            curves.append(CubicBezier(c1.x, c1.y, c2.x, c2.y))
        }
        return curves
    }

    /// Bytes of an ap_layer_animation up to the end of its `flags`.
    static let layerAnimationFlagsEnd = end(of: \.flags)

    /// Bytes of an ap_layer_animation up to the end of its `motion_path`.
    static let layerAnimationMotionEnd = end(of: \.motion_path)

    /// A keyframe animation of "position" along `m` (its key times one per vertex).
    static func motion(
        _ a: ap_layer_animation, _ m: ap_path, keyPath: LayerKeyPath, _ path: String, function: TimingFunction,
        timing: MediaTiming, key: String?
    ) throws(LayerAnimationError) -> ExplicitAnimation {
        guard keyPath == .property(.position) else {
            throw .motionPathKey(path)
        }
        let mode = try calculationMode(a, path)
        let shape = try HostTable.path(m, "\(path): motion_path")
        var times: [Double]?
        if let kt = a.key_times, a.value_count > 0, a.value_count <= 65_537 {
            times = (0..<Int(a.value_count)).map { kt[$0] }
        }
        guard let motion = MotionPath(shape, keyTimes: times, mode: mode) else {
            throw .motionPathEmpty(path)
        }
        var spec = ExplicitAnimation(
            keyPath: keyPath, duration: a.duration, timingFunction: function, timing: timing,
            isRemovedOnCompletion: !a.keep_after_end, key: key)
        spec.motion = motion
        return spec
    }

    /// Bytes of an ap_layer_animation up to the end of its `timing_function_count`.
    static let layerAnimationCurvesEnd = end(of: \.timing_function_count)

    /// An ap_value as the engine's value (nil when not set); sizes become rects at the origin.
    static func value(_ v: ap_value, _ path: String) throws(LayerAnimationError) -> AnimatableValue? {
        let n = withUnsafeBytes(of: v.v) { Array($0.bindMemory(to: Double.self)) }
        let count: Int
        switch v.type {
        case AP_VALUE_NONE: return nil
        case AP_VALUE_NUMBER, AP_VALUE_PATH, AP_VALUE_GRADIENT: count = 1
        case AP_VALUE_POINT, AP_VALUE_SIZE: count = 2
        case AP_VALUE_RECT, AP_VALUE_COLOR: count = 4
        case AP_VALUE_TRANSFORM3D: count = 16
        default: throw .valueType(path, v.type)
        }
        guard n.prefix(count).allSatisfy(\.isFinite) else {
            throw .valueNotFinite(path)
        }
        // The same documented range as the setters: an animation cannot carry a view farther.
        guard n.prefix(count).allSatisfy({ abs($0) <= FrameBudget.maximumCoordinate }) else {
            throw .valueOutOfRange(path)
        }
        switch v.type {
        case AP_VALUE_NUMBER, AP_VALUE_PATH, AP_VALUE_GRADIENT: return .scalar(n[0])
        case AP_VALUE_POINT: return .point(Point(x: n[0], y: n[1]))
        case AP_VALUE_SIZE: return .rect(Rect(x: 0, y: 0, width: n[0], height: n[1]))
        case AP_VALUE_RECT: return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case AP_VALUE_COLOR: return .color(Color(red: n[0], green: n[1], blue: n[2], alpha: n[3]))
        default:
            return .transform(
                Transform3D(
                    ap_transform3d(
                        m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
                        m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])))
        }
    }
}
