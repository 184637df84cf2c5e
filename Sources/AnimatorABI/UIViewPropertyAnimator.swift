/// UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active = 1, stopped = 2
}

/// UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start = 1, current = 2
}

/// UIKit's `UIViewAnimating`: an animation that can be started, paused, scrubbed, reversed,
/// stopped and finished.
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's `UIViewImplicitlyAnimating`: a ``UIViewAnimating`` that takes blocks of property
/// changes and completions, and continues along new timing.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// UIKit's `UIViewPropertyAnimator` over the host's property animators (ABI 1.1
/// `property_animator_*`): UIKit's state machine (inactive → active → stopped), pausing,
/// scrubbing ``fractionComplete`` (linearly while ``scrubsLinearly``), reversing, continuing
/// along new timing, stopping and finishing at a position.
///
/// Its animations live on their views' time, so inside a transition the host's percent-driven
/// controller scrubs, pauses and cancels them as it does UIView animations; a cancelled
/// transition takes them away and the animator completes at `.start` — which is how an
/// animator's `interruptibleAnimator(using:)` works here (see the README). On a host without
/// ABI 1.1 every call is reported and the blocks run at once, unanimated, with the completions
/// called at `.end`.
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The host's handle (0 on a host without property animators).
    let handle: ap_property_animator
    let connection: HostConnection
    /// The animator's duration, seconds.
    public let duration: TimeInterval
    /// The delay of the last start, seconds.
    public private(set) var delay: TimeInterval = 0
    /// The timing it was made with.
    public let timingParameters: UITimingCurveProvider?
    /// Kept and read back (the host has no touches to deliver to animating views).
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    /// Kept and read back: every animator here can be paused and scrubbed.
    open var isInterruptible = true
    /// The animation blocks handed to the host (alive as long as it may run them).
    private var blockBoxes: [Blocks.Box] = []
    /// Without ABI 1.1: the blocks and completions, run at once at the start.
    private var fallbackBlocks: [() -> Void] = []
    private var fallbackCompletions: [(UIViewAnimatingPosition) -> Void] = []

    /// An animator along one of the standard curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a cubic Bézier through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a spring with this damping ratio, lasting `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator with these timing parameters (a physical spring lasts until it settles).
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let c = HostConnection.required
        connection = c
        self.duration = duration
        timingParameters = parameters
        if c.has(\.property_animator_create) {
            var p = UIViewPropertyAnimator.cTiming(parameters)
            p.duration = duration
            handle = c.api.property_animator_create!(c.host, &p)
        } else {
            c.unsupported("UIViewPropertyAnimator", needs: 1)
            handle = ap_property_animator()
        }
    }

    deinit {
        if handle.bits != 0 { connection.api.property_animator_release!(connection.host, handle) }
    }

    /// An animator that starts at once (UIKit's `runningPropertyAnimator`): `options` give the
    /// curve; the completion gets the position reached.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
        let a = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        a.addAnimations(animations)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }

    /// The C form of a curve provider (AP_TIMING_*).
    static func cTiming(_ parameters: UITimingCurveProvider?) -> ap_animation {
        var p = ap_animation()
        if let spring = parameters?.springTimingParameters {
            switch spring.form {
            case let .ratio(r):
                p.timing = AP_TIMING_SPRING; p.damping_ratio = Double(r)
            case let .physics(m, k, d):
                p.timing = AP_TIMING_SPRING_PHYSICS; p.mass = Double(m); p.stiffness = Double(k); p.damping = Double(d)
            }
            p.initial_velocity = Double(spring.initialVelocity.dx)
        } else {
            let cubic = parameters?.cubicTimingParameters ?? UICubicTimingParameters()
            p.timing = AP_TIMING_BEZIER
            p.control1 = cubic.controlPoint1.c_value; p.control2 = cubic.controlPoint2.c_value
        }
        return p
    }

    private var api: ap_host { connection.api }
    private var host: UnsafePointer<ap_host> { connection.host }
    private var live: Bool { handle.bits != 0 }

    private func read(_ p: ap_animator_property) -> Double { live ? api.property_animator_get!(host, handle, p) : 0 }
    private func write(_ p: ap_animator_property, _ v: Double) { if live { _ = api.property_animator_set!(host, handle, p, v) } }

    // MARK: UIViewAnimating

    open var state: UIViewAnimatingState { UIViewAnimatingState(rawValue: Int(read(AP_ANIMATOR_STATE))) ?? .inactive }
    open var isRunning: Bool { read(AP_ANIMATOR_RUNNING) != 0 }
    open var isReversed: Bool {
        get { read(AP_ANIMATOR_REVERSED) != 0 }
        set { write(AP_ANIMATOR_REVERSED, newValue ? 1 : 0) }
    }
    /// The fraction of its time elapsed, 0…1; set while paused to scrub.
    open var fractionComplete: CGFloat {
        get { CGFloat(read(AP_ANIMATOR_FRACTION_COMPLETE)) }
        set { write(AP_ANIMATOR_FRACTION_COMPLETE, Double(newValue)) }
    }
    /// True (the default): scrubbing a paused animator shows linear progress.
    open var scrubsLinearly: Bool {
        get { live ? read(AP_ANIMATOR_SCRUBS_LINEARLY) != 0 : true }
        set { write(AP_ANIMATOR_SCRUBS_LINEARLY, newValue ? 1 : 0) }
    }
    /// True: at the end it pauses (state active) instead of completing.
    open var pausesOnCompletion: Bool {
        get { read(AP_ANIMATOR_PAUSES_ON_COMPLETION) != 0 }
        set { write(AP_ANIMATOR_PAUSES_ON_COMPLETION, newValue ? 1 : 0) }
    }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        guard live else { return runFallback() }
        _ = api.property_animator_start!(host, handle, delay)
    }

    open func pauseAnimation() { if live { _ = api.property_animator_pause!(host, handle) } }
    open func stopAnimation(_ withoutFinishing: Bool) { if live { _ = api.property_animator_stop!(host, handle, withoutFinishing) } }
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if live { _ = api.property_animator_finish!(host, handle, ap_position(Int32(finalPosition.rawValue))) }
    }

    // MARK: UIViewImplicitlyAnimating

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard live else { fallbackBlocks.append(animation); return }
        // The host runs the block when the animator first starts or pauses (at once when it
        // is active), which is always while this object lives: an animator let go before it
        // starts is released with its blocks unrun. So this object owns the boxes.
        let box = Blocks.Box(connection, body: animation)
        blockBoxes.append(box)
        _ = api.property_animator_add_animations!(host, handle, ap_block(fn: Blocks.runBody, user: Unmanaged.passUnretained(box).toOpaque()),
                                                  Double(delayFactor))
    }

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard live else { fallbackCompletions.append(completion); return }
        let box = Unmanaged.passRetained(PositionBox(connection, completion)).toOpaque()
        _ = api.property_animator_add_completion!(host, handle, ap_position_callback(fn: PositionBox.run, user: box))
    }

    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard live else { return }
        if let parameters {
            var p = UIViewPropertyAnimator.cTiming(parameters)
            _ = api.property_animator_continue!(host, handle, &p, Double(durationFactor))
        } else {
            _ = api.property_animator_continue!(host, handle, nil, Double(durationFactor))
        }
    }

    /// Without ABI 1.1: the blocks run at once and the completions get `.end`.
    private func runFallback() {
        let blocks = fallbackBlocks, completions = fallbackCompletions
        fallbackBlocks = []; fallbackCompletions = []
        blocks.forEach { $0() }
        completions.forEach { $0(.end) }
    }

    /// A completion closure for `ap_position_callback` (released on its one call).
    final class PositionBox {
        let connection: HostConnection
        let body: (UIViewAnimatingPosition) -> Void
        init(_ c: HostConnection, _ b: @escaping (UIViewAnimatingPosition) -> Void) { connection = c; body = b }

        static let run: @convention(c) (UnsafeMutableRawPointer?, ap_position) -> Void = { user, position in
            guard let user else { return }
            let box = Unmanaged<PositionBox>.fromOpaque(user).takeRetainedValue()
            guard position != AP_POSITION_NONE, let p = UIViewAnimatingPosition(rawValue: Int(position)) else { return }
            HostConnection.with(box.connection) { box.body(p) }
        }
    }
}
