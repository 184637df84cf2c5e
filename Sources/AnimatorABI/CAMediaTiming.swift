/// Core Animation's time type: seconds.
public typealias CFTimeInterval = Double

/// Core Animation's `CACurrentMediaTime()`: the host's current media time, in seconds (the
/// time its engine has reached; virtual and frame-exact in headless runs). ABI 1.1: on a 1.0
/// host it logs an error naming the call and returns 0.
public func CACurrentMediaTime() -> CFTimeInterval {
    let c = HostConnection.required
    guard c.has(\.current_media_time) else {
        c.unsupported("CACurrentMediaTime()", needs: 1)
        return 0
    }
    return c.api.current_media_time!(c.host)
}
