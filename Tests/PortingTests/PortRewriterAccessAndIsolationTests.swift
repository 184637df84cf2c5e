import XCTest

@testable import Porting

/// A private portable class made internal, and `@MainActor` on declarations dropped (a
/// closure's `@MainActor in` kept), each listed as a rewrite with its line.
final class PortRewriterAccessAndIsolationTests: XCTestCase {
    private func port(_ source: String) -> PortRewriter.Result {
        PortRewriter().rewrite([.init(path: "F.swift", source: source)])[0]
    }

    func testAPrivatePortableClassBecomesInternalAndOtherPrivateTypesStay() {
        let source = """
            import UIKit
            final class ListController: UIViewController {}
            private class Shrinker: NSObject, UIViewControllerAnimatedTransitioning {
                private let scale: CGFloat = 0.5
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using c: UIViewControllerContextTransitioning) {}
            }
            fileprivate final class Helper {}
            private enum Outer {
                private class Hidden: NSObject, UIViewControllerAnimatedTransitioning {
                    func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                    func animateTransition(using c: UIViewControllerContextTransitioning) {}
                }
            }
            """
        let r = port(source)
        let lines = r.source.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[2], "class Shrinker: NSObject, UIViewControllerAnimatedTransitioning {")
        XCTAssertEqual(lines[3], "    private let scale: CGFloat = 0.5")
        XCTAssertEqual(lines[7], "fileprivate final class Helper {}")
        // Inside a private enum: not found, not rewritten.
        XCTAssertEqual(lines[9], "    private class Hidden: NSObject, UIViewControllerAnimatedTransitioning {")
        XCTAssertEqual(r.rewrites.map(\.kind), [.privateClass])
        XCTAssertEqual(r.rewrites.map(\.line), [3])
        XCTAssertEqual(r.rewrites.first?.before, "private class Shrinker")
        XCTAssertEqual(
            PortableClassFinder.find([("F.swift", SwiftDeclarations(source))]).map(\.qualifiedName), ["Shrinker"])
    }

    /// cocoatoucher's helper: a private animator whose members use the file's private enum.
    /// Made internal, its members are internal and cannot have a private type, so the enum
    /// (and a private struct the enum names) become internal too; a private type it does not
    /// name stays, and so does one another file declares at its top level (they would clash).
    func testThePrivateTypesAPromotedClassNamesArePromotedWithIt() {
        let source = """
            import UIKit
            private enum Direction { case none, presenting(Step) }
            private struct Step { var size: CGFloat }
            private enum Unused { case a }
            private enum Shared { case a }
            private class Helper: NSObject, UIViewControllerAnimatedTransitioning {
                var direction: Direction = .none
                var shared: Shared = .a
                private var secret = 1
                @objc fileprivate func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                fileprivate func animateTransition(using c: UIViewControllerContextTransitioning) {}
                fileprivate init(direction: Direction) { self.direction = direction }
            }
            """
        let other = "private enum Shared { case b }\n"
        let r = PortRewriter().rewrite([.init(path: "F.swift", source: source), .init(path: "G.swift", source: other)])[
            0]
        let lines = r.source.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[1], "enum Direction { case none, presenting(Step) }")
        XCTAssertEqual(lines[2], "struct Step { var size: CGFloat }")
        XCTAssertEqual(lines[3], "private enum Unused { case a }")
        XCTAssertEqual(lines[4], "private enum Shared { case a }")
        XCTAssertEqual(lines[5], "class Helper: NSObject, UIViewControllerAnimatedTransitioning {")
        // Its fileprivate members (protocol requirements among them) go internal with it; a
        // private one stays.
        XCTAssertEqual(lines[8], "    private var secret = 1")
        XCTAssertEqual(
            lines[9],
            "    func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }")
        XCTAssertEqual(lines[10], "    func animateTransition(using c: UIViewControllerContextTransitioning) {}")
        XCTAssertEqual(lines[11], "    init(direction: Direction) { self.direction = direction }")
        XCTAssertEqual(Set(r.rewrites.map(\.line)), [2, 3, 6, 10, 11, 12])
        // An initializer is said as itself, not as `init init`.
        XCTAssertTrue(
            r.rewrites.contains {
                $0.before == "fileprivate init" && $0.after == "init (as visible as its type, now internal)"
            },
            "\(r.rewrites)")
        XCTAssertTrue(
            r.rewrites.contains { $0.after == "enum Direction (internal: an internal type of the plugin names it)" },
            "\(r.rewrites)")
    }

    func testMainActorGoesFromDeclarationsAndTypesButNotFromClosures() {
        let source = """
            import UIKit
            @MainActor final class Curtain: NSObject, UIViewControllerAnimatedTransitioning {
                @MainActor public var make: (UIView) -> UIView? = { $0.snapshotView(afterScreenUpdates: false) }
                var done: @MainActor () -> Void = {}
                @MainActor(unsafe) func slide() {}
                func later() { Task { @MainActor in self.slide() } }
            }
            """
        let r = port(source)
        let lines = r.source.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[1], "final class Curtain: NSObject, UIViewControllerAnimatedTransitioning {")
        XCTAssertEqual(
            lines[2], "    public var make: (UIView) -> UIView? = { $0.snapshotView(afterScreenUpdates: false) }")
        XCTAssertEqual(lines[3], "    var done: () -> Void = {}")
        XCTAssertEqual(lines[4], "    func slide() {}")
        XCTAssertEqual(lines[5], "    func later() { Task { @MainActor in self.slide() } }")
        XCTAssertEqual(r.rewrites.map(\.kind), [.mainActor, .mainActor, .mainActor, .mainActor])
        XCTAssertEqual(r.rewrites.map(\.line), [2, 3, 4, 5])
        XCTAssertEqual(r.rewrites.map(\.before), ["@MainActor", "@MainActor", "@MainActor", "@MainActor(unsafe)"])
    }
}
