import XCTest

@testable import Porting

/// HPPhotoPicker's pop interaction (held-out 44): lists port first guessed as numbers, a guessed
/// property compared with an implicit case, and two lists of the app's one model type.
final class PortStubsSubscriptedTests: XCTestCase {
    private let file = """
        import UIKit
        final class Pop: UIPercentDrivenInteractiveTransition {
            var config = Settings()
            func find(_ from: Preview, _ to: Picker) -> Int? {
                let current = from.items[from.currentIndex]
                if self.config.placeholder != .none { return nil }
                for i in 0..<(to.album.models.count) {
                    let model = to.album.models[i]
                    if model == current { return i }
                }
                return nil
            }
        }
        """

    private func e(_ line: Int, _ message: String) -> String { "Pop.swift:\(line):9: error: \(message)" }

    func testListsCasesAndSharedElementsAreLearned() {
        var s = PortStubs(files: [("Pop.swift", file)])
        _ = s.learn(
            from: [
                e(3, "cannot find 'Settings' in scope"), e(4, "cannot find type 'Preview' in scope"),
                e(4, "cannot find type 'Picker' in scope")
            ].joined(separator: "\n"))
        _ = s.learn(
            from: [
                e(5, "value of type 'Preview' has no member 'items'"),
                e(5, "value of type 'Preview' has no member 'currentIndex'"),
                e(6, "value of type 'Settings' has no member 'placeholder'"),
                e(7, "value of type 'Picker' has no member 'album'")
            ].joined(separator: "\n"))
        XCTAssertTrue(s.learn(from: e(5, "value of type 'CGFloat' has no subscripts")))
        XCTAssertTrue(
            s.learn(
                from: e(
                    6,
                    "optional type '(any (~Copyable & ~Escapable).Type)?' cannot be used as a boolean; test for '== nil' instead"
                )))
        _ = s.learn(from: e(7, "value of type 'CGFloat' has no member 'models'"))
        _ = s.learn(from: e(7, "value of type 'PortStubAlbum' has no member 'models'"))
        XCTAssertTrue(s.learn(from: e(7, "value of type 'CGFloat' has no member 'count'")))
        XCTAssertTrue(
            s.learn(
                from: e(
                    9,
                    "binary operator '==' cannot be applied to operands of type 'PortStubModelsElement' and 'PortStubItemsElement'"
                )))
        let out = s.source()
        XCTAssertTrue(
            out.contains("var items: [PortStubItemsElement] = Array(repeating: PortStubModelsElement(), count: 3)"), out
        )
        XCTAssertTrue(out.contains("var models: [PortStubModelsElement]"), out)
        XCTAssertTrue(out.contains("typealias PortStubItemsElement = PortStubModelsElement"), out)
        XCTAssertTrue(out.contains("var placeholder: PortStubPlaceholder"), out)
        XCTAssertTrue(out.contains("case none"), out)
        XCTAssertFalse(out.contains("~Copyable"), out)
    }
}
