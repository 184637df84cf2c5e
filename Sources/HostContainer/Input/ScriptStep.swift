import AnimationCore

/// One step of a gesture script, split into words with their columns, and the checks every
/// step's arguments go through (each failure names the line, the column and the usage).
struct ScriptStep {
    /// The words and their 1-based columns on the line.
    let words: [(text: String, column: Int)]
    let line: Int
    /// The step's length without surrounding blanks (where a missing argument is reported).
    private let length: Int

    /// Splits `text`, which starts at `offset` on `line`, at blanks.
    init(_ text: String, line: Int, offset: Int) {
        var words: [(String, Int)] = []
        var current = "", start = 0
        for (i, ch) in text.enumerated() {
            if ch == " " || ch == "\t" || ch == "\r" {
                if !current.isEmpty {
                    words.append((current, offset + start + 1))
                    current = ""
                }
            } else {
                if current.isEmpty { start = i }
                current.append(ch)
            }
        }
        if !current.isEmpty { words.append((current, offset + start + 1)) }
        self.words = words
        self.line = line
        length = text.trimmingCharacters(in: .whitespaces).count
    }

    /// The step's name (`press`, `move`, ...).
    var verb: String { words[0].text }

    /// The place of word `i` (the verb's by default).
    func at(_ i: Int = 0) -> GestureScriptError.Position {
        GestureScriptError.Position(line: line, column: words[i].column)
    }

    /// Word `i` as a finite number; `what` names it in the error.
    func number(_ i: Int, _ what: String) throws(GestureScriptError) -> Double {
        guard i < words.count else {
            throw .missingArgument(
                GestureScriptError.Position(line: line, column: words[0].column + length), step: verb, argument: what)
        }
        guard let v = Double(words[i].text), v.isFinite else {
            throw .notANumber(at(i), step: verb, argument: what, found: words[i].text)
        }
        return v
    }

    /// An optional `over S` / `hold S` at word `i` (0 when absent); nothing may follow it.
    func duration(after i: Int) throws(GestureScriptError) -> Double {
        guard i < words.count else { return 0 }
        guard words[i].text == "over" || words[i].text == "hold" else {
            throw .expectedDuration(at(i), step: verb, word: words[i].text)
        }
        let d = try number(i + 1, "a duration in seconds")
        guard d >= 0 else { throw .negativeDuration(at(i + 1), step: verb, duration: d) }
        if i + 2 < words.count {
            throw .unexpectedWord(at(i + 2), step: verb, word: words[i + 2].text)
        }
        return d
    }

    /// Refuses words past the first `n`.
    func noMore(_ n: Int) throws(GestureScriptError) {
        if words.count > n {
            throw .unexpectedWord(at(n), step: verb, word: words[n].text)
        }
    }
}

/// What a script has produced so far: the inputs, the time and where the pointer is. Every
/// step is checked against ``GestureLimits`` before it adds anything, so a refused step
/// allocates nothing.
struct ScriptState {
    private(set) var out: [ScriptedInput] = []
    private var t = 0.0
    private var pointer: Point?

    /// Runs one step.
    mutating func apply(_ step: ScriptStep) throws(GestureScriptError) {
        switch step.verb {
        case "press":
            let p = try point(step, "X", "Y")
            try step.noMore(3)
            guard pointer == nil else {
                throw .pointerAlreadyDown(step.at())
            }
            try reserve(1, step)
            pointer = p
            out.append(.pointer(time: t, location: p, phase: .down))
        case "move", "moveto":
            try moveStep(step)
        case "wait", "at":
            try time(step)
        case "release", "cancel":
            try step.noMore(1)
            guard let p = pointer else { throw .pointerNotDown(step.at(), step: step.verb) }
            try reserve(1, step)
            out.append(.pointer(time: t, location: p, phase: step.verb == "release" ? .up : .cancel))
            pointer = nil
        case "key":
            try key(step)
        case "signal":
            guard step.words.count > 1 else {
                throw .missingArgument(step.at(), step: step.verb, argument: "a name and a value")
            }
            let v = try step.number(2, "VALUE")
            try step.noMore(3)
            try reserve(1, step)
            out.append(.signal(time: t, name: step.words[1].text, value: v))
        case "pinch":
            try pinch(step)
        default:
            throw .unknownStep(step.at(), step: step.verb)
        }
    }

