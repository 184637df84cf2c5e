/// The main run loop on the virtual clock: work scheduled for a later time (a plugin's
/// `DispatchQueue.main.asyncAfter`, `Timer`, `CADisplayLink`) runs at the frame whose time
/// reaches it, so it fires at the same frames on every run and every machine.
///
/// The frame loop calls ``fire(through:)`` once per frame, after the engine has reached the
/// frame's time. Only work scheduled before that call can fire in it, so work that schedules
/// more with no delay (a display link) runs once per frame, not in a loop.
public final class MainRunLoop {
    /// Why a scheduled action runs: it fired, or it was cancelled or dropped unfired.
    public typealias Action = (_ fired: Bool) -> Void

    private struct Entry {
        var due: Double
        var sequence: UInt64
        var keepsRunning: Bool
        var owner: Int
        var action: Action
    }

    /// How many actions may wait at once: a plugin scheduling in a loop is refused beyond it
    /// instead of growing the host's memory without bound.
    public static let capacity = 65_536

    private var entries: [UInt64: Entry] = [:]
    private var nextSequence: UInt64 = 1
    /// Tolerance on due times, seconds: a delay meant to land on a frame (0.5 s at 60 fps)
    /// fires on it despite binary rounding.
    static let epsilon = 1e-9

    /// An empty run loop.
    public init() {}

    /// Seconds between two frames (the frame loop sets it from its clock): a display link's
    /// `duration`.
    public var frameInterval: Double = 1.0 / 60

    /// Number of actions waiting.
    public var count: Int { entries.count }

    /// True while a one-shot action (scheduled with `keepsRunning`) waits: the run must go on
    /// until it fires.
    public var keepsRunning: Bool { entries.values.contains { $0.keepsRunning } }

    /// Schedules `action` for time `due` (seconds on the engine's clock); `owner` names who
    /// scheduled it (a plugin binding's key) so only they may cancel it. Returns its token,
    /// or nil when ``capacity`` actions wait already.
    public func schedule(at due: Double, keepsRunning: Bool, owner: Int, _ action: @escaping Action) -> UInt64? {
        guard entries.count < MainRunLoop.capacity else { return nil }
        let token = nextSequence
        nextSequence += 1
        entries[token] = Entry(due: due, sequence: token, keepsRunning: keepsRunning, owner: owner, action: action)
        return token
    }

    /// What cancelling a token found.
    public enum Cancellation: Equatable, Sendable {
        /// It was waiting; its action ran with `fired == false`.
        case cancelled
        /// No such action waits (it fired, was cancelled, or never existed).
        case notWaiting
        /// It waits but belongs to someone else; nothing changed.
        case foreign
    }

    /// Cancels the action `token` of `owner`: it runs at once with `fired == false`.
    @discardableResult
    public func cancel(_ token: UInt64, owner: Int) -> Cancellation {
        guard let e = entries[token] else { return .notWaiting }
        guard e.owner == owner else { return .foreign }
        entries[token] = nil
        e.action(false)
        return .cancelled
    }

    /// Runs, in order of due time and then of scheduling, every action due by `time` that was
    /// scheduled before this call. Returns how many fired.
    @discardableResult
    public func fire(through time: Double) -> Int {
        let limit = nextSequence
        // One pass to find what is due, one sort: linear in what waits, not quadratic.
        let due = entries.values.filter { $0.sequence < limit && $0.due <= time + MainRunLoop.epsilon }
            .sorted { ($0.due, $0.sequence) < ($1.due, $1.sequence) }
        var fired = 0
        for e in due {
            // An earlier action of this frame may have cancelled this one.
            guard entries.removeValue(forKey: e.sequence) != nil else { continue }
            fired += 1
            e.action(true)
        }
        return fired
    }

    /// Drops every waiting action (the session ends): each runs with `fired == false`, so its
    /// owner can free what it holds.
    public func drain() {
        let all = entries.values.sorted { $0.sequence < $1.sequence }
        entries.removeAll()
        for e in all { e.action(false) }
    }
}
