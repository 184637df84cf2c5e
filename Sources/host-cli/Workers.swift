import AnimationCore
import Foundation
import Isolation
import Sandbox
import Session

/// Where plugin code runs: in sandboxed workers, always, unless `TRANSITION_HOST_ISOLATION=none`
/// (or the older `TRANSITION_HOST_SCAN=in-process`) asks for this process — a debugging aid
/// only: a plugin then runs, and can crash, inside the front end.
enum Workers {
    /// True when workers are turned off for debugging.
    static var isDisabled: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["TRANSITION_HOST_ISOLATION"] == "none" || env["TRANSITION_HOST_SCAN"] == "in-process"
    }

    /// Starts the run's worker now, before the plugin folders are read, so that its own start
    /// overlaps that work (``RunWorkerPrelaunch``); nothing when workers are off.
    static func startRunWorkerAhead() {
        if !isDisabled { RunWorkerPrelaunch.start() }
    }

    /// A live session for `config`: in a worker, or in this process when isolation is off.
    static func session(for config: SessionConfiguration) throws -> TransitionDriving {
        if isDisabled { return try TransitionSession(config: config, clock: DisplayLink(fps: min(config.fps, 240))) }
        return try LiveSession(config: config)
    }

    /// Runs `config` to its end: in a worker, or in this process when isolation is off.
    static func run(
        _ config: SessionConfiguration, started: ([Protection], Double) -> Void,
        onFrame: (TransitionSession.Frame) -> Void
    ) -> RunWorker.Outcome {
        guard isDisabled else { return RunWorker.run(config, started: started, onFrame: onFrame) }
        let session: TransitionSession
        do { session = try TransitionSession(config: config) } catch {
            return .failed(.cannotInstantiate(error), frames: 0)
        }
        started([], session.expectedDuration)
        return .finished(session.run(onFrame: onFrame), warnings: [])
    }
}
