import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import XCTest
@testable import TextFormat

/// XML 1.0 text for SVG, HTML and JUnit reports: the five markup characters as entities,
/// characters XML does not allow as U+FFFD, everything else kept; checked by Foundation's XML
/// parser too.
final class XMLTextTests: XCTestCase {
    func testTheFiveMarkupCharactersBecomeEntities() {
        XCTAssertEqual(
            XMLText.escape(#"<a href="x">Tom & Jerry's</a>"#),
            "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
        XCTAssertEqual(XMLText.escape("&amp;"), "&amp;amp;", "an entity in the text is text, escaped again")
        XCTAssertEqual(XMLText.escape("plain text"), "plain text")
        XCTAssertEqual(XMLText.escape(""), "")
    }

    func testCharactersXMLDoesNotAllowBecomeTheReplacementCharacter() {
        XCTAssertEqual(XMLText.escape("a\u{1}b"), "a\u{FFFD}b")
        XCTAssertEqual(XMLText.escape("\u{0}\u{8}\u{B}\u{C}\u{1F}"), String(repeating: "\u{FFFD}", count: 5))
        XCTAssertEqual(XMLText.escape("x\u{FFFE}y\u{FFFF}"), "x\u{FFFD}y\u{FFFD}")
        // Allowed: tab, line feed, carriage return, the BMP outside the surrogates, and every
        // astral character.
        let allowed = "\t\n\r \u{D7FF}\u{E000}\u{FFFD}😀\u{10FFFF}é中"
        XCTAssertEqual(XMLText.escape(allowed), allowed)
    }

    func testAttributeIsTheEscapedValueInDoubleQuotes() {
        XCTAssertEqual(XMLText.attribute(#"say "hi" & <go>"#), #""say &quot;hi&quot; &amp; &lt;go&gt;""#)
        XCTAssertEqual(XMLText.attribute(""), "\"\"")
        XCTAssertEqual(XMLText.attribute("a\u{1}b"), "\"a\u{FFFD}b\"")
    }

    func testAnXMLParserReadsTheTextBack() throws {
        let text = #"1 < 2 && "quotes" 'too' > 0 😀 ü"# + "\u{1}"
        let document = "<r a=\(XMLText.attribute(text))>\(XMLText.escape(text))</r>"
        let doc = try XMLDocument(xmlString: document, options: [])
        let root = try XCTUnwrap(doc.rootElement())
        let expected = text.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        XCTAssertEqual(root.stringValue, expected)
        XCTAssertEqual(root.attribute(forName: "a")?.stringValue, expected)
    }
}
