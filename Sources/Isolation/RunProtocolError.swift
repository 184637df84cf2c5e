/// A rule of ``RunProtocol`` a run worker broke: what arrived and, where it matters, what
/// the protocol allows. ``description`` is the clause after "broke the protocol: " in the
/// run's failure (`RunError/brokeProtocol(_:culprits:)`); worker-sent names are message
/// names the front end decoded, never raw text.
package enum RunProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A message (named) arrived after the result.
    case messageAfterResult(String)
    /// The run's messages together exceed `limit` bytes, what `frames` frames may take.
    case tooManyBytes(limit: Int, frames: Int)
    /// A second `hello`.
    case secondHello
    /// A `hello` listing more than ``RunProtocol/maximumProtections`` protections.
    case tooManyProtections(Int)
    /// `started` before `hello`.
    case startedBeforeHello
    /// A second `started`.
    case secondStarted
    /// A frame (its index) before `started`.
    case frameBeforeStarted(Int)
    /// The first frame is not numbered 0.
    case firstFrameNumbered(Int)
    /// A frame that does not follow the previous one.
    case frameOutOfOrder(Int, after: Int)
    /// A frame beyond the `limit` the run's `--fps` × `--max-duration` allow.
    case tooManyFrames(Int, limit: Int)
    /// A frame whose values are unusable.
    case badFrame(Int, FrameProblem)
    /// A frame later than the run's `--max-duration` allows.
    case frameAfterEnd(Int, time: Double)
    /// A frame earlier than the previous one.
    case frameBackwards(Int, time: Double, previous: Int, previousTime: Double)
    /// A `result` before `started`.
    case resultBeforeStarted
    /// A `result` without any frame while the run's limits allow one.
    case resultWithoutFrames
    /// A `result` counting other than the frames sent.
    case resultFrameCount(claimed: Int, sent: Int)
    /// A `result` whose duration is not finite or negative.
    case resultDuration(Double)
    /// A `result` claiming a timeout before the last frame the limits allow.
    case resultTimedOutEarly(frames: Int, maximum: Int)
    /// A `result` with an event at a time that is not finite.
    case eventTime(Double)
    /// A scan verdict from a run worker.
    case scanVerdict
    /// A `play` frame with a negative index.
    case negativeFrameIndex(Int)
    /// A message (named) other than `started` or a failure while a `play` worker started.
    case messageWhileStarting(String)
    /// A message (named) other than one frame answering a `play` step.
    case messageAnsweredStep(String)
    /// A message (named) other than the result answering `quit`.
    case messageAnsweredQuit(String)
    /// Bytes that are not a message after the result.
    case bytesAfterResult(WireError)

    /// The clause, e.g. "frame 5 arrived after frame 3".
    package var description: String {
        switch self {
        case .messageAfterResult(let name): return "a \(name) message arrived after the result"
        case let .tooManyBytes(limit, frames):
            return "the run's messages exceed \(limit) bytes, the most \(frames) frames can take"
        case .secondHello: return "a second hello arrived"
        case .tooManyProtections(let n):
            return "hello lists \(n) protections (at most \(RunProtocol.maximumProtections))"
        case .startedBeforeHello: return "started arrived before hello"
        case .secondStarted: return "a second started arrived"
        case .frameBeforeStarted(let i): return "frame \(i) arrived before started"
        case .firstFrameNumbered(let i): return "the first frame is numbered \(i), not 0"
        case let .frameOutOfOrder(i, previous): return "frame \(i) arrived after frame \(previous)"
        case let .tooManyFrames(i, limit):
            return "frame \(i) is more than the \(limit) frames the run's limits allow (--fps × --max-duration)"
        case let .badFrame(i, problem): return "frame \(i): \(problem)"
        case let .frameAfterEnd(i, t): return "frame \(i) is at \(t) s, after the run's end at --max-duration"
        case let .frameBackwards(i, t, previous, previousTime):
            return "frame \(i) is at \(t) s, before frame \(previous) at \(previousTime) s"
        case .resultBeforeStarted: return "a result arrived before started"
        case .resultWithoutFrames: return "a result arrived without any frame (a run always shows frame 0)"
        case let .resultFrameCount(claimed, sent): return "the result counts \(claimed) frames, but \(sent) were sent"
        case .resultDuration(let d): return "the result's duration is \(d) s"
        case let .resultTimedOutEarly(frames, maximum):
            return "the result says the run reached --max-duration after \(frames) of \(maximum) frames"
        case .eventTime(let t): return "an event is at \(t) s"
        case .scanVerdict: return "a run worker answered with a scan verdict"
        case .negativeFrameIndex(let i): return "a frame is numbered \(i)"
        case .messageWhileStarting(let name): return "a \(name) message arrived while the worker was starting"
        case .messageAnsweredStep(let name):
            return "a \(name) message answered a step (a step is answered by one frame)"
        case .messageAnsweredQuit(let name): return "a \(name) message answered quit"
        case .bytesAfterResult(let e): return "bytes that are not a message arrived after the result (\(e))"
        }
    }
}
