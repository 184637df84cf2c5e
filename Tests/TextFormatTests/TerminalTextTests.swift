import XCTest
@testable import TextFormat

/// Untrusted text (plugin names, log messages, file names) made safe for one terminal line:
/// every character a terminal acts on becomes a visible escape, everything else is kept.
final class TerminalTextTests: XCTestCase {
    func testPlainTextIsUnchanged() {
        for s in [
            "", "slide", "com.example.c-fade 1.0.0", "Spring slide — damping 0.75 (UIKit's)",
            "C:\\dir\\ \"quoted\" 'single'",
            "é ü 中文 → 😀 \u{1F1E9}\u{1F1EA}", "\u{A0}non-breaking\u{A0}", "tab-free, 100 %, a~b^c|d{e}"
        ] {
            XCTAssertEqual(TerminalText.escape(s), s, s)
        }
    }

    func testNamedControlsGetShortEscapes() {
        XCTAssertEqual(TerminalText.escape("\u{1B}[2J\u{1B}]0;owned\u{7}"), "\\e[2J\\e]0;owned\\a")
        XCTAssertEqual(TerminalText.escape("line\nforged: ok\r"), "line\\nforged: ok\\r")
        XCTAssertEqual(TerminalText.escape("a\tb\u{8}c\u{C}d\u{B}e"), "a\\tb\\bc\\fd\\ve")
    }

    func testEveryC0ControlAndDELIsEscaped() {
        for v in Array(0..<0x20) + [0x7F] {
            let s = "x" + String(Character(Unicode.Scalar(UInt8(v)))) + "y"
            let e = TerminalText.escape(s)
            XCTAssertTrue(e.hasPrefix("x\\") && e.hasSuffix("y"), "U+\(String(v, radix: 16)): \(e)")
            XCTAssertTrue(
                e.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F },
                "U+\(String(v, radix: 16)) left raw: \(e)")
        }
        XCTAssertEqual(TerminalText.escape("\u{0}\u{1}\u{1F}\u{7F}"), "\\u{0}\\u{1}\\u{1F}\\u{7F}")
    }

    func testC1ControlsAreEscaped() {
        XCTAssertEqual(TerminalText.escape("\u{9B}31mred"), "\\u{9B}31mred", "U+009B is a one-byte CSI")
        XCTAssertEqual(TerminalText.escape("\u{80}\u{85}\u{9D}\u{9F}"), "\\u{80}\\u{85}\\u{9D}\\u{9F}")
        for v: UInt32 in 0x80...0x9F {
            let e = TerminalText.escape(String(Character(Unicode.Scalar(v)!)))
            XCTAssertEqual(e, "\\u{\(String(v, radix: 16, uppercase: true))}")
        }
        XCTAssertEqual(TerminalText.escape("\u{A0}"), "\u{A0}", "U+00A0 is printable")
    }

    func testBidiControlsAndLineSeparatorsAreEscaped() {
        XCTAssertEqual(TerminalText.escape("abc\u{202E}fdp.exe"), "abc\\u{202E}fdp.exe")
        for v: UInt32 in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029] {
            let e = TerminalText.escape("<" + String(Character(Unicode.Scalar(v)!)) + ">")
            XCTAssertEqual(e, "<\\u{\(String(v, radix: 16, uppercase: true))}>")
        }
        XCTAssertEqual(
            TerminalText.escape("\u{2027}\u{2065}\u{206A}\u{200F}"), "\u{2027}\u{2065}\u{206A}\u{200F}",
            "neighbours are kept")
    }

    func testEscapedTextIsOneLineWithNoControlLeft() {
        let hostile = "evil\u{1B}[1A\u{1B}[2K\rcompleted (animator slide)\n\u{9B}0m\u{2028}\u{7}"
        let e = TerminalText.escape(hostile)
        XCTAssertFalse(
            e.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" }, e)
        XCTAssertEqual(e, "evil\\e[1A\\e[2K\\rcompleted (animator slide)\\n\\u{9B}0m\\u{2028}\\a")
    }
}
