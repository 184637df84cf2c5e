import Foundation
import XCTest
@testable import TextFormat

/// Rounding where numbers are printed, and "did you mean" suggestions by edit distance.
final class RoundingAndSuggestionsTests: XCTestCase {
    // MARK: Rounding

    func testFormatPrintsAtMostTheQuantumsDecimalsWithoutTrailingZeros() {
        XCTAssertEqual(Rounding.format(1), "1")
        XCTAssertEqual(Rounding.format(0.5), "0.5")
        XCTAssertEqual(Rounding.format(-12.25), "-12.25")
        XCTAssertEqual(Rounding.format(1.0 / 3), "0.333333333", "nine decimals by default")
        XCTAssertEqual(Rounding.format(2.0 / 3, quantum: 0.01), "0.67")
        XCTAssertEqual(Rounding.format(Double.pi, quantum: 1e-3), "3.142")
        XCTAssertEqual(Rounding.format(1234.5, quantum: 1), "1235")
        XCTAssertEqual(Rounding.format(100, quantum: 1e-6), "100", "trailing zeros go, the integer's do not")
        XCTAssertEqual(Rounding.format(0.01, quantum: 0.01), "0.01")
    }

    func testFormatStripsResiduesAndMinusZero() {
        XCTAssertEqual(Rounding.format(sin(Double.pi)), "0", "sin(π) = 1.2246e-16 prints as 0")
        XCTAssertEqual(Rounding.format(cos(Double.pi)), "-1")
        XCTAssertEqual(Rounding.format(-0.0), "0")
        XCTAssertEqual(Rounding.format(-1e-12), "0")
        XCTAssertEqual(Rounding.format(-0.004, quantum: 0.01), "0")
        XCTAssertEqual(Rounding.format(0.1 + 0.2), "0.3")
        // Large values print no binary noise past the 15 significant digits a double holds.
        XCTAssertEqual(Rounding.format(1e9), "1000000000")
        XCTAssertEqual(Rounding.format(3600), "3600")
        XCTAssertEqual(Rounding.format(123456.5), "123456.5")
        XCTAssertEqual(Rounding.format(-1e12 - 0.25, quantum: 1e-6), "-1000000000000.25")
        XCTAssertEqual(Rounding.format(99999.123456789), "99999.123456789")
    }

    func testFormatNamesNonFiniteValues() {
        XCTAssertEqual(Rounding.format(.nan), "nan")
        XCTAssertEqual(Rounding.format(.infinity), "inf")
        XCTAssertEqual(Rounding.format(-.infinity), "-inf")
    }

    func testRoundKeepsNonFiniteValuesAndGivesPlusZero() {
        XCTAssertEqual(Rounding.round(0.1234565, quantum: 1e-6), 0.123457, accuracy: 1e-15)
        XCTAssertEqual(Rounding.round(-1e-12), 0)
        XCTAssertEqual(Rounding.round(-1e-12).sign, .plus)
        XCTAssertTrue(Rounding.round(.nan).isNaN)
        XCTAssertEqual(Rounding.round(-.infinity), -.infinity)
    }

    // MARK: Suggestions

    func testDistanceIsTheCaseInsensitiveLevenshteinDistance() {
        XCTAssertEqual(Suggestions.distance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestions.distance("flaw", "lawn"), 2)
        XCTAssertEqual(Suggestions.distance("", "abc"), 3)
        XCTAssertEqual(Suggestions.distance("abc", ""), 3)
        XCTAssertEqual(Suggestions.distance("", ""), 0)
        XCTAssertEqual(Suggestions.distance("Slide", "sLIDE"), 0)
        XCTAssertEqual(Suggestions.distance("lsit", "list"), 2, "a swap is two edits")
        XCTAssertEqual(Suggestions.distance("animater", "animator"), 1)
        // Symmetric.
        for (a, b) in [("zoom-fade", "zoomfade"), ("pin-rotate", "rotate"), ("keys", "key")] {
            XCTAssertEqual(Suggestions.distance(a, b), Suggestions.distance(b, a), "\(a) / \(b)")
        }
    }

    func testClosestSuggestsOnlyCloseCandidates() {
        let plugins = ["default", "slide", "zoom-fade", "pin-rotate", "timed", "keys"]
        XCTAssertEqual(Suggestions.closest("slid", in: plugins), "slide")
        XCTAssertEqual(Suggestions.closest("tiemd", in: plugins), "timed")
        XCTAssertEqual(Suggestions.closest("PIN-ROTATE", in: plugins), "pin-rotate")
        XCTAssertEqual(Suggestions.closest("lsit", in: ["list", "run", "play", "validate", "bench", "help"]), "list")
        XCTAssertEqual(Suggestions.closest("dampin", in: ["duration", "damping", "velocity"]), "damping")
        // A swap of neighbours is one edit.
        XCTAssertEqual(Suggestions.typingDistance("versoin", "version"), 1)
        XCTAssertEqual(Suggestions.closest("--versoin", in: ["--help", "--version"]), "--version")
        XCTAssertEqual(Suggestions.closest("hepl", in: ["help", "json"]), "help")
        // Too far: more than max(1, a third of the word) edits away; half a short word
        // changed is no suggestion.
        XCTAssertNil(Suggestions.closest("tcsh", in: ["bash", "zsh", "fish"]))
        XCTAssertNil(Suggestions.closest("frobnicate", in: plugins))
        XCTAssertNil(Suggestions.closest("xyz", in: ["list"]))
        // Nothing in common: a replacement of every character is no suggestion.
        XCTAssertNil(Suggestions.closest("ab", in: ["cd"]))
        XCTAssertNil(Suggestions.closest("slide", in: []))
        // Equally close: the first candidate wins.
        XCTAssertEqual(Suggestions.closest("bat", in: ["cat", "hat"]), "cat")
    }
}
