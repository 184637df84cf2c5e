/// UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Nothing made yet, or done.
    case inactive = 0
    /// Its animations exist, running or paused.
    case active = 1
    /// Stopped, waiting for `finishAnimation(at:)`.
    case stopped = 2

    /// The state the host's `AP_ANIMATOR_STATE` reads as: anything but one of the three
    /// values — NaN, what the host answers for an animator whose transition has ended and
    /// whose handle is gone — is inactive, as a UIKit animator is once done.
    init(hostValue v: Double) {
        self = Int(exactly: v).flatMap(UIViewAnimatingState.init(rawValue:)) ?? .inactive
    }
}

/// UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Where it was stopped or interrupted.
    case current = 2
}

/// UIKit's `UIViewAnimating`: an animation that can be started, paused, scrubbed, reversed,
/// stopped and finished.
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// True while running (not paused or stopped).
    var isRunning: Bool { get }
    /// True when running goes back to the start.
    var isReversed: Bool { get set }
    /// The fraction of the time elapsed, 0…1; set while paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts, or resumes a paused animation.
    func startAnimation()
    /// Starts after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses: what is shown holds.
    func pauseAnimation()
    /// Stops where it is; without finishing it is done, else it waits for ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation at a position.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's `UIViewImplicitlyAnimating`: a ``UIViewAnimating`` that takes blocks of property
