import AnimatorABI

/// An interaction driven by key presses: each press of the advance key moves the transition
/// forward by `step`; while no key is pressed the progress decays back at `decay` per second;
/// the release key (Return by default; also space) finishes the transition when it is past
/// `threshold` and cancels it otherwise; Escape cancels. The left arrow steps back.
final class KeyInteraction: UIPercentDrivenInteractiveTransition {
    let step: Double
    let decay: Double
    let threshold: Double
    private var progress = 0.0
    private var released = false
    /// True from the start of a transition (until it is released).
    private var started = false
    /// Time of the last key event: decay counts idle time only, so the frame of a press does
    /// not lose the tick's whole delta to decay.
    private var lastKeyTime = -Double.infinity

    init(step: Double, decay: Double, threshold: Double) {
        self.step = step
        self.decay = decay
        self.threshold = threshold
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        progress = 0
        released = false
        started = true
    }

    override func handle(_ event: InteractionEvent) {
        guard started, !released else { return }
        switch event.kind {
        case .key(.began, let key):
            lastKeyTime = event.time
            switch key {
            case AP_KEY_LEFT:
                progress = max(0, progress - step)
                update(CGFloat(progress))
            case AP_KEY_RETURN, 32 /* space */:
                released = true
                if progress > threshold { finish() } else { cancel() }
            case AP_KEY_ESCAPE:
                released = true
                cancel()
            default:
                // The right arrow, and any other key, advances.
                progress = min(1, progress + step)
                update(CGFloat(progress))
            }
        case .tick(let delta):
            let idle = min(delta, max(0, event.time - lastKeyTime))
            if progress > 0 && decay > 0 && idle > 0 {
                progress = max(0, progress - decay * idle)
                update(CGFloat(progress))
            }
        default:
            break
        }
    }
}

/// The `keys` plugin.
enum KeysPlugin: InteractionPlugin {
    static let id = "keys"
    static let name = "Key presses"
    static let version = "1.0.0"
    static let summary =
        "Each key press advances the transition, progress decays while idle, Return finishes or cancels by threshold"
    static let author = "TransitionHost"
    static let parameters: [PluginParameter] = [
        .number("step", default: 0.1, in: 0.01...1, help: "Progress added per press"),
        .number("decay", default: 0.05, in: 0...10, unit: "1/s", help: "Progress lost per second while idle"),
        .number("threshold", default: 0.5, in: 0...1, help: "Release finishes above this progress and cancels below")
    ]
    static func makeInteractionController(parameters p: PluginParameters) -> UIPercentDrivenInteractiveTransition {
        KeyInteraction(step: p.number("step"), decay: p.number("decay"), threshold: p.number("threshold"))
    }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.interaction(KeysPlugin.self) }
