import Foundation
import TextFormat

/// A damped spring, `m·x″ + c·x′ + k·x = 0`, as Core Animation's `CASpringAnimation` describes
/// it: mass, stiffness, damping, and an initial velocity.
///
/// The initial velocity uses UIKit's and Core Animation's unit and sign: **fractions of the
/// total distance per second, positive towards the target** (1.0 covers the whole distance in
/// one second). The solver converts it to the displacement convention (`x′ = -velocity`).
public struct Spring: Hashable, Sendable {
    /// Mass, > 0. Default 1.
    public var mass: Double
    /// Stiffness `k`, > 0. Default 100.
    public var stiffness: Double
    /// Damping coefficient `c`, ≥ 0. Default 10. (0 is an undamped oscillator that never
    /// settles; the plugin ABI refuses it, see `AP_TIMING_SPRING_PHYSICS`.)
    public var damping: Double
    /// Initial velocity in fractions of the distance per second, positive towards the target.
    public var initialVelocity: Double

    /// Creates a spring; the defaults are Core Animation's.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// Undamped angular frequency ω₀ = √(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damping ratio ζ = c / (2√(mk)): below 1 oscillates, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// The threshold for ``settlingDuration(epsilon:)`` and for ``uiKit(duration:dampingRatio:initialVelocity:)``:
    /// 1e-3 of the distance, as SwiftUI and libadwaita use.
    public static let settleEpsilon = 1e-3

    /// The spring UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`
    /// runs: mass 1 and the stiffness for which the motion has died down to 1e-3 of the distance
    /// when `duration` ends.
    ///
    /// Apple does not publish its formula; this is Framer's published approximation, the best
    /// public one: with ζ clamped to [0.01, 1] and `duration` to [0.01, 10] s, ω₀ solves
    /// `|ζω₀ − v| / (ω₀√(1−ζ²)) · e^(−ζω₀T) = 1e-3` (for ζ = 1: `|1 + (ω₀ − v)T| · e^(−ω₀T) = 1e-3`),
    /// taking the largest root; then `k = ω₀²` and `c = 2ζω₀`. The animation still lasts exactly
    /// `duration` and ends on its target. For (ζ 0.25, 3 s, v 0) this gives k = 54.8336,
    /// c = 3.7025, Framer's published figures.
    public static func uiKit(duration: Double, dampingRatio: Double, initialVelocity v: Double) -> Spring {
        let zeta = min(1, max(0.01, dampingRatio.isFinite ? dampingRatio : 1))
        let T = min(10, max(0.01, duration.isFinite ? duration : 0.01))
        let eps = settleEpsilon
        let critical = abs(1 - zeta) <= SpringSolution.criticalBand
        // g(ω) = ln(amplitude) − ζωT − ln ε; its largest zero is the answer.
        func g(_ w: Double) -> Double {
            let amp: Double
            if critical {
                amp = abs(1 + (w - v) * T)
            } else {
                amp = abs(zeta * w - v) / (w * ((1 - zeta) * (1 + zeta)).squareRoot())
            }
            return log(max(amp, 1e-300)) - zeta * w * T - log(eps)
        }
        var hi = 2000 / T
        var lo = hi
        var found = false
        for _ in 0..<400 {
            lo = hi * 0.95
            if g(lo) >= 0 {
                found = true
                break
            }
            hi = lo
            if hi < 1e-3 / T { break }
        }
        var w: Double
        if found {
            for _ in 0..<100 {
                let mid = 0.5 * (lo + hi)
                if g(mid) >= 0 { lo = mid } else { hi = mid }
            }
            w = 0.5 * (lo + hi)
        } else {
            w = 2 * .pi / T  // no root (degenerate velocity); one natural period per duration
        }
        if !w.isFinite || w <= 0 { w = 2 * .pi / T }
        return Spring(mass: 1, stiffness: w * w, damping: 2 * zeta * w, initialVelocity: v)
    }

    /// SwiftUI's response parameterisation: mass 1, `k = (2π/response)²`, `c = 4πζ/response`.
    public static func response(_ response: Double, dampingRatio: Double, initialVelocity: Double = 0) -> Spring {
        let w = 2 * .pi / response
        return Spring(mass: 1, stiffness: w * w, damping: 2 * dampingRatio * w, initialVelocity: initialVelocity)
    }

    /// The closed-form motion from displacement 1 towards 0 with this spring's velocity.
    public var unitSolution: SpringSolution {
        SpringSolution(mass: mass, stiffness: stiffness, damping: damping, x0: 1, v0: -initialVelocity)
    }