/// changes and completions, and continues along new timing.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds property changes to animate, held back by `delayFactor` of the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds property changes to animate.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a completion, called with the position reached.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animation along new timing over the rest of the time × `durationFactor`.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// UIKit's `UIViewPropertyAnimator` over the host's property animators (ABI 1.1
/// `property_animator_*`): UIKit's state machine (inactive → active → stopped), pausing,
/// scrubbing ``fractionComplete`` (linearly while ``scrubsLinearly``), reversing, continuing
/// along new timing, stopping and finishing at a position.
///
/// Its animations live on their views' time, so inside a transition the host's percent-driven
/// controller scrubs, pauses and cancels them as it does UIView animations. A cancelled
/// transition takes them away; the position its completions then get is UIKit's: `.start` for
/// the animator the transition was given through `interruptibleAnimator(using:)` (UIKit
/// reverses that one back to its start), `.end` for any other the animator made (UIKit does
/// not drive those: they play out to their end; the host still takes them away with the
/// cancel, and the views keep what the cancel restores). An animator the plugin itself
/// reversed or finished at a position reports that position. See the README. On a host
/// without ABI 1.1 every call is reported and the blocks run at once, unanimated, with the
/// completions called at `.end`.
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The host's handle (0 on a host without property animators).
    let handle: ap_property_animator
    let connection: HostConnection
    /// The animator's duration, seconds.
    public let duration: TimeInterval
    /// The delay of the last start, seconds.
    public private(set) var delay: TimeInterval = 0
    /// The timing it was made with.
    public let timingParameters: UITimingCurveProvider?
    /// Kept and read back (touches, in interaction plugins, are hit-tested on model values and
    /// are not withheld from animating views).
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    /// Kept and read back: every animator here can be paused and scrubbed.
    open var isInterruptible = true
    /// The animation blocks handed to the host (alive as long as it may run them).
    private var blockBoxes: [Blocks.Box] = []
    /// Without ABI 1.1: the blocks and completions, run at once at the start.
    private var fallbackBlocks: [() -> Void] = []
    /// What decides the position its completions get; shared with them, since a running
    /// animator often outlives the plugin's last reference to it.
    let fate = Fate()
    /// True for the idle animator `interruptibleAnimator(using:)` returns by default (the
    /// animator implements none).
    var isProtocolDefault = false
    private var fallbackCompletions: [(UIViewAnimatingPosition) -> Void] = []

    /// An animator along one of the standard curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a cubic Bézier through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a spring with this damping ratio, lasting `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator with these timing parameters (a physical spring lasts until it settles).
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        (connection, handle) = UIViewPropertyAnimator.create(duration, parameters)
        self.duration = duration
        timingParameters = parameters
        fate.transition = connection.transitionInProgress
    }

    /// An animator of no duration along the ease-in-out curve: what UIKit's animator made by
    /// Objective-C's `init()` (which Swift on iOS inherits, and which animators return from
    /// `interruptibleAnimator(using:)` when they have nothing to animate) has. Its animations
    /// and completions run as any animator's, over no time. Designated, as `NSObject`'s
    /// `init()` is, so that a subclass's `super.init()` compiles.
    public override init() {
        let parameters = UICubicTimingParameters(animationCurve: .easeInOut)
        (connection, handle) = UIViewPropertyAnimator.create(0, parameters)
        duration = 0
        timingParameters = parameters
        super.init()
        fate.transition = connection.transitionInProgress
    }

    /// The connection and the host's animator for `duration` along `parameters` (a zero handle,
    /// reported, on a host without property animators).
    private static func create(_ duration: TimeInterval, _ parameters: UITimingCurveProvider) -> (
        HostConnection, ap_property_animator
    ) {
        let c = HostConnection.required
        guard c.has(\.property_animator_create) else {
            c.unsupported("UIViewPropertyAnimator", needs: 1)
            return (c, ap_property_animator())
        }
        var p = UIViewPropertyAnimator.cTiming(parameters)
        p.duration = duration
        return (c, c.api.property_animator_create!(c.host, &p))
    }

    deinit {
        if handle.bits != 0 { connection.api.property_animator_release!(connection.host, handle) }
    }

    /// An animator that starts at once (UIKit's `runningPropertyAnimator`): `options` give the
    /// curve; the completion gets the position reached.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
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
                p.timing = AP_TIMING_SPRING
                p.damping_ratio = Double(r)
            case let .physics(m, k, d):
                p.timing = AP_TIMING_SPRING_PHYSICS
                p.mass = Double(m)
                p.stiffness = Double(k)
                p.damping = Double(d)
            }
            p.initial_velocity = Double(spring.initialVelocity.dx)
        } else {
            let cubic = parameters?.cubicTimingParameters ?? UICubicTimingParameters()
            p.timing = AP_TIMING_BEZIER
            p.control1 = cubic.controlPoint1.c_value
            p.control2 = cubic.controlPoint2.c_value
        }
        return p
    }

    private var api: ap_host { connection.api }
    private var host: UnsafePointer<ap_host> { connection.host }
    private var live: Bool { handle.bits != 0 }

    private func read(_ p: ap_animator_property) -> Double { live ? api.property_animator_get!(host, handle, p) : 0 }
    private func write(_ p: ap_animator_property, _ v: Double) {
        if live { _ = api.property_animator_set!(host, handle, p, v) }
    }

    // MARK: UIViewAnimating

    /// Inactive, active (running or paused) or stopped.
    open var state: UIViewAnimatingState { UIViewAnimatingState(hostValue: read(AP_ANIMATOR_STATE)) }
    /// True while running.
    open var isRunning: Bool { read(AP_ANIMATOR_RUNNING) != 0 }
    /// True when running goes back to the start; set while running to turn round.
    open var isReversed: Bool {
        get { read(AP_ANIMATOR_REVERSED) != 0 }
        set {
            fate.reversedByPlugin = newValue
            write(AP_ANIMATOR_REVERSED, newValue ? 1 : 0)
        }
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

    /// Starts (its blocks run now), or resumes a paused animator.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts after `delay` seconds (the first start only).
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        guard live else { return runFallback() }
        _ = api.property_animator_start!(host, handle, delay)
    }

    /// Pauses: what is shown holds (an inactive animator runs its blocks and holds their start).
    open func pauseAnimation() { if live { _ = api.property_animator_pause!(host, handle) } }
    /// Stops: every property keeps what it shows; `withoutFinishing` false waits for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        if live { _ = api.property_animator_stop!(host, handle, withoutFinishing) }
    }
    /// Ends a stopped animator at `finalPosition`; its completions run.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        fate.finishedByPlugin = true
        if live { _ = api.property_animator_finish!(host, handle, ap_position(Int32(finalPosition.rawValue))) }
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds property changes, held back by `delayFactor` of the duration on the first run.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard live else {
            fallbackBlocks.append(animation)
            return
        }
        // The host runs the block when the animator first starts or pauses (at once when it
        // is active), which is always while this object lives: an animator let go before it
        // starts is released with its blocks unrun. So this object owns the boxes.
        let box = Blocks.Box(connection, body: animation)
        blockBoxes.append(box)
        _ = api.property_animator_add_animations!(
            host, handle, ap_block(fn: Blocks.runBody, user: Unmanaged.passUnretained(box).toOpaque()),
            Double(delayFactor))
    }

    /// Adds property changes.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds a completion, called once with the position reached (not when stopped without finishing).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard live else {
            fallbackCompletions.append(completion)
            return
        }
        let box = Unmanaged.passRetained(PositionBox(connection, fate, completion)).toOpaque()
        _ = api.property_animator_add_completion!(host, handle, ap_position_callback(fn: PositionBox.run, user: box))
    }

    /// Continues a paused animator along `parameters` (nil: its own) over the rest of the time × `durationFactor` (0: 1).
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
        fallbackBlocks = []
        fallbackCompletions = []
        blocks.forEach { $0() }
        completions.forEach { $0(.end) }
    }

    /// What decides the position UIKit would report to an animator's completions.
    final class Fate {
        /// The transition in progress when the animator was made (nil outside one).
        weak var transition: HostTransitionContext?
        /// True for the animator the transition got from `interruptibleAnimator(using:)`:
        /// UIKit drives it, and reverses it to `.start` when the transition is cancelled.
        var drivenByTransition = false
        /// True once plugin code finished it at a position itself (that position is reported).
        var finishedByPlugin = false
        /// The last `isReversed` plugin code set.
        var reversedByPlugin = false

        /// The position UIKit reports for `reached`, the host's: an animator whose animations
        /// a cancelled transition took away with its clock at the start ends at `.end`, unless
        /// the transition drove it or the plugin reversed or finished it itself.
        func reported(_ reached: UIViewAnimatingPosition) -> UIViewAnimatingPosition {
            guard reached == .start, !drivenByTransition, !finishedByPlugin, !reversedByPlugin,
                transition?.transitionWasCancelled == true
            else { return reached }
            return .end
        }
    }

    /// A completion closure for `ap_position_callback` (released on its one call).
    final class PositionBox {
        let connection: HostConnection
        /// The animator's fate, to tell the position UIKit would report.
        let fate: Fate
        let body: (UIViewAnimatingPosition) -> Void
        init(_ c: HostConnection, _ f: Fate, _ b: @escaping (UIViewAnimatingPosition) -> Void) {
            connection = c
            fate = f
            body = b
        }

        static let run: @convention(c) (UnsafeMutableRawPointer?, ap_position) -> Void = { user, position in
            guard let user else { return }
            let box = Unmanaged<PositionBox>.fromOpaque(user).takeRetainedValue()
            guard position != AP_POSITION_NONE, let p = UIViewAnimatingPosition(rawValue: Int(position)) else { return }
            HostConnection.with(box.connection) { box.body(box.fate.reported(p)) }
        }
    }
}
