/// Why an `ap_animation`'s timing was refused (``HostTable/timing(_:durationOptional:)``):
/// the values at fault, so the case can be matched; ``description`` is the clause after the
/// call's name in the plugin's log line.
enum TimingError: Error, Equatable, CustomStringConvertible {
    /// A duration that is not finite, or negative where one is required.
    case duration(Double)
    /// A cubic Bézier curve with a control point that is not finite.
    case bezierControlPoints
    /// A UIKit-style spring whose damping ratio or initial velocity is not finite.
    case springParameters
    /// A physical spring with a mass, stiffness or damping that is not positive, or a
    /// velocity that is not finite.
    case physicalSpring
    /// A physical spring that would not settle within a run (the engine's sentence).
    case unsettled(String)
    /// An `AP_TIMING_*` value this host does not know.
    case unknown(UInt32)

    /// The clause after the call's name.
    var description: String {
        switch self {
        case .duration(let d): return "duration \(d) must be finite and >= 0"
        case .bezierControlPoints: return "non-finite Bezier control points"
        case .springParameters: return "non-finite spring damping ratio or velocity"
        case .physicalSpring:
            return "a physical spring needs mass > 0, stiffness > 0, damping > 0 and a finite velocity"
        case .unsettled(let why): return why
        case .unknown(let t): return "unknown timing \(t); use an AP_TIMING_* value"
        }
    }
}
