import AnimationCore
import Foundation
import HostContainer
import TestSupport
import XCTest

/// The gesture parsers against generated input: thousands of scripts and JSON-lines files from
/// a seeded generator (the same cases on every run), each ending in a result within
/// ``GestureLimits`` or a clean error, fast and without huge allocations; and the limits at
/// their exact boundaries.
final class GestureScriptFuzzTests: XCTestCase {
    /// Cases per parser.
    private let cases = 4000
    /// A hang guard, not a speed limit: a case takes milliseconds; one that ran this long
    /// would be stuck (a loop without bound), whatever the machine's load. Speed is measured
    /// by the printed slowest case, not asserted.
    private let perCaseLimit = 120.0

    // MARK: Generators

    /// A number as a script author (or an attacker) might write it.
    private func number(_ r: inout SplitMix64) -> String {
        switch r.int(0...13) {
        case 0: return "1e300"
        case 1: return "-1e300"
        case 2: return ["nan", "inf", "-inf", "infinity", "1e400"][r.int(0...4)]
        case 3: return String(r.logUniform(1, 1e7)).replacingOccurrences(of: "e+", with: "e")
        case 4: return "-" + String(r.int(0...5000))
        case 5: return ["0x1p10", "1_000", "", "1.2.3", "+5", "-0"][r.int(0...5)]
        case 6: return String(r.uniform(0, 4000))
        default: return String(Double(r.int(0...2000)) / 4)
        }
    }

    /// One step: mostly well-formed with plausible or extreme arguments, sometimes mangled.
    private func step(_ r: inout SplitMix64) -> String {
        let n = { (r: inout SplitMix64) in self.number(&r) }
        var s: String
        switch r.int(0...12) {
        case 0, 1: s = "press \(n(&r)) \(n(&r))"
        case 2, 3: s = "move \(n(&r)) \(n(&r))" + (r.bool() ? " over \(n(&r))" : "")
        case 4: s = "moveto \(n(&r)) \(n(&r))" + (r.bool() ? " over \(n(&r))" : "")
        case 5: s = ["wait", "at"][r.int(0...1)] + " \(n(&r))"
        case 6: s = ["release", "cancel"][r.int(0...1)]
        case 7:
            s =
                "key \(["left", "a", "space", "return", "ab", "é", "🙂", ""][r.int(0...7)])"
                + (r.bool() ? " hold \(n(&r))" : "")
        case 8: s = "signal \(["tilt", "x", ""][r.int(0...2)]) \(n(&r))"
        case 9: s = ["mvoe 1 2", "press", "move 1", "wait", "key", "over 3", "press 1 2 3", "release now"][r.int(0...7)]
        case 10: s = String((0..<r.int(0...12)).map { _ in Character(Unicode.Scalar(UInt8(r.int(9...126)))) })
        case 11:
            s =
                r.bool()
                ? "pinch \(n(&r))" + (r.bool() ? " over \(n(&r))" : "")
                : "pinch \(n(&r)) \(n(&r)) to \(n(&r))" + (r.bool() ? " over \(n(&r))" : "")
        default: s = "# comment \(n(&r))"
        }
        return s
    }

    /// A well-formed script with plausible values: presses and releases paired, moves only
    /// while pressed, durations of at most a few seconds (limits may still be crossed by the
    /// occasional long `over` or `at`).
    private func wellFormedScript(_ r: inout SplitMix64) -> String {
        var steps: [String] = [], down = false
        for _ in 0..<r.int(1...30) {
            let plausible = { (r: inout SplitMix64) in String(Double(r.int(-400...1200)) / 2) }
            switch (r.int(0...5), down) {
            case (0...1, false):
                steps.append("press \(plausible(&r)) \(plausible(&r))")
                down = true
            case (0...1, true):
                steps.append("move \(plausible(&r)) \(plausible(&r))" + (r.bool() ? " over \(r.uniform(0, 2))" : ""))
            case (2, true):
                steps.append(r.bool() ? "release" : "cancel")
                down = false
            case (3, _): steps.append(r.int(0...20) == 0 ? "at \(r.uniform(0, 4000))" : "wait \(r.uniform(0, 1))")
            case (4, _):
                steps.append(
                    "key \(["left", "q", "space"][r.int(0...2)])" + (r.bool() ? " hold \(r.uniform(0, 1))" : ""))
            default: steps.append("signal tilt \(r.uniform(-1, 1))")
            }
        }
        return steps.joined(separator: r.bool() ? "; " : "\n")
    }

