/// The status of one check.
package enum CheckStatus: String, Sendable, CaseIterable {
    /// The plugin keeps this part of the contract.
    case pass
    /// It does not; the message says how to fix it.
    case fail
    /// The check's process died (a signal or an unexpected exit) — the plugin crashed.
    case crash
    /// The check did not finish within the timeout; its process group was killed.
    case timeout
    /// Not applicable (e.g. an interaction check for an animator) or a prerequisite failed.
    case skip
    /// Suspicious but not a contract breach (e.g. output on stdout, memory growth).
    case warning

    /// True for statuses that make `validate` exit non-zero.
    package var isFailure: Bool { self == .fail || self == .crash || self == .timeout }
}

/// What one check found (an `Error` too, so a check's helper can fail early with it).
package struct CheckResult: Error, Sendable {
    /// The status.
    package var status: CheckStatus
    /// One or more sentences for the plugin author.
    package var message: String
    /// Set on a failure whose transitions completed without the animator adding the to view
    /// (the host added it): the validator then tries the check in the modal-dismiss scenario,
    /// where there is no to view, to tell a dismissal-only animator from a broken one.
    package var missedToView = false
    /// Set by the validator itself (never from a worker's answer) on such a failure when the
    /// same check then passed in modal-dismiss: the fact its message's hint states, as a value,
    /// so that `port` can choose the dismissal scenario without reading the sentence.
    package var passesInModalDismiss = false

    /// A result with `status` and `message`.
    package init(status: CheckStatus, message: String) {
        self.status = status
        self.message = message
    }

    package static func pass(_ m: String) -> CheckResult { CheckResult(status: .pass, message: m) }
    package static func fail(_ m: String) -> CheckResult { CheckResult(status: .fail, message: m) }
    package static func skip(_ m: String) -> CheckResult { CheckResult(status: .skip, message: m) }
    package static func warning(_ m: String) -> CheckResult { CheckResult(status: .warning, message: m) }
}

/// A small seeded generator (SplitMix64) so randomized checks repeat exactly for a `--seed`.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), from the top 53 bits (the same on every machine and library version).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
