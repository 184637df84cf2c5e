import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// UIKit names the census's real files use (PagesAndObservationSDKScripts.swift), run inside
/// real transitions: the page view controller, key-path observation, `UICollectionView()` and
/// cell registrations.
final class PagesAndObservationSDKTests: XCTestCase {
    private func run(file: StaticString = #filePath, line: UInt = #line) throws -> (
        checks: [String], warnings: [String]
    ) {
        let r = try runScriptedTransition(file: file, line: line)
        return (r.checks, r.warnings)
    }

    func testAPageViewControllerShowsOnePageAndTurnsToItsNeighbours() throws {
        ScriptedAnimator.script = PagesAndObservationScripts.pages
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 16, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testKeyPathObservationSeesAViewsGeometryAndAScrollOffset() throws {
        ScriptedAnimator.script = PagesAndObservationScripts.observation
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 11, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testUICollectionViewWithoutArgumentsRegistrationsAndLayoutDirection() throws {
        ScriptedAnimator.script = PagesAndObservationScripts.collectionInitAndRegistration
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 7, "\(checks)")
        XCTAssertEqual(warnings, [])
    }

    func testTintIsInheritedAndTheSmallUIKitNames() throws {
        ScriptedAnimator.script = PagesAndObservationScripts.tintAndSmallNames
        let (checks, warnings) = try run()
        XCTAssertEqual(checks.count, 7, "\(checks)")
        XCTAssertEqual(warnings, [])
    }
}
