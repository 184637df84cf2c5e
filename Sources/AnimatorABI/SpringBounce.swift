/// The iOS 17 way of giving a spring: a perceptual duration and a bounce, as UIKit's
/// `UISpringTimingParameters(duration:bounce:initialVelocity:)`, Core Animation's
/// `CASpringAnimation(perceptualDuration:bounce:)` and `UIView.animate(springDuration:bounce:…)`
/// take it. Apple's conversion (mass 1): stiffness (2π / duration)², damping ratio 1 − bounce
/// for a bounce of 0 or more, 1 / (1 + bounce) for a negative (over-damped) one, so damping
/// 4π(1 − bounce) / duration and 4π / (duration (1 + bounce)). A bounce of 0 is critically
/// damped, 1 undamped; bounces are taken within −1…1.
enum SpringBounce {
    /// Mass, stiffness and damping for a perceptual duration and a bounce.
    static func physics(duration: Double, bounce: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        let b = min(max(bounce, -0.999_999), 1), d = max(duration, 1e-6)
        let stiffness = pow(2 * Double.pi / d, 2)
        let damping = b >= 0 ? 4 * Double.pi * (1 - b) / d : 4 * Double.pi / (d * (1 + b))
        return (1, stiffness, damping)
    }

    /// The damping ratio of a bounce.
    static func dampingRatio(bounce: Double) -> Double {
        let b = min(max(bounce, -0.999_999), 1)
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }

    /// The perceptual duration and bounce of a spring (the inverse of ``physics(duration:bounce:)``).
    static func durationAndBounce(mass: Double, stiffness: Double, damping: Double) -> (Double, Double) {
        guard mass > 0, stiffness > 0 else { return (0, 0) }
        let duration = 2 * Double.pi / (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return (duration, ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }
}

extension CASpringAnimation {
    /// A spring of mass 1 with this perceptual duration and bounce (see ``SpringBounce``).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let p = SpringBounce.physics(duration: perceptualDuration, bounce: Double(bounce))
        (mass, stiffness, damping) = (CGFloat(p.mass), CGFloat(p.stiffness), CGFloat(p.damping))
    }

    /// The spring's perceptual duration: 2π / √(stiffness / mass).
    public var perceptualDuration: TimeInterval {
        SpringBounce.durationAndBounce(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)).0
    }

    /// The spring's bounce: 1 − its damping ratio, or 1 / ratio − 1 when over-damped.
    public var bounce: CGFloat {
        CGFloat(
            SpringBounce.durationAndBounce(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
                .1)
    }

    /// Whether an over-damped spring may be given (true, as Core Animation's since iOS 17): the
    /// host's spring is the exact damped oscillator, which handles over-damping either way.
    public var allowsOverdamping: Bool {
        get { keyedValues["allowsOverdamping"] as? Bool ?? true }
        set { keyedValues["allowsOverdamping"] = newValue }
    }
}

extension UISpringTimingParameters {
    /// A physical spring of mass 1 with this perceptual duration and bounce (see
    /// ``SpringBounce``); like every physical spring it runs until it settles.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero) {
        let p = SpringBounce.physics(duration: duration, bounce: Double(bounce))
        self.init(
            mass: CGFloat(p.mass), stiffness: CGFloat(p.stiffness), damping: CGFloat(p.damping),
            initialVelocity: initialVelocity)
    }
}

extension UIView {
    /// UIKit's iOS 17 spring animation: the damping-ratio spring of the bounce
    /// (``SpringBounce/dampingRatio(bounce:)``) lasting `duration`, as
    /// ``animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``
    /// runs one (UIKit's perceptual duration is about the settling time, which is what that
    /// spring's duration is).
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: delay,
            usingSpringWithDamping: CGFloat(SpringBounce.dampingRatio(bounce: Double(bounce))),
            initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
    }
}