    /// A script of up to 40 steps separated by `;` or newlines, padded with blanks.
    private func script(_ r: inout SplitMix64) -> String {
        (0..<r.int(0...40)).map { _ in (r.bool() ? " " : "") + step(&r) }
            .reduce("") { $0.isEmpty ? $1 : $0 + (r.int(0...3) == 0 ? "\n" : ";") + $1 }
    }

    /// One JSON line: a pointer sample, a key or a signal with plausible or extreme values,
    /// or malformed JSON.
    private func jsonLine(_ r: inout SplitMix64, time: inout Double) -> String {
        time += [0, 0.01, 0.5, 100, 1000, -1][r.int(0...5)]
        let t = r.int(0...9) == 0 ? number(&r) : String(time)
        switch r.int(0...7) {
        case 0, 1, 2:
            return
                "{\"t\": \(t), \"x\": \(number(&r)), \"y\": \(number(&r)), \"phase\": \"\(["began", "changed", "ended", "cancelled", "hover"][r.int(0...4)])\"}"
        case 3:
            return
                "{\"t\": \(t), \"key\": \"\(["right", "q", "nope"][r.int(0...2)])\"\(r.bool() ? ", \"phase\": \"down\"" : "")}"
        case 4: return "{\"t\": \(t), \"signal\": \"tilt\", \"value\": \(number(&r))}"
        case 5: return String(repeating: "[", count: r.int(1...5000))
        case 6:
            return ["", "# c", "{", "{}", "null", "{\"t\": \"0\"}", "[1, 2]", "{\"t\": 0, \"x\": true, \"y\": 1}"][
                r.int(0...7)]
        default:
            return
                "{\"t\": \(t), \"x\": 1, \"y\": 2, \"phase\": \"changed\", \"extra\": {\"deep\": [1, {\"a\": null}]}}"
        }
    }

    /// Well-formed JSON lines with plausible values and times that do not decrease.
    private func wellFormedJSONLines(_ r: inout SplitMix64) -> String {
        var t = 0.0
        return (0..<r.int(1...40)).map { _ in
            t += r.uniform(0, r.int(0...30) == 0 ? 600 : 0.1)
            switch r.int(0...3) {
            case 0: return "{\"t\": \(t), \"key\": \"right\"}"
            case 1: return "{\"t\": \(t), \"signal\": \"tilt\", \"value\": \(r.uniform(-1, 1))}"
            default:
                return
                    "{\"t\": \(t), \"x\": \(r.uniform(0, 400)), \"y\": \(r.uniform(0, 800)), \"phase\": \"\(["began", "changed", "ended"][r.int(0...2)])\"}"
            }
        }.joined(separator: "\n")
    }

    // MARK: Fuzzing

    /// Scripts: random, well-formed and limit-pushing.
    func testScriptParserEndsInAResultOrACleanError() {
        var r = SplitMix64(seed: 0x5C21_97)
        var results = 0, errors = 0, slowest = 0.0
        let t0 = Date()
        for i in 0..<cases {
            let text = i % 97 == 0 ? heavyScript(&r) : i % 3 == 0 ? wellFormedScript(&r) : script(&r)
            let start = Date()
            do {
                let inputs = try GestureScript.parse(text)
                results += 1
                assertWithinLimits(inputs, "case \(i): \(text.prefix(200))")
                XCTAssertEqual(inputs.map(\.time), inputs.map(\.time).sorted(), "case \(i): in time order")
            } catch {
                errors += 1
                assertClean(error, in: text, "case \(i)")
            }
            let took = Date().timeIntervalSince(start)
            slowest = max(slowest, took)
            XCTAssertLessThan(took, perCaseLimit, "case \(i) took \(took) s: \(text.prefix(200))")
        }
        XCTAssertGreaterThan(results, cases / 4, "the generator makes valid scripts too")
        XCTAssertGreaterThan(errors, cases / 4)
        print(
            "gesture script fuzz: \(cases) cases (\(results) parsed, \(errors) refused) in \(Date().timeIntervalSince(t0)) s; slowest \(slowest) s"
        )
    }

    /// JSON-lines files: random and well-formed.
    func testJSONLinesReaderEndsInAResultOrACleanError() {
        var r = SplitMix64(seed: 0x150_11E5)
        var results = 0, errors = 0, slowest = 0.0
        let t0 = Date()
        for i in 0..<cases {
            var time = 0.0
            let text =
                i % 3 == 0
                ? wellFormedJSONLines(&r)
                : (0..<r.int(0...30)).map { _ in jsonLine(&r, time: &time) }.joined(separator: "\n")
            let start = Date()
            do {
                let inputs = try GestureScript.parseJSONLines(text)
                results += 1
                assertWithinLimits(inputs, "case \(i): \(text.prefix(200))")
            } catch {
                errors += 1
                assertClean(error, in: text, "case \(i)")
            }
            let took = Date().timeIntervalSince(start)
            slowest = max(slowest, took)
            XCTAssertLessThan(took, perCaseLimit, "case \(i) took \(took) s")
        }
        XCTAssertGreaterThan(results, cases / 4)
        XCTAssertGreaterThan(errors, cases / 4)
        print(
            "gesture JSON-lines fuzz: \(cases) cases (\(results) parsed, \(errors) refused) in \(Date().timeIntervalSince(t0)) s; slowest \(slowest) s"
        )
    }

    /// A script that pushes a limit: long moves, many presses, late waits.
    private func heavyScript(_ r: inout SplitMix64) -> String {
        switch r.int(0...3) {
        case 0: return "press 1 1; move 5 5 over \(r.uniform(600, 900)); release"
        case 1: return String(repeating: "press 1 1; release; ", count: r.int(40_000...60_000))
        case 2: return "wait \(r.uniform(3000, 3700)); key a hold \(r.uniform(0, 700))"
        default:
            return "press 0 0; "
                + String(repeating: "move 900000 0; move -900000 0 over 0.01; ", count: r.int(100...2000)) + "release"
        }
    }

    /// Inputs within every limit: count, times, coordinates, all finite.
    private func assertWithinLimits(
        _ inputs: [ScriptedInput], _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertLessThanOrEqual(inputs.count, GestureLimits.maximumEvents, label, file: file, line: line)
        for input in inputs {
            XCTAssertTrue(
                input.time >= 0 && input.time <= GestureLimits.maximumTime, "\(label): t = \(input.time)", file: file,
                line: line)
            switch input {
            case let .pointer(_, p, _):
                XCTAssertTrue(
                    abs(p.x) <= GestureLimits.maximumCoordinate && abs(p.y) <= GestureLimits.maximumCoordinate,
                    "\(label): \(p)", file: file, line: line)
            case let .signal(_, _, v):
                XCTAssertTrue(v.isFinite, label, file: file, line: line)
            case .key:
                break
            }
        }
    }

    /// An error that says where (a line of the input, a column on it) and what.
    private func assertClean(
        _ error: Error, in text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let e = error as? GestureScriptError else {
            return XCTFail("\(label): \(type(of: error))", file: file, line: line)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertTrue(e.line >= 1 && e.line <= lines, "\(label): line \(e.line) of \(lines)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(e.column, 1, label, file: file, line: line)
        XCTAssertFalse(e.message.isEmpty, label, file: file, line: line)
        XCTAssertLessThan(
            e.description.count, 400, "\(label): a short message: \(e.description.prefix(500))", file: file, line: line)
    }

    // MARK: The limits, exactly

    /// Each limit just inside and just outside.
    func testTheLimitsAtTheirBoundaries() throws {
        // Time: a step may take the script to 3600 s, not beyond; huge durations are refused
        // before anything is allocated (they used to end in SIGILL or gigabytes).
        XCTAssertEqual(try GestureScript.parse("wait 3600").count, 0)
        XCTAssertEqual(try GestureScript.parse("at 3600; signal s 1").first?.time, 3600)
        for bad in [
            "wait 3600.001", "press 1 1; move 1 1 over 1e300", "press 1 1; move 1 1 over 1e6", "wait 3000; wait 601",
            "key a hold 3601", "at 1e308"
        ] {
            XCTAssertThrowsError(try GestureScript.parse(bad), bad) { e in
                guard case .tooLate(_, let time)? = e as? GestureScriptError else { return XCTFail("\(bad): \(e)") }
                XCTAssertGreaterThan(time, GestureLimits.maximumTime, bad)
            }
        }
        // Events: exactly 100,000 are allowed (1 + 99,998 samples + 1).
        XCTAssertEqual(try GestureScript.parse("press 0 0; move 100 0 over 833.31; release").count, 100_000)
        XCTAssertThrowsError(try GestureScript.parse("press 0 0; move 100 0 over 833.32; release")) { e in
            XCTAssertEqual(e as? GestureScriptError, .tooManyEvents(at(1, 36), events: 100_001))
            // The sentence, once: where, what, the limit and what to do.
            XCTAssertEqual(
                "\(e)",
                "line 1, column 36: the input would produce 100001 events; gesture input may produce at most 100000 (a `move ... over S` makes 120 a second): shorten it"
            )
        }
        // Coordinates.
        XCTAssertNoThrow(try GestureScript.parse("press -1000000 1000000; moveto 1000000 -1000000"))
        XCTAssertThrowsError(try GestureScript.parse("press 0 0; move 1000001 0")) { e in
            XCTAssertEqual(
                e as? GestureScriptError, .tooFar(at(1, 17), coordinate: "the pointer's x", value: 1_000_001))
        }
        // JSON lines: the same bounds, and no negative times.
        XCTAssertEqual(try GestureScript.parseJSONLines("{\"t\": 3600, \"key\": \"a\"}").count, 2)
        for (bad, expected): (String, GestureScriptError) in [
            ("{\"t\": 3600.5, \"key\": \"a\"}", .tooLate(at(1, 1), time: 3600.5)),
            ("{\"t\": -1, \"key\": \"a\"}", .negativeTime(at(1, 1), time: -1)),
            ("{\"t\": 2, \"key\": \"a\"}\n{\"t\": 1, \"key\": \"a\"}", .timeGoesBack(at(2, 1), time: 1, previous: 2)),
            (
                "{\"t\": 0, \"x\": 2e6, \"y\": 0, \"phase\": \"began\"}",
                .tooFar(at(1, 1), coordinate: "\"x\"", value: 2e6)
            )
        ] {
            XCTAssertThrowsError(try GestureScript.parseJSONLines(bad)) { e in
                XCTAssertEqual(e as? GestureScriptError, expected, bad)
            }
        }
        let keys = String(repeating: "{\"t\": 1, \"key\": \"a\"}\n", count: 50_001)
        XCTAssertThrowsError(try GestureScript.parseJSONLines(keys)) { e in
            XCTAssertEqual(e as? GestureScriptError, .tooManyEvents(at(50_001, 1), events: 100_002))
        }
        // Nesting deeper than any JSON parser's stack: a clean error, not a crash.
        XCTAssertThrowsError(try GestureScript.parseJSONLines(String(repeating: "[", count: 1_000_000))) { e in
            XCTAssertEqual(
                e as? GestureScriptError, .notAJSONObject(at(1, 1), text: String(repeating: "[", count: 60)),
                "the line is kept to its first 60 characters")
        }
        // Text: at most 16 MiB.
        let long = String(repeating: "#", count: GestureLimits.maximumBytes + 1)
        XCTAssertThrowsError(try GestureScript.parse(long)) { e in
            XCTAssertEqual(e as? GestureScriptError, .tooLong(bytes: GestureLimits.maximumBytes + 1))
        }
        XCTAssertThrowsError(try GestureScript.parseJSONLines(long))
    }

    /// `pinch`: signals from 1 to the scale, sampled over the duration, then `pinch-end`; the
    /// long form checks its centre; bad scales and forms are refused with the step's column.
    func testAPinchStepBecomesPinchSignals() throws {
        let inputs = try GestureScript.parse("wait 0.5; pinch 200 300 to 0.5 over 0.1; pinch 2")
        let signals = inputs.compactMap { i -> (Double, String, Double)? in
            if case let .signal(t, name, v) = i { return (t, name, v) }
            return nil
        }
        XCTAssertEqual(
            signals.count, (1 + 12 + 1) + (1 + 1 + 1),
            "12 samples over 0.1 s (one for an instant pinch), each bracketed by its start and end")
        XCTAssertTrue(signals.first! == (0.5, "pinch", 1))
        XCTAssertEqual(signals[12].0, 0.6, accuracy: 1e-12)
        XCTAssertEqual(signals[12].2, 0.5, accuracy: 1e-12)
        XCTAssertEqual(signals[13].1, "pinch-end")
        XCTAssertEqual(signals[13].2, 0.5)
        XCTAssertEqual(signals.last?.1, "pinch-end")
        XCTAssertEqual(signals.last?.2, 2)
        XCTAssertEqual(signals[6].2, 1 - 0.5 * 6.0 / 12, accuracy: 1e-12, "linear from 1 to the scale")
        for (bad, column) in [
            ("pinch 0", 7), ("pinch -1 over 1", 7), ("pinch 1e9 0 to 2", 7), ("pinch 1 2 to", 13), ("pinch 2 over", 13)
        ] {
            XCTAssertThrowsError(try GestureScript.parse(bad), bad) { e in
                XCTAssertEqual((e as? GestureScriptError)?.column, column, "\(bad): \(e)")
            }
        }
    }

    /// Line `line`, column `column` of the input.
    private func at(_ line: Int, _ column: Int) -> GestureScriptError.Position {
        GestureScriptError.Position(line: line, column: column)
    }

    /// Every refusal is a case that says where and what: the step, the word found, what was
    /// expected.
    func testEachMistakeIsItsCaseWithItsPlace() {
        let scripts: [(String, GestureScriptError)] = [
            ("mvoe 1 2", .unknownStep(at(1, 1), step: "mvoe")),
            ("press 1", .missingArgument(at(1, 8), step: "press", argument: "Y")),
            ("press 1 two", .notANumber(at(1, 9), step: "press", argument: "Y", found: "two")),
            ("press 1 2 3", .unexpectedWord(at(1, 11), step: "press", word: "3")),
            ("press 1 2; move 1 1 during 2", .expectedDuration(at(1, 21), step: "move", word: "during")),
            ("press 1 2; move 1 1 over 2 x", .unexpectedWord(at(1, 28), step: "move", word: "x")),
            ("press 1 2\nmove 1 1 over -1", .negativeDuration(at(2, 15), step: "move", duration: -1)),
            ("wait -2", .negativeDuration(at(1, 6), step: "wait", duration: -2)),
            ("press 1 2; press 3 4", .pointerAlreadyDown(at(1, 12))),
            ("release", .pointerNotDown(at(1, 1), step: "release")),
            ("moveto 1 2", .pointerNotDown(at(1, 1), step: "moveto")),
            ("key", .missingArgument(at(1, 1), step: "key", argument: "a key name")),
            ("key nope", .unknownKey(at(1, 5), key: "nope")),
            ("signal", .missingArgument(at(1, 1), step: "signal", argument: "a name and a value")),
            ("wait 2; at 1", .timeBeforeNow(at(1, 12), time: "1", now: 2)),
            ("pinch 0", .scaleNotPositive(at(1, 7), scale: 0))
        ]
        for (text, expected) in scripts {
            XCTAssertThrowsError(try GestureScript.parse(text), text) { e in
                XCTAssertEqual(e as? GestureScriptError, expected, text)
            }
        }
        let lines: [(String, GestureScriptError)] = [
            ("{\"x\": 1}", .missingTime(at(1, 1))),
            ("\n{\"t\": 0, \"signal\": \"s\"}", .missingSignalValue(at(2, 1), signal: "s")),
            ("{\"t\": 0, \"key\": \"a\", \"phase\": \"hold\"}", .unknownKeyPhase(at(1, 1), phase: "hold")),
            ("{\"t\": 0, \"key\": \"nope\"}", .unknownKey(at(1, 1), key: "nope")),
            ("{\"t\": 0, \"x\": 1}", .missingPointerLocation(at(1, 1))),
            ("{\"t\": 0, \"x\": 1, \"y\": 2, \"phase\": \"drag\"}", .unknownPointerPhase(at(1, 1), phase: "drag"))
        ]
        for (text, expected) in lines {
            XCTAssertThrowsError(try GestureScript.parseJSONLines(text), text) { e in
                XCTAssertEqual(e as? GestureScriptError, expected, text)
            }
        }
    }

    /// Words from the input stay raw in the case and are escaped only in the sentence, so a
    /// script cannot drive the terminal that shows its error.
    func testInputWordsAreEscapedInTheSentenceOnly() {
        XCTAssertThrowsError(try GestureScript.parse("\u{1B}[2J 1 2")) { e in
            XCTAssertEqual(e as? GestureScriptError, .unknownStep(at(1, 1), step: "\u{1B}[2J"))
            XCTAssertEqual(
                "\(e)",
                "line 1, column 1: unknown step `\\e[2J`; expected press, move, moveto, wait, at, release, cancel, key, signal or pinch"
            )
        }
        XCTAssertThrowsError(
            try GestureScript.parseJSONLines("{\"t\": 0, \"key\": \"a\", \"phase\": \"\\u001b]0;x\\u0007\"}")
        ) {
            e in
            XCTAssertEqual(e as? GestureScriptError, .unknownKeyPhase(at(1, 1), phase: "\u{1B}]0;x\u{07}"))
            XCTAssertFalse("\(e)".contains("\u{1B}"), "\(e)")
        }
    }
}
