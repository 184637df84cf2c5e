import TextFormat

/// Why a gesture script or a JSON-lines file was refused: each case carries where (the
/// ``Position``: a line of the input and a column on it) and what was found or expected; the
/// sentence is in ``description``. Words taken from the input stay raw in the case and are
/// escaped for a terminal only in the sentence.
public enum GestureScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A place in the input, 1-based (a JSON line's problems are at column 1).
    public struct Position: Hashable, Sendable {
        /// 1-based line.
        public var line: Int
        /// 1-based column of the offending word (or of where a missing one belongs).
        public var column: Int

        /// The place at `line`, `column`.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    // The limits (``GestureLimits``), for scripts and JSON lines alike.

    /// The text is longer than ``GestureLimits/maximumBytes`` (reported at line 1, column 1).
    case tooLong(bytes: Int)
    /// The input would produce `events` events, more than ``GestureLimits/maximumEvents``.
    case tooManyEvents(Position, events: Int)
    /// An event or a step would end at `time`, after ``GestureLimits/maximumTime``.
    case tooLate(Position, time: Double)
    /// A pointer coordinate (`coordinate` names it: `X`, `"x"`, `the pointer's x`) is `value`,
    /// beyond ``GestureLimits/maximumCoordinate``.
    case tooFar(Position, coordinate: String, value: Double)

    // Script steps.

    /// `step` is not a step the script language has.
    case unknownStep(Position, step: String)
    /// `step` ends before its `argument` (`DX`, `a duration in seconds`, `a key name`).
    case missingArgument(Position, step: String, argument: String)
    /// `step`'s `argument` is `found`, not a finite number.
    case notANumber(Position, step: String, argument: String, found: String)
    /// `step` has the extra word `word` where it has no more arguments.
    case unexpectedWord(Position, step: String, word: String)
    /// `step` has `word` where only `over S` (or `hold S`) may follow.
    case expectedDuration(Position, step: String, word: String)
    /// `step`'s duration (`wait S`, `over S`, `hold S`) is negative.
    case negativeDuration(Position, step: String, duration: Double)
    /// `press` while the pointer is already down.
    case pointerAlreadyDown(Position)
    /// `step` (`move`, `moveto`, `release`, `cancel`) while the pointer is up.
    case pointerNotDown(Position, step: String)
    /// `key NAME` or `"key"` names no key.
    case unknownKey(Position, key: String)
    /// `at TIME` (as written) is before the script's current time `now`.
    case timeBeforeNow(Position, time: String, now: Double)
    /// A pinch's scale is 0 or below.
    case scaleNotPositive(Position, scale: Double)

    // JSON lines.

    /// The line (its first 60 characters kept) is not a JSON object.
    case notAJSONObject(Position, text: String)
    /// The line has no finite number `"t"`.
    case missingTime(Position)
    /// The line's time is negative.
    case negativeTime(Position, time: Double)
    /// The line's time is before the previous line's.
    case timeGoesBack(Position, time: Double, previous: Double)
    /// A `"signal"` line without a finite number `"value"`.
    case missingSignalValue(Position, signal: String)
    /// A `"key"` line whose `"phase"` is not `down`, `up` or `press`.
    case unknownKeyPhase(Position, phase: String)
    /// A pointer line without finite numbers `"x"` and `"y"`.
    case missingPointerLocation(Position)
    /// A pointer line whose `"phase"` is none of the pointer phases.
    case unknownPointerPhase(Position, phase: String)

    /// Where the problem is.
    public var position: Position {
        switch self {
        case .tooLong: return Position(line: 1, column: 1)
        case .tooManyEvents(let p, _), .tooLate(let p, _), .tooFar(let p, _, _), .unknownStep(let p, _),
            .missingArgument(let p, _, _), .notANumber(let p, _, _, _), .unexpectedWord(let p, _, _),
            .expectedDuration(let p, _, _), .negativeDuration(let p, _, _), .pointerAlreadyDown(let p),
            .pointerNotDown(let p, _), .unknownKey(let p, _), .timeBeforeNow(let p, _, _), .scaleNotPositive(let p, _),
            .notAJSONObject(let p, _), .missingTime(let p), .negativeTime(let p, _), .timeGoesBack(let p, _, _),
            .missingSignalValue(let p, _), .unknownKeyPhase(let p, _), .missingPointerLocation(let p),
            .unknownPointerPhase(let p, _):
            return p
        }
    }

    /// 1-based line of the problem.
    public var line: Int { position.line }
    /// 1-based column of the problem.
    public var column: Int { position.column }

    /// `line L, column C: ` and the problem.
    public var description: String { "line \(line), column \(column): \(message)" }

    /// What is wrong and what to do, without the position.
    public var message: String {
        let e = TerminalText.escape, f = GestureLimits.formatted
        switch self {
        case .tooLong(let bytes):
            return
                "the input is \(bytes) bytes; gesture input may be at most \(GestureLimits.maximumBytes) bytes (16 MiB)"
        case .tooManyEvents(_, let events):
            return
                "the input would produce \(events) events; gesture input may produce at most \(GestureLimits.maximumEvents) (a `move ... over S` makes 120 a second): shorten it"
        case .tooLate(_, let time):
            return
                "the input would reach t = \(f(time)) s; gesture input may last at most \(Int(GestureLimits.maximumTime)) s (the longest --max-duration)"
        case .tooFar(_, let coordinate, let value):
            return
                "\(coordinate) is \(f(value)); pointer coordinates must be within ±\(Int(GestureLimits.maximumCoordinate)) points"
        case .unknownStep(_, let step):
            return
                "unknown step `\(e(step))`; expected press, move, moveto, wait, at, release, cancel, key, signal or pinch"
        case .missingArgument(_, let step, let argument):
            return "`\(step)` needs \(argument) (usage: \(GestureScript.usage(step)))"
        case .notANumber(_, let step, let argument, let found):
            return "expected a number for \(argument), found `\(e(found))` (usage: \(GestureScript.usage(step)))"
        case .unexpectedWord(_, let step, let word):
            return "unexpected `\(e(word))` (usage: \(GestureScript.usage(step)))"
        case .expectedDuration(_, let step, let word):
            return "unexpected `\(e(word))`; expected `over S` (usage: \(GestureScript.usage(step)))"
        case .negativeDuration(_, let step, let duration):
            return step == "wait"
                ? "`wait` cannot go back in time (\(duration)); give seconds ≥ 0, or `at S` for a time"
                : "a duration cannot be negative (\(duration)) (usage: \(GestureScript.usage(step)))"
        case .pointerAlreadyDown:
            return "`press` while the pointer is already down; `release` it first"
        case .pointerNotDown(_, let step):
            return "`\(step)` before `press`; press the pointer down first"
        case .unknownKey(_, let key):
            return "unknown key `\(e(key))`; use left, right, up, down, return, escape, space or one character"
        case .timeBeforeNow(_, let time, let now):
            return "`at \(e(time))` is before the current time \(Rounding.format(now)) s; times only go forward"
        case .scaleNotPositive(_, let scale):
            return "a pinch's scale must be above 0 (\(scale))"
        case .notAJSONObject(_, let text):
            return "not a JSON object: \(e(text)); each line is one object, e.g. {\"t\": 0, \"key\": \"a\"}"
        case .missingTime:
            return "missing number \"t\" (seconds)"
        case .negativeTime(_, let time):
            return "time \(time) is negative; times are seconds from the start of the run, 0 or more"
        case .timeGoesBack(_, let time, let previous):
            return "time \(time) is before the previous line's \(previous); times must not decrease"
        case .missingSignalValue(_, let signal):
            return "signal \"\(e(signal))\" needs a number \"value\""
        case .unknownKeyPhase(_, let phase):
            return "unknown key phase \"\(e(phase))\"; use down, up or press"
        case .missingPointerLocation:
            return "a pointer line needs numbers \"x\" and \"y\""
        case .unknownPointerPhase(_, let phase):
            return "unknown pointer phase \"\(e(phase))\"; use began, changed, ended or cancelled"
        }
    }
}
