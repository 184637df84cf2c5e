import TextFormat

extension TransitionSession.Result {
    /// The seconds from the transition's start to its end, as the trace's `transition.start`
    /// and `transition.end` events record them; nil when it did not both start and end.
    package var elapsed: Double? {
        guard let start = events.first(where: { $0.kind == .transition && $0.text.hasPrefix("transition.start") }),
            let end = events.last(where: { $0.kind == .transition && $0.text.hasPrefix("transition.end") })
        else { return nil }
        return max(0, end.time - start.time)
    }

    /// How long the transition was and how many frames the run made, as the one-line summary
    /// of `run` says it — agreeing with the trace: the declared `duration`, or, when the
    /// transition ended sooner (an empty collection has nothing to animate and ends at once;
    /// an interaction may finish early), the time it took of that duration; "1 frame".
    package var lengthDescription: String {
        let declared = Rounding.format(duration, quantum: 1e-3)
        var s = "duration \(declared) s"
        if let took = elapsed, took + 1e-9 < duration {
            s = "ended after \(Rounding.format(took, quantum: 1e-3)) s of its \(declared) s"
        }
        return s + ", \(frames) frame\(frames == 1 ? "" : "s")"
    }
}
