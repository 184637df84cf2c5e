import AnimationCore
import Foundation
import HostContainer
import TestSupport
import XCTest
@testable import PluginRuntime

/// A layout plugin driven by UIKit Dynamics (`UIDynamicAnimator(collectionViewLayout:)`, the
/// BouncyLayout pattern) through the host's layout calls: the springs are added inside the
/// host call, the animator finds their attributes in the same pass, the motion is planned at
/// the end of the call, and a later pass reads the attributes at that virtual time.
final class SpringyLayoutPluginTests: XCTestCase {
    /// Springs anchored where the flow puts each item keep it there: every pass gives the flow
    /// layout's items exactly (the same for the same context, as the layout ABI requires), with
    /// no diagnostic, also after the virtual clock ran on.
    func testASpringyFlowLayoutGivesTheFlowLayoutsItemsOnEveryPass() throws {
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let plainPlugin = try LoadedPlugin.inTest(plainFlowLayoutPluginDescriptor())
        let springyPlugin = try LoadedPlugin.inTest(springyFlowLayoutPluginDescriptor())
        let plain = try PluginLayout(
            plugin: plainPlugin, parameters: ParameterValues(defaultsOf: plainPlugin.info), bridge: bridge)
        let springy = try PluginLayout(
            plugin: springyPlugin, parameters: ParameterValues(defaultsOf: springyPlugin.info), bridge: bridge)
        let context = CollectionLayoutContext(size: Size(width: 390, height: 844), sections: [24, 5])
        let expected = plain.prepare(context)
        XCTAssertEqual(expected.items.map(\.count), [24, 5])
        let first = springy.prepare(context)
        XCTAssertEqual(first.items, expected.items, "the pass that adds the springs")
        XCTAssertEqual(first.contentSize, expected.contentSize)
        engine.advance(to: engine.currentTime + 2)
        XCTAssertEqual(springy.prepare(context).items, expected.items, "two seconds on: at rest where they hang")
        XCTAssertEqual(springy.prepare(context).items, expected.items, "the same pass again")
        XCTAssertEqual(log.diagnostics, [])
    }
}
