/// UIKit's `UIPinchGestureRecognizer`. The host has one pointer, so a pinch comes as signals:
/// `signal pinch S` in a gesture script (or `--gesture` JSON) begins or changes the pinch
/// with the fingers' distance at S times where they started, and `signal pinch-end S` ends
/// it. Every enabled pinch recognizer on an interaction-enabled view gets them.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// A pinch recognizer calling `handler` on every state change.
    public convenience init(handler: @escaping (UIPinchGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UIPinchGestureRecognizer) }
    }

    /// The distance between the fingers relative to the start (or to the last time it was
    /// set: set it to 1 to measure increments, as iOS code does).
    open var scale: CGFloat {
        get { base > 0 ? raw / base : 1 }
        set { base = newValue > 0 ? raw / newValue : raw }
    }
    /// How fast ``scale`` changes, per second.
    open private(set) var velocity: CGFloat = 0

    private var raw: CGFloat = 1
    private var base: CGFloat = 1
    private var lastTime = 0.0

    override func receive(_ event: InteractionEvent) {
        guard case let .signal(name, value) = event.kind, name == "pinch" || name == "pinch-end", value.isFinite,
            value > 0
        else { return }
        let dt = event.time - lastTime
        velocity = state == .possible || dt <= 0 ? 0 : CGFloat(value - Double(raw)) / CGFloat(dt) / base
        raw = CGFloat(value)
        lastTime = event.time
        if state == .possible {
            guard name == "pinch", mayBegin else { return }
            base = 1
            tracking = true
            transition(to: .began)
        } else if name == "pinch" {
            transition(to: .changed)
        } else {
            finish(.ended)
        }
    }
}
