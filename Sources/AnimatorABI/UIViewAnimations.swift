extension UIView {
    /// UIKit's `UIView.AnimationOptions`, with UIKit's bit values. The host acts on the
    /// curve, `beginFromCurrentState`, `repeat`, `autoreverse`, the transition kinds,
    /// `allowAnimatedContent` and `showHideTransitionViews`; the rest are accepted and change
    /// nothing here: `layoutSubviews` (no layout passes), `allowUserInteraction` (touches, in
    /// interaction plugins, are not withheld from animating views), `overrideInherited…` (blocks do not inherit from enclosing
    /// blocks here) and `preferredFramesPerSecond…` (the run's frame rate rules).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// UIKit's `UIView.KeyframeAnimationOptions` (the ones with no effect here as for
    /// ``AnimationOptions``).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }

    private static func run(_ params: ap_animation, _ animations: @escaping () -> Void, _ completion: ((Bool) -> Void)?)
    {
        let c = HostConnection.required
        c.openPendingAnimationBlocks()
        var p = params
        withAnimationsSwitch(c) {
            Blocks.sync(c, animations) { block in
                _ = c.api.animate!(c.host, &p, block, Blocks.completion(c, completion))
            }
        }
    }

    /// Runs `body` (which opens an animation block in the host) as it is when animations are
    /// enabled, and inside `perform_without_animation` when they are not, so that the
    /// block's changes apply at once and its completion still runs, finished.
    static func withAnimationsSwitch(_ c: HostConnection, _ body: @escaping () -> Void) {
        guard !c.animationsEnabled else { return body() }
        Blocks.sync(c, body) { block in _ = c.api.perform_without_animation!(c.host, block) }
    }

    private static func params(_ duration: TimeInterval, _ delay: TimeInterval, _ options: UInt, _ timing: ap_timing)
        -> ap_animation
    {
        var p = ap_animation()
        p.duration = duration
        p.delay = delay
        p.options = UInt32(truncatingIfNeeded: options)
        p.timing = timing
        return p
    }

    /// Animates the changes made in `animations` (UIKit semantics).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(params(duration, delay, options.rawValue, AP_TIMING_CURVE), animations, completion)
    }

    /// Animates with the default curve and no delay.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with the default curve, no delay and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with UIKit's spring: a damping ratio and an initial velocity (distances per
    /// second, positive towards the target), over exactly `duration`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        var p = params(duration, delay, options.rawValue, AP_TIMING_SPRING)
        p.damping_ratio = Double(dampingRatio)
        p.initial_velocity = Double(velocity)
        run(p, animations, completion)
    }

    /// Animates along a custom cubic Bézier (control points in unit space). Not in UIKit
    /// (which needs a CAMediaTimingFunction for this).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, controlPoints c1: CGPoint, _ c2: CGPoint,
        options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        var p = params(duration, delay, options.rawValue, AP_TIMING_BEZIER)
        p.control1 = c1.c_value
        p.control2 = c2.c_value
        run(p, animations, completion)
    }

    /// Animates with a physical spring until it settles (CASpringAnimation's parameters). `mass`,
    /// `stiffness` and `damping` must be positive: an undamped spring never settles, and the
    /// host refuses it (the changes are then not animated and the completion gets `false`), as
    /// it refuses a spring whose settling time — about `2·mass·ln(1000)/damping` when
    /// under-damped — is over 3600 s, the longest run.
    public static func animate(
        springMass mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        var p = params(0, delay, options.rawValue, AP_TIMING_SPRING_PHYSICS)
        p.mass = Double(mass)
        p.stiffness = Double(stiffness)
        p.damping = Double(damping)
        p.initial_velocity = Double(initialVelocity)
        run(p, animations, completion)
    }

    /// Keyframe animation: call ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// inside `animations`.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let c = HostConnection.required
        c.openPendingAnimationBlocks()
        withAnimationsSwitch(c) {
            Blocks.sync(c, animations) { block in
                _ = c.api.animate_keyframes!(
                    c.host, duration, delay, UInt32(truncatingIfNeeded: options.rawValue), block,
                    Blocks.completion(c, completion))
            }
        }
    }

    /// One keyframe of the enclosing keyframe animation.
    public static func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration duration: Double, animations: @escaping () -> Void
    ) {
        let c = HostConnection.required
        Blocks.sync(c, animations) { block in _ = c.api.add_keyframe!(c.host, start, duration, block) }
    }

    /// Runs `actionsWithoutAnimation` with animations disabled. Not escaping, as UIKit's: the
    /// host runs it before returning, and a closure that reads `self` implicitly (a layout's
    /// `collectionViewContentSize` inside it) compiles as on iOS.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let c = HostConnection.required
        withoutActuallyEscaping(actionsWithoutAnimation) { body in
            Blocks.sync(c, body) { block in _ = c.api.perform_without_animation!(c.host, block) }
        }
    }
}
