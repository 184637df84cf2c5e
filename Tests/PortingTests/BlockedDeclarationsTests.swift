import XCTest

@testable import Porting

/// ``BlockedDeclarations``: a file's blockers in declarations beside the ported class are left
/// out with those declarations, line for line; a blocker in the ported class, in a type it
/// nests in, or outside every type keeps the file blocked.
final class BlockedDeclarationsTests: XCTestCase {
    private let file = """
        import UIKit
        final class Screen: UIViewController {
            override func viewDidLoad() { Missing.build(view) }
        }
        extension Screen {
            func again() { Missing.build(view) }
        }
        enum Menu {
            final class Animator: NSObject {
                func go() {}
            }
        }
        final class Fade: NSObject {
            func go() {}
        }
        func helper() { Missing.build(nil) }
        """

    func testTheDeclarationsHoldingTheBlockersAreLeftOutLineForLine() throws {
        let t = try XCTUnwrap(
            BlockedDeclarations.without(blockerLines: [3, 6], in: file, original: file, keep: ["Fade"]))
        XCTAssertEqual(
            t.leftOut,
            [
                .init(name: "Screen", firstLine: 2, lastLine: 4),
                .init(name: "extension Screen", firstLine: 5, lastLine: 7)
            ])
        let lines = t.source.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, file.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertEqual(lines[1...6].filter { !$0.isEmpty }, [])
        XCTAssertEqual(lines[12], "final class Fade: NSObject {")
    }

    /// A blocker on a line a rewrite changed (the declaration's own line, `@objcMembers`
    /// removed) still lies in the declaration: its lines are counted on from the traced ones.
    func testABlockerOnARewrittenLineIsInItsDeclaration() throws {
        let original = file.replacingOccurrences(of: "final class Screen", with: "@objcMembers final class Screen")
        let t = try XCTUnwrap(
            BlockedDeclarations.without(blockerLines: [2, 6], in: file, original: original, keep: ["Fade"]))
        XCTAssertEqual(t.leftOut.map(\.name), ["Screen", "extension Screen"])
        XCTAssertEqual(t.leftOut.first?.firstLine, 2)
    }

    func testABlockerInTheClassItsNestOrOutsideTypesKeepsTheFileBlocked() {
        XCTAssertNil(BlockedDeclarations.without(blockerLines: [14], in: file, original: file, keep: ["Fade"]))
        XCTAssertNil(
            BlockedDeclarations.without(blockerLines: [10], in: file, original: file, keep: ["Menu.Animator"]),
            "the enum nests the ported class")
        XCTAssertNil(BlockedDeclarations.without(blockerLines: [3, 16], in: file, original: file, keep: ["Fade"]))
        XCTAssertNil(BlockedDeclarations.without(blockerLines: [], in: file, original: file, keep: ["Fade"]))
    }
}
