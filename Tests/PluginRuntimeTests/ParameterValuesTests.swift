import XCTest
@testable import PluginRuntime

/// `--param KEY=VALUE` checked against a plugin's declared parameters before the plugin sees
/// them: defaults for what is not assigned, and an error that says what to do for the rest.
final class ParameterValuesTests: XCTestCase {
    /// A plugin declaring a number with a unit, a bool and a choice.
    private let plugin = PluginInfo(
        id: "test.params", name: "Parameters", version: "1.0.0", summary: "Declares one of each kind", author: "Tests",
        abiMajor: 1, abiMinor: 0, isAnimator: true, isInteraction: false,
        parameters: [
            ParameterInfo(name: "duration", kind: .number(min: 0.05, max: 10), defaultValue: 1, unit: "s", help: "Length"),
            ParameterInfo(name: "damping", kind: .number(min: 0.01, max: 1), defaultValue: 0.75, unit: nil, help: "Spring damping"),
            ParameterInfo(name: "loop", kind: .bool, defaultValue: 1, unit: nil, help: "Repeat"),
            ParameterInfo(name: "curve", kind: .choice(["linear", "ease-in", "ease-out"]), defaultValue: 2, unit: nil, help: "Timing curve"),
        ])

    /// The message of the error `assignments` raise (failing when they are accepted).
    private func problem(_ assignments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let v = try ParameterValues(plugin: plugin, assignments: assignments)
            XCTFail("\(assignments) accepted: \(v.values)", file: file, line: line)
            return ""
        } catch {
            XCTAssertEqual(error.description, error.message, file: file, line: line)
            return error.message
        }
    }

    func testDefaultsFillEveryDeclaredParameter() throws {
        let expected: [String: ParameterValues.Value] = ["duration": .number(1), "damping": .number(0.75), "loop": .bool(true), "curve": .choice("ease-out")]
        XCTAssertEqual(ParameterValues(defaultsOf: plugin).values, expected)
        XCTAssertEqual(try ParameterValues(plugin: plugin, assignments: []).values, expected)
        XCTAssertEqual(ParameterValues.defaults(plugin.parameters), expected)
    }

    func testAssignmentsReplaceDefaultsTheLastOneWinning() throws {
        let v = try ParameterValues(plugin: plugin, assignments: ["damping=0.5", "loop=no", "curve=linear", "damping=0.25", "duration=10"])
        XCTAssertEqual(v.values, ["duration": .number(10), "damping": .number(0.25), "loop": .bool(false), "curve": .choice("linear")])
        for (text, value) in [("true", true), ("1", true), ("YES", true), ("On", true), ("false", false), ("0", false), ("no", false), ("off", false)] {
            XCTAssertEqual(try ParameterValues(plugin: plugin, assignments: ["loop=\(text)"]).values["loop"], .bool(value), text)
        }
        XCTAssertEqual(try ParameterValues(plugin: plugin, assignments: ["damping=0.01"]).values["damping"], .number(0.01), "the range is inclusive")
    }

    func testAnUnknownKeyIsRefusedWithASuggestionAndTheKnownKeys() {
        XCTAssertEqual(problem(["dampin=0.5"]),
                       "--param dampin=0.5: plugin test.params has no parameter \"dampin\"; did you mean damping? (its parameters: duration, damping, loop, curve)")
        XCTAssertEqual(problem(["speed=1"]), "--param speed=1: plugin test.params has no parameter \"speed\" (its parameters: duration, damping, loop, curve)")
        XCTAssertEqual(problem(["duration"]), "--param duration: expected KEY=VALUE, e.g. --param duration=1")
    }

    func testANumberOutOfRangeOrNotANumberIsRefused() {
        XCTAssertEqual(problem(["damping=9"]), "--param damping=9: damping must be between 0.01 and 1")
        XCTAssertEqual(problem(["duration=0"]), "--param duration=0: duration must be between 0.05 and 10 s")
        XCTAssertEqual(problem(["damping=soft"]), "--param damping=soft: damping is a number, not \"soft\" (range 0.01...1)")
        XCTAssertEqual(problem(["duration=nan"]), "--param duration=nan: duration is a number, not \"nan\" (range 0.05...10 s)")
        XCTAssertEqual(problem(["duration=inf"]), "--param duration=inf: duration is a number, not \"inf\" (range 0.05...10 s)")
    }

    func testABadBoolIsRefused() {
        XCTAssertEqual(problem(["loop=maybe"]), "--param loop=maybe: loop is a bool; use true or false")
        XCTAssertEqual(problem(["loop="]), "--param loop=: loop is a bool; use true or false")
    }

    func testABadChoiceIsRefusedWithASuggestion() {
        XCTAssertEqual(problem(["curve=eas-in"]), "--param curve=eas-in: curve must be one of linear, ease-in, ease-out; did you mean ease-in?")
        XCTAssertEqual(problem(["curve=bounce"]), "--param curve=bounce: curve must be one of linear, ease-in, ease-out")
        XCTAssertEqual(problem(["curve=Linear"]).hasPrefix("--param curve=Linear: curve must be one of"), true, "choices are exact")
    }

    func testOneBadAssignmentRefusesThemAll() {
        XCTAssertEqual(problem(["damping=0.5", "curve=linear", "loop=2"]), "--param loop=2: loop is a bool; use true or false")
    }
}
