import CSandbox
import Glibc

/// Makes the random numbers plugin code draws the same on every run of the same flags
/// (`--seed` varies them), so a shatter animator renders byte-identically and passes the
/// validator's determinism check.
///
/// In a sandboxed worker the seccomp filter traps `getrandom`, and the SIGSYS reporter answers
/// it from a generator seeded here: that covers glibc's `arc4random` family and Swift's
/// `SystemRandomNumberGenerator` (`Int.random(in:)`, `shuffled()`, `randomElement()`), both of
/// which draw from `getrandom` on Linux, whatever the plugin imports. The C library's own
/// sequences (`random()`, `rand()`, `drand48()`) are reseeded here too. In-process runs
/// (`TRANSITION_HOST_ISOLATION=none`) get only the reseeded C sequences: trapping `getrandom`
/// there would take it from the front end too.
package enum PluginRandomness {
    /// Restarts every sequence from `seed`; called before each run loads or calls a plugin.
    package static func begin(seed: UInt64) {
        cs_random_seed(seed)
        let low = UInt32(truncatingIfNeeded: seed ^ (seed >> 32))
        srandom(low)
        srand(low)
        srand48(Int(truncatingIfNeeded: seed))
    }
}
