import XCTest
@testable import Porting

/// The lexer must tile the file exactly and never split a string literal or a comment, or a
/// rewrite could land inside one.
final class SwiftLexerTests: XCTestCase {
    private func kinds(_ source: String) -> [(SwiftToken.Kind, String)] {
        let lexer = SwiftLexer(source)
        return lexer.tokens().filter { $0.kind != .space }.map { ($0.kind, lexer.text($0)) }
    }

    func testTokensTileTheFile() {
        let sources = [
            "let a = \"x \\(f(\"y)\")\") // c\n/* a /* nested */ b */ @objc func f() {}\n",
            "let s = #\"raw \"quoted\" \\(not)\"# + \"\"\"\n  multi \\(a + \"b\")\n  \"\"\"\n",
            "unterminated = \"abc\nnext line",
            "/* never closed",
            "x?.y?(1); `default`; $0 + 1.5e3 -> #selector(a(_:))"
        ]
        for source in sources {
            let lexer = SwiftLexer(source)
            let tokens = lexer.tokens()
            XCTAssertEqual(
                tokens.map { lexer.text($0) }.joined(), source, "tokens must tile \(source.debugDescription)")
            var at = 0
            for t in tokens {
                XCTAssertEqual(t.start, at)
                at = t.end
            }
            XCTAssertEqual(at, source.utf8.count)
        }
    }

    func testStringsAndCommentsAreSingleTokens() {
        let t = kinds("a(\"#selector(x) \\(\"@objc\")\") /* #selector(y) */ // @objc\n")
        XCTAssertEqual(t.filter { $0.0 == .string }.map(\.1), ["\"#selector(x) \\(\"@objc\")\""])
        XCTAssertEqual(t.filter { $0.0 == .comment }.map(\.1), ["/* #selector(y) */", "// @objc"])
        XCTAssertFalse(t.contains { $0.0 == .pound || $0.0 == .attribute })
    }

    func testRawAndMultilineStrings() {
        let source = "x = ##\"a \"# b\"## ; y = \"\"\"\nq \"\" \"\n\"\"\"\n@objc"
        let t = kinds(source)
        XCTAssertEqual(t.filter { $0.0 == .string }.map(\.1), ["##\"a \"# b\"##", "\"\"\"\nq \"\" \"\n\"\"\""])
        XCTAssertEqual(t.last?.0, .attribute)
    }

    func testLinesCountEveryBreakInsideLiteralsAndComments() {
        let lexer = SwiftLexer("/*\n\n*/ \"\"\"\na\n\"\"\" x\ny")
        let tokens = lexer.tokens()
        XCTAssertEqual(tokens.first { lexer.text($0) == "x" }?.line, 5)
        XCTAssertEqual(tokens.first { lexer.text($0) == "y" }?.line, 6)
    }

    func testAttributesPoundsAndIdentifiers() {
        let t = kinds("@IBAction func tap(_ s: Any) { #if DEBUG\n #endif; `class`; $0 }")
        XCTAssertEqual(t.first?.0, .attribute)
        XCTAssertEqual(t.first?.1, "@IBAction")
        XCTAssertTrue(t.contains { $0 == (.pound, "#if") })
        XCTAssertTrue(t.contains { $0 == (.identifier, "`class`") })
        XCTAssertTrue(t.contains { $0 == (.identifier, "$0") })
    }
}
