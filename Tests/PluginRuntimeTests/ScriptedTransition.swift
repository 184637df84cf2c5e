import AnimationCore
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

// The host side of ScriptedSDKPlugin.swift (which imports the SDK alone, as a plugin would):
// one container transition run with the scripted animator, and its checks read back from the
// log, for every test file whose scripts report through `check`.

/// The checks the scripted animator logged (`check NAME: ok` → `NAME: ok`), failing the
/// test for each that failed (its message after `context`, when a test runs several cases).
func scriptedChecks(
    _ log: EventLog, context: String = "", file: StaticString = #filePath, line: UInt = #line
) -> [String] {
    let checks = log.texts([.plugin]).compactMap { l -> String? in
        l.range(of: "[info]: check ").map { String(l[$0.upperBound...]) }
    }
    for l in checks where !l.hasSuffix(": ok") { XCTFail(context + l, file: file, line: line) }
    return checks
}

/// Runs the script set in `ScriptedAnimator.script` as a container transition from A to B to
/// its end; returns its checks (failing on any that failed, on diagnostics and on a transition
/// that did not end), the plugin's warning and error lines, and the rig.
func runScriptedTransition(file: StaticString = #filePath, line: UInt = #line) throws -> (
    checks: [String], warnings: [String], rig: TransitionRig<ContainerViewController>
) {
    let plugin = try LoadedPlugin.inTest(scriptedPluginDescriptor())
    let h = try TransitionRig()
    h.delegate(animator: try h.animator(plugin))
    let ctx = try h.select(1)
    h.runUntilIdle()
    XCTAssertTrue(ctx.hasEnded, "the transition ended", file: file, line: line)
    let checks = scriptedChecks(h.log, file: file, line: line)
    XCTAssertEqual(h.log.diagnostics, [], file: file, line: line)
    let warnings = h.log.texts([.plugin]).filter { $0.contains("[warning]") || $0.contains("[error]") }
    return (checks, warnings, h)
}
