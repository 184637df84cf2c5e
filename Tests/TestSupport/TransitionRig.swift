import AnimationCore
import Foundation
import HostContainer
import PluginRuntime
import XCTest

/// Fixtures kept for the whole run: layers hold their engine `unowned`, so an engine must
/// outlive every view made with it, and Swift does not promise the order in which a fixture's
/// properties are released.
nonisolated(unsafe) private var keptFixtures: [AnyObject] = []

/// Keeps `object` alive until the process ends; returns it.
@discardableResult
public func keepAlive<T: AnyObject>(_ object: T) -> T {
    keptFixtures.append(object)
    return object
}

/// Frame period of the virtual clock every rig uses.
public let kFrame = 1.0 / 60

/// The one transition rig of the tests: an engine, an event log, a plugin bridge, a 60 fps
/// virtual clock, a runner and children A, B, C… (each its own colour), around one container
/// (`host`: the custom container, a navigation, tab bar or modal controller) whose pan gets
/// the runner's pointer input and whose running transition the runner advances.
///
/// The container's default animator is a plugin on the rig's bridge (the built-in `default`
/// unless told otherwise), as in a real run. Every rig is kept alive for the whole test run
/// (see ``keepAlive(_:)``). `TransitionRig()` is the custom container over A, B, C, 320 × 480
/// (`TransitionRig<ContainerViewController>`); the fixtures in ContainerFixtures.swift wrap a rig
/// around the other containers. Members that mention the package-only plugin types
/// (`PluginBridge`, `PluginAnimator`, …) are `package`, the rest `public`.
public final class TransitionRig<Host: TransitionHosting> {
    /// The engine every view of the rig lives in.
    public let engine = AnimationEngine()
    /// The ordered events of everything the container and its transitions do.
    public let log = EventLog()
    /// The bridge plugins made by this rig act through (a package type, hence not public).
    package let bridge: PluginBridge
    /// The 60 fps virtual clock the runner steps.
    public let clock = VirtualClock(fps: 60)
    /// Runs the frames: the running transition, the scheduled input, the engine.
    public let runner: TransitionRunner
    /// The children, in the order of their titles as given.
    public let children: [ViewController]
    /// The container.
    public let host: Host

    /// A rig whose container `makeHost` builds from the children and a default animator (the
    /// plugin `defaultAnimator` on this rig's bridge). The log starts empty.
    public init(
        titles: [String], defaultAnimator: String = "default",
        makeHost: (
            _ children: [ViewController], _ defaultAnimator: AnimatedTransitioning, _ engine: AnimationEngine,
            _ log: EventLog
        ) throws -> Host
    ) throws {
        let engine = self.engine, log = self.log
        bridge = PluginBridge(engine: engine, log: log)
        let colors: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFF9500, 0xAF52DE]
        children = titles.enumerated().map {
            ViewController(title: $1, color: Color(rgb: colors[$0 % colors.count]), engine: engine, log: log)
        }
        runner = TransitionRunner(engine: engine, clock: clock, log: log)
        let plugin = try TestPlugins.plugin(defaultAnimator)
        let animator = try PluginAnimator(
            plugin: plugin, parameters: ParameterValues(defaultsOf: plugin.info), bridge: bridge)
        host = try makeHost(children, animator, engine, log)
        runner.pointerTarget = { [unowned host] in host.handlePointer($0) }
        runner.activeTransition = { [unowned host] in host.currentTransition }
        log.clear()
        keepAlive(self)
    }

    // MARK: Running

    /// Runs `n` frames.
    public func step(_ n: Int) { for _ in 0..<n { runner.step() } }

    /// Runs frames until frame `index` has run (time index / 60).
    public func run(toFrame index: Int) {
        while (runner.lastTick?.index ?? -1) < index { runner.step() }
    }

    /// Runs until no transition runs, no input is pending and nothing animates (at most
    /// `seconds`); returns the number of frames run.
    @discardableResult
    public func runUntilIdle(seconds: Double = 10) -> Int { runner.runUntilIdle(maxFrames: Int(seconds * 60)) }

    /// Schedules a gesture script starting at the next frame's time plus `offset`.
    public func schedule(_ script: String, at offset: Double = 0) throws {
        let start = nextFrameTime + offset
        runner.schedule(try GestureScript.parse(script).map { $0.shifted(by: start) })
    }

    /// The time of the next frame the runner will run.
    public var nextFrameTime: Double { runner.lastTick.map { $0.time + kFrame } ?? 0 }

    /// The child titled `title`.
    public subscript(_ title: String) -> ViewController { children.first { $0.title == title }! }

    // MARK: Plugins

    /// The bundled (or built-in) animator plugin `id` on this rig's bridge, with `params`
    /// (`KEY=VALUE`) validated against its declarations.
    package func animator(_ id: String, _ params: [String] = []) throws -> PluginAnimator {
        try animator(TestPlugins.plugin(id), params)
    }

    /// An animator of `plugin` with `params` (`KEY=VALUE`; the rest at their defaults) on this
    /// rig's bridge.
    package func animator(_ plugin: LoadedPlugin, _ params: [String] = []) throws -> PluginAnimator {
        try PluginAnimator(
            plugin: plugin, parameters: ParameterValues(plugin: plugin.info, assignments: params), bridge: bridge)
    }

    /// The bundled interaction plugin `id` on this rig's bridge.
    package func interaction(_ id: String, _ params: [String] = []) throws -> PluginInteraction {
        let p = try TestPlugins.plugin(id)
        return try PluginInteraction(
            plugin: p, parameters: ParameterValues(plugin: p.info, assignments: params), bridge: bridge)
    }
}

