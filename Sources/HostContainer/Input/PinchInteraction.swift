import Foundation

/// A pinch that drives a transition (the interaction of a collection's layout change, and of
/// any container's transition with `--interaction pinch`), read from the `pinch` and
/// `pinch-end` signals a two-finger gesture sends (the scale: the distance between the fingers
/// over their distance when they went down).
///
/// * The first `pinch` sample with no transition running calls ``onBegin``, which starts the
///   transition under this interaction (the container's operation: a push, a pop, a selection).
/// * Progress follows the scale on a log scale, so spreading the fingers to twice their
///   distance is the whole transition and halving it is the whole transition the other way:
///   `log2(scale)` when ``opensOnSpread`` (a push, a zoom in), `−log2(scale)` otherwise
///   (a pop, a pinch closed).
/// * `pinch-end` releases it: a pinch still moving faster than ``flickVelocity`` (progress per
///   second, over the last two samples) decides by its direction; otherwise it finishes above
///   ``threshold`` and cancels below. A scale that is not a positive finite number is ignored.
public final class PinchInteraction: PercentDrivenInteractiveTransition {
    /// Release finishes above this progress and cancels below.
    public var threshold = 0.5
    /// Progress per second that decides a release by its direction, whatever the progress.
    public var flickVelocity = 2.0
    /// True: spreading the fingers moves the transition forward; false: pinching them closed.
    public var opensOnSpread = true
    /// Starts the transition this pinch drives (called with no transition running).
    public var onBegin: ((PinchInteraction) -> Void)?
    private var last: (time: Double, progress: Double)?
    private var velocity = 0.0

    /// Creates the interaction.
    public init() { super.init(displayName: "pinch") }

    /// The progress a scale means.
    public func progress(forScale scale: Double) -> Double {
        min(1, max(0, (opensOnSpread ? 1 : -1) * log2(scale)))
    }

    /// `pinch` moves the transition (starting it first when none runs); `pinch-end` releases it.
    public override func handle(_ event: InputEvent, context ctx: TransitionContext?) {
        guard case let .signal(name, scale) = event.kind, name == "pinch" || name == "pinch-end", scale.isFinite,
            scale > 0
        else { return }
        if !isActive {
            guard name == "pinch", ctx == nil, let begin = onBegin else { return }
            last = nil
            velocity = 0
            begin(self)
            guard isActive else { return }
        }
        let p = progress(forScale: scale)
        if let l = last, event.time > l.time { velocity = (p - l.progress) / (event.time - l.time) }
        last = (event.time, p)
        if name == "pinch" {
            update(p)
            return
        }
        last = nil
        if abs(velocity) >= flickVelocity {
            if velocity > 0 { finish() } else { cancel() }
        } else if p > threshold {
            finish()
        } else {
            cancel()
        }
    }
}
