import TextFormat

/// How a dismissal's prelude went (`host-cli validate DISMISS.so --after PRESENT.so`): the
/// paired presenting animator's presentation, run to its end on the dismissal's stage before the
/// first dismissal. None of the checks looks at it; the `prelude` row of the report says what it
/// did, and a prelude that went wrong is a warning there, never a failure of the dismissal.
struct PreludeRun: Equatable {
    /// Frames the prelude may take before the dismissal starts anyway: the context's watchdog
    /// ends a presentation within its duration and a margin, so only a duration over 11 s
    /// reaches it.
    static let maxSeconds = 12.0

    /// The presenting animator's display name (nil: it could not be made).
    var name: String?
    /// Virtual seconds from the presentation's start to its end (or the limit).
    var seconds: Double
    /// True when the presentation ended within ``maxSeconds``.
    var ended: Bool
    /// True when it ended completed, the dismissed controller presented.
    var presented: Bool
    /// The host's diagnostics recorded during it (a refused call, the watchdog).
    var diagnostics: [String] = []
    /// Titles (or `#id`) of the views it left in the presentation's container besides the
    /// presented view and the host's dimming view: what the dismissal may look for.
    var left: [String] = []
    /// True when it left nothing presented and the validator's own setup presentation
    /// presented the controller instead.
    var fellBack = false

    /// The prelude row's verdict: a pass saying what it left, or a warning saying what went
    /// wrong and that the dismissal's checks ran after the validator's own presentation.
    var result: CheckResult {
        guard let name else {
            return .warning(
                "the presenting plugin given with --after could not make an animator: the dismissal ran after the validator's own presentation, as without --after"
            )
        }
        let took = "\(Rounding.format(seconds, quantum: 0.001)) s"
        if !ended || !presented {
            let why =
                !ended
                ? "did not end its presentation within \(Rounding.format(Self.maxSeconds)) s"
                : "ended its presentation cancelled (completeTransition(false))"
            let said = diagnostics.isEmpty ? "" : " (the host said: \(diagnostics.prefix(3).joined(separator: "; ")))"
            return .warning(
                "\(name) \(why)\(said): "
                    + (fellBack
                        ? "the dismissal ran after the validator's own presentation, as without --after"
                        : presented
                            ? "the validator ended it, as the watchdog would, and the dismissal ran after what it left"
                            : "it was still running, so no dismissal could start")
            )
        }
        if let stuck = diagnostics.first(where: { $0.contains("the watchdog ends the transition") }) {
            return .warning(
                "\(name) never completed its presentation; the host's watchdog ended it (\(stuck.prefix { $0 != ";" })): the dismissal ran after what it left"
            )
        }
        let views =
            left.isEmpty ? "no view of its own" : "\(left.count) view(s) of its own (\(left.joined(separator: ", ")))"
        let said = diagnostics.isEmpty ? "" : "; the host said: \(diagnostics.prefix(3).joined(separator: "; "))"
        return .pass("\(name) presented in \(took), leaving \(views) in the container for the dismissal\(said)")
    }
}
