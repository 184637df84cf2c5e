/// UIKit's animation switch and its first animation API (iOS 2's `beginAnimations` …
/// `commitAnimations`, which the seed-era code of the article uses), over the host's
/// `animation_begin`/`animation_commit` (ABI 1.1).
///
/// The `setAnimation…` calls shape the innermost open block until its first property change,
/// as in UIKit (call them right after `beginAnimations`). UIKit reports the end to a delegate
/// through selectors, which Linux lacks: here ``setAnimationCompletion(_:)`` takes a closure
/// in their place (`setAnimationDelegate`/`setAnimationDidStop` do not exist).
extension UIView {
    /// UIKit's default duration for a `beginAnimations` block, seconds.
    public static let defaultBlockAnimationDuration: TimeInterval = 0.2

    /// Turns UIView animations on or off for this plugin instance (UIKit's global switch).
    /// While off, animation blocks apply their changes at once and their completions still
    /// run, finished.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        HostConnection.required.animationsEnabled = enabled
    }

    /// False while ``setAnimationsEnabled(_:)`` has turned animations off.
    public static var areAnimationsEnabled: Bool { HostConnection.current?.animationsEnabled ?? true }

    /// The duration of the innermost open `beginAnimations` block (0 outside one; UIKit also
    /// answers inside `animate` blocks, which this SDK does not track).
    public static var inheritedAnimationDuration: TimeInterval {
        HostConnection.current?.animationBlocks.last.map { $0.params.duration } ?? 0
    }

    /// Opens an animation block: the property changes made until ``commitAnimations()``
    /// animate (0.2 s, ease in-out, unless the `setAnimation…` calls say otherwise). The
    /// identifier and context are kept by UIKit for its delegate; here they are ignored.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        var p = ap_animation()
        p.duration = defaultBlockAnimationDuration
        p.timing = AP_TIMING_CURVE
        HostConnection.required.animationBlocks.append(.init(params: p))
    }

    /// Closes the innermost block; its completion (``setAnimationCompletion(_:)``) runs when
    /// its animations end. Does nothing outside a block.
    public static func commitAnimations() {
        let c = HostConnection.required
        guard let block = c.animationBlocks.popLast() else { return }
        if block.opened {
            guard c.has(\.animation_commit) else { return }
            _ = c.api.animation_commit!(c.host, Blocks.completion(c, block.completion))
        } else if let completion = block.completion {
            // Nothing changed: the completion still runs, on the next frame, finished.
            var p = block.params
            p.duration = 0
            Blocks.sync(c, {}) { b in _ = c.api.animate!(c.host, &p, b, Blocks.completion(c, completion)) }
        }
    }

    /// The open block's duration, seconds.
    public static func setAnimationDuration(_ duration: TimeInterval) { shapeBlock { $0.params.duration = duration } }
    /// The open block's delay, seconds.
    public static func setAnimationDelay(_ delay: TimeInterval) { shapeBlock { $0.params.delay = delay } }
    /// The open block's start: its delay becomes the time from now until `startDate`.
    public static func setAnimationStart(_ startDate: Date) {
        shapeBlock { $0.params.delay = max(0, startDate.timeIntervalSinceNow) }
    }
    /// The open block's curve.
    public static func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        shapeBlock { $0.params.options = ($0.params.options & ~(3 << 16)) | (UInt32(curve.rawValue) << 16) }
    }
    /// How many times the open block's animations repeat (fractions play part of the last
    /// pass; 0 once).
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        shapeBlock { $0.repeatCount = Double(max(0, repeatCount)) }
    }
    /// Whether each repeat of the open block plays forwards then backwards.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        shapeBlock {
            $0.params.options =
                repeatAutoreverses
                ? $0.params.options | UInt32(AnimationOptions.autoreverse.rawValue)
                : $0.params.options & ~UInt32(AnimationOptions.autoreverse.rawValue)
        }
    }
    /// Whether the open block's animations start from what is on screen.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        let bit = UInt32(AnimationOptions.beginFromCurrentState.rawValue)
        shapeBlock { $0.params.options = fromCurrentState ? $0.params.options | bit : $0.params.options & ~bit }
    }
    /// Runs `completion` when the open block's animations end (in place of UIKit's
    /// `setAnimationDelegate` and `setAnimationDidStop(_:)`, which need selectors).
    public static func setAnimationCompletion(_ completion: @escaping (Bool) -> Void) {
        shapeBlock { $0.completion = completion }
    }

    /// Changes the innermost block's parameters (before its first change).
    private static func shapeBlock(_ change: (inout HostConnection.PendingAnimationBlock) -> Void) {
        let c = HostConnection.required
        guard !c.animationBlocks.isEmpty else { return }
        change(&c.animationBlocks[c.animationBlocks.count - 1])
    }
}
