import AnimationCore
import CAnimatorABI
import Foundation
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// Layout plugins (`AP_KIND_LAYOUT`, ABI 1.1): a C layout compiled against the header alone,
/// loaded, listed as a layout, laying out a collection view (animated change included), and a
/// bad one refused without reaching the renderers.
final class LayoutPluginTests: XCTestCase {
    private func plugin() throws -> LoadedPlugin {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture("ABI/diagonal_layout.c", name: "diagonal", into: dir)
        let scan = PluginLoader.scan(
            PluginSearchPath(explicit: [dir], environment: ["HOME": "/nonexistent"], executableDirectory: nil))
        let p = try XCTUnwrap(scan.plugins.first { $0.info.id == "com.example.c-diagonal" }, "\(scan.rejected)")
        XCTAssertEqual(p.path, path)
        return p
    }

    func testACLayoutLaysOutAndAnimatesACollection() throws {
        let p = try plugin()
        XCTAssertTrue(p.info.isLayout)
        XCTAssertFalse(p.info.isAnimator)
        XCTAssertFalse(p.info.isInteraction)
        XCTAssertEqual(p.info.kindsText, "layout")
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let layout = try PluginLayout(
            plugin: p, parameters: ParameterValues(plugin: p.info, assignments: ["side=20", "gap=5"]), bridge: bridge)
        let prepared = layout.prepare(CollectionLayoutContext(size: Size(width: 300, height: 300), sections: [2, 1]))
        XCTAssertEqual(
            prepared.items.map { $0.map(\.frame) },
            [
                [Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 25, y: 25, width: 20, height: 20)],
                [Rect(x: 50, y: 50, width: 20, height: 20)]
            ])
        XCTAssertEqual(prepared.items[1][0].path, ItemPath(item: 0, section: 1))
        XCTAssertEqual(prepared.contentSize, Size(width: 70, height: 70))
        // Its supplementary views: a badge at each section's first item.
        XCTAssertEqual(prepared.supplementary.map(\.elementKind), ["badge", "badge"])
        XCTAssertEqual(
            prepared.supplementary.map(\.frame),
            [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 50, y: 50, width: 10, height: 10)])
        XCTAssertEqual(
            prepared.supplementary.map(\.path), [ItemPath(item: 0, section: 0), ItemPath(item: 0, section: 1)])
        XCTAssertEqual(prepared.supplementary.map(\.zIndex), [1000, 1000])
        // 200 sections: more than the first call's room, so the host asks again.
        XCTAssertEqual(
            layout.prepare(
                CollectionLayoutContext(size: Size(width: 300, height: 300), sections: Array(repeating: 1, count: 200))
            ).supplementary.count, 200)
        XCTAssertEqual(
            layout.prepare(CollectionLayoutContext(size: Size(width: 300, height: 300), sections: [2, 1])), prepared,
            "deterministic")
        XCTAssertEqual(
            layout.prepare(CollectionLayoutContext(size: Size(width: 0, height: 0), sections: [])).items.count, 0)
        // A collection laid out by the plugin, changed to a grid with animation.
        let c = keepAlive(
            CollectionView(
                engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300), sections: [12], layout: layout))
        XCTAssertEqual(c.cells[ItemPath(item: 3, section: 0)]?.center, Point(x: 85, y: 85))
        c.setLayout(FlowLayout(), animated: true, duration: 1)
        engine.advance(to: 0)
        engine.advance(to: 1.01)
        XCTAssertEqual(
            c.cells[ItemPath(item: 3, section: 0)]?.layer.presentation.position,
            FlowLayout().prepare(c.context).items[0][3].center)
        XCTAssertEqual(log.diagnostics, [])
    }

    func testABrokenLayoutIsRefusedAndShowsNothing() throws {
        let p = try plugin()
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let layout = try PluginLayout(
            plugin: p, parameters: ParameterValues(plugin: p.info, assignments: ["broken=true"]),
            bridge: PluginBridge(engine: engine, log: log))
        let prepared = layout.prepare(CollectionLayoutContext(size: Size(width: 100, height: 100), sections: [3]))
        XCTAssertTrue(prepared.items[0].allSatisfy(\.isHidden), "nothing shown")
        XCTAssertEqual(prepared.contentSize, Size(width: 0, height: 0))
        XCTAssertEqual(log.diagnostics.count, 1)
        XCTAssertTrue(log.diagnostics.first?.contains("item [0, 2]") ?? false, "\(log.diagnostics)")
        // Not an animator: asking for one names what it is.
        XCTAssertThrowsError(
            try PluginAnimator(
                plugin: p, parameters: ParameterValues(defaultsOf: p.info),
                bridge: PluginBridge(engine: engine, log: log))
        ) { e in
            XCTAssertTrue("\(e)".contains("provides no animator; it provides: layout"), "\(e)")
        }
    }

    /// The validator checks a layout plugin: `layout` passes (counts, finite, deterministic,
    /// 0 to 10,000 items, odd sizes), `lifecycle` finds the NaN its `broken` extreme writes.
    func testTheValidatorChecksALayoutPlugin() throws {
        let p = try plugin()
        let dir = (p.path as NSString).deletingLastPathComponent
        let v = try NativeTools.cli(
            ["validate", p.path, "--skip", "memory", "--timeout", "120"],
            environment: NativeTools.cliEnvironment(cacheDirectory: dir + "/cache"))
        XCTAssertEqual(v.ending, .exited(1), v.stdout + v.stderr)
        XCTAssertTrue(v.stdout.contains("PASS    layout"), v.stdout)
        XCTAssertTrue(
            v.stdout.contains("FAIL    lifecycle") && v.stdout.contains("broken=true")
                && v.stdout.contains("item [0, 0]"), v.stdout)
        XCTAssertTrue(v.stdout.contains("SKIP    completes") && v.stdout.contains("not an animator plugin"), v.stdout)
        let list = try NativeTools.cli(
            ["list", "--plugins", dir, "--json"],
            environment: NativeTools.cliEnvironment(cacheDirectory: dir + "/cache"))
        XCTAssertTrue(list.stdout.contains("\"kinds\": [\"layout\"]"), list.stdout)
    }

    /// A layout that is not a function of its context (each layout a point lower) fails both
    /// the `layout` check and `layout-transition`, which finds its items off their attributes
    /// after a layout-to-layout push; the well-behaved layout passes `layout-transition`.
    func testTheValidatorFindsALayoutThatDrifts() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "drifting")
        let path = try NativeTools.compileFixture(
            "ABI/diagonal_layout.c", name: "drifting", into: dir, flags: ["-DDRIFTING"])
        let env = NativeTools.cliEnvironment(cacheDirectory: dir + "/cache")
        let v = try NativeTools.cli(["validate", path, "--only", "^layout", "--timeout", "120"], environment: env)
        XCTAssertEqual(v.ending, .exited(1), v.stdout + v.stderr)
        XCTAssertTrue(
            v.stdout.contains("FAIL    layout ") && v.stdout.contains("a second layout of the same context differs"),
            v.stdout)
        XCTAssertTrue(
            v.stdout.contains("FAIL    layout-transition") && v.stdout.contains("is not exactly at its attributes"),
            v.stdout)
        let good = try plugin()
        let w = try NativeTools.cli(
            ["validate", good.path, "--only", "layout-transition", "--timeout", "120"], environment: env)
        XCTAssertEqual(w.ending, .exited(0), w.stdout + w.stderr)
        XCTAssertTrue(w.stdout.contains("PASS    layout-transition"), w.stdout)
    }

    /// The layout-interpolation extension: on the way to the C layout an item hops `arc`
    /// points (4p(1 − p) of it at progress p) above the linear path — in an interactive
    /// transition at every progress, in an animated change at each of the 16 keyframes — and
    /// the ends are exactly the layouts'. A path with a NaN is reported once and linear after.
    func testALayoutsOwnPathBetweenLayouts() throws {
        let p = try plugin()
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let hop = try PluginLayout(
            plugin: p, parameters: ParameterValues(plugin: p.info, assignments: ["arc=30"]), bridge: bridge)
        XCTAssertTrue(hop.interpolates)
        let grid = FlowLayout()
        let c = keepAlive(
            CollectionView(
                engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300), sections: [6], layout: grid))
        let t = try XCTUnwrap(c.startInteractiveTransition(to: hop))
        let path = ItemPath(item: 4, section: 0)
        let a = try XCTUnwrap(t.current.attributes(of: path)), b = try XCTUnwrap(t.next.attributes(of: path))
        for progress in [0.25, 0.5, 0.9] {
            var linear = a.interpolated(to: b, progress)
            linear.center.y -= 30 * 4 * progress * (1 - progress)
            XCTAssertEqual(t.attributes(of: path, at: progress), linear, "\(progress)")
        }
        XCTAssertEqual(t.attributes(of: path, at: 0), a, "the ends are the layouts' exactly")
        XCTAssertEqual(t.attributes(of: path, at: 1), b)
        t.cancel(duration: 0)
        engine.advance(to: 0.01)
        engine.runReadyCompletions()

        // Animated: at the end of keyframe k the item is on the path at eased progress k/16.
        XCTAssertTrue(c.setLayout(hop, animated: true, duration: 1.6))
        engine.advance(to: 0.02)
        let start = 0.01  // the change began at the engine's time then
        engine.advance(to: start + 0.5)
        let e = CubicBezier.easeInEaseOut.progress(5.0 / 16)
        var onPath = a.interpolated(to: b, e)
        onPath.center.y -= 30 * 4 * e * (1 - e)
        assertClose(try XCTUnwrap(c.cells[path]).layer.presentation.position, onPath.center, 1e-9)
        engine.advance(to: start + 1.7)
        engine.runReadyCompletions()
        XCTAssertEqual(c.cells[path]?.layer.presentation.position, b.center)
        XCTAssertEqual(log.diagnostics, [])

        // A NaN from the path: reported once, linear from then on.
        let bad = try PluginLayout(
            plugin: p, parameters: ParameterValues(plugin: p.info, assignments: ["arc=30", "bad-path=true"]),
            bridge: bridge)
        let u = try XCTUnwrap(c.startInteractiveTransition(to: bad))
        let ua = try XCTUnwrap(u.current.attributes(of: path)), ub = try XCTUnwrap(u.next.attributes(of: path))
        XCTAssertEqual(u.attributes(of: path, at: 0.5), ua.interpolated(to: ub, 0.5))
        XCTAssertEqual(u.attributes(of: path, at: 0.7), ua.interpolated(to: ub, 0.7))
        XCTAssertEqual(log.diagnostics.count, 1)
        XCTAssertTrue(
            log.diagnostics.first?.contains("interpolate gave item [0, 4] a NaN") ?? false, "\(log.diagnostics)")
        XCTAssertFalse(bad.interpolates)
    }

    /// A supplementary view whose kind has no NUL within its 48 bytes is refused with a
    /// diagnostic naming it: the layout's items stay, its supplementary views are dropped.
    func testABadSupplementaryKindIsRefused() throws {
        let dir = try NativeTools.temporaryFolder(for: self, name: "badkind")
        _ = try NativeTools.compileFixture("ABI/diagonal_layout.c", name: "badkind", into: dir, flags: ["-DBAD_KIND"])
        let scan = PluginLoader.scan(
            PluginSearchPath(explicit: [dir], environment: ["HOME": "/nonexistent"], executableDirectory: nil))
        let p = try XCTUnwrap(scan.plugins.first { $0.info.id == "com.example.c-diagonal" }, "\(scan.rejected)")
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let layout = try PluginLayout(
            plugin: p, parameters: ParameterValues(defaultsOf: p.info), bridge: PluginBridge(engine: engine, log: log))
        let prepared = layout.prepare(CollectionLayoutContext(size: Size(width: 300, height: 300), sections: [2]))
        XCTAssertEqual(prepared.items[0].count, 2)
        XCTAssertFalse(prepared.items[0][0].isHidden, "the items are unaffected")
        XCTAssertEqual(prepared.supplementary, [])
        XCTAssertEqual(log.diagnostics.count, 1)
        XCTAssertTrue(
            log.diagnostics.first?.contains(
                "supplementary view 0: its kind is empty, not NUL-terminated within 48 bytes") ?? false,
            "\(log.diagnostics)")
    }

    /// Layouts written against the Swift SDK (`UICollectionViewLayout` subclasses exported with
    /// `PluginExport.layout`): from `layoutAttributesForElements(in:)` and from
    /// `layoutAttributesForItem(at:)` alone.
    func testSwiftLayoutsThroughTheSDK() throws {
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let rows = try LoadedPlugin.inTest(rowLayoutPluginDescriptor())
        XCTAssertEqual(rows.info.kindsText, "layout")
        let row = try PluginLayout(
            plugin: rows, parameters: ParameterValues(plugin: rows.info, assignments: ["side=40"]), bridge: bridge)
        let p = row.prepare(CollectionLayoutContext(size: Size(width: 100, height: 300), sections: [3, 1]))
        XCTAssertEqual(
            p.items.map { $0.map(\.frame) },
            [
                [
                    Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 40, y: 0, width: 40, height: 40),
                    Rect(x: 0, y: 40, width: 40, height: 40)
                ],
                [Rect(x: 0, y: 80, width: 40, height: 40)]
            ])
        XCTAssertEqual(p.items[0].map(\.zIndex), [0, 1, 2])
        XCTAssertEqual(p.contentSize, Size(width: 100, height: 120))
        let spins = try LoadedPlugin.inTest(spinLayoutPluginDescriptor())
        let spin = try PluginLayout(plugin: spins, parameters: ParameterValues(defaultsOf: spins.info), bridge: bridge)
        let q = spin.prepare(CollectionLayoutContext(size: Size(width: 200, height: 100), sections: [4]))
        XCTAssertEqual(q.items[0][2].center, Point(x: 100, y: 50))
        XCTAssertEqual(atan2(q.items[0][3].transform.m12, q.items[0][3].transform.m11), 0.3, accuracy: 1e-12)
        XCTAssertEqual(q.items[0][1].alpha, 0.5)
        XCTAssertEqual(q.contentSize, Size(width: 200, height: 100), "the default content: the bounds")
        XCTAssertEqual(log.diagnostics, [])
    }

    /// A Swift layout with its own path (`interpolatedLayoutAttributes`, `interpolates = true`):
    /// its even items hop, its odd ones (nil: AP_ERR_UNSUPPORTED) take the linear path, with no
    /// diagnostic; a Swift layout without it answers no extension at all.
    func testASwiftLayoutsOwnPath() throws {
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let hops = try LoadedPlugin.inTest(hopRowLayoutPluginDescriptor())
        let layout = try PluginLayout(plugin: hops, parameters: ParameterValues(defaultsOf: hops.info), bridge: bridge)
        XCTAssertTrue(layout.interpolates)
        let rows = try LoadedPlugin.inTest(rowLayoutPluginDescriptor())
        XCTAssertFalse(
            try PluginLayout(plugin: rows, parameters: ParameterValues(defaultsOf: rows.info), bridge: bridge)
                .interpolates)
        let c = keepAlive(
            CollectionView(
                engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300), sections: [6], layout: FlowLayout()))
        let t = try XCTUnwrap(c.startInteractiveTransition(to: layout))
        for item in 0..<6 {
            let path = ItemPath(item: item, section: 0)
            let a = try XCTUnwrap(t.current.attributes(of: path)), b = try XCTUnwrap(t.next.attributes(of: path))
            var expected = a.interpolated(to: b, 0.5)
            if item % 2 == 0 {
                expected.center.y -= 20
                expected.zIndex = b.zIndex
            }
            let got = try XCTUnwrap(t.attributes(of: path, at: 0.5))
            assertClose(got.center, expected.center, 1e-9, "item \(item)")
            XCTAssertEqual(got.size, expected.size, "item \(item)")
        }
        XCTAssertEqual(log.diagnostics, [])
    }

    /// UIKit's `initialLayoutAttributesForAppearingItem(at:)` and
    /// `finalLayoutAttributesForDisappearingItem(at:)` in a Swift layout reach the host through
    /// `ap.layout-appearance/1`; a layout that does not override them leaves the host's default.
    func testASwiftLayoutsAppearingAndDisappearingItems() throws {
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let rises = try LoadedPlugin.inTest(riseRowLayoutPluginDescriptor())
        let layout = try PluginLayout(
            plugin: rises, parameters: ParameterValues(defaultsOf: rises.info), bridge: bridge)
        let prepared = layout.prepare(CollectionLayoutContext(size: Size(width: 200, height: 200), sections: [9]))
        let path = ItemPath(item: 5, section: 0)
        let own = try XCTUnwrap(prepared.attributes(of: path))
        var start = own
        start.center.y += 50
        start.alpha = 0
        XCTAssertEqual(layout.initialAttributes(forAppearing: path, in: prepared), start)
        var end = own
        end.size = Size(width: 0, height: 0)
        XCTAssertEqual(layout.finalAttributes(forDisappearing: path, in: prepared), end)
        let rows = try LoadedPlugin.inTest(rowLayoutPluginDescriptor())
        let plain = try PluginLayout(plugin: rows, parameters: ParameterValues(defaultsOf: rows.info), bridge: bridge)
        let p2 = plain.prepare(CollectionLayoutContext(size: Size(width: 200, height: 200), sections: [9]))
        XCTAssertNil(plain.initialAttributes(forAppearing: path, in: p2))
        XCTAssertNil(plain.finalAttributes(forDisappearing: path, in: p2))
        XCTAssertEqual(log.diagnostics, [])
    }
}
