import XCTest

@testable import Porting

/// Members the app adds to Apple's types, as TwidereX uses them (held-out 41): a log category
/// on `OSLog` (`os_log(.info, log: .debug, …)`), a measure on `UIView`
/// (`UIView.separatorLineHeight(of:)`), and a scoped import of a module that does not exist
/// here (`import func AVFoundation.AVMakeRect`).
final class PortStubsSDKExtensionsTests: XCTestCase {
    private let file = """
        import UIKit
        import func AVFoundation.AVMakeRect
        final class Drawer: NSObject {
            func go(_ v: UIView) {
                os_log(.info, log: .debug, "went")
                v.widthAnchor.constraint(equalToConstant: UIView.separatorLineHeight(of: v)).isActive = true
            }
        }
        """

    private func e(_ line: Int, _ message: String) -> String { "Drawer.swift:\(line):9: error: \(message)" }

    func testAnAppsLogCategoryAndMeasureAreStubbedWithValues() {
        var s = PortStubs(files: [("Drawer.swift", file)])
        XCTAssertTrue(
            s.learn(
                from: [
                    e(5, "type 'OSLog' has no member 'debug'"),
                    e(6, "type 'UIView' has no member 'separatorLineHeight'")
                ].joined(separator: "\n")))
        let source = s.source()
        XCTAssertTrue(source.contains("extension OSLog"), source)
        XCTAssertTrue(source.contains("static var debug: OSLog { get { .default }"), source)
        XCTAssertTrue(source.contains("static func separatorLineHeight(of a0: Any?) -> CGFloat"), source)
        XCTAssertTrue(PortStubs.namesANumber("cornerRadius"))
        XCTAssertFalse(PortStubs.namesANumber("brandRed"))
    }

    func testAScopedImportOfAMissingModuleIsDropped() {
        var s = PortStubs(files: [("Drawer.swift", file)])
        XCTAssertTrue(s.learn(from: e(2, "no such module 'AVFoundation'")))
        let patched = s.patched("Drawer.swift", file)
        XCTAssertTrue(
            patched.contains(
                "// import func AVFoundation.AVMakeRect // dropped by port: no such module here"), patched)
        XCTAssertEqual(patched.split(separator: "\n").count, file.split(separator: "\n").count)
    }

    /// The app's capitalised constants: a top-level one (`DefaultAnimationDuration`) and one
    /// in a namespace (`R.Constant.InputViewHeightMax`, VeXplore, held-out 41), first stubbed
    /// as types from their capitals, become constants of the type the use wants; a method a
    /// diagnostic of the same round typed with the nested one returns that type too.
    func testCapitalisedConstantsAreValuesOfTheWantedType() {
        let source = """
            import UIKit
            final class Sheet: NSObject {
                func go(_ v: UIView) {
                    let h = min(320, R.Constant.InputViewHeightMax)
                    v.frame.size.height = h - barHeight()
                    v.alpha = DefaultAlpha
                }
            }
            """
        func d(_ line: Int, _ m: String) -> String { "Sheet.swift:\(line):9: error: \(m)" }
        var s = PortStubs(files: [("Sheet.swift", source)])
        _ = s.learn(
            from: [d(4, "cannot find 'R' in scope"), d(6, "cannot find 'DefaultAlpha' in scope")].joined(
                separator: "\n"))
        _ = s.learn(from: d(4, "type 'R' has no member 'Constant'"))
        _ = s.learn(from: d(4, "type 'R.Constant' has no member 'InputViewHeightMax'"))
        _ = s.learn(from: d(5, "cannot find 'barHeight' in scope"))
        XCTAssertTrue(
            s.learn(
                from: [
                    d(
                        4,
                        "cannot convert value of type 'R.Constant.InputViewHeightMax.Type' to expected argument type 'CGFloat'"
                    ),
                    d(
                        5,
                        "cannot convert value of type '()' to expected argument type 'R.Constant.InputViewHeightMax.Type'"
                    ),
                    d(6, "cannot convert value of type 'DefaultAlpha.Type' to expected argument type 'CGFloat'")
                ].joined(separator: "\n")))
        let out = s.source()
        XCTAssertTrue(out.contains("static var InputViewHeightMax: CGFloat"), out)
        XCTAssertFalse(out.contains("InputViewHeightMax.Type"), out)
        XCTAssertTrue(out.contains("var DefaultAlpha: CGFloat"), out)
    }

    /// `var snapshot = UIView()` beside a call of the app's `view.snapshot()` (ImageZoomTransition,
    /// held-out 42): a local variable is no member of the files, so the app's extension method
    /// is stubbed; a member the files declare, or a top-level variable, is not.
    func testALocalVariableOfTheSameNameDoesNotHideAnAppExtensionMember() {
        let zoom = """
            import UIKit
            let sharedInset = 8
            final class Zoom: NSObject {
                var ownCorner: CGFloat = 0
                func go(_ source: UIView) {
                    var snapshot = UIView()
                    snapshot = source.snapshot()
                    _ = source.ownCorner + source.sharedInset
                }
            }
            """
        func z(_ line: Int, _ message: String) -> String { "Zoom.swift:\(line):9: error: \(message)" }
        var s = PortStubs(files: [("Zoom.swift", zoom)])
        XCTAssertTrue(s.learn(from: z(7, "value of type 'UIView' has no member 'snapshot'")))
        _ = s.learn(
            from: [
                z(8, "value of type 'UIView' has no member 'ownCorner'"),
                z(8, "value of type 'UIView' has no member 'sharedInset'")
            ].joined(separator: "\n"))
        let source = s.source()
        XCTAssertTrue(source.contains("func snapshot("), source)
        XCTAssertFalse(source.contains("ownCorner"), source)
        XCTAssertFalse(source.contains("sharedInset"), source)
    }
}
