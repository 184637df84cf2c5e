import AnimationCore
import Session
import TestSupport
import XCTest
@testable import Terminal

final class TerminalInputDecoderTests: XCTestCase {
    func decode(_ s: String) -> [TerminalEvent] {
        var d = InputDecoder()
        return d.feed(Array(s.utf8))
    }

    func testArrowKeysInBothModes() {
        XCTAssertEqual(
            decode("\u{1B}[C\u{1B}[D\u{1B}OC\u{1B}OD\u{1B}[A\u{1B}[B"),
            [.key(.right), .key(.left), .key(.right), .key(.left), .key(.up), .key(.down)])
        // Modifiers (Ctrl/Shift-arrow) are still arrows.
        XCTAssertEqual(decode("\u{1B}[1;5C\u{1B}[1;2D"), [.key(.right), .key(.left)])
    }

    func testPlainKeys() {
        XCTAssertEqual(
            decode("q r\u{03}\r\u{7F}\t"),
            [
                .key(.character("q")), .key(.space), .key(.character("r")), .key(.controlC), .key(.enter),
                .key(.backspace), .key(.tab)
            ])
        XCTAssertEqual(decode("é→"), [.key(.character("é")), .key(.character("→"))])
    }

    func testSGRMousePressDragRelease() {
        let events = decode("\u{1B}[<0;10;5M\u{1B}[<32;11;5M\u{1B}[<32;12;6M\u{1B}[<0;12;6m")
        XCTAssertEqual(
            events,
            [
                .mouse(MouseEvent(.press, button: 0, column: 10, row: 5)),
                .mouse(MouseEvent(.drag, button: 0, column: 11, row: 5)),
                .mouse(MouseEvent(.drag, button: 0, column: 12, row: 6)),
                .mouse(MouseEvent(.release, button: 0, column: 12, row: 6))
            ])
    }

    func testSGRMouseOtherReports() {
        XCTAssertEqual(decode("\u{1B}[<2;300;120M"), [.mouse(MouseEvent(.press, button: 2, column: 300, row: 120))])
        XCTAssertEqual(
            decode("\u{1B}[<64;3;4M\u{1B}[<65;3;4M"),
            [
                .mouse(MouseEvent(.scrollUp, button: -1, column: 3, row: 4)),
                .mouse(MouseEvent(.scrollDown, button: -1, column: 3, row: 4))
            ])
        XCTAssertEqual(decode("\u{1B}[<35;7;8M"), [.mouse(MouseEvent(.move, button: -1, column: 7, row: 8))])
        XCTAssertEqual(
            decode("\u{1B}[<16;1;1M"), [.mouse(MouseEvent(.press, button: 0, column: 1, row: 1, modifiers: 16))],
            "control-click")
    }

    func testLegacyX10Mouse() {
        var bytes = Array("\u{1B}[M".utf8)
        bytes += [32, 32 + 10, 32 + 5]  // press left at (10, 5)
        bytes += Array("\u{1B}[M".utf8) + [35, 32 + 11, 32 + 5]  // release
        var d = InputDecoder()
        XCTAssertEqual(
            d.feed(bytes),
            [
                .mouse(MouseEvent(.press, button: 0, column: 10, row: 5)),
                .mouse(MouseEvent(.release, button: -1, column: 11, row: 5))
            ])
    }

    func testSequencesSplitAcrossReads() {
        let stream = Array("x\u{1B}[<0;100;40M\u{1B}[D\u{1B}OC€\u{1B}[<0;100;41m".utf8)
        var whole = InputDecoder()
        let expected = whole.feed(stream)
        XCTAssertEqual(expected.count, 6)
        // Every split point, and byte by byte.
        for cut in 1..<stream.count {
            var d = InputDecoder()
            var got = d.feed(stream[..<cut])
            got += d.feed(stream[cut...])
            XCTAssertEqual(got, expected, "split at \(cut)")
            XCTAssertFalse(d.hasPending)
        }
        var d = InputDecoder()
        var got: [TerminalEvent] = []
        for b in stream {
            got += d.feed([b])
        }
        XCTAssertEqual(got, expected)
        // The first part of a split sequence gives nothing yet.
        var partial = InputDecoder()
        XCTAssertEqual(partial.feed(Array("\u{1B}[<0;1".utf8)), [])
        XCTAssertTrue(partial.hasPending)
        XCTAssertEqual(partial.feed(Array("0;5M".utf8)), [.mouse(MouseEvent(.press, button: 0, column: 10, row: 5))])
    }

    func testGarbageIsIgnored() {
        var bytes: [UInt8] = [0xFF, 0x80, 0xC3, 0x28, 0x01, 0x00]  // invalid UTF-8, stray controls
        bytes += Array("\u{1B}[99~\u{1B}[?1;2c\u{1B}[I".utf8)  // unknown CSI sequences
        bytes += Array("\u{1B}[<1;2M\u{1B}[<0;;5M\u{1B}[<0;0;5M".utf8)  // malformed mouse reports
        bytes += Array("\u{1B}[1$\u{1B}[12".utf8) + [0x07]  // broken by another ESC, by a control byte
        bytes += Array("\u{1B}O".utf8) + [0x07]  // SS3 broken by a control byte
        bytes += Array("x".utf8)
        var d = InputDecoder()
        // "(" after the invalid 0xC3 is a real character; everything else is noise.
        XCTAssertEqual(d.feed(bytes), [.key(.character("(")), .key(.character("x"))])
        XCTAssertFalse(d.hasPending)
    }

    func testOverlongSequenceIsDropped() {
        var d = InputDecoder()
        XCTAssertEqual(d.feed(Array(("\u{1B}[" + String(repeating: "1", count: 100)).utf8)), [])
        XCTAssertEqual(d.feed(Array("q".utf8)), [.key(.character("q"))])
    }

    func testLoneEscapeIsFlushed() {
        var d = InputDecoder()
        XCTAssertEqual(d.feed([0x1B]), [])
        XCTAssertTrue(d.hasPending)
        XCTAssertEqual(d.flush(), [.key(.escape)])
        XCTAssertFalse(d.hasPending)
        // An unfinished sequence is dropped by a flush; what follows decodes normally.
        XCTAssertEqual(d.feed(Array("\u{1B}[<0;3".utf8)), [])
        XCTAssertEqual(d.flush(), [])
        XCTAssertEqual(d.feed(Array("\u{1B}[D".utf8)), [.key(.left)])
        // ESC before a normal key: Escape, then the key.
        XCTAssertEqual(d.feed(Array("\u{1B}q".utf8)), [.key(.escape), .key(.character("q"))])
    }
}