    /// `pinch SCALE [over S]` or `pinch X Y to SCALE [over S]`: two fingers from where they
    /// start to SCALE times that distance apart. The host has one pointer, so a pinch reaches
    /// plugins as the signals a pinch recognizer reads: `pinch` from 1 to SCALE (a sample
    /// every ``GestureScript/sampleInterval`` over S), then `pinch-end` at SCALE. The centre
    /// (X, Y) is checked and kept for when touches reach plugins.
    private mutating func pinch(_ step: ScriptStep) throws(GestureScriptError) {
        let long = step.words.count > 3 && step.words[3].text == "to"
        if long { _ = try point(step, "X", "Y") }
        let scaleIndex = long ? 4 : 1
        let scale = try step.number(scaleIndex, "SCALE")
        guard scale > 0 else {
            throw .scaleNotPositive(step.at(scaleIndex), scale: scale)
        }
        let d = try step.duration(after: scaleIndex + 1)
        try reach(t + d, step)
        let n = d > 0 ? GestureScript.sampleCount(over: d) : 1
        try reserve(n + 2, step)
        out.append(.signal(time: t, name: "pinch", value: 1))
        for k in 1...n {
            let f = Double(k) / Double(n)
            out.append(.signal(time: t + d * f, name: "pinch", value: 1 + (scale - 1) * f))
        }
        t += d
        out.append(.signal(time: t, name: "pinch-end", value: scale))
    }

    /// Words 1 and 2 of `step` as a point within ``GestureLimits/maximumCoordinate``.
    private func point(_ step: ScriptStep, _ x: String, _ y: String) throws(GestureScriptError) -> Point {
        let a = try step.number(1, x), b = try step.number(2, y)
        for (i, (name, v)) in [(x, a), (y, b)].enumerated() where abs(v) > GestureLimits.maximumCoordinate {
            throw .tooFar(step.at(i + 1), coordinate: name, value: v)
        }
        return Point(x: a, y: b)
    }

    /// `move DX DY [over S]` and `moveto X Y [over S]`: where the pointer ends must be within
    /// the coordinate bound, and the samples within the time and event bounds.
    private mutating func moveStep(_ step: ScriptStep) throws(GestureScriptError) {
        let relative = step.verb == "move"
        let a = try step.number(1, relative ? "DX" : "X"), b = try step.number(2, relative ? "DY" : "Y")
        let d = try step.duration(after: 3)
        guard let p = pointer else { throw .pointerNotDown(step.at(), step: step.verb) }
        let target = relative ? Point(x: p.x + a, y: p.y + b) : Point(x: a, y: b)
        for (i, (name, v)) in [("the pointer's x", target.x), ("the pointer's y", target.y)].enumerated()
        where !(abs(v) <= GestureLimits.maximumCoordinate) {
            throw .tooFar(step.at(i + 1), coordinate: name, value: v)
        }
        try reach(t + d, step)
        try reserve(d > 0 ? GestureScript.sampleCount(over: d) : 1, step)
        move(to: target, over: d)
    }

    /// `key NAME [hold S]`: a press now and a release after the hold.
    private mutating func key(_ step: ScriptStep) throws(GestureScriptError) {
        guard step.words.count > 1 else {
            throw .missingArgument(step.at(), step: step.verb, argument: "a key name")
        }
        guard let code = KeyCode.named(step.words[1].text) else {
            throw .unknownKey(step.at(1), key: step.words[1].text)
        }
        let hold = try step.duration(after: 2)
        try reach(t + hold, step)
        try reserve(2, step)
        out.append(.key(time: t, code: code, down: true))
        out.append(.key(time: t + hold, code: code, down: false))
    }

    /// `wait S` (time passes) and `at S` (the time becomes S, never backwards).
    private mutating func time(_ step: ScriptStep) throws(GestureScriptError) {
        if step.verb == "wait" {
            let d = try step.number(1, "a duration in seconds")
            try step.noMore(2)
            guard d >= 0 else { throw .negativeDuration(step.at(1), step: step.verb, duration: d) }
            try reach(t + d, step)
            t += d
        } else {
            let s = try step.number(1, "a time in seconds")
            try step.noMore(2)
            guard s >= t else {
                throw .timeBeforeNow(step.at(1), time: step.words[1].text, now: t)
            }
            try reach(s, step)
            t = s
        }
    }

    /// Refuses a step that would take the script past ``GestureLimits/maximumTime``.
    private func reach(_ time: Double, _ step: ScriptStep) throws(GestureScriptError) {
        guard time <= GestureLimits.maximumTime else { throw .tooLate(step.at(), time: time) }
    }

    /// Refuses a step that would add `count` events past ``GestureLimits/maximumEvents``.
    private func reserve(_ count: Int, _ step: ScriptStep) throws(GestureScriptError) {
        guard out.count + count <= GestureLimits.maximumEvents else {
            throw .tooManyEvents(step.at(), events: out.count + count)
        }
    }

    /// Moves the pointer to `target` at once, or in samples every ``GestureScript/sampleInterval``
    /// spread over `d` seconds (bounded by the caller: `d` ≤ ``GestureLimits/maximumTime``).
    private mutating func move(to target: Point, over d: Double) {
        let from = pointer ?? target
        if d <= 0 {
            out.append(.pointer(time: t, location: target, phase: .move))
        } else {
            let n = GestureScript.sampleCount(over: d)
            for k in 1...n {
                let f = Double(k) / Double(n)
                out.append(.pointer(time: t + d * f, location: from.interpolated(to: target, f), phase: .move))
            }
        }
        t += d
        pointer = target
    }
}
