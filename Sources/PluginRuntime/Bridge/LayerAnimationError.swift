import AnimationCore
import CAnimatorABI

/// Why a layer animation, a CATransition, a gradient or a path from a plugin was refused:
/// which field, with the value found, so a case can be matched. `subject` is what the words
/// start with — the key path ("opacity"), "transition", or the call and field
/// ("view_set_gradient", "path: paths[2]"). The plugin gets ``status``; its log line gets the
/// call's name and ``description``.
enum LayerAnimationError: Error, Equatable, CustomStringConvertible {
    // Gradients (ap_gradient)
    /// A struct_size smaller than ABI 1.1's ap_gradient.
    case gradientStructTooSmall(String, size: Int)
    /// No colour, more than ``FrameBudget/maximumGradientStops``, or colors NULL.
    case gradientStops(String, count: Int, colorsAreNull: Bool)
    /// A gradient type other than AP_GRADIENT_AXIAL.
    case gradientType(String, UInt32)
    /// A colour, location or point that is NaN or infinite.
    case gradientNotFinite(String)
    /// A start or end point beyond ``FrameBudget/maximumCoordinate``.
    case gradientPointOutOfRange(String)
    /// A location beyond ``FrameBudget/maximumCoordinate``.
    case gradientLocationOutOfRange(String)
    // Paths (ap_path)
    /// More elements than ``FrameBudget/maximumPathElements``.
    case pathTooLong(String, count: Int)
    /// Elements counted but NULL.
    case pathElementsNull(String, count: Int)
    /// An element (its index) of an unknown kind.
    case pathElementKind(String, index: Int, kind: UInt32)
    /// An element (its index) with a NaN or infinite point.
    case pathPointNotFinite(String, index: Int)
    /// An element (its index) with a point beyond ``FrameBudget/maximumCoordinate``.
    case pathPointOutOfRange(String, index: Int)
    // CATransition
    /// A struct that ends before the transition fields.
    case transitionStructTooSmall(size: Int)
    /// An unknown transition type or subtype.
    case transitionType(UInt32, subtype: UInt32)
    /// Progress bounds outside [0, 1] or reversed.
    case transitionProgress
    // Layer animations (ap_layer_animation)
    /// key_path NULL or not UTF-8.
    case keyPathMissing
    /// A key path this host does not animate.
    case unknownKeyPath(String)
    /// Path values (AP_VALUE_PATH) missing on a path key path (`isPathKey`), or present on another.
    case pathValues(String, isPathKey: Bool)
    /// Gradient values missing on a gradient key path (`isGradientKey`), or present on another.
    case gradientValues(String, isGradientKey: Bool)
    /// Flags this host does not know.
    case unknownFlags(String, UInt32)
    /// gradients NULL or more than 1024.
    case gradientList(String, count: UInt32)
    /// paths NULL or more than 1024.
    case pathList(String, count: UInt32)
    /// A spring without finite, positive mass, stiffness and damping.
    case springParameters(String)
    /// An unknown AP_LAYER_ANIM_* kind.
    case unknownKind(String, UInt32)
    /// A media timing field that is not finite, or a negative repeat.
    case mediaTiming(String)
    /// An unknown AP_FILL_* mode.
    case unknownFillMode(String, UInt32)
    /// Timing-function control points not finite or with x outside [0, 1].
    case controlPoints(String)
    /// A keyframe animation without 1 to 1024 values.
    case keyframeCount(String, count: Int)
    /// A keyframe value (its index) not set or of another type than the first.
    case keyframeValue(String, index: Int)
    /// Key times outside [0, 1] or not ascending.
    case keyTimes(String)
    /// An unknown AP_KEYFRAME_* calculation mode.
    case calculationMode(String, UInt32)
    /// timing_functions NULL or more than 1024.
    case segmentCurveList(String, count: UInt32)
    /// A segment's curve (its index) not finite or with x outside [0, 1].
    case segmentCurve(String, index: Int)
    /// A motion path on a key path other than "position".
    case motionPathKey(String)
    /// A motion path with no drawing element.
    case motionPathEmpty(String)
    /// An unknown AP_VALUE_* type.
    case valueType(String, UInt32)
    /// A value that is NaN or infinite.
    case valueNotFinite(String)
    /// A value beyond ``FrameBudget/maximumCoordinate``.
    case valueOutOfRange(String)

    /// The status the plugin's call returns: a value out of its domain is AP_ERR_BAD_VALUE,
    /// anything else malformed AP_ERR_BAD_ARGUMENT.
    var status: ap_status {
        switch self {
        case .gradientNotFinite, .gradientPointOutOfRange, .gradientLocationOutOfRange, .pathPointNotFinite,
            .pathPointOutOfRange,
            .transitionProgress, .springParameters, .mediaTiming, .controlPoints, .keyTimes, .segmentCurve,
            .valueNotFinite, .valueOutOfRange:
            return AP_ERR_BAD_VALUE
        default:
            return AP_ERR_BAD_ARGUMENT
        }
    }

