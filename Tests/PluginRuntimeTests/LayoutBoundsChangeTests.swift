import AnimationCore
import Foundation
import HostContainer
import TestSupport
import XCTest

@testable import PluginRuntime

/// A layout pass at a new collection size is a bounds change, as in UIKit: the SDK asks the
/// layout's `shouldInvalidateLayout(forBoundsChange:)` with the new bounds (the old collection
/// still its `collectionView`), so a layout that clears its cache only there lays out afresh —
/// CollectionViewSlantedLayout crashed indexing a stale cache before.
final class LayoutBoundsChangeTests: XCTestCase {
    func testANewSizeInvalidatesACachingLayout() throws {
        let engine = keepAlive(AnimationEngine()), log = EventLog()
        let bridge = PluginBridge(engine: engine, log: log)
        let plugin = try LoadedPlugin.inTest(boundsCachingLayoutPluginDescriptor())
        let layout = try PluginLayout(
            plugin: plugin, parameters: ParameterValues(defaultsOf: plugin.info), bridge: bridge)
        let wide = layout.prepare(CollectionLayoutContext(size: Size(width: 390, height: 844), sections: [3]))
        XCTAssertEqual(wide.items.first?.map(\.size.width), [390, 390, 390])
        let narrow = layout.prepare(CollectionLayoutContext(size: Size(width: 200, height: 300), sections: [3]))
        XCTAssertEqual(narrow.items.first?.map(\.size.width), [200, 200, 200], "laid out afresh at the new width")
        XCTAssertEqual(narrow.items.first?.map(\.center.y), [22, 66, 110])
        // The same size again is no bounds change: the cache answers, the same items.
        let again = layout.prepare(CollectionLayoutContext(size: Size(width: 200, height: 300), sections: [3]))
        XCTAssertEqual(again.items, narrow.items)
        XCTAssertEqual(log.diagnostics, [])
    }
}
