import TextFormat
import XCTest

/// Swift string literals for generated source: what a name holds survives exactly.
final class SwiftTextTests: XCTestCase {
    func testQuotesBackslashesAndControlCharactersAreEscaped() {
        XCTAssertEqual(SwiftText.literal("plain"), "\"plain\"")
        XCTAssertEqual(SwiftText.literal("a\"b\\c"), "\"a\\\"b\\\\c\"")
        XCTAssertEqual(SwiftText.literal("tab\there\nnew\u{7F}"), "\"tab\\u{9}here\\u{a}new\\u{7f}\"")
        XCTAssertEqual(
            SwiftText.literal("é \u{202E} 🎬"), "\"é \u{202E} 🎬\"",
            "other scalars are kept (they are valid in a literal)")
        XCTAssertEqual(SwiftText.literal(""), "\"\"")
    }
}
