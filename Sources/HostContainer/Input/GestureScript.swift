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
/// | `at S` | sets the time to S (not backwards) |
///
/// Example: `press 200 300; move -150 0 over 0.3; wait 0.1; release`.
///
/// **JSON lines**: one object per line with `"t"` (seconds) and either a pointer sample
/// (`"x"`, `"y"`, `"phase"`: `began`/`down`, `changed`/`moved`/`move`, `ended`/`up`,
/// `cancelled`/`cancel`), a key (`"key"`: name, optional `"phase"`: `down`/`up`, default a
/// press and release), or a signal (`"signal"`: name, `"value"`). Times must not decrease.
public enum GestureScript {
    /// Time between the samples of a spread-out move (seconds).
    public static let sampleInterval = 1.0 / 120

    /// Parses a script.
    public static func parse(_ text: String) throws(GestureScriptError) -> [ScriptedInput] {
        var out: [ScriptedInput] = []
        var t = 0.0
        var pointer: Point?
        var lineNo = 1
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { lineNo += 1 }
            let line = String(rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            var offset = 0
            for rawStep in line.split(separator: ";", omittingEmptySubsequences: false) {
                let stepText = String(rawStep)
                defer { offset += stepText.count + 1 }
                // Words with their columns.
                var words: [(String, Int)] = []
                var current = "", start = 0
                for (i, ch) in stepText.enumerated() {
                    if ch == " " || ch == "\t" || ch == "\r" {
                        if !current.isEmpty { words.append((current, offset + start + 1)); current = "" }
                    } else {
                        if current.isEmpty { start = i }
                        current.append(ch)
                    }
                }
                if !current.isEmpty { words.append((current, offset + start + 1)) }
                guard let (verb, col) = words.first else { continue }
                func fail(_ m: String, at c: Int? = nil) -> GestureScriptError {
                    GestureScriptError(line: lineNo, column: c ?? col, message: m)
                }
                func number(_ i: Int, _ what: String) throws(GestureScriptError) -> Double {
                    guard i < words.count else { throw fail("`\(verb)` needs \(what) (usage: \(usage(verb)))", at: col + stepText.trimmingCharacters(in: .whitespaces).count) }
                    guard let v = Double(words[i].0), v.isFinite else { throw fail("expected a number for \(what), found `\(words[i].0)` (usage: \(usage(verb)))", at: words[i].1) }
                    return v
                }
                func duration(after i: Int) throws(GestureScriptError) -> Double {
                    guard i < words.count else { return 0 }
                    guard words[i].0 == "over" || words[i].0 == "hold" else { throw fail("unexpected `\(words[i].0)`; expected `over S` (usage: \(usage(verb)))", at: words[i].1) }
                    let d = try number(i + 1, "a duration in seconds")
                    guard d >= 0 else { throw fail("a duration cannot be negative (\(d))", at: words[i + 1].1) }
                    if i + 2 < words.count { throw fail("unexpected `\(words[i + 2].0)` after the duration", at: words[i + 2].1) }
                    return d
                }
                func noMore(_ n: Int) throws(GestureScriptError) {
                    if words.count > n { throw fail("unexpected `\(words[n].0)` (usage: \(usage(verb)))", at: words[n].1) }
                }
                func moveTo(_ target: Point, over d: Double) {
                    let from = pointer ?? target
                    if d <= 0 {
                        out.append(.pointer(time: t, location: target, phase: .move))
                    } else {
                        let n = max(1, Int((d / sampleInterval).rounded(.up)))
                        for k in 1...n {
                            let f = Double(k) / Double(n)
                            out.append(.pointer(time: t + d * f, location: from.interpolated(to: target, f), phase: .move))
                        }
                    }
                    t += d
                    pointer = target
                }
                switch verb {
                case "press":
                    let x = try number(1, "X"), y = try number(2, "Y")
                    try noMore(3)
                    guard pointer == nil else { throw fail("`press` while the pointer is already down; `release` it first") }
                    pointer = Point(x: x, y: y)
                    out.append(.pointer(time: t, location: pointer!, phase: .down))
                case "move":
                    let dx = try number(1, "DX"), dy = try number(2, "DY")
                    let d = try duration(after: 3)
                    guard let p = pointer else { throw fail("`move` before `press`; press the pointer down first") }
                    moveTo(Point(x: p.x + dx, y: p.y + dy), over: d)
                case "moveto":
                    let x = try number(1, "X"), y = try number(2, "Y")
                    let d = try duration(after: 3)
                    guard pointer != nil else { throw fail("`moveto` before `press`; press the pointer down first") }
                    moveTo(Point(x: x, y: y), over: d)
                case "wait":
                    let d = try number(1, "a duration in seconds")
                    try noMore(2)
                    guard d >= 0 else { throw fail("`wait` cannot go back in time (\(d))", at: words[1].1) }
                    t += d
                case "at":
                    let s = try number(1, "a time in seconds")
                    try noMore(2)
                    guard s >= t else { throw fail("`at \(words[1].0)` is before the current time \(Rounding.format(t)) s", at: words[1].1) }
                    t = s
                case "release", "cancel":
                    try noMore(1)
                    guard let p = pointer else { throw fail("`\(verb)` without `press`") }
                    out.append(.pointer(time: t, location: p, phase: verb == "release" ? .up : .cancel))
                    pointer = nil
                case "key":
                    guard words.count > 1 else { throw fail("`key` needs a key name (usage: \(usage(verb)))") }
                    guard let code = KeyCode.named(words[1].0) else {
                        throw fail("unknown key `\(words[1].0)`; use left, right, up, down, return, escape, space or one character", at: words[1].1)
                    }
                    let hold = try duration(after: 2)
                    out.append(.key(time: t, code: code, down: true))
                    out.append(.key(time: t + hold, code: code, down: false))
                case "signal":
                    guard words.count > 1 else { throw fail("`signal` needs a name and a value (usage: \(usage(verb)))") }
                    let v = try number(2, "VALUE")
                    try noMore(3)
                    out.append(.signal(time: t, name: words[1].0, value: v))
                default:
                    throw fail("unknown step `\(verb)`; expected press, move, moveto, wait, at, release, cancel, key or signal")
                }
            }
        }
        return stableSorted(out)
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
        default: return verb
        }
    }

    /// Parses a JSON-lines file's text.
    public static func parseJSONLines(_ text: String) throws(GestureScriptError) -> [ScriptedInput] {
        var out: [ScriptedInput] = []
        var last = -Double.infinity
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ m: String) -> GestureScriptError { GestureScriptError(line: i + 1, column: 1, message: m) }
            guard let data = line.data(using: .utf8), let obj = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                throw fail("not a JSON object: \(line.prefix(60))")
            }
            func num(_ k: String) -> Double? { (obj[k] as? NSNumber).map { $0.doubleValue } }
            guard let t = num("t"), t.isFinite else { throw fail("missing number \"t\" (seconds)") }
            guard t >= last else { throw fail("time \(t) is before the previous line's \(last); times must not decrease") }
            last = t
            if let name = obj["signal"] as? String {
                guard let v = num("value"), v.isFinite else { throw fail("signal \"\(name)\" needs a number \"value\"") }
                out.append(.signal(time: t, name: name, value: v))
            } else if let key = obj["key"] as? String {
                guard let code = KeyCode.named(key) else { throw fail("unknown key \"\(key)\"") }
                switch (obj["phase"] as? String) ?? "press" {
                case "down", "began": out.append(.key(time: t, code: code, down: true))
                case "up", "ended": out.append(.key(time: t, code: code, down: false))
                case "press": out.append(.key(time: t, code: code, down: true)); out.append(.key(time: t, code: code, down: false))
                case let p: throw fail("unknown key phase \"\(p)\"; use down, up or press")
                }
            } else {
                guard let x = num("x"), let y = num("y"), x.isFinite, y.isFinite else { throw fail("a pointer line needs numbers \"x\" and \"y\"") }
                let phase: ScriptedInput.PointerPhase
                switch (obj["phase"] as? String) ?? "" {
                case "began", "down", "press": phase = .down
                case "changed", "moved", "move": phase = .move
                case "ended", "up", "release": phase = .up
                case "cancelled", "cancel": phase = .cancel
                case let p: throw fail("unknown pointer phase \"\(p)\"; use began, changed, ended or cancelled")
                }
                out.append(.pointer(time: t, location: Point(x: x, y: y), phase: phase))
            }
        }
        return out
    }

    private static func stableSorted(_ a: [ScriptedInput]) -> [ScriptedInput] {
        a.enumerated().sorted { $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset }.map(\.element)
    }
}
