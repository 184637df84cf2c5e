import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// The damped spring m·x″ + c·x′ + k·x = 0 solved here from the textbook closed forms with
/// Foundation's exp/cos/sin/cosh/sinh, independently of the engine.
private struct ReferenceSpring {
    let x0: Double, v0: Double, omega0: Double, zeta: Double, beta: Double

    init(mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double) {
        self.x0 = x0
        self.v0 = v0
        omega0 = (k / m).squareRoot()
        zeta = c / (2 * (k * m).squareRoot())
        beta = zeta * omega0
    }

    /// Position, velocity, and the sums of the absolute values of the terms that make them up
    /// (the scale that rounding errors are relative to).
    func state(_ t: Double, forceCritical: Bool = false) -> (x: Double, v: Double, xScale: Double, vScale: Double) {
        if forceCritical || zeta == 1 {
            let b = omega0  // ζ = 1
            let ec = exp(-b * t), c1 = v0 + b * x0
            return (
                ec * (x0 + c1 * t), ec * (v0 - b * c1 * t),
                ec * (abs(x0) + abs(c1) * t), ec * (abs(v0) + b * abs(c1) * t)
            )
        }
        if zeta < 1 {
            let e = exp(-beta * t)
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + beta * x0) / wd
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (x0 * c + b * s)
            let v = e * ((b * wd - beta * x0) * c - (x0 * wd + beta * b) * s)
            let amp = abs(x0) + abs(b)
            return (x, v, e * amp, e * amp * (beta + wd))
        }
        // x = e^(−βt)(x₀ cosh ωₒt + b sinh ωₒt), with e^(−βt)cosh and e^(−βt)sinh written as
        // (E₁ ± E₂)/2, E₁ = e^(−λt), E₂ = e^(−μt), λ = β − ωₒ = ω₀²/(β + ωₒ), μ = β + ωₒ, so that
        // large t neither overflows cosh nor underflows e^(−βt) first.
        let wo = omega0 * (zeta * zeta - 1).squareRoot()
        let b = (v0 + beta * x0) / wo
        let mu = beta + wo, lambda = omega0 * omega0 / mu
        let e1 = exp(-lambda * t), e2 = exp(-mu * t)
        let ch = (e1 + e2) / 2, sh = (e1 - e2) / 2
        let x = x0 * ch + b * sh
        let v = (x0 * (-lambda * e1 - mu * e2) + b * (-lambda * e1 + mu * e2)) / 2
        return (x, v, abs(x0) * ch + abs(b) * sh, (abs(x0) + abs(b)) * (lambda * e1 + mu * e2) / 2)
    }
}

/// SpringSolution, Spring's parameter mappings and settling time, and FastMath, against closed
/// forms and bounds derived in the comments.
final class SpringTests: XCTestCase {

    private enum Kind { case under, critical, over }

    private func randomSpring(_ rng: inout SplitMix64, _ kind: Kind) -> (
        m: Double, k: Double, c: Double, x0: Double, v0: Double
    ) {
        let m = rng.logUniform(0.1, 10), k = rng.logUniform(1, 2000)
        let zeta: Double
        switch kind {
        case .under: zeta = rng.uniform(0.02, 0.98)
        case .critical: zeta = 1
        case .over: zeta = rng.uniform(1.02, 8)
        }
        return (m, k, 2 * zeta * (k * m).squareRoot(), rng.uniform(-3, 3), rng.uniform(-30, 30))
    }

