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
}
