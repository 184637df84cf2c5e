/// The host playing the app for an interaction controller that owns no gesture. On iOS most
/// interaction controllers do not own a recognizer: the app's gesture handler calls the
/// controller's `update(_:)`, `finish()` and `cancel()`. Here nothing else would, so when an
/// interaction plugin's controller has never attached a recognizer and does not take the host's
/// events itself (no override of ``UIPercentDrivenInteractiveTransition/handle(_:)``), the SDK
/// turns the host's input into those calls, with the rules iOS apps commonly write:
///
/// - **Pan.** The first movement of a drag picks its direction (or `app-direction` fixes it);
///   progress is the drag's translation along it over the container's width (left/right) or
///   height (up/down), clamped to 0…1, sent with `update(_:)` on every sample. On release the
///   transition finishes when progress passed `app-threshold` (default 0.5) or the release
///   velocity along the direction exceeds `app-velocity` (default 1,000 points per second), and
///   cancels otherwise or when the release is against the direction faster than that; a
///   cancelled pointer cancels.
/// - **Pinch.** Progress is how far the fingers spread or closed, `|log2 S|` (S = 2 or ½ is
///   the whole way); `pinch-end` finishes past `app-threshold`, else cancels.
/// - **Keys.** Right and down arrows step progress by 0.1, left and up step it back; Return
///   finishes, Escape cancels.
///
/// A ``UIPercentDrivenInteractiveTransition`` gets the calls on itself, so a subclass's
/// overrides of `update`, `finish` and `cancel` run; any other
/// `UIViewControllerInteractiveTransitioning` drives its transition context directly (what
/// such a controller's own methods would do). One transition gets exactly one `finish()` or
/// `cancel()`; input after it is ignored until the next transition.
public struct AppDrivenRules: Sendable, Equatable {
    /// Which way a drag makes progress.
    public enum Direction: String, Sendable, CaseIterable {
        /// Chosen by the first movement of each drag.
        case auto, left, right, up, down
    }

    /// Which way a drag makes progress.
    public var direction: Direction = .auto
    /// The progress past which a release finishes.
    public var threshold: Double = 0.5
    /// The release speed along the direction (points per second) past which a release
    /// finishes whatever the progress (and against it, cancels).
    public var velocity: Double = 1000

    /// The defaults.
    public init() {}

    /// The rules from a plugin's parameters (`app-direction`, `app-threshold`, `app-velocity`);
    /// the defaults for any not declared.
    public init(_ p: PluginParameters) {
        if let d = Direction(rawValue: p.choice("app-direction")) { direction = d }
        if p.values["app-threshold"] != nil { threshold = p.number("app-threshold") }
        if p.values["app-velocity"] != nil { velocity = p.number("app-velocity") }
    }

    /// The parameters a plugin declares to let `--param interaction.app-…` change the rules
    /// (`host-cli port` declares them for every interaction controller it ports).
    public static let parameters: [PluginParameter] = [
        .choice(
            "app-direction", Direction.allCases.map(\.rawValue), default: "auto",
            help: "Which way a drag makes progress when the host plays the app (auto: the drag's first movement)"),
        .number(
            "app-threshold", default: 0.5, in: 0.01...0.99,
            help: "Progress past which a release finishes the transition"),
        .number(
            "app-velocity", default: 1000, in: 0...100_000, unit: "pt/s",
            help: "Release speed past which a release finishes (or, backwards, cancels)")
    ]

    /// The direction a drag with `translation` goes in: fixed, or for `.auto` its dominant axis
    /// and sign (nil while it has not moved).
    public func resolve(_ translation: CGPoint) -> Direction? {
        if direction != .auto { return direction }
        if translation.x == 0 && translation.y == 0 { return nil }
        if abs(translation.x) >= abs(translation.y) { return translation.x > 0 ? .right : .left }
        return translation.y > 0 ? .down : .up
    }