    func testStateMatchesTheClosedFormInEveryRegime() {
        var rng = SplitMix64(seed: 0x5101)
        for kind in [Kind.under, .critical, .over] {
            var worst = 0.0
            for _ in 0..<150 {
                let p = randomSpring(&rng, kind)
                let sol = SpringSolution(mass: p.m, stiffness: p.k, damping: p.c, x0: p.x0, v0: p.v0)
                let ref = ReferenceSpring(mass: p.m, stiffness: p.k, damping: p.c, x0: p.x0, v0: p.v0)
                switch kind {
                case .under: XCTAssertEqual(sol.regime, .underDamped)
                case .critical: XCTAssertEqual(sol.regime, .critical)
                case .over: XCTAssertEqual(sol.regime, .overDamped)
                }
                XCTAssertEqual(sol.omega0, ref.omega0, accuracy: 1e-12 * ref.omega0)
                XCTAssertEqual(sol.beta, ref.beta, accuracy: 1e-12 * ref.omega0)
                // Out to ~25 decay times (or 20 s), where the motion is ~1e-11 of its start.
                let decay =
                    kind == .over
                    ? ref.omega0 * ref.omega0 / (ref.beta + ref.omega0 * (ref.zeta * ref.zeta - 1).squareRoot())
                    : ref.beta
                let tEnd = min(25 / decay, 20)
                for i in 0...100 {
                    let t = tEnd * Double(i) / 100
                    let s = sol.state(at: t)
                    let r = ref.state(t, forceCritical: kind == .critical)
                    let ex = abs(s.position - r.x) / r.xScale, ev = abs(s.velocity - r.v) / r.vScale
                    worst = max(worst, ex, ev)
                    XCTAssertLessThanOrEqual(ex, 1e-11, "\(kind) x at t=\(t) for \(p)")
                    XCTAssertLessThanOrEqual(ev, 1e-11, "\(kind) v at t=\(t) for \(p)")
                    XCTAssertEqual(sol.position(at: t), s.position)
                    XCTAssertEqual(sol.velocity(at: t), s.velocity)
                }
            }
            XCTAssertLessThan(worst, 1e-11, "\(kind): worst relative error \(worst)")
        }
    }

    func testVelocityIsTheDerivativeOfPosition() {
        var rng = SplitMix64(seed: 0x5102)
        for kind in [Kind.under, .critical, .over] {
            for _ in 0..<100 {
                let p = randomSpring(&rng, kind)
                let sol = SpringSolution(mass: p.m, stiffness: p.k, damping: p.c, x0: p.x0, v0: p.v0)
                let ref = ReferenceSpring(mass: p.m, stiffness: p.k, damping: p.c, x0: p.x0, v0: p.v0)
                // Fastest rate in the solution; central difference error ~ h²|x‴|/6 + ε|x|/h.
                let rate = ref.beta + ref.omega0
                let h = 1e-5 / rate
                for i in 1...60 {
                    let t = Double(i) / 60 * min(10 / ref.beta, 10)
                    let fd = (sol.position(at: t + h) - sol.position(at: t - h)) / (2 * h)
                    let r = ref.state(t, forceCritical: kind == .critical)
                    let scale = r.vScale + rate * r.xScale + 1e-300
                    XCTAssertLessThanOrEqual(abs(sol.velocity(at: t) - fd), 1e-8 * scale, "\(kind) at t=\(t) for \(p)")
                }
                XCTAssertEqual(sol.velocity(at: 0), p.v0, accuracy: 1e-12 * (abs(p.v0) + rate * abs(p.x0)))
                XCTAssertEqual(sol.position(at: 0), p.x0, accuracy: 1e-15 * abs(p.x0))
            }
        }
    }

    func testContinuityAcrossCriticalDamping() {
        // Derivation (ω₀ fixed, τ = ω₀t, u = v₀/ω₀): to first order in δ = ζ − 1,
        //   ∂x/∂ζ = e^(−τ)[x₀τ³/3 + u(τ³/3 − τ²)],  max over τ of the two terms: 0.448|x₀| + 0.261|u|;
        //   ∂v/∂ζ = ω₀ e^(−τ)[x₀(τ² − τ³/3) + u(2τ² − 2τ − τ³/3)],  max: ω₀(0.261|x₀| + 0.337|u|).
        // So |x_ζ − x_crit| ≤ 0.6|δ|(|x₀| + |v₀|/ω₀) and |v_ζ − v_crit| ≤ 0.6|δ|(ω₀|x₀| + |v₀|),
        // with a 30 % margin over the first-order constants for the δ² terms and rounding.
        var rng = SplitMix64(seed: 0x5103)
        for _ in 0..<40 {
            let m = rng.logUniform(0.2, 5), k = rng.logUniform(5, 1000)
            let x0 = rng.uniform(-2, 2), v0 = rng.uniform(-20, 20)
            let omega0 = (k / m).squareRoot()
            let critical = ReferenceSpring(mass: m, stiffness: k, damping: 2 * (k * m).squareRoot(), x0: x0, v0: v0)
            for delta in [1e-12, 1e-10, 1e-9, 1e-7, 1e-5, 1e-4] {
                for sign in [-1.0, 1.0] {
                    let zeta = 1 + sign * delta
                    let sol = SpringSolution(
                        mass: m, stiffness: k, damping: 2 * zeta * (k * m).squareRoot(), x0: x0, v0: v0)
                    if delta <= 1e-10 {
                        XCTAssertEqual(sol.regime, .critical, "ζ = 1 ± \(delta) lies in the critical band")
                    }
                    if delta >= 1e-7 {
                        XCTAssertEqual(
                            sol.regime, sign < 0 ? .underDamped : .overDamped, "ζ = 1 \(sign < 0 ? "−" : "+") \(delta)")
                    }
                    let boundX = 0.6 * delta * (abs(x0) + abs(v0) / omega0) + 1e-13 * (abs(x0) + abs(v0) / omega0)
                    let boundV = 0.6 * delta * (omega0 * abs(x0) + abs(v0)) + 1e-13 * (omega0 * abs(x0) + abs(v0))
                    for i in 0...400 {
                        let t = Double(i) / 400 * 20 / omega0
                        let s = sol.state(at: t), c = critical.state(t, forceCritical: true)
                        XCTAssertLessThanOrEqual(
                            abs(s.position - c.x), boundX, "x at ζ = 1 + \(sign * delta), t = \(t)")
                        XCTAssertLessThanOrEqual(
                            abs(s.velocity - c.v), boundV, "v at ζ = 1 + \(sign * delta), t = \(t)")
                    }
                }
            }
        }
    }

