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
            ParameterInfo(
                name: "duration", kind: .number(min: 0.05, max: 10), defaultValue: 1, unit: "s", help: "Length"),
            ParameterInfo(
                name: "damping", kind: .number(min: 0.01, max: 1), defaultValue: 0.75, unit: nil, help: "Spring damping"
            ),
            ParameterInfo(name: "loop", kind: .bool, defaultValue: 1, unit: nil, help: "Repeat"),
            ParameterInfo(
                name: "curve", kind: .choice(["linear", "ease-in", "ease-out"]), defaultValue: 2, unit: nil,
                help: "Timing curve")
        ])

    /// The refusal `assignments` raise (nil, and a failure, when they are accepted).
    private func problem(_ assignments: [String], file: StaticString = #filePath, line: UInt = #line) -> ParameterError?
    {
        do {
            let v = try ParameterValues(plugin: plugin, assignments: assignments)
            XCTFail("\(assignments) accepted: \(v.values)", file: file, line: line)
            return nil
        } catch {
            XCTAssertEqual(error.description, error.message, file: file, line: line)
            return error
        }
    }

    func testDefaultsFillEveryDeclaredParameter() throws {
        let expected: [String: ParameterValues.Value] = [
            "duration": .number(1), "damping": .number(0.75), "loop": .bool(true), "curve": .choice("ease-out")
        ]
        XCTAssertEqual(ParameterValues(defaultsOf: plugin).values, expected)
        XCTAssertEqual(try ParameterValues(plugin: plugin, assignments: []).values, expected)
        XCTAssertEqual(ParameterValues.defaults(plugin.parameters), expected)
    }

    func testAssignmentsReplaceDefaultsTheLastOneWinning() throws {
        let v = try ParameterValues(
            plugin: plugin, assignments: ["damping=0.5", "loop=no", "curve=linear", "damping=0.25", "duration=10"])
        XCTAssertEqual(
            v.values,
            ["duration": .number(10), "damping": .number(0.25), "loop": .bool(false), "curve": .choice("linear")])
        for (text, value) in [
            ("true", true), ("1", true), ("YES", true), ("On", true), ("false", false), ("0", false), ("no", false),
            ("off", false)
        ] {
            XCTAssertEqual(
                try ParameterValues(plugin: plugin, assignments: ["loop=\(text)"]).values["loop"], .bool(value), text)
        }
        XCTAssertEqual(
            try ParameterValues(plugin: plugin, assignments: ["damping=0.01"]).values["damping"], .number(0.01),
            "the range is inclusive")
    }

    func testAnUnknownKeyIsRefusedWithASuggestionAndTheKnownKeys() {
        let names = ["duration", "damping", "loop", "curve"]
        XCTAssertEqual(
            problem(["dampin=0.5"]),
            .unknownName(assignment: "dampin=0.5", plugin: "test.params", key: "dampin", declared: names))
        XCTAssertEqual(
            problem(["dampin=0.5"])?.description,
            "--param dampin=0.5: plugin test.params has no parameter \"dampin\"; did you mean damping? (its parameters: duration, damping, loop, curve)"
        )
        XCTAssertEqual(
            problem(["speed=1"])?.description,
            "--param speed=1: plugin test.params has no parameter \"speed\" (its parameters: duration, damping, loop, curve)"
        )
        XCTAssertEqual(problem(["duration"]), .notKeyValue(assignment: "duration", example: "duration=1"))
        XCTAssertEqual(
            problem(["duration"])?.description, "--param duration: expected KEY=VALUE, e.g. --param duration=1")
    }

    func testANumberOutOfRangeOrNotANumberIsRefused() {
        XCTAssertEqual(
            problem(["damping=9"]),
            .outOfRange(assignment: "damping=9", parameter: "damping", value: 9, min: 0.01, max: 1, unit: nil))
        XCTAssertEqual(
            problem(["duration=0"]),
            .outOfRange(assignment: "duration=0", parameter: "duration", value: 0, min: 0.05, max: 10, unit: "s"))
        XCTAssertEqual(
            problem(["duration=0"])?.description, "--param duration=0: duration must be between 0.05 and 10 s")
        XCTAssertEqual(
            problem(["damping=soft"]),
            .notANumber(assignment: "damping=soft", parameter: "damping", text: "soft", min: 0.01, max: 1, unit: nil))
        XCTAssertEqual(
            problem(["damping=soft"])?.description,
            "--param damping=soft: damping is a number, not \"soft\" (range 0.01...1)")
        for text in ["nan", "inf"] {
            XCTAssertEqual(
                problem(["duration=\(text)"]),
                .notANumber(
                    assignment: "duration=\(text)", parameter: "duration", text: text, min: 0.05, max: 10, unit: "s"))
        }
    }

    func testABadBoolIsRefused() {
        XCTAssertEqual(problem(["loop=maybe"]), .notABool(assignment: "loop=maybe", parameter: "loop"))
        XCTAssertEqual(problem(["loop="]), .notABool(assignment: "loop=", parameter: "loop"))
        XCTAssertEqual(problem(["loop="])?.description, "--param loop=: loop is a bool; use true or false")
    }

    func testABadChoiceIsRefusedWithASuggestion() {
        let choices = ["linear", "ease-in", "ease-out"]
        XCTAssertEqual(
            problem(["curve=eas-in"]),
            .notAChoice(assignment: "curve=eas-in", parameter: "curve", text: "eas-in", choices: choices))
        XCTAssertEqual(
            problem(["curve=eas-in"])?.description,
            "--param curve=eas-in: curve must be one of linear, ease-in, ease-out; did you mean ease-in?")
        XCTAssertEqual(
            problem(["curve=bounce"])?.description,
            "--param curve=bounce: curve must be one of linear, ease-in, ease-out")
        XCTAssertEqual(
            problem(["curve=Linear"]),
            .notAChoice(assignment: "curve=Linear", parameter: "curve", text: "Linear", choices: choices),
            "choices are exact")
    }

    func testOneBadAssignmentRefusesThemAll() {
        XCTAssertEqual(
            problem(["damping=0.5", "curve=linear", "loop=2"]), .notABool(assignment: "loop=2", parameter: "loop"))
    }
}
