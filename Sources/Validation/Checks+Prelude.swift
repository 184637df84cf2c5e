import HostContainer
import PluginRuntime

extension Checks {
    /// What makes the prelude's animator on a stage: an instance of `plugin` with its default
    /// parameters on the stage's bridge, or nil when it cannot be made (the prelude row says so).
    static func preludeAnimator(_ plugin: LoadedPlugin) -> (PluginBridge) -> AnimatedTransitioning? {
        { bridge in
            guard plugin.info.isAnimator, let values = try? ParameterValues(plugin: plugin.info, assignments: []) else {
                return nil
            }
            return try? PluginAnimator(plugin: plugin, parameters: values, bridge: bridge)
        }
    }

    /// The `prelude` row (`--after` only): one stage of the check's dismissal scenario, whose
    /// prelude the paired presenting plugin plays; its ``PreludeRun/result``. Not a check of the
    /// dismissal: a warning here never fails it.
    static func prelude(_ p: LoadedPlugin, _ c: CheckRun) throws(CheckResult) -> CheckResult {
        guard c.prelude != nil else {
            return .skip("no --after: the dismissal runs after the validator's own presentation")
        }
        guard c.scenario.dismisses else {
            return .skip("--after applies to the dismissal scenarios (modal-dismiss, modal-dismiss-full-screen)")
        }
        guard let run = c.stage().preludeRun else { return .skip("no prelude was played") }
        return run.result
    }
}

extension ValidationCheck {
    /// The `prelude` row: how the `--after` plugin's presentation went. Not in ``all``: the
    /// validator adds it only with `--after`, so reports without it do not change.
    static let prelude = ValidationCheck(
        "prelude", "--after: the paired presenting plugin's presentation, before the dismissal (never fails it)",
        only: .animator, scope: .firstScenario, body: Checks.prelude)

    /// The check named `name`: one of ``all``, or ``prelude``.
    static func named(_ name: String) -> ValidationCheck? {
        name == prelude.name ? prelude : all.first { $0.name == name }
    }
}
