import Session
import TestSupport
import XCTest
@testable import Terminal

/// The status line: its fields, and how it shortens to fit narrow terminals.
final class TerminalStatusLineTests: XCTestCase {
    /// The full line's fields, and the help for each state.
    func testFullText() {
        let s = StatusLine(
            animator: "slide", interaction: "keyboard", time: 1.234, progress: 0.456, state: .interactive)
        XCTAssertEqual(
            s.fullText, " slide | keyboard | t 1.23 s | 46% | interactive | ←/→ scrub  space release  r replay  q quit")
        XCTAssertEqual(s.text(width: 1000), s.fullText)
        let done = StatusLine(animator: "slide", interaction: "none", time: 1, progress: 1, state: .completed)
        XCTAssertEqual(
            done.fullText, " slide | none | t 1.00 s | 100% | completed, showing the last frame | r replay  q quit")
        XCTAssertTrue(
            StatusLine(animator: "a", interaction: "pan", time: 0, progress: 0, state: .waiting).help.contains("drag"))
    }

    /// The help goes first, then the state's details, then whole fields (interaction,
    /// animator, time, progress); a field is never cut, and the last column stays free.
    func testNarrowWidthsDropWholeFieldsLeastImportantFirst() {
        let done = StatusLine(animator: "slide", interaction: "keyboard", time: 10, progress: 1, state: .completed)
        let expected: [(Int, String)] = [
            (200, " slide | keyboard | t 10.00 s | 100% | completed, showing the last frame | r replay  q quit"),
            (90, " slide | keyboard | t 10.00 s | 100% | completed, showing the last frame"),
            (72, " slide | keyboard | t 10.00 s | 100% | completed"),
            (49, " slide | keyboard | t 10.00 s | 100% | completed"),
            (48, " slide | t 10.00 s | 100% | completed"),
            (38, " slide | t 10.00 s | 100% | completed"),
            (37, " t 10.00 s | 100% | completed"),
            (30, " t 10.00 s | 100% | completed"),
            (29, " 100% | completed"),
            (18, " 100% | completed"),
            (17, " completed"),
            (11, " completed"),
            (10, " complet…"),
            (4, " c…"),
            (3, ""),
            (2, ""),
            (0, "")
        ]
        for (width, text) in expected { XCTAssertEqual(done.text(width: width), text, "width \(width)") }
    }

    /// For every width 0…130 and every state, with short and long names: the text fits in all
    /// but the last column, is made of whole fields of the full line (or the state's name cut
    /// with `…` when nothing else fits), and is the longest such line that fits.
    func testNoWidthCutsAFieldMidWord() {
        let phases: [TransitionPhase] = [
            .waiting, .running, .interactive, .finishing, .cancelling, .completed, .cancelled
        ]
        for phase in phases {
            for (animator, interaction) in [
                ("slide", "none"), ("com.example.a-very-long-animator-id", "com.example.keys-interaction")
            ] {
                let s = StatusLine(
                    animator: animator, interaction: interaction, time: 12.345, progress: 0.5, state: phase)
                let allowed = Set(s.fullText.dropFirst().components(separatedBy: " | ") + [phase.rawValue])
                let lines = (0...StatusLine.shorteningSteps).map { s.line(shortening: $0) }
                for width in 0...130 {
                    let text = s.text(width: width)
                    let label = "\(phase) \(animator) width \(width): \"\(text)\""
                    XCTAssertLessThanOrEqual(text.count, max(0, width - 1), label)
                    if let steps = lines.firstIndex(of: text) {
                        XCTAssertTrue(
                            text.dropFirst().components(separatedBy: " | ").allSatisfy(allowed.contains), label)
                        XCTAssertTrue(
                            lines[..<steps].allSatisfy { $0.count > width - 1 }, "a longer line fits: \(label)")
                    } else {
                        XCTAssertTrue(
                            text.isEmpty || (text.hasSuffix("…") && (" " + phase.rawValue).hasPrefix(text.dropLast())),
                            label)
                        XCTAssertGreaterThan(lines.last!.count, width - 1, label)
                    }
                }
            }
        }
    }
}
