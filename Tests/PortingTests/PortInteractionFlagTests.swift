import XCTest

@testable import Porting

/// An interaction controller whose overrides of `finish()`/`cancel()` act only while a flag
/// its app sets is true: port sets the flag, since the host calls them only while it plays
/// the app's gesture; a flag the class sets itself, or never reads there, is left alone.
final class PortInteractionFlagTests: XCTestCase {
    private func flags(_ body: String) -> [String] {
        let source = """
            import UIKit
            class Driver: UIPercentDrivenInteractiveTransition {
            \(body)
            }
            """
        return PortAppSetProperties.interactionFlags(of: "Driver", files: [("D.swift", SwiftDeclarations(source))])
            .map { "\($0.property)=\($0.value)" }
    }

    func testAFlagTheAppSetsAndTheOverridesReadIsSetTrue() throws {
        let guarded = """
                var interactionInProgress = false
                override func finish() { if interactionInProgress { super.finish() } }
                override func cancel() { guard interactionInProgress else { return }; super.cancel() }
            """
        XCTAssertEqual(flags(guarded), ["interactionInProgress=true"])
        let c = try XCTUnwrap(
            PortableClassFinder.find([
                (
                    "D.swift",
                    SwiftDeclarations(
                        "import UIKit\nclass Driver: UIPercentDrivenInteractiveTransition {\n\(guarded)\n}")
                )
            ]).first)
        XCTAssertEqual(c.appSet.map(\.property), ["interactionInProgress"])
        XCTAssertTrue(
            PortAppSetProperties.reportLines(c)[0].contains(
                "read by its finish() at line 4 of D.swift and never set by the class: the app sets it while its gesture runs"
            ),
            PortAppSetProperties.reportLines(c)[0])
    }

    func testFlagsTheClassSetsOrDoesNotReadThereAreLeftAlone() {
        XCTAssertEqual(
            flags(
                """
                    var interactionInProgress = false
                    func handle(_ g: UIPanGestureRecognizer) { interactionInProgress = g.state == .changed }
                    override func finish() { if interactionInProgress { super.finish() } }
                """), [])
        XCTAssertEqual(
            flags(
                """
                    var shouldComplete = false
                    func log() { print(shouldComplete) }
                """), [])
        XCTAssertEqual(
            flags(
                """
                    private var active = false
                    override func finish() { if active { super.finish() } }
                """), [])
        XCTAssertEqual(
            flags(
                """
                    var started = true
                    override func finish() { if started { super.finish() } }
                """), [])
    }
}
