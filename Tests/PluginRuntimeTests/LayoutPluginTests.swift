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
        let scan = PluginLoader.scan(PluginSearchPath(explicit: [dir], environment: ["HOME": "/nonexistent"], executableDirectory: nil))
        let p = try XCTUnwrap(scan.plugins.first { $0.info.id == "com.example.c-diagonal" }, "\(scan.rejected)")
        XCTAssertEqual(p.path, path)
        return p
    }

    func testACLayoutLaysOutAndAnimatesACollection() throws {
        let p = try plugin()
        XCTAssertTrue(p.info.isLayout); XCTAssertFalse(p.info.isAnimator); XCTAssertFalse(p.info.isInteraction)
        XCTAssertEqual(p.info.kindsText, "layout")
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let layout = try PluginLayout(plugin: p, parameters: ParameterValues(plugin: p.info, assignments: ["side=20", "gap=5"]), bridge: bridge)
        let prepared = layout.prepare(CollectionLayoutContext(size: Size(width: 300, height: 300), sections: [2, 1]))
        XCTAssertEqual(prepared.items.map { $0.map(\.frame) }, [[Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 25, y: 25, width: 20, height: 20)],
                                                                [Rect(x: 50, y: 50, width: 20, height: 20)]])
        XCTAssertEqual(prepared.items[1][0].path, ItemPath(item: 0, section: 1))
        XCTAssertEqual(prepared.contentSize, Size(width: 70, height: 70))
        XCTAssertEqual(layout.prepare(CollectionLayoutContext(size: Size(width: 300, height: 300), sections: [2, 1])), prepared, "deterministic")
        XCTAssertEqual(layout.prepare(CollectionLayoutContext(size: Size(width: 0, height: 0), sections: [])).items.count, 0)
        // A collection laid out by the plugin, changed to a grid with animation.
        let c = keepAlive(CollectionView(engine: engine, frame: Rect(x: 0, y: 0, width: 300, height: 300), sections: [12], layout: layout))
        XCTAssertEqual(c.cells[ItemPath(item: 3, section: 0)]?.center, Point(x: 85, y: 85))
        c.setLayout(FlowLayout(), animated: true, duration: 1)
        engine.advance(to: 0)
        engine.advance(to: 1.01)
        XCTAssertEqual(c.cells[ItemPath(item: 3, section: 0)]?.layer.presentation.position, FlowLayout().prepare(c.context).items[0][3].center)
        XCTAssertEqual(log.diagnostics, [])
    }

    func testABrokenLayoutIsRefusedAndShowsNothing() throws {
        let p = try plugin()
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let layout = try PluginLayout(plugin: p, parameters: ParameterValues(plugin: p.info, assignments: ["broken=true"]),
                                      bridge: PluginBridge(engine: engine, log: log))
        let prepared = layout.prepare(CollectionLayoutContext(size: Size(width: 100, height: 100), sections: [3]))
        XCTAssertTrue(prepared.items[0].allSatisfy(\.isHidden), "nothing shown")
        XCTAssertEqual(prepared.contentSize, Size(width: 0, height: 0))
        XCTAssertEqual(log.diagnostics.count, 1)
        XCTAssertTrue(log.diagnostics.first?.contains("item [0, 2]") ?? false, "\(log.diagnostics)")
        // Not an animator: asking for one names what it is.
        XCTAssertThrowsError(try PluginAnimator(plugin: p, parameters: ParameterValues(defaultsOf: p.info), bridge: PluginBridge(engine: engine, log: log))) { e in
            XCTAssertTrue("\(e)".contains("provides no animator; it provides: layout"), "\(e)")
        }
    }

    /// The validator checks a layout plugin: `layout` passes (counts, finite, deterministic,
    /// 0 to 10,000 items, odd sizes), `lifecycle` finds the NaN its `broken` extreme writes.
    func testTheValidatorChecksALayoutPlugin() throws {
        let p = try plugin()
        let dir = (p.path as NSString).deletingLastPathComponent
        let v = try NativeTools.cli(["validate", p.path, "--skip", "memory"], environment: NativeTools.cliEnvironment(cacheDirectory: dir + "/cache"))
        XCTAssertEqual(v.ending, .exited(1), v.stdout + v.stderr)
        XCTAssertTrue(v.stdout.contains("PASS    layout"), v.stdout)
        XCTAssertTrue(v.stdout.contains("FAIL    lifecycle") && v.stdout.contains("broken=true") && v.stdout.contains("item [0, 0]"), v.stdout)
        XCTAssertTrue(v.stdout.contains("SKIP    completes") && v.stdout.contains("not an animator plugin"), v.stdout)
        let list = try NativeTools.cli(["list", "--plugins", dir, "--json"], environment: NativeTools.cliEnvironment(cacheDirectory: dir + "/cache"))
        XCTAssertTrue(list.stdout.contains("\"kinds\": [\"layout\"]"), list.stdout)
    }

    /// Layouts written against the Swift SDK (`UICollectionViewLayout` subclasses exported with
    /// `PluginExport.layout`): from `layoutAttributesForElements(in:)` and from
    /// `layoutAttributesForItem(at:)` alone.
    func testSwiftLayoutsThroughTheSDK() throws {
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let rows = try LoadedPlugin.inTest(rowLayoutPluginDescriptor())
        XCTAssertEqual(rows.info.kindsText, "layout")
        let row = try PluginLayout(plugin: rows, parameters: ParameterValues(plugin: rows.info, assignments: ["side=40"]), bridge: bridge)
        let p = row.prepare(CollectionLayoutContext(size: Size(width: 100, height: 300), sections: [3, 1]))
        XCTAssertEqual(p.items.map { $0.map(\.frame) }, [[Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 40, y: 0, width: 40, height: 40), Rect(x: 0, y: 40, width: 40, height: 40)],
                                                       [Rect(x: 0, y: 80, width: 40, height: 40)]])
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
}