    /// How long the spring takes to come to rest, in seconds: the time after which the
    /// displacement stays within `epsilon` of the distance and the velocity within
    /// `epsilon × ω₀` (so that neither position nor motion is visible), starting from the
    /// whole distance with ``initialVelocity``.
    ///
    /// Found from a proven bound (`|x(t)| ≤ e^(−λt)(|x₀| + |v₀ + βx₀|·t)`, λ the slowest decay
    /// rate) by scanning back in steps of at most 1/32 of the oscillation period and bisecting
    /// the last crossing to 1e-9 s. Infinite for an undamped spring. For Core Animation's
    /// documented example (m 1, k 100, c 5) this gives 2.76 s where Apple reports ≈ 2.85 s.
    public func settlingDuration(epsilon: Double = Spring.settleEpsilon) -> Double {
        unitSolution.settlingTime(epsilon: epsilon)
    }

    /// The longest a physical spring animation may take to settle: the longest run the host
    /// makes (`--max-duration` at most this). A spring animation lasts until it settles, so one
    /// that takes longer could never end within a run; it is refused where it is made.
    public static let maximumSettlingDuration = 3600.0

    /// Why this spring cannot be animated to rest within ``maximumSettlingDuration``, or nil.
    /// Its settling time (``settlingDuration(epsilon:)``) is close to the closed form
    /// `2m·ln(1/ε)/c` for an under-damped spring (ζ < 1) from rest — 13.8·m/c with ε = 1e-3 —
    /// since the motion decays as `e^(−ct/2m)`.
    public var settlingProblem: String? {
        let d = settlingDuration()
        let what =
            "a physical spring (mass \(Self.text(mass)), stiffness \(Self.text(stiffness)), damping \(Self.text(damping)))"
        let fix =
            "raise the damping (its settling time is about 2·mass·ln(1000)/damping when under-damped) or the stiffness, or lower the mass"
        guard d.isFinite else {
            return "\(what) never settles: its motion does not decay within a double's range; \(fix)"
        }
        guard d > Spring.maximumSettlingDuration else { return nil }
        return
            "\(what) takes \(Self.text(d)) s to settle, longer than the longest run (--max-duration is at most \(Self.text(Spring.maximumSettlingDuration)) s), so it could never finish; \(fix)"
    }

    /// A number for a message: up to 6 significant digits, exponent form for the very large or small.
    private static func text(_ v: Double) -> String {
        let a = abs(v)
        return a != 0 && (a >= 1e9 || a < 1e-4)
            ? String(format: "%.6g", v) : Rounding.format(v, quantum: a >= 100 ? 0.1 : 1e-6)
    }
}

/// The closed-form solution of `m·x″ + c·x′ + k·x = 0` from displacement `x₀` and velocity
/// `v₀` (displacement convention: `v₀ = x′(0)`), prepared once and evaluated in a few
/// nanoseconds.
///
/// With ω₀ = √(k/m), ζ = c/(2√(mk)) and β = ζω₀:
/// * under-damped, ωd = ω₀√(1−ζ²): `x = e^(−βt)[x₀ cos ωd t + ((v₀+βx₀)/ωd) sin ωd t]`;
/// * critical: `x = e^(−βt)[x₀ + (v₀+βx₀)t]`;
/// * over-damped, ωo = √(β²−ω₀²): `x = e^(−βt)[x₀ cosh ωo t + ((v₀+βx₀)/ωo) sinh ωo t]`,
///   evaluated as `e^(−(β−ωo)t)` times `(1 ± e^(−2ωo t))` terms, which never overflows and
///   stays accurate as ωo → 0.
///
/// Damping ratios within ``criticalBand`` of 1 use the critical form. All three forms meet
/// continuously at ζ = 1 (sin(ωd t)/ωd and sinh(ωo t)/ωo both tend to t), so position and
/// velocity are continuous across the band; the tests check this from 1 ± 1e-12 to 1 ± 1e-4.
public struct SpringSolution: Hashable, Sendable {
    /// Half-width of the band around ζ = 1 treated as critical. Inside it the critical form
    /// differs from the exact one by less than 0.54·|1−ζ|·|x₀| ≤ 5.4e-10·|x₀|.
    public static let criticalBand = 1e-9

    /// Which closed form applies.
    public enum Regime: Hashable, Sendable { case underDamped, critical, overDamped }

    /// The regime this spring is in.
    public let regime: Regime
    /// Initial displacement.
    public let x0: Double
    /// Initial velocity (displacement convention).
    public let v0: Double
    /// ω₀, radians per second.
    public let omega0: Double
    /// β = ζω₀, the decay rate of the envelope (per second).
    public let beta: Double
    /// ωd (under-damped) or ωo (over-damped); 0 when critical.
    public let omega: Double
    // Precomputed coefficients.
    @usableFromInline let cx: Double, cv: Double
    @usableFromInline let lambda: Double
    @usableFromInline let tables = FastMath.tables

