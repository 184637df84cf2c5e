import Foundation
import AnimationCore
import TextFormat

/// Reproducible input: a small script of steps or a JSON-lines file of timed events, compiled
/// into time-ordered ``ScriptedInput``s.
///
/// **Script** (steps separated by `;` or newlines; `#` starts a comment):
///
/// | step | meaning |
/// |---|---|
/// | `press X Y` | the pointer goes down at (X, Y) |
/// | `move DX DY [over S]` | moves by (DX, DY), spread over S seconds (samples every 1/120 s), else at once |
/// | `moveto X Y [over S]` | moves to (X, Y) |
/// | `wait S` | time passes |
/// | `release` / `cancel` | the pointer goes up / is taken away |
/// | `key NAME [hold S]` | a key is pressed (and released after S, default at once); names: `left`, `right`, `up`, `down`, `return`, `escape`, `space`, or one character |
/// | `signal NAME VALUE` | a named scalar |
/// | `pinch SCALE [over S]`, `pinch X Y to SCALE [over S]` | two fingers to SCALE times their starting distance: the signals `pinch` 1 → SCALE (samples every 1/120 s) and `pinch-end` SCALE (the host has one pointer) |
/// | `at S` | sets the time to S (not backwards) |
///
/// Example: `press 200 300; move -150 0 over 0.3; wait 0.1; release`.
///
/// **JSON lines**: one object per line with `"t"` (seconds) and either a pointer sample
/// (`"x"`, `"y"`, `"phase"`: `began`/`down`, `changed`/`moved`/`move`, `ended`/`up`,
/// `cancelled`/`cancel`), a key (`"key"`: name, optional `"phase"`: `down`/`up`, default a
/// press and release), or a signal (`"signal"`: name, `"value"`). Times must not decrease.
///
/// **Limits** (``GestureLimits``): at most 16 MiB of text, 100,000 events, times and step
/// durations up to 3600 s, pointer coordinates within ±1,000,000 points. Input beyond them is
/// refused with an error naming the limit, before anything is allocated for it.
public enum GestureScript {
    /// Time between the samples of a spread-out move (seconds).
    public static let sampleInterval = 1.0 / 120

    /// Parses a script.
    public static func parse(_ text: String) throws(GestureScriptError) -> [ScriptedInput] {
        guard text.utf8.count <= GestureLimits.maximumBytes else { throw .tooLong(bytes: text.utf8.count) }
        var script = ScriptState()
        for (n, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            var offset = 0
            for rawStep in line.split(separator: ";", omittingEmptySubsequences: false) {
                let step = ScriptStep(String(rawStep), line: n + 1, offset: offset)
                offset += rawStep.count + 1
                if !step.words.isEmpty { try script.apply(step) }
            }
        }
        return stableSorted(script.out)
    }

    static func usage(_ verb: String) -> String {
        switch verb {
        case "press": return "press X Y"
        case "move": return "move DX DY [over S]"
        case "moveto": return "moveto X Y [over S]"
        case "wait": return "wait S"
        case "at": return "at S"
        case "key": return "key NAME [hold S]"
        case "signal": return "signal NAME VALUE"
        case "pinch": return "pinch SCALE [over S] or pinch X Y to SCALE [over S]"
        default: return verb
        }
    }

    /// The number of samples of a move spread over `d` seconds (0 < `d` ≤
    /// ``GestureLimits/maximumTime``): one every ``sampleInterval``, at least one.
    static func sampleCount(over d: Double) -> Int {
        max(1, Int((min(d, GestureLimits.maximumTime) / sampleInterval).rounded(.up)))
    }

    /// Parses a JSON-lines file's text.
    public static func parseJSONLines(_ text: String) throws(GestureScriptError) -> [ScriptedInput] {
        guard text.utf8.count <= GestureLimits.maximumBytes else { throw .tooLong(bytes: text.utf8.count) }
        var out: [ScriptedInput] = []
        var last = 0.0
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let inputs = try jsonLine(line, notBefore: last, at: GestureScriptError.Position(line: i + 1, column: 1))
            guard out.count + inputs.count <= GestureLimits.maximumEvents else {
                throw .tooManyEvents(
                    GestureScriptError.Position(line: i + 1, column: 1), events: out.count + inputs.count)
            }
            last = inputs.first?.time ?? last
            out += inputs
        }
        return out
    }

    /// The inputs of one JSON line (one, or a key's press and release), whose time must not be
    /// before `notBefore` nor after ``GestureLimits/maximumTime``; a refusal is at `position`.
    static func jsonLine(_ line: String, notBefore last: Double, at position: GestureScriptError.Position)
        throws(GestureScriptError) -> [ScriptedInput]
    {
        guard let data = line.data(using: .utf8),
            let obj = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else {
            throw .notAJSONObject(position, text: String(line.prefix(60)))
        }
        func num(_ k: String) -> Double? { (obj[k] as? NSNumber).map { $0.doubleValue } }
        guard let t = num("t"), t.isFinite else { throw .missingTime(position) }
        guard t >= 0 else {
            throw .negativeTime(position, time: t)
        }
        guard t >= last else {
            throw .timeGoesBack(position, time: t, previous: last)
        }
        guard t <= GestureLimits.maximumTime else { throw .tooLate(position, time: t) }
        if let name = obj["signal"] as? String {
            guard let v = num("value"), v.isFinite else {
                throw .missingSignalValue(position, signal: name)
            }
            return [.signal(time: t, name: name, value: v)]
        }
        if let key = obj["key"] as? String {
            guard let code = KeyCode.named(key) else { throw .unknownKey(position, key: key) }
            switch (obj["phase"] as? String) ?? "press" {
            case "down", "began": return [.key(time: t, code: code, down: true)]
            case "up", "ended": return [.key(time: t, code: code, down: false)]
            case "press": return [.key(time: t, code: code, down: true), .key(time: t, code: code, down: false)]
            case let p: throw .unknownKeyPhase(position, phase: p)
            }
        }
        guard let x = num("x"), let y = num("y"), x.isFinite, y.isFinite else {
            throw .missingPointerLocation(position)
        }
        for (name, v) in [("\"x\"", x), ("\"y\"", y)] where abs(v) > GestureLimits.maximumCoordinate {
            throw .tooFar(position, coordinate: name, value: v)
        }
        let phase: ScriptedInput.PointerPhase
        switch (obj["phase"] as? String) ?? "" {
        case "began", "down", "press": phase = .down
        case "changed", "moved", "move": phase = .move
        case "ended", "up", "release": phase = .up
        case "cancelled", "cancel": phase = .cancel
        case let p: throw .unknownPointerPhase(position, phase: p)
        }
        return [.pointer(time: t, location: Point(x: x, y: y), phase: phase)]
    }

    private static func stableSorted(_ a: [ScriptedInput]) -> [ScriptedInput] {
        a.enumerated().sorted {
            $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
        }.map(\.element)
    }
}