    func testNoNaNOrInfinityAtLargeTimes() {
        var rng = SplitMix64(seed: 0x5104)
        for zeta in [0, 1e-3, 0.3, 1 - 1e-7, 1, 1 + 1e-12, 1 + 1e-7, 1.5, 50, 1e4] {
            for _ in 0..<10 {
                let m = rng.logUniform(0.1, 10), k = rng.logUniform(1, 5000)
                let x0 = rng.uniform(-5, 5), v0 = rng.uniform(-100, 100)
                let sol = SpringSolution(
                    mass: m, stiffness: k, damping: 2 * zeta * (k * m).squareRoot(), x0: x0, v0: v0)
                let omega0 = (k / m).squareRoot()
                let amplitude = (x0 * x0 + (v0 / omega0) * (v0 / omega0)).squareRoot()
                for t in [1e3, 1e4, 1e6] {
                    let s = sol.state(at: t)
                    XCTAssertTrue(s.position.isFinite && s.velocity.isFinite, "ζ = \(zeta), t = \(t): \(s)")
                    if zeta == 0 {
                        // Undamped: energy is conserved, |x| ≤ √(x₀² + (v₀/ω₀)²).
                        XCTAssertLessThanOrEqual(abs(s.position), amplitude * (1 + 1e-9), "undamped at t = \(t)")
                    } else if zeta >= 0.3 && zeta <= 2 {
                        XCTAssertLessThanOrEqual(
                            abs(s.position), 1e-6 * (amplitude + 1), "ζ = \(zeta) has died down by t = \(t)")
                    }
                }
            }
        }
    }

    // MARK: Spring parameter mappings

