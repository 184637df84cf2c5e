import Foundation
import XCTest
@testable import HostContainer

/// A container with three children driven by a virtual clock at 60 fps, with the plugins the
/// build produced (the test binary's folder is the bundled plugins folder).
final class Harness {
    let engine = AnimationEngine()
    let log = EventLog()
    let runtime: PluginRuntime
    let clock = VirtualClock(fps: 60)
    let runner: TransitionRunner
    let container: ContainerViewController
    let children: [ViewController]
    static let scan = PluginLoader.scan(PluginSearchPath(explicit: [], environment: [:]))

    init(size: Size = Size(width: 320, height: 480), titles: [String] = ["A", "B", "C"], defaultAnimator: String = "default") throws {
        let engine = self.engine, log = self.log
        runtime = PluginRuntime(engine: engine, log: log)
        let colors: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF9500, 0xAF52DE]
        children = titles.enumerated().map { ViewController(title: $1, color: Color(rgb: colors[$0 % colors.count]), engine: engine, log: log) }
        let animator = try Harness.animator(defaultAnimator, runtime: runtime)
        container = ContainerViewController(viewControllers: children, size: size, defaultAnimator: animator, engine: engine, log: log)
        runner = TransitionRunner(engine: engine, clock: clock, log: log)
        runner.pointerTarget = { [unowned container] in container.handlePointer($0) }
        runner.activeTransition = { [unowned container] in container.currentTransition }
        log.clear()
    }

    static func plugin(_ id: String) throws -> LoadedPlugin {
        guard let p = scan.plugin(id: id) else {
            throw XCTSkip("plugin \(id) not found; scanned \(scan.searched.map(\.folder.path)) rejected \(scan.rejected)")
        }
        return p
    }

    static func animator(_ id: String, params: [String] = [], runtime: PluginRuntime) throws -> PluginAnimator {
        let p = try plugin(id)
        return try PluginAnimator(plugin: p, parameters: ParameterValues(plugin: p.info, assignments: params), runtime: runtime)
    }

    func interaction(_ id: String, params: [String] = []) throws -> PluginInteraction {
        let p = try Harness.plugin(id)
        return try PluginInteraction(plugin: p, parameters: ParameterValues(plugin: p.info, assignments: params), runtime: runtime)
    }

    /// Runs until no transition runs and no input is pending (at most `seconds`).
    @discardableResult
    func runUntilIdle(seconds: Double = 10) -> Int {
        runner.run(maxFrames: Int(seconds * 60)) { container.currentTransition == nil && !runner.hasPendingInput && !engine.hasPendingCompletions && engine.animatedLayerCount == 0 }
    }
}
