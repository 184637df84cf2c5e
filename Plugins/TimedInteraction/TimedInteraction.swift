import AnimatorABI

/// The fake interaction controller of "Interactive Custom Container View Controller
/// Transitions" (stage 7), which shows that interaction can be delegated: it drives the
/// transition by itself, `update(0.25)` at 0.5 s, `update(0.5)` at 1.0 s and `finish()` at 1.5 s
/// (times scaled by the `pace` parameter; `outcome` can make it cancel instead).
final class TimedInteraction: UIPercentDrivenInteractiveTransition {
    let pace: Double
    let cancels: Bool
    private var elapsed = 0.0
    private var step = 0
    /// True from the start of a transition until this controller ends it.
    private var driving = false

    init(pace: Double, cancels: Bool) {
        self.pace = pace
        self.cancels = cancels
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        elapsed = 0
        step = 0
        driving = true
    }

    override func handle(_ event: InteractionEvent) {
        guard case .tick(let delta) = event.kind, driving else { return }
        elapsed += delta
        // Deltas are sums of 1/fps steps a rounding error short of the step times: compare
        // with a tolerance so each step lands on its frame, not one frame late.
        let due = elapsed + 1e-9
        if step == 0 && due >= 0.5 * pace {
            update(0.25)
            step = 1
        }
        if step == 1 && due >= 1.0 * pace {
            update(0.5)
            step = 2
        }
        if step == 2 && due >= 1.5 * pace {
            if cancels { cancel() } else { finish() }
            step = 3
            driving = false
        }
    }
}

/// The `timed` plugin.
enum TimedPlugin: InteractionPlugin {
    static let id = "timed"
    static let name = "Timed interaction"
    static let version = "1.0.0"
    static let summary =
        "Drives itself: 25% at 0.5 s, 50% at 1 s, then finishes at 1.5 s (the article's delegated interaction)"
    static let author = "TransitionHost"
    static let parameters: [PluginParameter] = [
        .number("pace", default: 1, in: 0.05...20, help: "Multiplies the 0.5 s steps"),
        .choice("outcome", ["finish", "cancel"], default: "finish", help: "What happens at the last step")
    ]
    static func makeInteractionController(parameters p: PluginParameters) -> UIPercentDrivenInteractiveTransition {
        TimedInteraction(pace: p.number("pace"), cancels: p.choice("outcome") == "cancel")
    }
}

@_cdecl("animator_plugin_entry")
public func animatorPluginEntry() -> UnsafeRawPointer { PluginExport.interaction(TimedPlugin.self) }