    func testUIKitSpringMatchesFramersPublishedNumbers() {
        let s = Spring.uiKit(duration: 3, dampingRatio: 0.25, initialVelocity: 0)
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(s.stiffness, 54.8336, accuracy: 1e-3)
        XCTAssertEqual(s.damping, 3.7025, accuracy: 1e-3)
        // The reference notes' two further runs of Framer's method.
        let bondo = Spring.uiKit(duration: 1, dampingRatio: 0.75, initialVelocity: 0)
        XCTAssertEqual(bondo.stiffness, 87.94, accuracy: 0.01)
        XCTAssertEqual(bondo.damping, 14.07, accuracy: 0.01)
        let crit = Spring.uiKit(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        XCTAssertEqual(crit.stiffness, 341.0, accuracy: 0.1)
        XCTAssertEqual(crit.damping, 36.93, accuracy: 0.01)
    }

    func testUIKitSpringSolvesItsDocumentedEquation() {
        // g(ω) = |ζω − v|/(ω√(1−ζ²))·e^(−ζωT) − 1e-3   (ζ < 1)
        // g(ω) = |1 + (ω − v)T|·e^(−ωT) − 1e-3          (ζ = 1), largest root.
        func envelope(_ w: Double, zeta: Double, T: Double, v: Double) -> Double {
            if zeta == 1 { return abs(1 + (w - v) * T) * exp(-w * T) }
            return abs(zeta * w - v) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * T)
        }
        for T in [0.1, 0.25, 0.5, 1, 2, 3, 5, 10] {
            for zeta in [0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 1] {
                for v in [-5.0, -1, 0, 0.5, 1, 3, 10] {
                    let s = Spring.uiKit(duration: T, dampingRatio: zeta, initialVelocity: v)
                    let w = s.stiffness.squareRoot()
                    let what = "T \(T), ζ \(zeta), v \(v) → k \(s.stiffness), c \(s.damping)"
                    XCTAssertEqual(s.mass, 1, what)
                    XCTAssertEqual(s.initialVelocity, v, what)
                    XCTAssertEqual(s.damping, 2 * zeta * w, accuracy: 1e-12 * s.damping, what)
                    XCTAssertEqual(
                        log(envelope(w, zeta: zeta, T: T, v: v)), log(1e-3), accuracy: 1e-6, "g(ω₀) = 0 for " + what)
                    // Largest root: the envelope stays below 1e-3 for every larger ω.
                    var x = w * (1 + 1e-4)
                    while x < 2000 / T {
                        XCTAssertLessThan(
                            envelope(x, zeta: zeta, T: T, v: v), 1e-3, "no larger root at ω = \(x) for " + what)
                        x *= 1.05
                    }
                }
            }
        }
    }

    func testResponseMapping() {
        var rng = SplitMix64(seed: 0x5105)
        for _ in 0..<200 {
            let response = rng.uniform(0.05, 3), zeta = rng.uniform(0, 2), v = rng.uniform(-3, 3)
            let s = Spring.response(response, dampingRatio: zeta, initialVelocity: v)
            XCTAssertEqual(s.mass, 1)
            XCTAssertEqual(s.stiffness, pow(2 * .pi / response, 2), accuracy: 1e-12 * s.stiffness)
            XCTAssertEqual(s.damping, 4 * .pi * zeta / response, accuracy: 1e-12 * (1 + s.damping))
            XCTAssertEqual(s.initialVelocity, v)
            XCTAssertEqual(s.dampingRatio, zeta, accuracy: 1e-12)
            XCTAssertEqual(s.naturalFrequency, 2 * .pi / response, accuracy: 1e-12 * s.naturalFrequency)
        }
    }

    func testUnitSolutionUsesUIKitsVelocityConvention() {
        // Positive initial velocity moves towards the target: progress starts rising at that rate.
        let s = Spring(mass: 2, stiffness: 150, damping: 9, initialVelocity: 3)
        let sol = s.unitSolution
        let ref = ReferenceSpring(mass: 2, stiffness: 150, damping: 9, x0: 1, v0: -3)
        for i in 0...100 {
            let t = Double(i) / 50
            XCTAssertEqual(sol.progress(at: t), 1 - ref.state(t).x, accuracy: 1e-13)
        }
        let h = 1e-7
        XCTAssertEqual((sol.progress(at: h) - sol.progress(at: 0)) / h, 3, accuracy: 1e-4)
        XCTAssertEqual(
            TimingFunction.spring(sol).progress(fraction: 1, duration: 0.4), 1, "snaps to the target at the end")
        XCTAssertEqual(
            TimingFunction.spring(sol).progress(fraction: 0.5, duration: 0.4), 1 - ref.state(0.2).x, accuracy: 1e-13)
    }

    // MARK: Springs on a layer

