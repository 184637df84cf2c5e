import AnimationCore
import CAnimatorABI

extension HostTable {
    /// ABI 1.2's block "main run loop": `run_loop_schedule`, `run_loop_cancel` and
    /// `run_loop_frame_interval`, over the engine's ``MainRunLoop``, which the frame loop fires
    /// on the virtual clock. The SDK's `DispatchQueue.main`, `Timer`, `RunLoop.main` and
    /// `CADisplayLink` are built on them.
    static func installRunLoop(_ h: inout ap_host) {
        h.run_loop_schedule = { host, delay, keepsRunning, callback in
            HostTable.with(host, 0) { b in
                guard let fn = callback.fn else { return 0 }
                let user = callback.user
                guard delay.isFinite, delay >= 0 else {
                    b.bridge.refuse(
                        b.id,
                        "run_loop_schedule(delay \(delay)): the delay must be a finite number of seconds, 0 or more")
                    monitored(.runLoop, b.key) { fn(user, false) }
                    return 0
                }
                let key = b.key
                let runLoop = b.bridge.engine.mainRunLoop
                let due = b.bridge.engine.currentTime + delay
                let token = runLoop.schedule(at: due, keepsRunning: keepsRunning, owner: Int(truncatingIfNeeded: key)) {
                    [weak b] fired in
                    HostTable.closingBlocks(b, .runLoop) { monitored(.runLoop, key) { fn(user, fired) } }
                }
                guard let token else {
                    b.bridge.refuse(
                        b.id,
                        "run_loop_schedule: \(MainRunLoop.capacity) callbacks are waiting already; cancel or let some fire first"
                    )
                    monitored(.runLoop, b.key) { fn(user, false) }
                    return 0
                }
                return token
            }
        }
        h.run_loop_cancel = { host, token in
            HostTable.status(host) { b in
                switch b.bridge.engine.mainRunLoop.cancel(token, owner: Int(truncatingIfNeeded: b.key)) {
                case .cancelled:
                    return AP_OK
                case .notWaiting:
                    return AP_ERR_STATE
                case .foreign:
                    b.bridge.refuse(b.id, "run_loop_cancel(\(token)): the token is another plugin's")
                    return AP_ERR_BAD_HANDLE
                }
            }
        }
        h.run_loop_frame_interval = { host in
            HostTable.with(host, 1.0 / 60) { b in b.bridge.engine.mainRunLoop.frameInterval }
        }
    }
}
