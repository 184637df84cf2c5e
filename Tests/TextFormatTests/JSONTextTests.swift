import Foundation
import XCTest
@testable import TextFormat

/// JSON text as the traces, listings and reports write it: strings escaped per RFC 8259 (and
/// read back by Foundation's parser to the same text), numbers the same on every machine.
final class JSONTextTests: XCTestCase {
    /// `literal` parsed as a JSON document by Foundation (a fragment: a bare string or number).
    private func parsed(_ literal: String, file: StaticString = #filePath, line: UInt = #line) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed])
    }

    func testStringEscapesQuotesBackslashesAndControlCharacters() throws {
        XCTAssertEqual(JSONText.string(""), "\"\"")
        XCTAssertEqual(JSONText.string("say \"hi\""), #""say \"hi\"""#)
        XCTAssertEqual(JSONText.string(#"C:\dir\"#), #""C:\\dir\\""#)
        XCTAssertEqual(JSONText.string("a\nb\rc\td"), #""a\nb\rc\td""#)
        // Every other control character as \u00XX (lower-case hex).
        XCTAssertEqual(
            JSONText.string("\u{0}\u{1}\u{8}\u{B}\u{C}\u{1B}\u{1F}"), #""\u0000\u0001\u0008\u000b\u000c\u001b\u001f""#)
        for c in 0..<0x20 {
            let s = String(Character(Unicode.Scalar(UInt8(c))))
            let text = JSONText.string(s)
            XCTAssertFalse(
                text.unicodeScalars.contains { $0.value < 0x20 }, "U+\(String(c, radix: 16)) is escaped: \(text)")
            XCTAssertEqual(try parsed(text) as? String, s, "U+\(String(c, radix: 16)) reads back")
        }
    }

    /// DEL, the C1 controls and the line and paragraph separators are valid in JSON strings,
    /// but a terminal acts on them (U+009B is a one-byte CSI) and old JavaScript cannot hold
    /// the separators: they are written as \u escapes too, and read back to the same text.
    func testDELC1ControlsAndLineSeparatorsAreEscaped() throws {
        XCTAssertEqual(JSONText.string("\u{7F} "), #""\u007f ""#)
        XCTAssertEqual(JSONText.string("a\u{80}b\u{9B}2J\u{9F}"), #""a\u0080b\u009b2J\u009f""#)
        XCTAssertEqual(JSONText.string("x\u{2028}y\u{2029}"), #""x\u2028y\u2029""#)
        XCTAssertEqual(
            JSONText.string("\u{A0}\u{202A}"), "\"\u{A0}\u{202A}\"", "NBSP and bidi controls are ordinary JSON text")
        for v: UInt32 in [0x7F, 0x80, 0x85, 0x9B, 0x9F, 0x2028, 0x2029] {
            let s = "<" + String(Character(Unicode.Scalar(v)!)) + ">"
            let text = JSONText.string(s)
            XCTAssertTrue(
                text.unicodeScalars.allSatisfy { $0.value < 0x7F }, "U+\(String(v, radix: 16)) is escaped: \(text)")
            XCTAssertEqual(try parsed(text) as? String, s, "U+\(String(v, radix: 16)) reads back")
        }
    }

    func testStringKeepsNonASCIIAsItIs() throws {
        let s = "é ü 中文 → 😀 \u{1F1E9}\u{1F1EA}"
        XCTAssertEqual(JSONText.string(s), "\"" + s + "\"", "no \\u escapes beyond the control characters")
        let mixed = "Ünïcode \"quoted\" \\ tab\there\n😀"
        XCTAssertEqual(try parsed(JSONText.string(mixed)) as? String, mixed)
    }

    func testOptionalStringIsNullWhenNil() {
        XCTAssertEqual(JSONText.string(nil as String?), "null")
        XCTAssertEqual(JSONText.string("x" as String?), "\"x\"")
    }

    func testNumbersPrintIntegersWithoutAFractionAndMinusZeroAsZero() throws {
        XCTAssertEqual(JSONText.number(0), "0")
        XCTAssertEqual(JSONText.number(-0.0), "0")
        XCTAssertEqual(JSONText.number(3), "3")
        XCTAssertEqual(JSONText.number(-42), "-42")
        XCTAssertEqual(JSONText.number(123_456_789_012_345), "123456789012345")
        XCTAssertEqual(JSONText.number(0.5), "0.5")
        XCTAssertEqual(JSONText.number(-2.25), "-2.25")
        // Other values with digits that read back to the same double (Swift's parser; Foundation's
        // JSON parser only checks that they are JSON numbers, as it may round the last digit).
        for x in [0.1, 1.0 / 3, 1e-7, 6.02214076e23, -1.5e300, 0.1 + 0.2] {
            let text = JSONText.number(x)
            XCTAssertEqual(Double(text), x, text)
            XCTAssertNotNil(try parsed(text) as? Double, text)
        }
    }

    func testNonFiniteNumbersAreNull() {
        XCTAssertEqual(JSONText.number(.nan), "null")
        XCTAssertEqual(JSONText.number(.infinity), "null")
        XCTAssertEqual(JSONText.number(-.infinity), "null")
        XCTAssertEqual(JSONText.number(.nan, quantum: 1e-6), "null")
        XCTAssertEqual(JSONText.number(.infinity, quantum: 1e-6), "null")
        XCTAssertEqual(JSONText.number(-.infinity, quantum: 1e-6), "null")
    }

    func testNumbersRoundedToAQuantum() {
        XCTAssertEqual(JSONText.number(0.1234564, quantum: 1e-6), "0.123456")
        XCTAssertEqual(JSONText.number(0.1234566, quantum: 1e-6), "0.123457")
        // 0.1234565 / 1e-6 is 123456.5 in doubles: a tie, rounded away from zero.
        XCTAssertEqual(JSONText.number(0.1234565, quantum: 1e-6), "0.123457")
        XCTAssertEqual(JSONText.number(-0.1234566, quantum: 1e-6), "-0.123457")
        // The residues of the math disappear; what is left has no trailing zeros and no -0.
        XCTAssertEqual(JSONText.number(0.1 + 0.2, quantum: 1e-6), "0.3")
        XCTAssertEqual(JSONText.number(sin(Double.pi), quantum: 1e-6), "0")
        XCTAssertEqual(JSONText.number(-0.0000004, quantum: 1e-6), "0")
        XCTAssertEqual(JSONText.number(0.000001, quantum: 1e-6), "0.000001")
        XCTAssertEqual(JSONText.number(216 * 0.5, quantum: 1e-6), "108")
        XCTAssertEqual(JSONText.number(2.5, quantum: 1), "3")
        XCTAssertEqual(JSONText.number(1.26, quantum: 0.1), "1.3")
    }
}