    func testSpringAnimationsOnALayerFollowTheClosedFormInEveryRegime() {
        // The per-frame path (the engine's own copy of the three closed forms) against the
        // reference: progress = 1 − x(t) from x₀ = 1, v₀ = −initialVelocity.
        let springs: [(String, Spring)] = [
            ("under-damped", Spring(mass: 1, stiffness: 100, damping: 6, initialVelocity: 1.5)),
            ("critical", Spring(mass: 2, stiffness: 200, damping: 40, initialVelocity: -2)),
            ("over-damped", Spring(mass: 1, stiffness: 100, damping: 35, initialVelocity: 3))
        ]
        for (name, spring) in springs {
            let engine = makeEngine()
            let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 400))
            let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            try! root.addSubview(v)
            var calls: [Bool] = []
            engine.animate(
                with: spring,
                animations: {
                    v.center = Point(x: 150, y: 50)
                    v.alpha = 0
                }, completion: { calls.append($0) })
            let ref = ReferenceSpring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, x0: 1,
                v0: -spring.initialVelocity)
            let duration = spring.settlingDuration()
            var n = 0
            while Double(n) / 60 < duration {
                let t = Double(n) / 60
                engine.advance(to: t)
                let progress = 1 - ref.state(t, forceCritical: name == "critical").x
                XCTAssertEqual(
                    v.layer.presentation.position.x, 50 + 100 * progress, accuracy: 1e-9, "\(name) at t = \(t)")
                XCTAssertEqual(v.layer.presentation.opacity, 1 - progress, accuracy: 1e-11, "\(name) at t = \(t)")
                n += 1
            }
            engine.advance(to: Double(n) / 60)
            XCTAssertEqual(v.layer.presentation, v.layer.model, "\(name): ends on the target")
            XCTAssertEqual(calls, [true], name)
        }
        // UIKit's duration + damping ratio: the mapped spring's motion, cut off at the duration.
        for (ratio, velocity) in [(1.0, 0.3), (0.5, 0), (0.8, -1)] {
            let engine = makeEngine()
            let root = View(engine: engine, frame: Rect(x: 0, y: 0, width: 400, height: 400))
            let v = View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            try! root.addSubview(v)
            engine.animate(
                withDuration: 0.8, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
                animations: { v.cornerRadius = 10 })
            let s = Spring.uiKit(duration: 0.8, dampingRatio: ratio, initialVelocity: velocity)
            let ref = ReferenceSpring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, x0: 1, v0: -velocity)
            for n in 0..<48 {
                let t = Double(n) / 60
                engine.advance(to: t)
                XCTAssertEqual(
                    v.layer.presentation.cornerRadius, 10 * (1 - ref.state(t, forceCritical: ratio == 1).x),
                    accuracy: 1e-10,
                    "ζ \(ratio) at t = \(t)")
            }
            engine.advance(to: 0.8)
            XCTAssertEqual(v.layer.presentation.cornerRadius, 10, "ζ \(ratio): exactly on the target at the end")
        }
    }

    // MARK: Settling

    /// Checks the documented definition with the reference solution: from T on, |x| ≤ ε and
    /// |v| ≤ ε·ω₀ (on a fine grid to 3T); at T − 1e-6 one of them is still above.
    private func checkSettling(_ spring: Spring, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let eps = Spring.settleEpsilon
        let T = spring.settlingDuration()
        XCTAssertTrue(T.isFinite && T > 0, "\(what): \(T)", file: file, line: line)
        let ref = ReferenceSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, x0: 1, v0: -spring.initialVelocity)
        let critical = abs(ref.zeta - 1) <= 1e-9
        let vLimit = eps * ref.omega0
        let n = 30_000
        for i in 0...n {
            let t = T + 2 * T * Double(i) / Double(n)
            let s = ref.state(t, forceCritical: critical)
            if !(abs(s.x) <= eps * (1 + 1e-9) && abs(s.v) <= vLimit * (1 + 1e-9)) {
                XCTFail("\(what): not settled at t = \(t) > T = \(T): x \(s.x), v \(s.v)", file: file, line: line)
                return
            }
        }
        let before = ref.state(T - 1e-6, forceCritical: critical)
        XCTAssertTrue(
            abs(before.x) > eps || abs(before.v) > vLimit,
            "\(what): already settled just before T = \(T): x \(before.x), v \(before.v)", file: file, line: line)
    }

    func testSettlingDurationOfApplesExampleAndItsDefinition() {
        let apple = Spring(mass: 1, stiffness: 100, damping: 5)
        let T = apple.settlingDuration()
        XCTAssertGreaterThanOrEqual(T, 2.65, "Apple documents ≈ 2.85 s")
        XCTAssertLessThanOrEqual(T, 3.05, "Apple documents ≈ 2.85 s")
        checkSettling(apple, "m 1, k 100, c 5")
        checkSettling(Spring(mass: 1, stiffness: 100, damping: 10), "c 10")
        checkSettling(Spring(mass: 1, stiffness: 100, damping: 20), "critical")
        checkSettling(Spring(mass: 1, stiffness: 100, damping: 60), "over-damped")
        checkSettling(Spring(mass: 2, stiffness: 300, damping: 4, initialVelocity: 5), "bouncy with velocity")
        checkSettling(Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -8), "critical, thrown away")
        checkSettling(Spring.uiKit(duration: 0.6, dampingRatio: 0.7, initialVelocity: 1.5), "UIKit mapping")
        XCTAssertEqual(
            Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration(), .infinity, "undamped never settles")
    }

    // MARK: FastMath

    func testFastExpIsWithinTwoUlpsOfFoundation() {
        // Bound: the table entry 2^(j/32) is rounded (½ ulp), the degree-6 polynomial and the final
        // multiply-add add about one more, and the C library itself is within ½ ulp: 2 ulps.
        var rng = SplitMix64(seed: 0x5106)
        var worst = (ulps: 0.0, x: 0.0)
        var xs = (0...400_000).map { -700 + 1400 * Double($0) / 400_000 }
        xs += (0..<200_000).map { _ in rng.uniform(-700, 700) }
        xs += (0..<50_000).map { _ in rng.uniform(-1e-3, 1e-3) }
        for x in xs {
            let r = Foundation.exp(x)
            let u = abs(FastMath.exp(x) - r) / r.ulp
            if u > worst.ulps { worst = (u, x) }
        }
        XCTAssertLessThanOrEqual(worst.ulps, 2, "worst \(worst.ulps) ulps at x = \(worst.x)")
        XCTAssertEqual(FastMath.exp(0), 1)
        // Outside the reduction range: the C library's value.
        for x in [-745.0, -720, -700.5, 700.5, 709, 710, .infinity, -.infinity] {
            XCTAssertEqual(FastMath.exp(x), Foundation.exp(x), "\(x)")
        }
        XCTAssertTrue(FastMath.exp(.nan).isNaN)
    }

    func testFastSinCosIsWithinAFewUlpsOfFoundationOnAnimationAngles() {
        // Bound: |Δ| ≤ 1e-15 absolute (≈ 4.5 ulps of 1): a ½-ulp table entry, a ≤ 1-ulp polynomial
        // and angle-sum step, the C library's ½ ulp, and an exact three-part reduction.
        var rng = SplitMix64(seed: 0x5107)
        var worst = (error: 0.0, x: 0.0)
        var xs = (0...200_000).map { -1e4 + 2e4 * Double($0) / 200_000 }
        xs += (0..<200_000).map { _ in rng.uniform(-1e4, 1e4) }
        xs += (0..<20_000).map { _ in rng.uniform(-10, 10) }
        for x in xs {
            let (s, c) = FastMath.sincos(x)
            let e = max(abs(s - Foundation.sin(x)), abs(c - Foundation.cos(x)))
            if e > worst.error { worst = (e, x) }
        }
        XCTAssertLessThanOrEqual(worst.error, 1e-15, "worst |Δ| \(worst.error) at x = \(worst.x)")
        // Near zero the sine is relative: within 2 ulps of the result.
        for _ in 0..<10_000 {
            let x = rng.uniform(-1e-3, 1e-3) * pow(10, -Double(rng.int(0...200)))
            let s = FastMath.sincos(x).sin
            XCTAssertLessThanOrEqual(abs(s - Foundation.sin(x)), 2 * Foundation.sin(x).magnitude.ulp, "sin(\(x))")
        }
        XCTAssertEqual(FastMath.sincos(0).sin, 0)
        XCTAssertEqual(FastMath.sincos(0).cos, 1)
    }

    func testFastSinCosIsWithinAFewUlpsOfFoundationUpToAMillionRadians() {
        // The documented contract is "within a few ulps of the C library" for every argument the
        // fast path accepts (|x| < 1e9). Same 1e-15 bound over [-1e6, 1e6].
        var rng = SplitMix64(seed: 0x5108)
        var worst = (error: 0.0, x: 0.0)
        for _ in 0..<300_000 {
            let x = rng.uniform(-1e6, 1e6)
            let (s, c) = FastMath.sincos(x)
            let e = max(abs(s - Foundation.sin(x)), abs(c - Foundation.cos(x)))
            if e > worst.error { worst = (e, x) }
        }
        XCTAssertLessThanOrEqual(worst.error, 1e-15, "worst |Δ| \(worst.error) at x = \(worst.x)")
    }
}