    /// `value` (a translation or velocity) along `direction`, positive forwards.
    public static func along(_ direction: Direction, _ value: CGPoint) -> Double {
        switch direction {
        case .right, .auto: return Double(value.x)
        case .left: return -Double(value.x)
        case .down: return Double(value.y)
        case .up: return -Double(value.y)
        }
    }

    /// The progress of a drag: its translation along `direction` over the container's extent
    /// on that axis, 0…1 (0 in an empty container).
    public static func progress(_ translation: CGPoint, _ direction: Direction, in size: CGSize) -> Double {
        let extent = Double(direction == .up || direction == .down ? size.height : size.width)
        guard extent > 0 else { return 0 }
        return min(1, max(0, along(direction, translation) / extent))
    }

    /// The progress of a pinch whose fingers are at `scale` times their first distance.
    public static func pinchProgress(_ scale: Double) -> Double {
        guard scale > 0, scale.isFinite else { return 0 }
        return min(1, abs(log2(scale)))
    }

    /// Whether a release at `progress` with `velocity` along the direction finishes.
    public func finishes(progress: Double, velocity v: Double) -> Bool {
        if v < -velocity { return false }
        return progress > threshold || v > velocity
    }
}

/// The state of the host playing the app for one interaction instance.
final class AppDriver {
    let rules: AppDrivenRules
    /// The direction of the drag in progress.
    private var direction: AppDrivenRules.Direction?
    /// The last progress sent.
    private var progress = 0.0
    /// The transition (its context's handle bits) that got its finish or cancel.
    private var ended: UInt64 = 0

    init(_ rules: AppDrivenRules) { self.rules = rules }

    /// Plays the app for `event` on `controller` in the transition `context`.
    func drive(
        _ event: InteractionEvent, _ controller: UIViewControllerInteractiveTransitioning,
        _ context: HostTransitionContext
    ) {
        guard context.handle.bits != ended else { return }
        let size = context.containerView.bounds.size
        switch event.kind {
        case let .pointer(phase, _, translation, velocity):
            switch phase {
            case .began:
                direction = rules.direction == .auto ? nil : rules.direction
            case .changed:
                if direction == nil { direction = rules.resolve(translation) }
                guard let d = direction else { return }
                send(AppDrivenRules.progress(translation, d, in: size), controller, context)
            case .ended:
                let d = direction ?? rules.resolve(translation) ?? .right
                let p = AppDrivenRules.progress(translation, d, in: size)
                end(rules.finishes(progress: p, velocity: AppDrivenRules.along(d, velocity)), controller, context)
            case .cancelled:
                end(false, controller, context)
            case .none:
                break
            }
        case let .signal(name, value):
            if name == "pinch" { send(AppDrivenRules.pinchProgress(value), controller, context) }
            if name == "pinch-end" { end(AppDrivenRules.pinchProgress(value) > rules.threshold, controller, context) }
        case let .key(phase, key):
            guard phase == .began || phase == .none else { return }
            switch key {
            case AP_KEY_RIGHT, AP_KEY_DOWN: send(min(1, progress + 0.1), controller, context)
            case AP_KEY_LEFT, AP_KEY_UP: send(max(0, progress - 0.1), controller, context)
            case AP_KEY_RETURN: end(true, controller, context)
            case AP_KEY_ESCAPE: end(false, controller, context)
            default: break
            }
        case .tick:
            break
        }
    }

    private func send(
        _ p: Double, _ controller: UIViewControllerInteractiveTransitioning, _ context: HostTransitionContext
    ) {
        progress = p
        if let percent = controller as? UIPercentDrivenInteractiveTransition {
            percent.update(CGFloat(p))
        } else {
            context.updateInteractiveTransition(CGFloat(p))
        }
    }

    private func end(
        _ finish: Bool, _ controller: UIViewControllerInteractiveTransitioning, _ context: HostTransitionContext
    ) {
        ended = context.handle.bits
        direction = nil
        progress = 0
        if let percent = controller as? UIPercentDrivenInteractiveTransition {
            if finish { percent.finish() } else { percent.cancel() }
        } else if finish {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
    }
}
