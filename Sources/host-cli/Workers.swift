import AnimationCore
import Foundation
import Isolation
import Session

/// Whether plugins run in sandboxed workers (always, unless `TRANSITION_HOST_ISOLATION=none`
/// asks for this process — a debugging aid only: a plugin then runs, and can crash, inside the
/// front end).
enum Workers {
    /// True when workers are turned off for debugging.
    static var isDisabled: Bool { ProcessInfo.processInfo.environment["TRANSITION_HOST_ISOLATION"] == "none" }

    /// A live session for `config`: in a worker, or in this process when isolation is off.
    static func session(for config: SessionConfiguration) throws -> TransitionDriving {
        if isDisabled { return try TransitionSession(config: config, clock: DisplayLink(fps: min(config.fps, 240))) }
        return try LiveSession(config: config)
    }
}
