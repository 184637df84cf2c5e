import XCTest

@testable import Porting

/// A copy of the files' override in a stand-in (`override func viewDidLoad()`, copied when
/// the compiler said it overrode nothing) goes once the stand-in's SDK superclass declares it
/// (the compiler then asks the copy for `override`), and is never copied again (VeXplore,
/// held-out 41; theMatys, held-out 40: "overriding declaration requires an 'override' keyword"
/// in PortStubs.swift and "cannot override more than one superclass declaration").
final class PortStubsInheritedOverridesTests: XCTestCase {
    private let file = """
        import UIKit
        class Swiping: BaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }
        """

    private func e(_ line: Int, _ message: String) -> String { "Swiping.swift:\(line):9: error: \(message)" }

    func testACopiedOverrideGoesWhenTheSuperclassDeclaresIt() throws {
        var s = PortStubs(files: [("Swiping.swift", file)])
        _ = s.learn(from: e(2, "cannot find type 'BaseViewController' in scope"))
        _ = s.learn(from: e(3, "method does not override any method from its superclass"))
        let written = s.source()
        let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
        let n = try XCTUnwrap(lines.firstIndex { $0.contains("func viewDidLoad()") }, written) + 1
        XCTAssertTrue(
            s.learn(
                from:
                    "/p/Sources/T/PortStubs.swift:\(n):17: error: overriding declaration requires an 'override' keyword"
            ))
        XCTAssertFalse(s.source().contains("func viewDidLoad()"), s.source())
        // The files' override, reported again, is not copied back.
        _ = s.learn(from: e(3, "method does not override any method from its superclass") + " ")
        XCTAssertFalse(s.source().contains("func viewDidLoad()"), s.source())
    }
}
