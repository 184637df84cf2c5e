import Foundation
import TestSupport
import XCTest
@testable import AnimationCore

/// Tearing down an engine and its views. Layers hold their engine `unowned` and notify it from
/// their deinit (a dying layer sets each sublayer's `superlayer = nil`, whose observer calls
/// `engine.superlayerChanged`), so teardown may trap. Each scenario therefore runs in a child
/// process (this test executable, filtered to the one test), so that a trap is reported as a
/// failure instead of ending the whole test run.
final class EngineLifetimeTests: XCTestCase {
    private static let probeVariable = "HOSTCONTAINER_ENGINE_LIFETIME_PROBE"

    /// Runs `scenario` here when this process is the probe, otherwise re-runs this test in a
    /// child process and asserts that it exits normally.
    private func runIsolated(
        _ testName: String, _ scenario: () -> Void, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        if ProcessInfo.processInfo.environment[Self.probeVariable] == "1" {
            scenario()
            return
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        guard executable.lastPathComponent.hasSuffix(".xctest") else {
            throw XCTSkip("needs to re-run the .xctest executable; running under \(executable.lastPathComponent)")
        }
        var environment = ProcessInfo.processInfo.environment
        environment[Self.probeVariable] = "1"
        let o = NativeTools.run(
            executable.path, ["AnimationCoreTests.EngineLifetimeTests/\(testName)"], environment: environment)
        let output = o.stdout + o.stderr
        let fatal = output.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init) ?? ""
        XCTAssertEqual(o.ending, .exited(0), "the process ended (\(o.ending)): \(fatal)", file: file, line: line)
        XCTAssertTrue(
            output.contains("Executed 1 test"), "the child ran the scenario: \(output.suffix(500))", file: file,
            line: line)
    }

    func testReleasingTheEngineBeforeItsViewsDoesNotCrash() throws {
        try runIsolated("testReleasingTheEngineBeforeItsViewsDoesNotCrash") {
            var engine: AnimationEngine? = AnimationEngine()
            var root: View? = View(engine: engine!, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let child = View(engine: engine!, frame: Rect(x: 0, y: 0, width: 10, height: 10))
            try! root!.addSubview(child)
            engine = nil
            root = nil  // the root layer's deinit detaches child.layer and tells the released engine
            XCTAssertNil(root)
            XCTAssertNil(child.layer.superlayer)
        }
    }

    func testReleasingAnEngineWithARunningAnimationDoesNotCrash() throws {
        // The views go first, the engine last, but a layer with a running animation (which the
        // engine keeps alive so that its completion still runs) has a sublayer.
        try runIsolated("testReleasingAnEngineWithARunningAnimationDoesNotCrash") {
            var engine: AnimationEngine? = AnimationEngine()
            do {
                let root = View(engine: engine!, frame: Rect(x: 0, y: 0, width: 100, height: 100))
                let child = View(engine: engine!, frame: Rect(x: 0, y: 0, width: 10, height: 10))
                try! root.addSubview(child)
                engine!.animate(withDuration: 1, animations: { root.alpha = 0 })
                engine!.advance(to: 0.5)
            }
            XCTAssertEqual(engine!.animatedLayerCount, 1)
            engine = nil  // releases the animated layer, whose deinit tells the engine being released
            XCTAssertNil(engine)
        }
    }
}
