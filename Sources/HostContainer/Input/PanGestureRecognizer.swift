import AnimationCore

/// A pan recognizer fed with raw pointer samples: it reports `began` once the pointer has
/// moved more than ``minimumDistance`` from where it went down, `changed` on every further
/// move, and `ended` or `cancelled` when the pointer goes up or is taken away, each with the
/// translation since it went down and the velocity.
///
/// **Velocity** is the displacement over the samples of the last 100 ms divided by their time
/// span; if the pointer rested for more than 40 ms before going up, the velocity at `ended` is
/// zero (a drag that stops is not a flick).
///
/// Samples that make no sense (a move or release without a press, a second press) are ignored,
/// never fatal. A disabled recognizer ignores new presses.
public final class PanGestureRecognizer {
    /// UIKit's recognizer states.
    public enum State: String, Sendable { case possible, began, changed, ended, cancelled }

    /// When false, new presses are ignored (a user can disable the default interaction).
    public var isEnabled = true
    /// Distance the pointer must move before the pan begins, points.
    public var minimumDistance = 0.0
    /// The state after the last sample.
    public private(set) var state: State = .possible
    /// Where the pointer went down.
    public private(set) var startLocation = Point.zero
    /// Where the pointer is.
    public private(set) var location = Point.zero
    /// `location − startLocation`.
    public var translation: Point { location - startLocation }
    /// Points per second (see the type's discussion).
    public private(set) var velocity = Point.zero
    /// Receives every recognized event.
    public var onEvent: ((InputEvent) -> Void)?

    private var isDown = false
    private var samples: [(time: Double, location: Point)] = []

    /// Creates a recognizer.
    public init() {}

    /// Feeds one raw input (non-pointer inputs are ignored).
    public func handle(_ input: ScriptedInput) {
        guard case let .pointer(t, p, phase) = input else { return }
        switch phase {
        case .down:
            guard isEnabled, !isDown else { return }
            isDown = true
            startLocation = p
            location = p
            velocity = .zero
            samples = [(t, p)]
            state = .possible
        case .move:
            guard isDown else { return }
            location = p
            samples.append((t, p))
            // Keep the last 100 ms (and at least two samples).
            while samples.count > 2 && samples[0].time < t - 0.1 { samples.removeFirst() }
            velocity = estimateVelocity()
            if state == .possible {
                if translation.length > minimumDistance {
                    state = .began
                    emit(.began, t)
                }
            } else {
                state = .changed
                emit(.changed, t)
            }
        case .up, .cancel:
            guard isDown else { return }
            isDown = false
            location = p
            if state == .began || state == .changed {
                if let last = samples.last, t - last.time > 0.04 { velocity = .zero }
                state = phase == .up ? .ended : .cancelled
                emit(state == .ended ? .ended : .cancelled, t)
            }
            state = .possible
            samples.removeAll()
        }
    }

    private func estimateVelocity() -> Point {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        return (last.location - first.location) * (1 / (last.time - first.time))
    }

    private func emit(_ phase: InputEvent.Phase, _ t: Double) {
        onEvent?(InputEvent(.pointer(phase, location: location, translation: translation, velocity: velocity), time: t))
    }
}