    /// Prepares the solution for a spring and its start state.
    public init(mass: Double, stiffness: Double, damping: Double, x0: Double, v0: Double) {
        let w0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (mass * stiffness).squareRoot())
        let beta = zeta * w0
        self.x0 = x0
        self.v0 = v0
        omega0 = w0
        self.beta = beta
        if abs(1 - zeta) <= SpringSolution.criticalBand {
            regime = .critical
            omega = 0
            cx = v0 + beta * x0
            cv = -beta * (v0 + beta * x0)
            lambda = beta
        } else if zeta < 1 {
            regime = .underDamped
            let wd = w0 * ((1 - zeta) * (1 + zeta)).squareRoot()
            omega = wd
            cx = (v0 + beta * x0) / wd
            cv = -(x0 * w0 * w0 + beta * v0) / wd
            lambda = beta
        } else {
            regime = .overDamped
            let wo = w0 * ((zeta - 1) * (zeta + 1)).squareRoot()
            omega = wo
            cx = v0 + beta * x0
            cv = -(x0 * w0 * w0 + beta * v0)
            lambda = w0 * w0 / (beta + wo)  // β − ωo without cancellation
        }
    }

    /// Displacement and velocity at time `t` (seconds).
    @inlinable public func state(at t: Double) -> (position: Double, velocity: Double) {
        switch regime {
        case .underDamped:
            let e = FastMath.exp(-beta * t, tables)
            let (s, c) = FastMath.sincos(omega * t, tables)
            return (e * (x0 * c + cx * s), e * (v0 * c + cv * s))
        case .critical:
            let e = FastMath.exp(-beta * t, tables)
            return (e * (x0 + cx * t), e * (v0 + cv * t))
        case .overDamped:
            let e = FastMath.exp(-lambda * t, tables)
            let a = 2 * omega * t
            // G = 1 − e^(−2ωo t), computed with expm1 where it is small so G/(2ωo) stays exact.
            let g = a < 0.5 ? -expm1(-a) : 1 - FastMath.exp(-a, tables)
            let sinhTerm = omega > 0 ? g / (2 * omega) : t
            let coshTerm = (2 - g) / 2
            return (e * (x0 * coshTerm + cx * sinhTerm), e * (v0 * coshTerm + cv * sinhTerm))
        }
    }

    /// Displacement at time `t`.
    @inlinable public func position(at t: Double) -> Double { state(at: t).position }

    /// Velocity (d displacement / dt) at time `t`.
    @inlinable public func velocity(at t: Double) -> Double { state(at: t).velocity }

    /// For a unit solution (x₀ = 1): the progress `1 − x(t)` from 0 towards 1, overshooting
    /// above 1 when the spring bounces.
    @inlinable public func progress(at t: Double) -> Double { 1 - state(at: t).position }

    /// See ``Spring/settlingDuration(epsilon:)``.
    public func settlingTime(epsilon: Double) -> Double {
        guard lambda > 0, lambda.isFinite else { return .infinity }
        let vLimit = epsilon * max(omega0, 1e-12)
        func settled(_ t: Double) -> Bool {
            let s = state(at: t)
            return abs(s.position) <= epsilon && abs(s.velocity) <= vLimit
        }
        // Proven bound: both envelopes e^(−λt)(a + b t) below their limits from tMax on.
        let ax = abs(x0), bx = abs(v0 + beta * x0), av = abs(v0), bv = abs(x0 * omega0 * omega0 + beta * v0)
        func bounded(_ t: Double) -> Bool {
            let e = Foundation.exp(-lambda * t)
            // Past t = 1/λ each envelope only decreases.
            return t >= 1 / lambda && e * (ax + bx * t) <= epsilon && e * (av + bv * t) <= vLimit
        }
        var tMax = 1 / lambda
        while !bounded(tMax) && tMax < 1e6 { tMax *= 1.5 }
        let period = omega > 0 && regime == .underDamped ? 2 * .pi / omega : .infinity
        let step = min(period / 32, tMax / 2048)
        var t = tMax
        while t > 0 && settled(t) { t -= step }
        if t <= 0 { return settled(0) ? 0 : step }
        // The last unsettled sample is t; the crossing lies in (t, t + step].
        var lo = t, hi = min(t + step, tMax)
        while hi - lo > 1e-9 {
            let mid = 0.5 * (lo + hi)
            if settled(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
