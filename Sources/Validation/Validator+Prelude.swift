import AnimationCore

extension Validator {
    /// `--after`'s `prelude` row, last in the report: the paired presenting plugin's
    /// presentation played on a stage of the first dismissal scenario, in a worker as every
    /// check. A warning at most (``PreludeRun/result``): the presenting plugin's faults are its
    /// own, reported apart from the dismissal's checks.
    static func preludeOutcome(
        _ target: String, _ identity: CheckIdentity?, _ blocked: String?, _ options: Options,
        _ progress: (String) -> Void
    ) -> Outcome {
        let scenario = options.effectiveScenarios.first { $0.dismisses }
        let check = ValidationCheck.prelude
        let t0 = DisplayLink.now()
        let result: CheckResult
        if let blocked {
            result = .skip("not run: \(blocked)")
        } else if let scenario {
            result = runChild(check, scenario, target, options, handshake: identity).0
        } else {
            result = .skip("--after applies to the dismissal scenarios (modal-dismiss, modal-dismiss-full-screen)")
        }
        let o = Outcome(check: check.name, scenario: scenario, result: result, seconds: DisplayLink.now() - t0)
        progress(progressLine(o, options))
        return o
    }
}
