/// UIKit's `UIRotationGestureRecognizer`. The host has one pointer, so a two-finger rotation
/// comes as signals, as a pinch does: `signal rotation R` in a gesture script (or `--gesture`
/// JSON) begins or changes the rotation with the fingers turned R radians from where they
/// started (positive clockwise on screen, as UIKit's), and `signal rotation-end R` ends it.
/// Every enabled rotation recognizer on an interaction-enabled view gets them.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// A rotation recognizer calling `handler` on every state change.
    public convenience init(handler: @escaping (UIRotationGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UIRotationGestureRecognizer) }
    }

    /// The turn of the fingers since the start, in radians (or since the last time it was set:
    /// set it to 0 to measure increments, as iOS code does).
    open var rotation: CGFloat {
        get { raw - base }
        set { base = raw - newValue }
    }
    /// How fast ``rotation`` changes, radians per second.
    open private(set) var velocity: CGFloat = 0

    private var raw: CGFloat = 0
    private var base: CGFloat = 0
    private var lastTime = 0.0

    override func receive(_ event: InteractionEvent) {
        guard case let .signal(name, value) = event.kind, name == "rotation" || name == "rotation-end",
            value.isFinite
        else { return }
        let dt = event.time - lastTime
        velocity = state == .possible || dt <= 0 ? 0 : CGFloat(value - Double(raw)) / CGFloat(dt)
        raw = CGFloat(value)
        lastTime = event.time
        if state == .possible {
            guard name == "rotation", mayBegin else { return }
            base = 0
            tracking = true
            transition(to: .began)
        } else if name == "rotation" {
            transition(to: .changed)
        } else {
            finish(.ended)
        }
    }
}
