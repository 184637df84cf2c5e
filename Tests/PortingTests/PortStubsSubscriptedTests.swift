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

    /// A list indexed with a literal past three (`toVC.contentConstrains[13]`, AppStoreAnimation,
    /// held-out 45) holds that many; a name that only ends like the list's does not count.
    func testAListHoldsAsManyAsTheHighestLiteralIndexNeeds() {
        let text = "a.items[1] = x\nb.items[13].constant = 60\nc.otheritems[40] = y\nd.items[i] = z\n"
        XCTAssertEqual(PortStubs.listLength("items", in: text), 14)
        XCTAssertEqual(PortStubs.listLength("items", in: "a.items[0]\n"), 3)
        XCTAssertEqual(PortStubs.listLength("items", in: "a.items[100000]\n"), 256)
    }
}

/// `switch ColorTheme.selected { case .light: … }` (Puzzil, held-out 44): a property port typed
/// `Bool` from its name is the app's enumeration, with the cases the switch names.
final class PortStubsSwitchedFlagTests: XCTestCase {
    func testASwitchedFlagIsAnEnumeration() {
        let file = """
            import UIKit
            final class Game: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    switch ColorTheme.selected {
                    case .light:
                        return .default
                    case .dark:
                        return .lightContent
                    }
                }
            }
            """
        func e(_ line: Int, _ m: String) -> String { "Game.swift:\(line):9: error: \(m)" }
        var s = PortStubs(files: [("Game.swift", file)])
        _ = s.learn(from: e(4, "cannot find 'ColorTheme' in scope"))
        _ = s.learn(from: e(4, "type 'ColorTheme' has no member 'selected'"))
        XCTAssertTrue(
            s.learn(
                from: [e(5, "type 'Bool' has no member 'light'"), e(7, "type 'Bool' has no member 'dark'")].joined(
                    separator: "\n")))
        let out = s.source()
        XCTAssertTrue(out.contains("case light"), out)
        XCTAssertTrue(out.contains("case dark"), out)
        XCTAssertFalse(out.contains("selected: Bool"), out)
    }
}