    /// The words after the call's name.
    var description: String {
        let limit = Int(FrameBudget.maximumCoordinate)
        switch self {
        case let .gradientStructTooSmall(call, size):
            return
                "\(call): struct_size \(size) is smaller than ABI 1.1's ap_gradient (\(MemoryLayout<ap_gradient>.size) bytes); set struct_size = sizeof(ap_gradient)"
        case let .gradientStops(call, n, null):
            return
                "\(call): 1 to \(FrameBudget.maximumGradientStops) colours are needed (count is \(n)\(null ? ", colors is NULL" : ""))"
        case let .gradientType(call, t): return "\(call): unknown type \(t); use AP_GRADIENT_AXIAL"
        case .gradientNotFinite(let call): return "\(call): a colour, location or point holds NaN or infinity"
        case .gradientPointOutOfRange(let call): return "\(call): the start or end point is beyond ±\(limit)"
        case .gradientLocationOutOfRange(let call): return "\(call): a location is beyond ±\(limit)"
        case let .pathTooLong(call, n):
            return "\(call): a path of \(n) elements; at most \(FrameBudget.maximumPathElements)"
        case let .pathElementsNull(call, n): return "\(call): a path of \(n) elements with NULL elements"
        case let .pathElementKind(call, i, kind): return "\(call): element \(i) has unknown kind \(kind); use AP_PATH_*"
        case let .pathPointNotFinite(call, i): return "\(call): element \(i) has a NaN or infinite point"
        case let .pathPointOutOfRange(call, i): return "\(call): element \(i) has a point beyond ±\(limit) points"
        case .transitionStructTooSmall(let size):
            return
                "transition: struct_size \(size) ends before the transition fields (\(HostTable.layerAnimationTransitionEnd) bytes); set struct_size = sizeof(ap_layer_animation)"
        case let .transitionType(t, s):
            return "transition: unknown transition_type \(t) or transition_subtype \(s); use AP_TRANSITION_*"
        case .transitionProgress: return "transition: start_progress and end_progress must be in [0, 1], start <= end"
        case .keyPathMissing: return "key_path is NULL or not UTF-8"
        case .unknownKeyPath(let path):
            return "unknown key path \"\(path)\"; this host animates \(LayerKeyPath.supported.joined(separator: ", "))"
        case let .pathValues(path, isPathKey):
            return isPathKey
                ? "\(path): its values must be AP_VALUE_PATH (an index into paths)"
                : "\(path): AP_VALUE_PATH values are only for the \"path\" and \"shadowPath\" key paths"
        case let .gradientValues(path, isGradientKey):
            return isGradientKey
                ? "\(path): its values must be AP_VALUE_GRADIENT (an index into gradients)"
                : "\(path): AP_VALUE_GRADIENT values are only for the colors, locations, startPoint and endPoint key paths"
        case let .unknownFlags(path, flags):
            return "\(path): unknown flags 0x\(String(flags, radix: 16)); use AP_LAYER_ANIM_FLAG_*"
        case let .gradientList(path, n): return "\(path): gradients is NULL or gradient_count \(n) is over 1024"
        case let .pathList(path, n): return "\(path): paths is NULL or path_count \(n) is over 1024"
        case .springParameters(let path):
            return "\(path): a spring needs finite mass, stiffness and damping > 0 (an undamped spring never settles)"
        case let .unknownKind(path, kind):
            return
                "\(path): unknown kind \(kind); use AP_LAYER_ANIM_BASIC, AP_LAYER_ANIM_SPRING or AP_LAYER_ANIM_KEYFRAME"
        case .mediaTiming(let path):
            return
                "\(path): duration, begin_time, speed, time_offset and repeat_duration must be finite, repeat_count and repeat_duration >= 0"
        case let .unknownFillMode(path, mode): return "\(path): unknown fill_mode \(mode); use AP_FILL_*"
        case .controlPoints(let path): return "\(path): timing function control points must be finite with x in [0, 1]"
        case let .keyframeCount(path, n):
            return "\(path): a keyframe animation needs 1 to 1024 values (values is NULL or value_count is \(n))"
        case let .keyframeValue(path, i):
            return "\(path): keyframe value \(i) is not set or of another type than the first"
        case .keyTimes(let path): return "\(path): key_times must be in [0, 1] and ascending"
        case let .calculationMode(path, mode): return "\(path): unknown calculation_mode \(mode); use AP_KEYFRAME_*"
        case let .segmentCurveList(path, n):
            return "\(path): timing_functions is NULL or timing_function_count \(n) is over 1024"
        case let .segmentCurve(path, i):
            return "\(path): timing function \(i) needs finite control points with x in [0, 1]"
        case .motionPathKey(let path): return "\(path): motion_path is only for the \"position\" key path"
        case .motionPathEmpty(let path): return "\(path): motion_path has nothing to follow (no drawing element)"
        case let .valueType(path, t): return "\(path): unknown value type \(t); use AP_VALUE_*"
        case .valueNotFinite(let path): return "\(path): a value holds NaN or infinity"
        case .valueOutOfRange(let path):
            return
                "\(path): a value is beyond ±\(limit); coordinates, sizes and transform components must stay within it"
        }
    }

    /// The words after the call's name (the name the host-table functions use).
    var message: String { description }
}