extension TransitionRig where Host == ContainerViewController {
    /// The custom container over `titles` (A, B, C), `size` points (320 × 480), with the
    /// plugin `defaultAnimator` as its default animator.
    public convenience init(
        size: Size = Size(width: 320, height: 480), titles: [String] = ["A", "B", "C"],
        defaultAnimator: String = "default"
    ) throws {
        try self.init(titles: titles, defaultAnimator: defaultAnimator) { children, animator, engine, log in
            ContainerViewController(
                viewControllers: children, size: size, defaultAnimator: animator, engine: engine, log: log)
        }
    }

    /// The custom container.
    public var container: ContainerViewController { host }

    /// Makes the container's delegate one that vends `animator` (and `interaction`), kept alive
    /// for the whole run (containers hold their delegates weakly); returns it.
    @discardableResult
    public func delegate(animator: AnimatedTransitioning?, interaction: InteractiveTransitioning? = nil)
        -> ContainerDelegate
    {
        let d = keepAlive(ContainerDelegate(animator: animator, interaction: interaction))
        container.delegate = d
        return d
    }

    /// Makes the container's delegate vend `animator` and a new ``ManualInteraction`` (with
    /// `wantsInteractiveStart` as given), which the test then drives by hand; returns it.
    public func manualInteraction(animator: AnimatedTransitioning, wantsInteractiveStart: Bool = true)
        -> ManualInteraction
    {
        let ic = ManualInteraction()
        ic.wantsInteractiveStart = wantsInteractiveStart
        delegate(animator: animator, interaction: ic)
        return ic
    }

    /// Selects child `index` and returns the transition that starts (failing the test when
    /// none does).
    public func select(_ index: Int, file: StaticString = #filePath, line: UInt = #line) throws -> TransitionContext {
        container.select(index: index)
        return try XCTUnwrap(
            container.currentTransition, "selecting \(index) started no transition", file: file, line: line)
    }
}

extension ScriptedInput {
    /// The same input `dt` seconds later.
    public func shifted(by dt: Double) -> ScriptedInput {
        switch self {
        case let .pointer(t, l, p): return .pointer(time: t + dt, location: l, phase: p)
        case let .key(t, c, d): return .key(time: t + dt, code: c, down: d)
        case let .signal(t, n, v): return .signal(time: t + dt, name: n, value: v)
        }
    }
}
